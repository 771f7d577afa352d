import type { Language } from "@shop/shared";
import { localePath } from "./languagePath.ts";

export const HOW_IT_WORKS_ANCHOR = "how-it-works-anchor";

/** The header's links, shared by the desktop bar and the mobile sidebar. */
export function mainNavigation(language: Language) {
  return [
    { id: "home", to: localePath(language, "/") },
    { id: "shop", to: localePath(language, "/shop") },
    { id: "howItWorks", to: localePath(language, `#${HOW_IT_WORKS_ANCHOR}`) },
    { id: "blog", to: localePath(language, "/blog") },
  ] as const;
}

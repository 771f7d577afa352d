// What the server hands the browser besides the HTML: the page's language, the site facts, the
// data it rendered with (SWR fallback, by key) and the lazy modules it rendered, as JSON in a
// <script type="application/json"> the browser reads before hydrating. Not executable, so it
// needs no CSP nonce; `<` is escaped so no text in it can close the script element.
import type { Language } from "@shop/shared";
import type { Site } from "./site.ts";

export const SERVER_PAGE_ELEMENT_ID = "shop-page";

export interface ServerPage {
  language: Language;
  site: Site;
  fallback: Record<string, unknown>;
}

export function serializeServerPage(page: ServerPage): string {
  return JSON.stringify(page).replace(/</g, "\\u003c");
}

/** The server's page data, or null when the page was not rendered by the server (development). */
export function readServerPage(): ServerPage | null {
  const element = document.getElementById(SERVER_PAGE_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as ServerPage;
}

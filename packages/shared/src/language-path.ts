// The language-prefix rules (docs/storefront.md §1), as pure functions of a path: the storefront
// routes by them, and the server answers the prefixes that mean the same for every visitor
// (regional and unsupported ones) with a redirect of its own (api/src/web/web.routes.ts).
import { DEFAULT_LANGUAGE, isLanguage, supportedLanguage, type Language } from "./languages.ts";

/** The cookie that carries a visitor's chosen language to the server (set by the storefront). */
export const LANGUAGE_COOKIE = "lang";

/**
 * The languages of an Accept-Language header, most wanted first (`de-AT,de;q=0.9,en;q=0.5`):
 * entries with q=0 and malformed ones are left out.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language the server picks for a visitor whose URL has none (`/`, `/shop`): the stored choice
 * (the language cookie), then the browser's languages in their order, then the fallback — the
 * storefront's own order (docs/storefront.md §1).
 */
export function preferredLanguage(
  cookieValue: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  for (const candidate of [cookieValue, ...acceptedLanguages(acceptLanguage)]) {
    const language = supportedLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** What an unsupported language prefix looks like; longer words are pages, not languages. */
const LANGUAGE_PREFIX_SHAPE = /^[a-z]{2}([-_][a-z]{2})?$/i;

/** First segments of the routes that live under /{lang}/. */
export const LOCALIZED_SEGMENTS = [
  "shop",
  "search",
  "product",
  "blog",
  "category",
  "checkout",
  "cart",
  "payment",
  "success",
  "delivery",
  "privacy-policy",
  "terms-and-conditions",
  "withdrawal",
  "contact",
  "imprint",
  "accessibility",
  "newsletter",
] as const;

export type PrefixResolution =
  { kind: "ok"; language: Language } | { kind: "redirect"; to: string } | { kind: "notFound" };

function splitFirst(pathname: string): [string, string] {
  const [, first = "", ...rest] = pathname.split("/");
  return [first, rest.length ? `/${rest.join("/")}` : ""];
}

/** `/{language}{path}`, with the home page as plain `/{language}`. */
export function localePath(language: Language, path = "/"): string {
  const clean =
    path === "/" || path === ""
      ? ""
      : path.startsWith("/") || path.startsWith("#") || path.startsWith("?")
        ? path
        : `/${path}`;
  return `/${language}${clean}`;
}

export function resolveLanguagePrefix(pathname: string, current: Language): PrefixResolution {
  const [first, rest] = splitFirst(pathname);
  if (first === "") return { kind: "redirect", to: `/${current}` };
  if (isLanguage(first)) return { kind: "ok", language: first };

  const language = supportedLanguage(first);
  if (language) return { kind: "redirect", to: `/${language}${rest}` };
  if ((LOCALIZED_SEGMENTS as readonly string[]).includes(first)) {
    return { kind: "redirect", to: `/${current}${pathname}` };
  }
  // Something shaped like a language code that the shop does not offer (fr, it, pt-BR).
  if (LANGUAGE_PREFIX_SHAPE.test(first)) return { kind: "redirect", to: `/${DEFAULT_LANGUAGE}${rest}` };
  return { kind: "notFound" };
}

/** The same page in another language: replaces the prefix, or inserts one when missing. */
export function switchLanguagePath(pathname: string, language: Language): string {
  const [first, rest] = splitFirst(pathname);
  if (first === "") return `/${language}`;
  if (isLanguage(first) || supportedLanguage(first)) return `/${language}${rest}`;
  return `/${language}${pathname}`;
}

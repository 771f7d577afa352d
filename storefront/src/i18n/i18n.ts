// The translator's set-up in the browser: every visible string comes from
// public/locales/{lng}/translation.json, fetched over HTTP and retried (5 times, 350 ms doubling)
// when the network hiccups.
import { LANGUAGE_COOKIE, type Language } from "@shop/shared";
import { detectLanguage, LANGUAGE_STORAGE_KEY } from "./detectLanguage.ts";
import { Translator } from "./translator.ts";

/** The one translator of the page. */
export const translator = new Translator({ maxRetries: 5, retryTimeout: 350 });

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps the choice for the next visit: in local storage for the storefront, and in a cookie for the
 * server, which redirects `/` and paths without a language to it before any HTML.
 */
export function rememberLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the URL and the cookie still carry the language.
  }
}

/**
 * Starts the page's translator. `serverLanguage` is the language the server rendered the page in:
 * the browser hydrates in the same one (the URL's prefix, or for pages without one the server's
 * choice), so the first render matches the HTML.
 */
export function initI18n(serverLanguage?: Language): Translator {
  const initial =
    serverLanguage ??
    detectLanguage({
      pathname: window.location.pathname,
      stored: readStored(),
      browser: navigator.languages ?? [navigator.language],
      htmlLang: document.documentElement.getAttribute("lang"),
    });
  rememberLanguage(initial);
  translator.on("languageChanged", (language) => rememberLanguage(language as Language));
  // The first render suspends in useTranslation until these texts are there.
  translator.language = initial;
  void translator.load(initial);
  return translator;
}

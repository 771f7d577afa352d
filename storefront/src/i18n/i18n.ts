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

/** Keeps the language for the next visit (local storage) and names it on the page. */
function rememberLanguage(language: Language): void {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the URL still carries the language.
  }
}

/**
 * A language the visitor switched to is also told to the server, which sends `/` and paths
 * without a language there before any HTML. Set only on a switch, as a preference the visitor
 * asked for (a user-interface cookie, needing no consent), never on a plain visit.
 */
export function rememberChoice(language: Language): void {
  rememberLanguage(language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
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
  translator.on("languageChanged", (language) => rememberChoice(language as Language));
  // The first render suspends in useTranslation until these texts are there.
  translator.language = initial;
  void translator.load(initial);
  return translator;
}

// The translator's set-up: every visible string comes from public/locales/{lng}/translation.json,
// fetched over HTTP and retried (5 times, 350 ms doubling) when the network hiccups.
import type { Language } from "@shop/shared";
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

export function rememberLanguage(language: Language): void {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the URL still carries the language.
  }
}

export function initI18n(): Translator {
  const initial = detectLanguage({
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

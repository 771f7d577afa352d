// i18next set-up: every visible string comes from public/locales/{lng}/translation.json,
// fetched over HTTP and retried (5 times, 350 ms doubling) when the network hiccups.
import { LANGUAGES, type Language } from "@shop/shared";
import i18n from "i18next";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import { detectLanguage, LANGUAGE_STORAGE_KEY } from "./detectLanguage.ts";

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

export function initI18n(): typeof i18n {
  const initial = detectLanguage({
    pathname: window.location.pathname,
    stored: readStored(),
    browser: navigator.languages ?? [navigator.language],
    htmlLang: document.documentElement.getAttribute("lang"),
  });
  rememberLanguage(initial);
  i18n.on("languageChanged", (language) => rememberLanguage(language as Language));

  void i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: initial,
      supportedLngs: [...LANGUAGES],
      load: "languageOnly",
      // All three files hold the same keys (checked by a unit test), so no fallback file is
      // downloaded next to the one in use.
      fallbackLng: false,
      maxRetries: 5,
      retryTimeout: 350,
      backend: { loadPath: "/locales/{{lng}}/translation.json" },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  return i18n;
}

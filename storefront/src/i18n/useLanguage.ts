import { toLanguage, type Language } from "@shop/shared";
import i18next from "i18next";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

function subscribe(onChange: () => void): () => void {
  i18next.on("languageChanged", onChange);
  return () => i18next.off("languageChanged", onChange);
}

const currentLanguage = () => i18next.resolvedLanguage ?? i18next.language;

/**
 * The shop language now shown. useSyncExternalStore re-checks the language after subscribing,
 * so a component mounted in the middle of a language switch cannot miss the change.
 */
export function useLanguage(): Language {
  // Also suspends until the translations of the language have loaded.
  useTranslation();
  return toLanguage(useSyncExternalStore(subscribe, currentLanguage));
}

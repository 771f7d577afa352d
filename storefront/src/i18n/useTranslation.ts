// React's view of the translator: components re-render in the new language when it changes, and
// suspend (the nearest <Suspense> shows) until the first language's translations have arrived.
import { useMemo, useSyncExternalStore } from "react";
import { translator } from "./i18n.ts";
import type { TFunction, Translator } from "./translator.ts";

function subscribe(onChange: () => void): () => void {
  translator.on("languageChanged", onChange);
  return () => translator.off("languageChanged", onChange);
}

const currentLanguage = () => translator.language;

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  // Suspense's protocol: a component that cannot render yet throws the promise it waits for.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!translator.isLoaded(language)) throw translator.load(language);
  const t = useMemo(() => translator.getFixedT(language), [language]);
  return { t, i18n: translator };
}

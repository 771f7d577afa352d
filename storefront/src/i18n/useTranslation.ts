// React's view of the translator: components re-render in the new language when it changes, and
// suspend (the nearest <Suspense> shows) until the first language's translations have arrived.
// In the browser the translator is the page's one (i18n.ts); the server renders each request
// with a translator of its own, given through TranslatorProvider (entry-server.tsx).
import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { translator as pageTranslator } from "./i18n.ts";
import type { TFunction, Translator } from "./translator.ts";

const TranslatorContext = createContext<Translator>(pageTranslator);

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  const language = useSyncExternalStore(translator.subscribe, translator.currentLanguage, translator.currentLanguage);
  // Suspense's protocol: a component that cannot render yet throws the promise it waits for.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!translator.isLoaded(language)) throw translator.load(language);
  const t = useMemo(() => translator.getFixedT(language), [translator, language]);
  return { t, i18n: translator };
}

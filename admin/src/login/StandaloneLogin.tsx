import { useEffect, useState } from "react";
import type { Language } from "@shop/shared";
import type { TranslationMessages } from "react-admin";
import { authProvider } from "../auth/browserAuthProvider.ts";
import { loadMessages } from "../i18n/catalog.ts";
import { LoginScreen } from "./LoginScreen.tsx";
import { prefersDark, storeLanguage, storedLanguage } from "./consolePreferences.ts";
import { lookupIn } from "./messageLookup.ts";

interface StandaloneLoginProps {
  /** Starts downloading the console (called when the visitor begins typing). */
  preloadConsole: () => void;
  onLoggedIn: () => void;
}

/** The login screen of a visitor without a session, before the console itself is loaded. */
export const StandaloneLogin = ({ preloadConsole, onLoggedIn }: StandaloneLoginProps) => {
  const [language, setLanguage] = useState<Language>(() => storedLanguage(window.localStorage));
  const [messages, setMessages] = useState<TranslationMessages | null>(null);

  useEffect(() => {
    let current = true;
    void Promise.resolve(loadMessages(language)).then((loaded) => current && setMessages(loaded));
    return () => {
      current = false;
    };
  }, [language]);

  const translate = messages ? lookupIn(messages) : null;
  useEffect(() => {
    if (!translate) return;
    document.documentElement.lang = language;
    document.title = translate("app.title");
  }, [language, translate]);

  if (!translate) return null;
  return (
    <LoginScreen
      translate={translate}
      language={language}
      dark={prefersDark(window.localStorage, window.matchMedia("(prefers-color-scheme: dark)").matches)}
      onLanguageChange={(chosen) => {
        storeLanguage(window.localStorage, chosen);
        setLanguage(chosen);
      }}
      onIntent={preloadConsole}
      onSubmit={async (credentials) => {
        preloadConsole();
        await authProvider.login(credentials);
        onLoggedIn();
      }}
    />
  );
};

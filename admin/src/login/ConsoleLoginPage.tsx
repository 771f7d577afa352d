import { toLanguage } from "@shop/shared";
import { useLocaleState, useLogin, useTheme, useTranslate } from "react-admin";
import { LoginScreen } from "./LoginScreen.tsx";

/** react-admin's login page (after a logout or an expired session): the same card as the first screen. */
export const ConsoleLoginPage = () => {
  const login = useLogin();
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [theme] = useTheme();
  return (
    <LoginScreen
      translate={translate}
      language={toLanguage(locale)}
      dark={theme === "dark"}
      onLanguageChange={setLocale}
      onSubmit={(credentials) => login(credentials)}
    />
  );
};

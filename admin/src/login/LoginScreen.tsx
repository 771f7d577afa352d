import { useState, type FormEvent } from "react";
import type { Language } from "@shop/shared";
import { SECOND_FACTOR_MESSAGES } from "../auth/authProvider.ts";
import { LANGUAGE_NAMES } from "../i18n/catalog.ts";
import "./LoginScreen.css";

export interface LoginScreenProps {
  translate: (key: string) => string;
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** Rejects with an Error whose message is a translation key (the authProvider's errors). */
  onSubmit: (credentials: { username: string; password: string; totp?: string }) => Promise<unknown>;
  /** Called once the visitor starts typing: a good moment to fetch what comes after the login. */
  onIntent?: () => void;
  dark?: boolean;
}

/**
 * The console's sign-in card, in plain React and CSS: it is the first screen of every visitor
 * without a session, so it paints before react-admin and MUI are downloaded at all. When the
 * account has a second factor, the API's answer asks for its code and the card adds a field for it.
 */
export const LoginScreen = ({
  translate,
  language,
  onLanguageChange,
  onSubmit,
  onIntent,
  dark = false,
}: LoginScreenProps) => {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [askCode, setAskCode] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    try {
      const field = (name: string) => {
        const value = form.get(name);
        return typeof value === "string" ? value : "";
      };
      const totp = askCode ? field("totp").trim() : "";
      await onSubmit({ username: field("username"), password: field("password"), ...(totp ? { totp } : {}) });
    } catch (reason) {
      const message = reason instanceof Error && reason.message ? reason.message : "ra.auth.sign_in_error";
      if (SECOND_FACTOR_MESSAGES.includes(message)) setAskCode(true);
      setError(message);
      setSubmitting(false);
    }
  };

  return (
    <main className={dark ? "login login--dark" : "login"}>
      <div className="login__card">
        <div className="login__avatar" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="24" height="24">
            <path
              fill="currentColor"
              d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z"
            />
          </svg>
        </div>
        <h1 className="login__title">{translate("app.login.title")}</h1>
        <form className="login__form" onSubmit={submit} onInput={onIntent}>
          <label className="login__field">
            <span>{translate("ra.auth.username")} *</span>
            <input name="username" autoComplete="username" required autoFocus />
          </label>
          <label className="login__field">
            <span>{translate("ra.auth.password")} *</span>
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          {askCode && (
            <>
              <label className="login__field">
                <span>{translate("app.auth.totp_code")} *</span>
                <input
                  name="totp"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={40}
                  aria-describedby="login-totp-help"
                  required
                  autoFocus
                />
              </label>
              <small id="login-totp-help" className="login__help">
                {translate("app.auth.totp_code_help")}
              </small>
            </>
          )}
          {error && (
            <p className="login__error" role="alert">
              {translate(error)}
            </p>
          )}
          <button className="login__submit" type="submit" disabled={submitting}>
            {translate("ra.auth.sign_in")}
          </button>
        </form>
        <label className="login__language">
          <span>{translate("app.login.language")}</span>
          <select value={language} onChange={(event) => onLanguageChange(event.target.value as Language)}>
            {LANGUAGE_NAMES.map(({ locale, name }) => (
              <option key={locale} value={locale} lang={locale}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </main>
  );
};

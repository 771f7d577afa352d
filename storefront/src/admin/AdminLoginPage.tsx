import type { LoginResponse } from "@shop/shared";
import { useId, useState, type FormEvent } from "react";
import type { TFunction } from "../i18n/translator.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { useNavigate } from "react-router-dom";
import { ApiError, apiRequest } from "../api/client.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import { useAdmin } from "./AdminContext.tsx";
import styles from "./Admin.module.css";

/**
 * Why a sign-in failed, in the page's language: the API's error codes have texts of their own
 * (the English ones say what the API says); anything else is "Login failed".
 */
function loginFailure(cause: unknown, t: TFunction): string {
  if (!(cause instanceof ApiError)) return t("admin.login.failed");
  if (cause.status === 0) return t("errors.unreachable.title");
  if (cause.code === "invalid_credentials") return t("admin.login.errors.invalidCredentials");
  if (cause.code === "totp_required") return t("admin.login.errors.totpRequired");
  if (cause.code === "totp_invalid") return t("admin.login.errors.totpInvalid");
  if (cause.code === "too_many_attempts") {
    const minutes = Math.max(1, Math.ceil((cause.retryAfterSeconds ?? 60) / 60));
    return t("admin.login.errors.tooManyAttempts", { count: minutes });
  }
  return t("admin.login.failed");
}

export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { login } = useAdmin();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  // Asked for once the API says the account has a second factor (401 totp_required).
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { token } = await apiRequest<LoginResponse>("/admin-login", {
        method: "POST",
        json: askCode && code.trim() ? { username, password, totp: code.trim() } : { username, password },
      });
      login(token);
      void navigate("/");
    } catch (cause) {
      const secondFactor =
        cause instanceof ApiError && (cause.code === "totp_required" || cause.code === "totp_invalid");
      // Asking for the code is the expected second step, not a failure worth logging.
      if (secondFactor) setAskCode(true);
      else console.error("Login failed", cause);
      if (cause instanceof ApiError && cause.code === "totp_invalid") setCode("");
      setError(loginFailure(cause, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container page">
      <PageMeta page="adminLogin" />
      <form className={styles.login} onSubmit={submit}>
        <h1>{t("admin.login.title")}</h1>
        <div className="field">
          <label htmlFor={`${id}-username`}>{t("admin.login.username")}</label>
          <input
            id={`${id}-username`}
            className="input"
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t("admin.login.password")}</label>
          <input
            id={`${id}-password`}
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {askCode && (
          <div className="field">
            <label htmlFor={`${id}-totp`}>{t("admin.login.code")}</label>
            <input
              id={`${id}-totp`}
              className="input"
              name="totp"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={40}
              aria-describedby={`${id}-totp-help`}
              required
              autoFocus
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <small id={`${id}-totp-help`}>{t("admin.login.codeHelp")}</small>
          </div>
        )}
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {t("admin.login.submit")}
        </button>
      </form>
    </div>
  );
}

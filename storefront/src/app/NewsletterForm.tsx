import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "../i18n/useTranslation.ts";
import { api, apiLanguage } from "../api/client.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { localePath } from "./languagePath.ts";
import styles from "./Footer.module.css";

type Progress = { state: "idle" } | { state: "sending" } | { state: "sent"; email: string } | { state: "failed" };

/**
 * The newsletter's sign-up (double opt-in, docs/storefront.md §15): the answer is the same whether
 * the address was known or not, so the message only says to look for the confirmation e-mail.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [email, setEmail] = useState("");
  const [progress, setProgress] = useState<Progress>({ state: "idle" });
  const inputId = useId();

  const subscribe = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    setProgress({ state: "sending" });
    try {
      await api.newsletter.$post({ json: { email: address, language: apiLanguage(language) } });
      setProgress({ state: "sent", email: address });
      setEmail("");
    } catch (error) {
      console.error("Newsletter subscription failed", error);
      setProgress({ state: "failed" });
    }
  };

  return (
    <form className={styles.newsletter} onSubmit={(event) => void subscribe(event)}>
      <label htmlFor={inputId}>{t("footer.newsletter.label")}</label>
      <div className={styles.newsletterRow}>
        <input
          id={inputId}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={t("footer.newsletter.placeholder")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={progress.state === "sending"}>
          {progress.state === "sending" ? t("footer.newsletter.sending") : t("footer.newsletter.submit")}
        </button>
      </div>
      {/* Always in the page, so screen readers announce the message when it appears. */}
      <p role="status" className={progress.state === "failed" ? styles.newsletterFailed : styles.newsletterStatus}>
        {progress.state === "sent" && t("footer.newsletter.checkInbox", { email: progress.email })}
        {progress.state === "failed" && t("footer.newsletter.failed")}
      </p>
      <p className={styles.newsletterPrivacy}>
        <Link to={localePath(language, "/privacy-policy")}>{t("footer.newsletter.privacy")}</Link>
      </p>
    </form>
  );
}

import { useId } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "../i18n/useTranslation.ts";
import { api, apiLanguage } from "../api/client.ts";
import { useOptInForm } from "./useOptInForm.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { localePath } from "./languagePath.ts";
import styles from "./Footer.module.css";

/**
 * The newsletter's sign-up (double opt-in, docs/storefront.md §15): the answer is the same whether
 * the address was known or not, so the message only says to look for the confirmation e-mail.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { email, setEmail, progress, submit } = useOptInForm(
    (address) => api.newsletter.$post({ json: { email: address, language: apiLanguage(language) } }),
    "Newsletter subscription",
  );
  const inputId = useId();

  return (
    <form className={styles.newsletter} onSubmit={(event) => void submit(event)}>
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
        {progress.state === "failed" &&
          (progress.tooMany ? t("footer.newsletter.tooMany") : t("footer.newsletter.failed"))}
      </p>
      <p className={styles.newsletterPrivacy}>
        <Link to={localePath(language, "/privacy-policy")}>{t("footer.newsletter.privacy")}</Link>
      </p>
    </form>
  );
}

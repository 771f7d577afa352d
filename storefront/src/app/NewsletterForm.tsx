import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { api, apiLanguage } from "../api/client.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import styles from "./Footer.module.css";

export function NewsletterForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [email, setEmail] = useState("");
  const inputId = useId();

  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    api.newsletter
      .$post({ json: { email: address, language: apiLanguage(language) } })
      .catch((error: unknown) => console.error("Newsletter subscription failed", error));
    window.alert(t("footer.newsletter.confirmation", { email: address }));
    setEmail("");
  };

  return (
    <form className={styles.newsletter} onSubmit={subscribe}>
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
        <button type="submit" className="btn btn-primary">
          {t("footer.newsletter.submit")}
        </button>
      </div>
    </form>
  );
}

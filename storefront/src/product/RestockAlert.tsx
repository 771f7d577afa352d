import type { Product } from "../api/types.ts";
import { useId } from "react";
import { useSearchParams } from "react-router-dom";
import { api, apiLanguage } from "../api/client.ts";
import { useOptInForm } from "../app/useOptInForm.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "./RestockAlert.module.css";

/**
 * "Tell me when it is back" on a sold-out product's page (docs/behaviour.md §23): the address gets
 * a link to confirm first; the answer is the same whatever the shop knows, so the message only says
 * to look for that e-mail.
 */
export function RestockAlert({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { email, setEmail, progress, submit } = useOptInForm(
    (address) =>
      api.products[":slug"]["restock-alerts"].$post({
        param: { slug: product.slug },
        json: { email: address, language: apiLanguage(language) },
      }),
    "Restock alert",
  );
  const inputId = useId();
  const titleId = useId();

  return (
    <section className={styles.restock} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t("product.restock.title")}
      </h2>
      <p className={styles.text}>{t("product.restock.text")}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId}>{t("product.restock.label")}</label>
        <div className={styles.row}>
          <input
            id={inputId}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder="name@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={progress.state === "sending"}>
            {progress.state === "sending" ? t("product.restock.sending") : t("product.restock.submit")}
          </button>
        </div>
        {/* Always in the page, so screen readers announce the message when it appears. */}
        <p role="status" className={progress.state === "failed" ? styles.failed : styles.status}>
          {progress.state === "sent" && t("product.restock.checkInbox", { email: progress.email })}
          {progress.state === "failed" &&
            (progress.tooMany ? t("product.restock.tooMany") : t("product.restock.failed"))}
        </p>
      </form>
    </section>
  );
}

const OUTCOMES = ["confirmed", "invalid", "expired"] as const;

/** What the restock alert's confirmation link did, on the product page it lands on (`?restock=`). */
export function RestockNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = params.get("restock");
  if (state === null) return null;
  const outcome = (OUTCOMES as readonly string[]).includes(state) ? (state as (typeof OUTCOMES)[number]) : "invalid";
  return (
    <p className={`alert ${outcome === "confirmed" ? "alert-success" : "alert-error"}`} role="status">
      {t(`product.restock.${outcome}`)}
    </p>
  );
}

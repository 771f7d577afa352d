import { NEWSLETTER_CONFIRM_DAYS } from "@shop/shared";
import { Link, useSearchParams } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { NewsletterForm } from "../app/NewsletterForm.tsx";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "../pages/Pages.module.css";
import { PageMeta } from "../ui/PageMeta.tsx";
import { newsletterMessage, offersSignUp, type NewsletterLanding } from "./newsletterMessage.ts";

/**
 * Where the newsletter e-mail's links land (the API redirects here, docs/storefront.md §15): the
 * subscription confirmed, the link expired or not valid (with the form to ask for a new one), the
 * address unsubscribed. Never indexed.
 */
export function NewsletterPage({ page }: { page: NewsletterLanding }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const message = newsletterMessage(page, searchParams.get("state"));

  return (
    <div className="container page">
      <PageMeta page={page === "confirmed" ? "newsletterConfirmed" : "newsletterUnsubscribed"} />
      <article className={`prose ${styles.article}`}>
        <h1>{t(`newsletter.${message}.title`)}</h1>
        <p className="lead">{t(`newsletter.${message}.text`, { days: NEWSLETTER_CONFIRM_DAYS })}</p>
        {offersSignUp(message) && (
          <section aria-labelledby="newsletter-again" className={styles.signUp}>
            <h2 id="newsletter-again">{t("newsletter.subscribeAgain")}</h2>
            <NewsletterForm />
          </section>
        )}
        <div className={styles.landingActions}>
          {message === "unsubscribeInvalid" && (
            <Link to={localePath(language, "/contact")} className="btn btn-primary">
              {t("newsletter.contact")}
            </Link>
          )}
          <Link to={localePath(language, "/shop")} className="btn btn-secondary">
            {t("common.backToShop")}
          </Link>
        </div>
      </article>
    </div>
  );
}

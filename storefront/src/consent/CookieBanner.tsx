import { useTranslation } from "../i18n/useTranslation.ts";
import { Link } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useConsent } from "./useConsent.ts";
import { ALL_COOKIES, NECESSARY_ONLY } from "./consentStorage.ts";
import styles from "./Consent.module.css";

/**
 * The first visit's question. Rejecting is as easy and as visible as accepting: both buttons look
 * the same, side by side (docs/storefront.md §9).
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { save, openSettings } = useConsent();

  return (
    <section className={styles.banner} aria-labelledby="cookie-banner-title" role="region">
      <div className={styles.bannerText}>
        <h2 id="cookie-banner-title" className={styles.bannerTitle}>
          {t("cookies.banner.title")}
        </h2>
        <p>
          {t("cookies.banner.text")}{" "}
          <Link to={localePath(language, "/privacy-policy")}>{t("cookies.banner.policyLink")}</Link>
        </p>
      </div>
      <div className={styles.bannerActions}>
        <button type="button" className={`link-button ${styles.settingsLink}`} onClick={openSettings}>
          {t("cookies.banner.settings")}
        </button>
        <button type="button" className={`btn btn-primary ${styles.choice}`} onClick={() => save(NECESSARY_ONLY)}>
          {t("cookies.banner.rejectAll")}
        </button>
        <button type="button" className={`btn btn-primary ${styles.choice}`} onClick={() => save(ALL_COOKIES)}>
          {t("cookies.banner.acceptAll")}
        </button>
      </div>
    </section>
  );
}

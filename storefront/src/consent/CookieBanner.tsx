import { useRef } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Link } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useConsent } from "./useConsent.ts";
import { ALL_COOKIES, NECESSARY_ONLY, type CookieConsent } from "./consentStorage.ts";
import { useCoveredEdge } from "../ui/useCoveredEdge.ts";
import styles from "./Consent.module.css";

/**
 * The first visit's question. Rejecting is as easy and as visible as accepting: both buttons look
 * the same, side by side (docs/storefront.md §9).
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { save, openSettings } = useConsent();
  // The page scrolls what the keyboard focuses above the banner while it is open.
  const banner = useRef<HTMLElement>(null);
  useCoveredEdge(banner, "--cookie-banner-height", "bottom");
  // Where the focus came from into the banner: it goes back there once the banner is answered
  // and gone, instead of being lost with it (the page's content when nothing had it before).
  const cameFrom = useRef<HTMLElement | null>(null);
  const answer = (consent: CookieConsent) => {
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    const back = cameFrom.current;
    save(consent);
    if (!hadFocus) return;
    requestAnimationFrame(() => {
      if (back?.isConnected) back.focus();
      else document.getElementById("main")?.focus({ preventScroll: true });
    });
  };

  return (
    <section
      ref={banner}
      className={styles.banner}
      aria-labelledby="cookie-banner-title"
      role="region"
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
      }}
    >
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
        <button type="button" className={`btn btn-primary ${styles.choice}`} onClick={() => answer(NECESSARY_ONLY)}>
          {t("cookies.banner.rejectAll")}
        </button>
        <button type="button" className={`btn btn-primary ${styles.choice}`} onClick={() => answer(ALL_COOKIES)}>
          {t("cookies.banner.acceptAll")}
        </button>
      </div>
    </section>
  );
}

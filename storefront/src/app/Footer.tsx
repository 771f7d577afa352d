import type { ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Link, useLocation } from "react-router-dom";
import { useConsent } from "../consent/useConsent.ts";
import { useCategories } from "../catalog/catalogApi.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { LogoMark } from "../ui/icons.tsx";
import {
  AmexBadge,
  ApplePayBadge,
  DirectDebitBadge,
  GooglePayBadge,
  KlarnaBadge,
  MastercardBadge,
  ParcelCarrierBadge,
  PayPalBadge,
  VisaBadge,
} from "../ui/PaymentBadges.tsx";
import { SocialLinks } from "../ui/SocialLinks.tsx";
import { offeredMethods, usePaymentConfig } from "../payment/paymentApi.ts";
import { localePath } from "./languagePath.ts";
import { useSite } from "./site.ts";
import { HOW_IT_WORKS_ANCHOR } from "./navigation.ts";
import { NewsletterForm } from "./NewsletterForm.tsx";
import styles from "./Footer.module.css";

/**
 * The shop's categories, each linked to its category page. Their names are the catalog's (the
 * same the shop's filter shows); the translation files name them only until the catalog has
 * answered (the server's HTML always has it).
 */
export const CATEGORY_LINKS = [
  { slug: "drug-tests", key: "drugTests" },
  { slug: "fertility-tests", key: "fertilityTests" },
  { slug: "stistd-tests", key: "stiTests" },
  { slug: "ovulation-test", key: "ovulationTest" },
  { slug: "vitamin-d-test", key: "vitaminDTest" },
] as const;

const SUPPORT_LINKS = [
  { path: "/delivery", key: "delivery" },
  { path: "/privacy-policy", key: "privacyPolicy" },
  { path: "/terms-and-conditions", key: "termsAndConditions" },
  { path: "/withdrawal", key: "withdrawal" },
  { path: "/order-status", key: "orderStatus" },
  { path: "/contact", key: "contact" },
  { path: "/imprint", key: "imprint" },
] as const;

/** Checkout screens get the short footer, so nothing pulls the shopper away from paying. */
function isCheckoutPath(pathname: string): boolean {
  return /\/(checkout|payment|success|cart)(\/|$)/.test(pathname);
}

/** The logos of exactly the methods the shop takes now (GET /api/payments/config), and the carrier's. */
function PaymentLogos() {
  const { t } = useTranslation();
  const { data } = usePaymentConfig();
  const methods = data ? offeredMethods(data) : [];
  const stripe = data?.card?.gateway === "STRIPE";
  const logos: { key: string; logo: ReactNode }[] = [
    ...(methods.includes("CARD")
      ? [
          { key: "visa", logo: <VisaBadge /> },
          { key: "mastercard", logo: <MastercardBadge /> },
          { key: "amex", logo: <AmexBadge /> },
          // Wallets pay by card, through Stripe's Express Checkout Element.
          ...(stripe
            ? [
                { key: "apple-pay", logo: <ApplePayBadge label={t("footer.applePay")} /> },
                { key: "google-pay", logo: <GooglePayBadge label={t("footer.googlePay")} /> },
              ]
            : []),
        ]
      : []),
    ...(methods.includes("PAYPAL") ? [{ key: "paypal", logo: <PayPalBadge /> }] : []),
    ...(methods.includes("SEPA_DEBIT")
      ? [{ key: "sepa", logo: <DirectDebitBadge label={t("footer.directDebit")} /> }]
      : []),
    ...(methods.includes("KLARNA") ? [{ key: "klarna", logo: <KlarnaBadge label={t("footer.klarna")} /> }] : []),
    { key: "carrier", logo: <ParcelCarrierBadge /> },
  ];
  return (
    <ul className={styles.paymentLogos} aria-label={t("footer.paymentMethods")}>
      {logos.map(({ key, logo }) => (
        <li key={key} data-logo={key}>
          {logo}
        </li>
      ))}
    </ul>
  );
}

function Brand() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={styles.brand}>
      <Link to={localePath(language, "/")} className={styles.logo}>
        <LogoMark />
        <span>{t("common.brand")}</span>
      </Link>
      <p className={styles.about}>{t("footer.about")}</p>
    </div>
  );
}

/**
 * The footer's last row, on every page (the checkout's short footer too): the copyright, the
 * withdrawal function (Art. 11a of Directive 2011/83/EU: on every page, prominent), the
 * accessibility statement (BFSG §14) and the cookie settings.
 */
function Copyright() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { openSettings } = useConsent();
  const { year } = useSite();
  return (
    <div className={styles.bottom}>
      <p>{t("footer.copyright", { year })}</p>
      <Link to={localePath(language, "/withdraw")} className={styles.withdrawLink}>
        {t("withdraw.title")}
      </Link>
      <Link to={localePath(language, "/accessibility")} className={styles.statementLink}>
        {t("footer.accessibility")}
      </Link>
      <button type="button" className={styles.settingsButton} onClick={openSettings}>
        {t("footer.cookieSettings")}
      </button>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const categories = useCategories();
  const { pathname } = useLocation();

  if (isCheckoutPath(pathname)) {
    return (
      <footer className={styles.footer}>
        <div className={`container ${styles.short}`}>
          <Brand />
          <PaymentLogos />
        </div>
        <div className="container">
          <Copyright />
        </div>
      </footer>
    );
  }

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <Brand />
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            {t("footer.shopTitle")}
          </h2>
          <ul className={styles.links}>
            {CATEGORY_LINKS.map((category) => (
              <li key={category.slug}>
                <Link to={localePath(language, `/category/${category.slug}`)}>
                  {categories.data?.find((entry) => entry.slug === category.slug)?.name ??
                    t(`footer.categories.${category.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            {t("footer.quickLinksTitle")}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to={localePath(language, "/")}>{t("header.nav.home")}</Link>
            </li>
            <li>
              <Link to={localePath(language, "/shop")}>{t("header.nav.shop")}</Link>
            </li>
            <li>
              <Link to={localePath(language, `#${HOW_IT_WORKS_ANCHOR}`)}>{t("header.nav.howItWorks")}</Link>
            </li>
            <li>
              <Link to={localePath(language, "/blog")}>{t("header.nav.blog")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t("footer.supportTitle")}
          </h2>
          <ul className={styles.links}>
            {SUPPORT_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={localePath(language, link.path)}>{t(`footer.support.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter" className={styles.newsletterBlock}>
          <h2 id="footer-newsletter" className={styles.heading}>
            {t("footer.newsletter.title")}
          </h2>
          <p className={styles.about}>{t("footer.newsletter.text")}</p>
          <NewsletterForm />
          <p className={styles.followUs}>{t("footer.followUs")}</p>
          <SocialLinks />
        </section>
      </div>
      <div className="container">
        <PaymentLogos />
        <Copyright />
      </div>
    </footer>
  );
}

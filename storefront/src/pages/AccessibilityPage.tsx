// /{lang}/accessibility: the accessibility statement (BFSG §14 and Annex 3; docs/storefront.md §19),
// linked from every page's footer, the checkout's short one too. Its texts live in the translation
// files (pages.accessibility.*) like the other legal pages: what the shop is and how it is used, how
// it meets EN 301 549 / WCAG 2.1 AA, the status of each part, the known limitations, how to report a
// barrier (customer care's address and a form that reaches it) and the market surveillance authority.
import { useTranslation } from "../i18n/useTranslation.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import { BarrierReportForm } from "./BarrierReportForm.tsx";
import { PageSections, type PageSection } from "./StaticPage.tsx";
import styles from "./Pages.module.css";
import { useShopContact } from "./shopApi.ts";

interface Authority {
  title: string;
  text: string;
  lines: string[];
  emailLabel: string;
  email: string;
  webLabel: string;
  web: string;
  other: string;
}

export function AccessibilityPage() {
  const { t } = useTranslation();
  const shop = useShopContact();
  const sections = t("pages.accessibility.sections", { returnObjects: true }) as PageSection[] | string;
  const authority = t("pages.accessibility.authority", { returnObjects: true }) as Authority | string;

  return (
    <div className="container page">
      <PageMeta page="accessibility" />
      <article className={`prose ${styles.article}`}>
        <h1>{t("pages.accessibility.title")}</h1>
        <p className="lead">{t("pages.accessibility.intro")}</p>
        {Array.isArray(sections) && <PageSections sections={sections} />}
        <section aria-labelledby="barrier-report">
          <h2 id="barrier-report">{t("pages.accessibility.report.title")}</h2>
          <p>{t("pages.accessibility.report.text")}</p>
          {shop && (
            <p>
              {t("pages.accessibility.report.emailLabel")} <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </p>
          )}
          <BarrierReportForm supportEmail={shop?.email} />
        </section>
        {typeof authority === "object" && (
          <section aria-labelledby="market-surveillance">
            <h2 id="market-surveillance">{authority.title}</h2>
            <p>{authority.text}</p>
            <address className={styles.authority}>
              {authority.lines.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
              {authority.emailLabel} <a href={`mailto:${authority.email}`}>{authority.email}</a>
              <br />
              {authority.webLabel} <a href={authority.web}>{authority.web.replace(/^https:\/\//, "")}</a>
            </address>
            <p>{authority.other}</p>
          </section>
        )}
        <p className={styles.updated}>{t("pages.accessibility.updated")}</p>
      </article>
    </div>
  );
}

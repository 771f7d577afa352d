import { Link } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import styles from "./Pages.module.css";
import { useShopContact } from "./shopApi.ts";

export type StaticPageName = "delivery" | "privacyPolicy" | "termsAndConditions" | "imprint" | "withdrawal";

export interface PageSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** A link under the section to another page of the shop, by its path after the language. */
  link?: { text: string; path: string };
}

/** A form to print or copy, such as the model withdrawal form (pages.withdrawal.form). */
interface PageForm {
  title: string;
  note: string;
  to: string;
  lines: string[];
  footnote: string;
}

/** A text page's sections: a title each, then its paragraphs, its list and its link (pages.<name>.sections). */
export function PageSections({ sections }: { sections: PageSection[] }) {
  const language = useLanguage();
  return sections.map((section) => (
    <section key={section.title}>
      <h2>{section.title}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.link && (
        <p>
          <Link className={styles.sectionLink} to={localePath(language, section.link.path)}>
            {section.link.text}
          </Link>
        </p>
      )}
    </section>
  ));
}

/**
 * A text page whose whole content lives in the translation files (pages.<name>.*): sections of
 * paragraphs, lists and links, and for the withdrawal page the model withdrawal form
 * (docs/storefront.md §17). Where a text names the shop's customer-care address it says {email},
 * filled in with the one the API names (GET /api/shop), which the shop's e-mails come from.
 */
export function StaticPage({ page }: { page: StaticPageName }) {
  const { t } = useTranslation();
  const shop = useShopContact();
  const values = { returnObjects: true, ...(shop ? { email: shop.email } : {}) } as const;
  const sections = t(`pages.${page}.sections`, values) as PageSection[] | string;
  const form = t(`pages.${page}.form`, values) as PageForm | string;

  return (
    <div className="container page">
      <PageMeta page={page} />
      <article className={`prose ${styles.article}`}>
        <h1>{t(`pages.${page}.title`)}</h1>
        <p className="lead">{t(`pages.${page}.intro`)}</p>
        {Array.isArray(sections) && <PageSections sections={sections} />}
        {typeof form === "object" && (
          <section className={styles.modelForm} aria-labelledby="model-form-title">
            <h2 id="model-form-title">{form.title}</h2>
            <p>{form.note}</p>
            <p>{form.to}</p>
            <ul>
              {form.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className={styles.footnote}>{form.footnote}</p>
          </section>
        )}
        <p className={styles.updated}>{t(`pages.${page}.updated`)}</p>
      </article>
    </div>
  );
}

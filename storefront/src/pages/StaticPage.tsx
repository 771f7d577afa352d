import { useTranslation } from "../i18n/useTranslation.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import styles from "./Pages.module.css";

export type StaticPageName = "delivery" | "privacyPolicy" | "termsAndConditions" | "imprint";

export interface PageSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

/** A text page whose whole content lives in the translation files (pages.<name>.*). */
export function StaticPage({ page }: { page: StaticPageName }) {
  const { t } = useTranslation();
  const sections = t(`pages.${page}.sections`, { returnObjects: true }) as PageSection[] | string;

  return (
    <div className="container page">
      <PageMeta page={page} />
      <article className={`prose ${styles.article}`}>
        <h1>{t(`pages.${page}.title`)}</h1>
        <p className="lead">{t(`pages.${page}.intro`)}</p>
        {Array.isArray(sections) &&
          sections.map((section) => (
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
            </section>
          ))}
        <p className={styles.updated}>{t(`pages.${page}.updated`)}</p>
      </article>
    </div>
  );
}

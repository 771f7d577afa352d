import { useTranslation } from "../i18n/useTranslation.ts";
import { Link } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import styles from "./Home.module.css";
import { FeaturedIllustration } from "./illustrations.tsx";

export const FEATURED = [
  { slug: "stistd-tests", key: "sti" },
  { slug: "drug-tests", key: "drug" },
  { slug: "fertility-tests", key: "fertility" },
] as const;

/** The three image buttons under the hero, each to a category's flagship kit. */
export function FeaturedTests() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="section container" aria-labelledby="featured-title">
      <h2 id="featured-title" className="section-title">
        {t("home.featured.title")}
      </h2>
      <ul className={styles.featured}>
        {FEATURED.map((item) => (
          <li key={item.slug}>
            <Link to={localePath(language, `/product/${item.slug}`)} className={styles.featuredLink}>
              <FeaturedIllustration kind={item.key} />
              <span className={styles.featuredLabel}>{t(`home.featured.${item.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

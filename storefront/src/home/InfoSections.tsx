import { useTranslation } from "../i18n/useTranslation.ts";
import { Link } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import styles from "./Home.module.css";

const SECTIONS = ["privacy", "quality"] as const;

/** Text blocks on the home page, each leading to the shop. */
export function InfoSections() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={`container ${styles.info}`}>
      {SECTIONS.map((section) => (
        <section key={section} className={styles.infoBlock} aria-labelledby={`info-${section}`}>
          <h2 id={`info-${section}`}>{t(`home.info.${section}.title`)}</h2>
          <p>{t(`home.info.${section}.text`)}</p>
          <Link to={localePath(language, "/shop")} className="btn btn-secondary">
            {t(`home.info.${section}.link`)}
          </Link>
        </section>
      ))}
    </div>
  );
}

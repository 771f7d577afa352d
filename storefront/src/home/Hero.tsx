import { useTranslation } from "../i18n/useTranslation.ts";
import { Link } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { HOW_IT_WORKS_ANCHOR } from "../app/navigation.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { CheckIcon } from "../ui/icons.tsx";
import styles from "./Home.module.css";
import { HeroIllustration } from "./illustrations.tsx";

const TRUST_POINTS = ["ceMarked", "discreet", "freeShipping"] as const;

export function Hero() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t("home.hero.eyebrow")}</p>
          <h1 id="hero-title">{t("home.hero.title")}</h1>
          <p className="lead">{t("home.hero.text")}</p>
          <div className={styles.heroActions}>
            <Link to={localePath(language, "/shop")} className="btn btn-primary">
              {t("home.hero.cta")}
            </Link>
            <Link to={localePath(language, `#${HOW_IT_WORKS_ANCHOR}`)} className="btn btn-secondary">
              {t("home.hero.secondary")}
            </Link>
          </div>
          <ul className={styles.trust}>
            {TRUST_POINTS.map((point) => (
              <li key={point}>
                <CheckIcon />
                {t(`home.hero.trust.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration className={styles.heroImage} label={t("home.hero.imageAlt")} />
      </div>
    </section>
  );
}

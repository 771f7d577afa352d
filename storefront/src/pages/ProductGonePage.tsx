import { Link } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import styles from "./Pages.module.css";

/**
 * A product that was sold and is no longer (archived: staff deleted it after it had been ordered).
 * The server answers its page 410 Gone, so search engines drop it; shoppers are told so and sent on.
 */
export function ProductGonePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={`container page ${styles.notFound}`}>
      <PageMeta page="productGone" />
      <p className={styles.code} aria-hidden="true">
        410
      </p>
      <h1>{t("productGone.title")}</h1>
      <p className="lead">{t("productGone.text")}</p>
      <div className={styles.actions}>
        <Link to={localePath(language, "/shop")} className="btn btn-primary">
          {t("productGone.shop")}
        </Link>
        <Link to={localePath(language)} className="btn btn-secondary">
          {t("productGone.home")}
        </Link>
      </div>
    </div>
  );
}

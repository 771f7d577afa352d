import { useTranslation } from "../i18n/useTranslation.ts";
import { Link } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import styles from "./Pages.module.css";

export function NotFoundPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={`container page ${styles.notFound}`}>
      <PageMeta page="notFound" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t("notFound.title")}</h1>
      <p className="lead">{t("notFound.text")}</p>
      <div className={styles.actions}>
        <Link to={localePath(language)} className="btn btn-primary">
          {t("notFound.home")}
        </Link>
        <Link to={localePath(language, "/shop")} className="btn btn-secondary">
          {t("notFound.shop")}
        </Link>
      </div>
    </div>
  );
}

import { useTranslation } from "../i18n/useTranslation.ts";
import { EuFlag } from "./Flags.tsx";
import styles from "./EuBanner.module.css";

export function EuBanner() {
  const { t } = useTranslation();
  return (
    <aside className={styles.banner} aria-label={t("banner.label")}>
      <div className={`container ${styles.inner}`}>
        <EuFlag className={styles.flag} />
        <p>{t("banner.text")}</p>
      </div>
    </aside>
  );
}

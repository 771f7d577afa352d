import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "./Consent.module.css";
import { STORED_DATA, type ConsentCategory } from "./storedData.ts";

/** What a consent category keeps in the browser: each cookie or key, why, who sets it and how long it is kept. */
export function StoredDataList({ category }: { category: ConsentCategory }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className={styles.storedHeading}>{t("cookies.settings.stored.heading")}</h3>
      <ul className={styles.storedList}>
        {STORED_DATA[category].map((item) => (
          <li key={item.name}>
            <p className={styles.storedName}>
              <code>{item.name}</code> · {t(`cookies.settings.stored.kinds.${item.kind}`)}
            </p>
            <p>{t(`cookies.settings.stored.purposes.${item.purpose}`)}</p>
            <p className={styles.storedFacts}>
              {t("cookies.settings.stored.setBy")}: {t(`cookies.settings.stored.vendors.${item.vendor}`)} ·{" "}
              {t("cookies.settings.stored.kept")}: {t(`cookies.settings.stored.retention.${item.retention}`)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

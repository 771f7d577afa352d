import type { ProductPage } from "@shop/shared";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { LOCALES } from "@shop/shared";
import styles from "./ListControls.module.css";

/**
 * Which products of the list the page shows: "25–48 of 10,000 test kits"; empty while the list loads
 * or when it is empty (the paragraph holds its place, so the order control beside it never moves).
 */
export function ShownCount({ found }: { found: ProductPage | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!found || found.total === 0 || found.items.length === 0) return <p className={styles.count} />;
  const number = new Intl.NumberFormat(LOCALES[language]);
  const from = (found.page - 1) * found.pageSize + 1;
  return (
    <p className={styles.count}>
      {t("pagination.shown", {
        from: number.format(from),
        to: number.format(from + found.items.length - 1),
        total: number.format(found.total),
      })}
    </p>
  );
}

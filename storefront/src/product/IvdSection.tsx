import type { Product } from "../api/types.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "./Ivd.module.css";

/**
 * What an in-vitro diagnostic shows on its page (docs/behaviour.md §21): the kind of device, its
 * CE marking with the notified body, the intended use and the instructions for use as a PDF in the
 * page's language; the manufacturer is in the product safety section below it
 * (ProductSafetySection.tsx). Nothing for a product without IVD information.
 */
export function IvdSection({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { ivd } = product;
  if (!ivd) return null;
  return (
    <section className={styles.section} aria-labelledby="ivd-title" data-testid="ivd-section">
      <h2 id="ivd-title">{t("ivd.title")}</h2>
      <dl className={styles.facts}>
        <dt>{t("ivd.type")}</dt>
        <dd>{ivd.selfTest ? t("ivd.selfTest") : t("ivd.labKit")}</dd>
        <dt>{t("ivd.ceMark")}</dt>
        <dd>
          {ivd.ceMark}
          {ivd.notifiedBody && ` (${t("ivd.notifiedBody", { number: ivd.notifiedBody })})`}
        </dd>
        {ivd.intendedUse && (
          <>
            <dt>{t("ivd.intendedUse")}</dt>
            <dd>{ivd.intendedUse}</dd>
          </>
        )}
        {product.adultsOnly && (
          <>
            <dt>{t("ivd.ageLimit")}</dt>
            <dd>{t("ivd.adultsOnly")}</dd>
          </>
        )}
      </dl>
      {ivd.instructionsUrl && (
        <a href={ivd.instructionsUrl} type="application/pdf" target="_blank" rel="noopener">
          {t("ivd.instructions")}
        </a>
      )}
    </section>
  );
}

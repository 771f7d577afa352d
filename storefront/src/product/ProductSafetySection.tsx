import type { Product } from "../api/types.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "./Ivd.module.css";

/** The manufacturer's electronic address as a link: an e-mail address, or a web address. */
function ContactLink({ contact }: { contact: string }) {
  if (/^https?:\/\//i.test(contact))
    return (
      <a href={contact} rel="noopener noreferrer" target="_blank">
        {contact}
      </a>
    );
  return <a href={`mailto:${contact}`}>{contact}</a>;
}

/**
 * A product's safety information as GPSR Art. 19 asks a distance seller to show it
 * (docs/behaviour.md §21): the manufacturer's name, postal and electronic address, the EU
 * responsible person where the manufacturer is outside the EU, the type or model and the GTIN,
 * and the warnings, in the page's language. Nothing for a product without a manufacturer.
 */
export function ProductSafetySection({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { safety } = product;
  if (!safety) return null;
  const { manufacturer } = safety;
  return (
    <section className={styles.section} aria-labelledby="safety-title" data-testid="safety-section">
      <h2 id="safety-title">{t("safety.title")}</h2>
      <dl className={styles.facts}>
        <dt>{t("safety.manufacturer")}</dt>
        <dd>{manufacturer.name}</dd>
        <dt>{t("safety.address")}</dt>
        <dd className={styles.lines}>{manufacturer.address}</dd>
        {manufacturer.contact && (
          <>
            <dt>{t("safety.contact")}</dt>
            <dd>
              <ContactLink contact={manufacturer.contact} />
            </dd>
          </>
        )}
        {safety.euResponsiblePerson && (
          <>
            <dt>{t("safety.euResponsiblePerson")}</dt>
            <dd className={styles.lines}>{safety.euResponsiblePerson}</dd>
          </>
        )}
        {safety.model && (
          <>
            <dt>{t("safety.model")}</dt>
            <dd>{safety.model}</dd>
          </>
        )}
        {safety.gtin && (
          <>
            <dt>{t("safety.gtin")}</dt>
            <dd>{safety.gtin}</dd>
          </>
        )}
      </dl>
      {safety.warnings.length > 0 && (
        <>
          <h3>{t("safety.warnings")}</h3>
          <ul>
            {safety.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** For a product sealed for hygiene: when the right of withdrawal ends, in plain words. */
export function SealedGoodsNotice({ product }: { product: Product }) {
  const { t } = useTranslation();
  if (!product.sealedForHygiene) return null;
  return (
    <p className={styles.sealed} data-testid="sealed-notice">
      {t("safety.sealed")}
    </p>
  );
}

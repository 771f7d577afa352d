// What stands right above the order button (docs/storefront.md §5): the total to pay, that the
// order is binding, and links to the terms, the withdrawal information and the privacy policy
// (§312j(2)-(3) BGB, Art. 8(2) of Directive 2011/83/EU). The links open in a new tab, so reading
// them never loses the card details typed in.
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { usePrice } from "../i18n/usePrice.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "./Payment.module.css";

const LEGAL_LINKS = [
  { key: "terms", path: "/terms-and-conditions" },
  { key: "withdrawal", path: "/withdrawal" },
  { key: "privacy", path: "/privacy-policy" },
] as const;

/** `free`: nothing to pay, so the order binds the shopper to no payment. */
export function OrderNotice({ total, free = false }: { total: number | undefined; free?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = usePrice();
  return (
    <div className={styles.orderNotice}>
      {total !== undefined && <p className={styles.orderTotal}>{t("payment.order.total", { amount: price(total) })}</p>}
      <p>{t(free ? "payment.free.binding" : "payment.order.binding")}</p>
      <p className={styles.readFirst}>{t("payment.order.readFirst")}</p>
      <ul className={styles.legalLinks}>
        {LEGAL_LINKS.map(({ key, path }) => (
          <li key={key}>
            <a href={localePath(language, path)} target="_blank" rel="noopener">
              {t(`payment.order.${key}`)} <span className="sr-only">{t("payment.order.newTab")}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

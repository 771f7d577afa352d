import { useTranslation } from "../i18n/useTranslation.ts";
import { PageMeta, type MetaPage } from "../ui/PageMeta.tsx";
import { CheckoutProgress, type CheckoutStep } from "./CheckoutProgress.tsx";
import styles from "./Checkout.module.css";

/**
 * A checkout step before the browser has read the cart: the server renders this (it never knows a
 * shopper's cart), and the browser keeps it until the stored cart is there, so the step neither
 * flashes an empty cart nor sends the shopper away from it.
 */
export function CheckoutPending({ step, page, title }: { step: CheckoutStep; page: MetaPage; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <PageMeta page={page} />
      <CheckoutProgress current={step} />
      <h1>{title}</h1>
      <div className={styles.pending} aria-busy="true">
        <p role="status" className="sr-only">
          {t("common.loading")}
        </p>
      </div>
    </div>
  );
}

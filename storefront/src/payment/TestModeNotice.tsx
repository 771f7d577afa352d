// The shop in test mode (no payment keys configured) takes no money: every checkout step says so,
// so nobody mistakes the demo for a shop and nobody expects a parcel.
import { useTranslation } from "../i18n/useTranslation.ts";
import { usePaymentConfig } from "./paymentApi.ts";
import styles from "./TestModeNotice.module.css";

export function TestModeNotice() {
  const { t } = useTranslation();
  const { data } = usePaymentConfig();
  if (!data?.testMode) return null;
  return (
    <p role="note" className={styles.notice}>
      <strong>{t("payment.testMode.title")}</strong> {t("payment.testMode.text")}
      {data.methods.includes("SEPA_DEBIT") && <> {t("payment.testMode.sepa")}</>}
    </p>
  );
}

// PayPal Orders v2 through the official buttons. createOrder asks the API, which creates the
// PayPal order for the server's total (its id is the order's paymentReference); onApprove asks
// the API to confirm the order, which captures it server-side and checks the capture, so a
// PayPal purchase is recorded exactly like a card purchase. Only then the shopper is told.
// PayPal draws its own button, so the shop cannot put "Place order and pay" on it: it asks for
// PayPal's "Buy Now" label and puts the order notice right above it (docs/storefront.md §5).
import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type ReactPayPalScriptOptions,
} from "@paypal/react-paypal-js";
import { languageEntry } from "@shop/shared";
import { useTranslation } from "../../i18n/useTranslation.ts";
import { useCheckout } from "../../checkout/CheckoutContext.tsx";
import { useLanguage } from "../../i18n/useLanguage.ts";
import { OrderNotice } from "../OrderNotice.tsx";
import { usePlaceOrder } from "../usePlaceOrder.ts";
import styles from "../Payment.module.css";

const SDK_LOAD_FAILED = "Failed to load the PayPal JS SDK script.";

function Buttons({ total }: { total: number | undefined }) {
  const { t } = useTranslation();
  const [{ isRejected, isPending }] = usePayPalScriptReducer();
  const { shipping } = useCheckout();
  const { prepareOrder, completeOrder, fail, error, ready, setError, processing, setProcessing } =
    usePlaceOrder("PAYPAL");

  if (isRejected) {
    console.error(SDK_LOAD_FAILED);
    return (
      <div className="alert alert-error" role="alert">
        <p>{t("payment.errors.paypalLoadFailed")}</p>
        <p>{t("payment.errors.providerUnavailable")}</p>
      </div>
    );
  }

  return (
    <div className={styles.paypal}>
      {(isPending || processing) && (
        <p role="status">{processing ? t("payment.processing") : t("payment.loadingProvider")}</p>
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <OrderNotice total={total} />
      <PayPalButtons
        style={{ layout: "vertical", shape: "pill", label: "buynow" }}
        disabled={!ready || processing}
        createOrder={async () => {
          setError(null);
          try {
            return (await prepareOrder()).paymentReference;
          } catch (cause) {
            fail(cause);
            throw cause;
          }
        }}
        onApprove={async () => {
          setProcessing(true);
          try {
            const order = await prepareOrder();
            await completeOrder(order, () =>
              window.alert(
                t("payment.paypal.completed", { name: shipping.fullName.trim() || t("payment.paypal.customer") }),
              ),
            );
          } catch (cause) {
            fail(cause);
          } finally {
            setProcessing(false);
          }
        }}
        onError={(cause) => fail(cause)}
      />
    </div>
  );
}

/**
 * The page's Content-Security-Policy nonce, from the tag the build adds for Vite's runtime (the
 * browser hides nonce attributes from the DOM, the nonce property keeps it).
 */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>("meta[property=csp-nonce]")?.nonce || undefined;
}

export function PayPalCheckout({
  clientId,
  sdkUrl,
  total,
}: {
  clientId: string;
  sdkUrl?: string;
  total: number | undefined;
}) {
  const language = useLanguage();
  // With the nonce the SDK's script tag and the styles the SDK adds pass the page's policy.
  const options: ReactPayPalScriptOptions = {
    clientId,
    currency: "EUR",
    intent: "capture",
    locale: languageEntry(language).paypalLocale,
    dataCspNonce: pageNonce(),
  };
  // Only the shop's own payment tests load a stand-in SDK (the API announces one solely then).
  if (sdkUrl) options.sdkBaseUrl = sdkUrl;
  return (
    <PayPalScriptProvider options={options}>
      <Buttons total={total} />
    </PayPalScriptProvider>
  );
}

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Navigate, useNavigate } from "react-router-dom";
import { useTrack } from "../analytics/analytics.ts";
import { localePath } from "../app/languagePath.ts";
import { CheckoutPending } from "./CheckoutPending.tsx";
import { useCart } from "../cart/CartContext.tsx";
import { useCartQuote } from "../cart/cartQuote.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { TestModeNotice } from "../payment/TestModeNotice.tsx";
import { PageMeta } from "../ui/PageMeta.tsx";
import { AddressForm, fieldId } from "./AddressForm.tsx";
import { useCheckout } from "./CheckoutContext.tsx";
import type { BillingData, ShippingData } from "./checkoutData.ts";
import { CheckoutProgress } from "./CheckoutProgress.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { AGE_CONFIRMATION_ID } from "./ageConfirmation.ts";
import { AgeConfirmation, NotDeliveredNotice } from "./SaleRestrictions.tsx";
import { linesNotDelivered, needsAgeConfirmation } from "./saleRestrictions.ts";
import { hasErrors, validateBilling, validateShipping, type FormErrors } from "./validation.ts";
import styles from "./Checkout.module.css";

const CHECKOUT_STEP = 2;
const FORM_ID = "checkout-form";

function withoutKeys<T extends object>(errors: FormErrors<T>, ...keys: string[]): FormErrors<T> {
  const next = { ...errors } as Record<string, unknown>;
  for (const key of keys) delete next[key];
  return next as FormErrors<T>;
}

export function CheckoutPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { cart, ready } = useCart();
  const { unavailable, current, quote } = useCartQuote();
  const { shipping, billing, setShipping, setBilling, ageConfirmed, setAgeConfirmed, ageError, setAgeError } =
    useCheckout();
  const [shippingErrors, setShippingErrors] = useState<FormErrors<ShippingData>>({});
  const [billingErrors, setBillingErrors] = useState<FormErrors<ShippingData>>({});
  const started = useRef(false);
  const track = useTrack();

  useEffect(() => {
    if (started.current || cart.length === 0) return;
    started.current = true;
    track("begin_checkout", cart, { checkout_step: CHECKOUT_STEP });
  }, [cart, track]);

  const ageNeeded = needsAgeConfirmation(quote?.items ?? []);

  if (!ready) return <CheckoutPending step="details" page="checkout" title={t("checkout.title")} />;
  if (cart.length === 0) return <Navigate to={localePath(language)} replace />;

  const updateShipping = (field: keyof ShippingData, value: string) => {
    setShipping((data) => ({ ...data, [field]: value }));
    setShippingErrors((errors) => withoutKeys(errors, field));
  };
  const updateBilling = (field: keyof ShippingData, value: string) => {
    setBilling((data) => ({ ...data, [field]: value }));
    setBillingErrors((errors) => withoutKeys(errors, field));
  };

  const next = (event?: FormEvent) => {
    event?.preventDefault();
    const shippingResult = validateShipping(shipping);
    const billingResult = shipping.differentBilling ? validateBilling(billing) : {};
    setShippingErrors(shippingResult);
    setBillingErrors(billingResult);
    const firstInvalid = hasErrors(shippingResult)
      ? fieldId("shipping", Object.keys(shippingResult)[0])
      : hasErrors(billingResult)
        ? fieldId("billing", Object.keys(billingResult)[0])
        : null;
    const ageMissing = ageNeeded && !ageConfirmed;
    setAgeError(ageMissing);
    if (firstInvalid || ageMissing) {
      document.getElementById(firstInvalid ?? AGE_CONFIRMATION_ID)?.focus();
      return;
    }
    if (!shipping.differentBilling) {
      const copy: BillingData = {
        fullName: shipping.fullName,
        company: shipping.company,
        countryCode: shipping.countryCode,
        countryName: shipping.countryName,
        phone: shipping.phone,
        address: shipping.address,
        addressLine2: shipping.addressLine2,
        city: shipping.city,
        postcode: shipping.postcode,
      };
      setBilling(() => copy);
    }
    track("checkout_progress", cart, { checkout_step: CHECKOUT_STEP });
    void navigate(localePath(language, "/payment"));
  };

  const notDelivered = linesNotDelivered(quote?.items ?? [], shipping.countryCode);
  const blocked = unavailable.length > 0 || !current || notDelivered.length > 0;
  const nextButton = (extraClass = "") => (
    <button type="submit" form={FORM_ID} className={`btn btn-primary btn-block ${extraClass}`} disabled={blocked}>
      {t("checkout.next")}
    </button>
  );

  return (
    <div className="container page">
      <PageMeta page="checkout" />
      <CheckoutProgress current="details" />
      <h1>{t("checkout.title")}</h1>
      <TestModeNotice />
      <div className={styles.layout}>
        <form id={FORM_ID} noValidate onSubmit={next} className={styles.form}>
          <fieldset className={styles.fieldset}>
            <legend>{t("checkout.shippingTitle")}</legend>
            <AddressForm
              kind="shipping"
              data={shipping}
              errors={shippingErrors}
              onChange={updateShipping}
              onCountryChange={(code, name) => {
                setShipping((data) => ({ ...data, countryCode: code, countryName: name, phone: "" }));
                setShippingErrors((errors) => withoutKeys(errors, "countryCode", "phone"));
              }}
            />
          </fieldset>
          <NotDeliveredNotice lines={notDelivered} country={shipping.countryCode} />
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={shipping.differentBilling}
              onChange={(event) => setShipping((data) => ({ ...data, differentBilling: event.target.checked }))}
            />
            {t("checkout.differentBilling")}
          </label>
          {shipping.differentBilling && (
            <fieldset className={styles.fieldset}>
              <legend>{t("checkout.billingTitle")}</legend>
              <AddressForm
                kind="billing"
                data={billing}
                errors={billingErrors}
                onChange={updateBilling}
                onCountryChange={(code, name) => {
                  setBilling((data) => ({ ...data, countryCode: code, countryName: name, phone: "" }));
                  setBillingErrors((errors) => withoutKeys(errors, "countryCode", "phone"));
                }}
              />
            </fieldset>
          )}
          {ageNeeded && (
            <AgeConfirmation
              checked={ageConfirmed}
              error={ageError}
              onChange={(checked) => {
                setAgeConfirmed(checked);
                if (checked) setAgeError(false);
              }}
            />
          )}
          {nextButton(styles.mobileNext)}
        </form>
        <OrderSummary shipping={shipping}>{nextButton()}</OrderSummary>
      </div>
    </div>
  );
}

import { useEffect, useRef } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLongDate } from "../blog/useLongDate.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { usePrice } from "../i18n/usePrice.ts";
import { CheckIcon } from "../ui/icons.tsx";
import { PageMeta } from "../ui/PageMeta.tsx";
import { SocialLinks } from "../ui/SocialLinks.tsx";
import { CheckoutPending } from "./CheckoutPending.tsx";
import { CheckoutProgress } from "./CheckoutProgress.tsx";
import { useHydrated } from "../app/site.ts";
import { useCart } from "../cart/CartContext.tsx";
import { CLEAR_CART_ON_ARRIVAL, readOrderConfirmation } from "./orderConfirmation.ts";
import styles from "./Checkout.module.css";

export function SuccessPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = usePrice();
  const formatDate = useLongDate();
  const location = useLocation();
  const navigate = useNavigate();
  const { clearCart } = useCart();
  const hydrated = useHydrated();
  const order = readOrderConfirmation(location.state);
  const clearOnArrival = order !== null && (location.state as Record<string, unknown>)[CLEAR_CART_ON_ARRIVAL] === true;

  // The order is paid: empty the cart once, and forget the flag so going back here later
  // cannot empty a cart filled since.
  const cleared = useRef(false);
  useEffect(() => {
    if (!clearOnArrival || cleared.current) return;
    cleared.current = true;
    clearCart();
    void navigate(location.pathname, {
      replace: true,
      state: { ...(location.state as object), [CLEAR_CART_ON_ARRIVAL]: false },
    });
  }, [clearOnArrival, clearCart, navigate, location.pathname, location.state]);

  // The order comes from the navigation's state, which only the browser has.
  if (!hydrated) return <CheckoutPending step="thankYou" page="success" title={t("checkout.progress.thankYou")} />;
  if (!order) {
    return (
      <div className="container page">
        <PageMeta page="success" />
        <div className={styles.success}>
          <h1>{t("success.invalid.title")}</h1>
          <p>{t("success.invalid.text")}</p>
          <Link to={localePath(language, "/shop")} className="btn btn-primary">
            {t("success.exploreMore")}
          </Link>
        </div>
      </div>
    );
  }

  const address = order.shippingAddress;
  return (
    <div className="container page">
      <PageMeta page="success" />
      <CheckoutProgress current="thankYou" />
      <div className={styles.success}>
        <span className={styles.successIcon} aria-hidden="true">
          <CheckIcon />
        </span>
        <h1>{t("success.title")}</h1>
        <p className="lead">{t("success.subtitle", { email: order.email })}</p>
        <dl className={styles.orderFacts}>
          <div>
            <dt>{t("success.orderNumber")}</dt>
            <dd>{order.orderNumber}</dd>
          </div>
          <div>
            <dt>{t("success.date")}</dt>
            <dd>{formatDate(new Date())}</dd>
          </div>
          <div>
            <dt>{t("success.email")}</dt>
            <dd>{order.email || t("success.notAvailable")}</dd>
          </div>
          <div>
            <dt>{t("success.total")}</dt>
            <dd>{typeof order.total === "number" ? price(order.total) : t("success.notAvailable")}</dd>
          </div>
          <div>
            <dt>{t("success.paymentMethod")}</dt>
            <dd>{t(`success.methods.${order.paymentMethod}`)}</dd>
          </div>
          <div>
            <dt>{t("success.shippingAddress")}</dt>
            <dd>
              {address
                ? [address.address, `${address.postcode} ${address.city}`, address.countryName]
                    .filter(Boolean)
                    .join(", ")
                : t("success.notAvailable")}
            </dd>
          </div>
        </dl>
        <Link to={localePath(language, "/shop")} className="btn btn-primary">
          {t("success.exploreMore")}
        </Link>
        <div className={styles.followUs}>
          <p>{t("success.followUs")}</p>
          <SocialLinks />
        </div>
      </div>
    </div>
  );
}

import { countryName } from "@shop/shared/countries";
import { isEuCountry } from "@shop/shared/eu";
import { useEffect, useRef, useState } from "react";
import type { OrderStatusView } from "../api/types.ts";
import { lookUpOrder } from "../orders/orderStatusApi.ts";
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
import { setDiscountCode } from "../cart/discountCode.ts";
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
    setDiscountCode(null);
    void navigate(location.pathname, {
      replace: true,
      state: { ...(location.state as object), [CLEAR_CART_ON_ARRIVAL]: false },
    });
  }, [clearOnArrival, clearCart, navigate, location.pathname, location.state]);

  // The items and the invoice come from the order itself (the lookup the order status page makes):
  // the cart is emptied on arrival, and the invoice is issued with the payment.
  const orderNumber = order?.orderNumber ?? "";
  const orderEmail = order?.email ?? "";
  const [placed, setPlaced] = useState<OrderStatusView | null>(null);
  useEffect(() => {
    if (!orderNumber || !orderEmail) return;
    let current = true;
    lookUpOrder(orderNumber, orderEmail).then(
      (view) => current && setPlaced(view),
      (error: unknown) => console.error("The order could not be read for its confirmation", error),
    );
    return () => {
      current = false;
    };
  }, [orderNumber, orderEmail]);

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
  const statusPath = `${localePath(language, "/order-status")}?number=${encodeURIComponent(order.orderNumber)}`;
  return (
    <div className="container page">
      <PageMeta page="success" />
      <CheckoutProgress current="thankYou" />
      <div className={styles.success}>
        <span className={styles.successIcon} aria-hidden="true">
          <CheckIcon />
        </span>
        <h1>{t(order.processing ? "success.processing.title" : "success.title")}</h1>
        <p className="lead">
          {t(order.processing ? "success.processing.subtitle" : "success.subtitle", { email: order.email })}
        </p>
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
          {order.discount && (
            <div>
              <dt>{t("cart.discount.line", { code: order.discount.code })}</dt>
              <dd>−{price(order.discount.amount)}</dd>
            </div>
          )}
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
                ? [
                    address.address,
                    `${address.postcode} ${address.city}`,
                    // Named in the page's language; an older history entry has the name it was chosen in.
                    isEuCountry(address.countryCode) ? countryName(address.countryCode, language) : address.countryName,
                  ]
                    .filter(Boolean)
                    .join(", ")
                : t("success.notAvailable")}
            </dd>
          </div>
        </dl>
        {placed && placed.items.length > 0 && (
          <section className={styles.successItems} aria-labelledby="success-items">
            <h2 id="success-items">{t("success.items")}</h2>
            <ul>
              {placed.items.map((item, index) => (
                <li key={index}>
                  <span>
                    {item.quantity} × {item.name}
                  </span>
                  <span>{price(item.lineTotal)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <ul className={styles.successLinks}>
          <li>
            <Link to={statusPath}>{t("success.orderStatus")}</Link>
          </li>
          <li>
            {placed?.invoice ? (
              <a href={placed.invoice.url} download={`${placed.invoice.number}.pdf`}>
                {t("success.invoice", { number: placed.invoice.number })}
              </a>
            ) : (
              t("success.invoiceLater")
            )}
          </li>
        </ul>
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

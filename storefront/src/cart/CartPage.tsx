import { useEffect, useRef } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Link, Navigate, useLocation } from "react-router-dom";
import { useTrack } from "../analytics/analytics.ts";
import { localePath } from "../app/languagePath.ts";
import { CheckoutPending } from "../checkout/CheckoutPending.tsx";
import { CheckoutProgress } from "../checkout/CheckoutProgress.tsx";
import { useCheckout } from "../checkout/CheckoutContext.tsx";
import { NotDeliveredNotice } from "../checkout/SaleRestrictions.tsx";
import { linesNotDelivered } from "../checkout/saleRestrictions.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { TestModeNotice } from "../payment/TestModeNotice.tsx";
import { PageMeta } from "../ui/PageMeta.tsx";
import { useCart } from "./CartContext.tsx";
import { readCartArrival } from "./cartArrival.ts";
import { CartLine } from "./CartLine.tsx";
import { useCartQuote } from "./cartQuote.ts";
import { CartTotals } from "./CartTotals.tsx";
import styles from "./Cart.module.css";

export function CartPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { cart, quantity, ready } = useCart();
  const { quote, error, isLoading, mutate, unavailable, current } = useCartQuote();
  const viewed = useRef(false);
  const track = useTrack();
  const { stockNotice } = readCartArrival(useLocation().state);
  // The delivery country (the one chosen before, else the language's): what cannot go there is said here already.
  const country = useCheckout().shipping.countryCode;

  useEffect(() => {
    if (viewed.current || cart.length === 0) return;
    viewed.current = true;
    track("view_cart", cart);
  }, [cart, track]);

  if (!ready) return <CheckoutPending step="summary" page="cart" title={t("cart.title")} />;
  if (cart.length === 0) return <Navigate to={localePath(language)} replace />;

  const blocked = unavailable.length > 0 || !current;
  return (
    <div className="container page">
      <PageMeta page="cart" />
      <CheckoutProgress current="summary" />
      <h1>{t("cart.title")}</h1>
      <TestModeNotice />
      <div className={styles.layout}>
        <div>
          {stockNotice && (
            <p className="alert alert-info" role="status">
              {t("cart.stock.added", { count: stockNotice.inCart, name: stockNotice.name })}
            </p>
          )}
          {unavailable.length > 0 && (
            <p className="alert alert-error" role="alert">
              {t("cart.unavailableNotice")}
            </p>
          )}
          <NotDeliveredNotice lines={linesNotDelivered(quote?.items ?? [], country)} country={country} />
          <table className={styles.table}>
            <caption className="sr-only">{t("cart.table.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("cart.table.product")}</th>
                <th scope="col">{t("cart.table.price")}</th>
                <th scope="col">{t("cart.table.quantity")}</th>
                <th scope="col">{t("cart.table.subtotal")}</th>
                <th scope="col">
                  <span className="sr-only">{t("cart.table.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.map((item) => (
                <CartLine key={item.slug} item={item} quoted={quote?.items.find((line) => line.slug === item.slug)} />
              ))}
            </tbody>
          </table>
          <Link to={localePath(language, "/shop")} className={styles.continueShopping}>
            ← {t("cart.continueShopping")}
          </Link>
        </div>
        <CartTotals quote={quote} quantity={quantity} loading={isLoading} failed={error} onRetry={() => void mutate()}>
          {blocked ? (
            <>
              <button
                type="button"
                className="btn btn-primary btn-block"
                disabled
                aria-describedby={unavailable.length > 0 ? "cart-blocked-reason" : undefined}
              >
                {t("cart.proceed")}
              </button>
              {unavailable.length > 0 && (
                <p id="cart-blocked-reason" className={styles.blockedReason}>
                  {t("cart.stock.blocked")}
                </p>
              )}
            </>
          ) : (
            <Link to={localePath(language, "/checkout")} className="btn btn-primary btn-block">
              {t("cart.proceed")}
            </Link>
          )}
        </CartTotals>
      </div>
    </div>
  );
}

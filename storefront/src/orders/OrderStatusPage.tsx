// /{lang}/order-status: a shopper looks up an order by its number and the e-mail it was placed
// with (the order e-mails link here with the number filled in, ?number=) and sees its status and
// history, the parcel's tracking, items, totals with VAT, the shipping address and the invoice,
// and, while it can be withdrawn from, the way to the withdrawal function (WithdrawPage.tsx).
// The server renders the form; the lookup itself is a POST from the browser, so the e-mail
// address never appears in a URL.
import { LOCALES } from "@shop/shared";
import { postalAddressLines } from "@shop/shared/countries";
import { AWAITING_PAYMENT_STATUSES } from "@shop/shared/order-states";
import { Fragment, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { ApiError } from "../api/client.ts";
import type { OrderStatusView } from "../api/types.ts";
import { localePath } from "../app/languagePath.ts";
import { useHydrated } from "../app/site.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { usePrice } from "../i18n/usePrice.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import styles from "./OrderStatus.module.css";
import { OrderEmailField, OrderNumberField } from "./OrderFields.tsx";
import { lookUpOrder } from "./orderStatusApi.ts";
import { PayAgain } from "./PayAgain.tsx";

type Lookup =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "found"; order: OrderStatusView }
  | { state: "failed"; error: ApiError };

/** The message for a failed lookup, in the page's language. */
function useFailureText(): (error: ApiError) => string {
  const { t } = useTranslation();
  return (error) => {
    if (error.status === 404) return t("orderStatus.errors.notFound");
    if (error.status === 429)
      return t("orderStatus.errors.tooMany", {
        minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)),
      });
    if (error.status === 400)
      return t(error.field === "email" ? "orderStatus.errors.email" : "orderStatus.errors.number");
    return t("orderStatus.errors.unreachable");
  };
}

export function OrderStatusPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [lookup, setLookup] = useState<Lookup>({ state: "idle" });
  const failureText = useFailureText();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // The order last found, to read it again once it has been paid on this page.
  const named = useRef<{ orderNumber: string; email: string } | null>(null);
  const ids = useId();
  // The result takes the focus once it is on the page, so a screen reader reads it next.
  const found = lookup.state === "found" ? lookup.order : null;
  useEffect(() => {
    if (found) resultHeading.current?.focus();
  }, [found]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form itself: what was typed before the page came alive counts too.
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    const orderNumber = field("orderNumber");
    const email = field("email");
    setLookup({ state: "loading" });
    named.current = { orderNumber, email };
    try {
      const order = await lookUpOrder(orderNumber, email);
      setLookup({ state: "found", order });
    } catch (error) {
      setLookup({
        state: "failed",
        error: error instanceof ApiError ? error : new ApiError(0, "network_error", String(error), undefined, ""),
      });
    }
  }

  /** After paying on this page: the order as it is now (waiting for the bank, or paid). */
  async function refresh() {
    if (!named.current) return;
    try {
      setLookup({ state: "found", order: await lookUpOrder(named.current.orderNumber, named.current.email) });
    } catch (error) {
      console.error("Reading the order again failed", error);
    }
  }

  return (
    <div className="container page">
      <PageMeta page="orderStatus" />
      <h1>{t("orderStatus.title")}</h1>
      <p className="lead">{t("orderStatus.intro")}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <OrderNumberField
          id={`${ids}-number`}
          label={t("orderStatus.number")}
          className={styles.field}
          defaultValue={searchParams.get("number") ?? ""}
        />
        <OrderEmailField id={`${ids}-email`} label={t("orderStatus.email")} className={styles.field} />
        <button className="btn btn-primary" type="submit" disabled={!hydrated || lookup.state === "loading"}>
          {lookup.state === "loading" ? t("orderStatus.searching") : t("orderStatus.submit")}
        </button>
      </form>
      <div aria-live="polite">
        {lookup.state === "failed" && (
          <p className={styles.error} role="alert">
            {failureText(lookup.error)}
          </p>
        )}
      </div>
      {lookup.state === "found" && (
        <OrderDetails order={lookup.order} headingRef={resultHeading} onPaid={() => void refresh()} />
      )}
    </div>
  );
}

/** Statuses after which nothing more happens to the goods. */
const CLOSED_STATUSES = new Set<OrderStatusView["status"]>(["CANCELLED", "REFUNDED"]);

/**
 * The step the goods take next, shown as upcoming: shipping until the order was shipped, then the
 * delivery; none once delivered, closed or while the payment is awaited. Told by the shipment and
 * the history rather than the status, since a partly refunded order still ships and is delivered.
 */
function upcomingStep(order: OrderStatusView): "shipped" | "delivered" | null {
  if (CLOSED_STATUSES.has(order.status) || AWAITING_PAYMENT_STATUSES.includes(order.status)) return null;
  if (order.history.some((step) => step.step === "delivered")) return null;
  return order.shipment ? "delivered" : "shipped";
}

function OrderDetails({
  order,
  headingRef,
  onPaid,
}: {
  order: OrderStatusView;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = usePrice();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));
  const address = order.shippingAddress;
  const lastStep = order.history.at(-1)?.step;
  const upcoming = upcomingStep(order);
  return (
    <section className={styles.result} aria-labelledby="order-status-result">
      <h2 id="order-status-result" ref={headingRef} tabIndex={-1}>
        {t("orderStatus.orderTitle", { number: order.orderNumber })}
      </h2>
      <p className={styles.status}>
        <span className={`${styles.badge} ${styles[`badge_${order.status}`] ?? ""}`}>
          {t(`orderStatus.statuses.${order.status}`)}
        </span>
        <span>{t(`orderStatus.statusText.${order.status}`)}</span>
      </p>

      <ol className={styles.steps} aria-label={t("orderStatus.history")}>
        {order.history.map((step) => (
          <li key={`${step.step}-${step.at}`} className={step.step === lastStep ? styles.current : undefined}>
            <strong>{t(`orderStatus.steps.${step.step}`)}</strong>
            {step.amount !== undefined && (
              <span>{t("orderStatus.refundedAmount", { amount: price(step.amount) })}</span>
            )}
            <time dateTime={step.at}>{date(step.at)}</time>
          </li>
        ))}
        {upcoming && (
          <li className={styles.next}>
            <strong>{t(`orderStatus.steps.${upcoming}`)}</strong>
            <span>{t("orderStatus.upcoming")}</span>
          </li>
        )}
      </ol>

      {order.payAgain && <PayAgain order={order} payment={order.payAgain} onPaid={onPaid} />}
      {order.withdrawal && <WithdrawalLink orderNumber={order.orderNumber} until={order.withdrawal.until} />}

      {order.shipment && (
        <div className={styles.shipment}>
          <h3>{t("orderStatus.shipment")}</h3>
          <dl>
            {order.shipment.carrier && (
              <>
                <dt>{t("orderStatus.carrier")}</dt>
                <dd>{order.shipment.carrier}</dd>
              </>
            )}
            {order.shipment.trackingNumber && (
              <>
                <dt>{t("orderStatus.trackingNumber")}</dt>
                <dd className={styles.mono}>{order.shipment.trackingNumber}</dd>
              </>
            )}
          </dl>
          {order.shipment.trackingUrl && (
            <a
              className="btn btn-secondary"
              href={order.shipment.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("orderStatus.track")}
            </a>
          )}
        </div>
      )}

      <div className={styles.columns}>
        <div>
          <h3>{t("orderStatus.items")}</h3>
          <table className={styles.items}>
            <thead>
              <tr>
                <th scope="col">{t("orderStatus.product")}</th>
                <th scope="col">{t("orderStatus.quantity")}</th>
                <th scope="col">{t("orderStatus.amount")}</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item, index) => (
                <tr key={index}>
                  <td>{item.name}</td>
                  {/* A phone shows no header row: the quantity says what it is (data-label). */}
                  <td data-label={t("orderStatus.quantity")}>{item.quantity}</td>
                  <td>{price(item.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t("orderStatus.subtotal")}
                </th>
                <td>{price(order.subtotal)}</td>
              </tr>
              {order.discount > 0 && (
                <tr>
                  <th scope="row" colSpan={2}>
                    {t("cart.discount.line", { code: order.discountCode ?? "" })}
                  </th>
                  <td>−{price(order.discount)}</td>
                </tr>
              )}
              <tr>
                <th scope="row" colSpan={2}>
                  {t("orderStatus.shipping")}
                </th>
                <td>{order.shipping === 0 ? t("orderStatus.free") : price(order.shipping)}</td>
              </tr>
              <tr className={styles.total}>
                <th scope="row" colSpan={2}>
                  {t("orderStatus.total")}
                </th>
                <td>{price(order.total)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2} className={styles.vat}>
                  {t("orderStatus.vat", { rate: order.vatRate.toLocaleString(LOCALES[language]) })}
                </th>
                <td className={styles.vat}>{price(order.vat)}</td>
              </tr>
              {order.refunded > 0 && (
                <tr>
                  <th scope="row" colSpan={2}>
                    {t("orderStatus.refunded")}
                  </th>
                  <td>−{price(order.refunded)}</td>
                </tr>
              )}
            </tfoot>
          </table>
        </div>
        <div>
          <h3>{t("orderStatus.shippingAddress")}</h3>
          <address className={styles.address}>
            {postalAddressLines(address, language).map((line, index) => (
              <Fragment key={index}>
                {index > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </address>
          <p>
            {t("orderStatus.paidWith")}: {t(`payment.methods.${order.paymentMethod}`)}
          </p>
          {(order.invoice || order.creditNote) && (
            <>
              <h3>{t("orderStatus.documents")}</h3>
              <ul className={styles.documents}>
                {order.invoice && (
                  <li>
                    <a href={order.invoice.url} download={`${order.invoice.number}.pdf`}>
                      {t("orderStatus.invoice", { number: order.invoice.number })}
                    </a>
                  </li>
                )}
                {order.creditNote && (
                  <li>
                    <a href={order.creditNote.url} download={`${order.creditNote.number}.pdf`}>
                      {t("orderStatus.creditNote", { number: order.creditNote.number })}
                    </a>
                  </li>
                )}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** While the order can be withdrawn from: until when, and the withdrawal function with its number. */
function WithdrawalLink({ orderNumber, until }: { orderNumber: string; until: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The period ends at midnight in the shop's time zone: its last day is the one before.
  const lastDay = until
    ? new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(Date.parse(until) - 1),
      )
    : null;
  return (
    <div className={styles.withdrawal}>
      <p>{lastDay ? t("orderStatus.withdrawUntil", { date: lastDay }) : t("orderStatus.withdrawOpen")}</p>
      <Link to={`${localePath(language, "/withdraw")}?number=${encodeURIComponent(orderNumber)}`}>
        {t("withdraw.title")}
      </Link>
    </div>
  );
}

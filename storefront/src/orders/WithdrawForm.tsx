// The withdrawal function's first step (docs/storefront.md §18): the shopper's name, the order's
// number and e-mail (where the acknowledgement goes) and what they withdraw from, the whole order
// or some of its items. Choosing items looks the order up (the status page's call) to list them.
// Nothing is sent from here: "Continue" hands the statement to the page's second step.
import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { isNameWithoutLinks } from "@shop/shared/person-name";
import { isSingleLine } from "@shop/shared/single-line";
import type { ApiError } from "../api/client.ts";
import type { OrderStatusView } from "../api/types.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { lookUpOrder } from "./orderStatusApi.ts";
import styles from "./Withdraw.module.css";
import { OrderEmailField, OrderNumberField } from "./OrderFields.tsx";

interface WithdrawnLine {
  slug: string;
  name: string;
  quantity: number;
}

/** What the shopper withdraws, as the second step shows it and the API takes it. */
export interface Statement {
  name: string;
  orderNumber: string;
  email: string;
  /** null: the whole order. */
  items: WithdrawnLine[] | null;
}

interface LoadedOrder {
  /** The number and e-mail the items were looked up with: others need another lookup. */
  key: string;
  items: OrderStatusView["items"];
}

interface Props {
  hidden: boolean;
  ready: boolean;
  failureText: (error: ApiError) => string;
  onContinue: (statement: Statement) => void;
}

export function WithdrawForm({ hidden, ready, failureText, onContinue }: Props) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const ids = useId();
  const [scope, setScope] = useState<"whole" | "some">("whole");
  const [order, setOrder] = useState<LoadedOrder | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form itself: what was typed before the page came alive counts too.
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    const [name, orderNumber, email] = [field("name"), field("orderNumber"), field("email")];
    setError(null);
    if (!name || !orderNumber || !email) return setError(t("withdraw.errors.missing"));
    // The API's rule for the name (it is printed in the e-mails about the withdrawal), said here at once.
    if (!isSingleLine(name) || !isNameWithoutLinks(name)) return setError(t("withdraw.errors.name"));
    if (scope === "whole") return onContinue({ name, orderNumber, email, items: null });

    const key = `${orderNumber.toUpperCase()} ${email.toLowerCase()}`;
    if (order?.key !== key) {
      setLoading(true);
      try {
        const found = await lookUpOrder(orderNumber, email);
        if (found.withdrawal) setOrder({ key, items: found.items });
        else setError(t("withdraw.errors.closed"));
      } catch (cause) {
        setError(failureText(cause as ApiError));
      } finally {
        setLoading(false);
      }
      return;
    }
    const items = order.items
      .map((item) => ({ slug: item.slug, name: item.name, quantity: Number(field(`quantity-${item.slug}`)) || 0 }))
      .filter((item) => item.quantity > 0);
    if (items.length === 0) return setError(t("withdraw.errors.noItems"));
    const whole = order.items.every(
      (item) => items.find((chosen) => chosen.slug === item.slug)?.quantity === item.quantity,
    );
    onContinue({ name, orderNumber, email, items: whole ? null : items });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate hidden={hidden}>
      <div className={styles.field}>
        <label htmlFor={`${ids}-name`}>{t("withdraw.name")}</label>
        <input id={`${ids}-name`} name="name" className="input" required maxLength={200} autoComplete="name" />
      </div>
      <OrderNumberField
        id={`${ids}-number`}
        label={t("withdraw.number")}
        className={styles.field}
        defaultValue={searchParams.get("number") ?? ""}
      />
      <OrderEmailField
        id={`${ids}-email`}
        label={t("withdraw.email")}
        className={styles.field}
        hint={{ text: t("withdraw.emailHint"), className: styles.hint }}
      />
      <fieldset className={styles.scope}>
        <legend>{t("withdraw.scope")}</legend>
        <label>
          <input type="radio" name="scope" checked={scope === "whole"} onChange={() => setScope("whole")} />{" "}
          {t("withdraw.wholeOrder")}
        </label>
        <label>
          <input type="radio" name="scope" checked={scope === "some"} onChange={() => setScope("some")} />{" "}
          {t("withdraw.someItems")}
        </label>
        {scope === "some" && !order && <p className={styles.hint}>{t("withdraw.itemsFirst")}</p>}
        {scope === "some" && order && (
          <div className={styles.items}>
            <p className={styles.hint}>{t("withdraw.itemsHint")}</p>
            {order.items.map((item) => (
              <div key={item.slug} className={styles.item}>
                <label htmlFor={`${ids}-${item.slug}`}>
                  {t("withdraw.itemQuantity", { name: item.name, quantity: item.quantity })}
                </label>
                <input
                  id={`${ids}-${item.slug}`}
                  name={`quantity-${item.slug}`}
                  type="number"
                  className="input"
                  min={0}
                  max={item.quantity}
                  defaultValue={0}
                  inputMode="numeric"
                />
              </div>
            ))}
          </div>
        )}
      </fieldset>
      <div aria-live="polite">
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <button className="btn btn-primary" type="submit" disabled={!ready || loading}>
        {loading ? t("withdraw.loading") : t("withdraw.continue")}
      </button>
    </form>
  );
}

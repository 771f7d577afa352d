// /{lang}/withdraw: the withdrawal function (Art. 11a of Directive 2011/83/EU; docs/storefront.md
// §18, docs/behaviour.md §14), linked as "Withdraw from contract here" from every page's footer, the
// order status page and every order e-mail (with ?number= filled in). Two steps: the statement
// (WithdrawForm), then a separate screen that shows it as it will be sent, whose "Confirm
// withdrawal" sends it; the acknowledgement on screen says when it was received and that the
// e-mail confirming it is on its way. The first step says when the right ends for a sealed kit
// (docs/behaviour.md §14). The server renders the first step; nothing is indexed.
import { LOCALES } from "@shop/shared";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { ApiError } from "../api/client.ts";
import type { WithdrawalReceipt } from "../api/types.ts";
import { localePath } from "../app/languagePath.ts";
import { useHydrated } from "../app/site.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import styles from "./Withdraw.module.css";
import { sendWithdrawal } from "./withdrawalApi.ts";
import { WithdrawForm, type Statement } from "./WithdrawForm.tsx";

type Step =
  | { step: "form" }
  | { step: "review"; statement: Statement; sending?: boolean; error?: string }
  | { step: "done"; statement: Statement; receipt: WithdrawalReceipt };

const REFUSALS = new Set(["order_not_paid", "order_cancelled", "order_refunded", "withdrawal_period_over"]);

/** The message for a failed lookup or withdrawal, in the page's language. */
function useFailureText(): (error: ApiError) => string {
  const { t } = useTranslation();
  return (error) => {
    if (!(error instanceof ApiError)) return t("withdraw.errors.unreachable");
    if (error.status === 404) return t("withdraw.errors.notFound");
    if (error.status === 429)
      return t("withdraw.errors.tooMany", { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)) });
    if (error.status === 409 && REFUSALS.has(error.code)) return t(`withdraw.errors.${error.code}`);
    if (error.status === 400) return t(error.field === "name" ? "withdraw.errors.name" : "withdraw.errors.invalid");
    return t("withdraw.errors.unreachable");
  };
}

export function WithdrawPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>({ step: "form" });
  const failureText = useFailureText();
  const heading = useRef<HTMLHeadingElement>(null);

  // Each new step takes the focus with its heading, so a screen reader reads it next.
  useEffect(() => {
    if (step.step !== "form") heading.current?.focus();
  }, [step.step]);

  async function confirm(statement: Statement) {
    setStep({ step: "review", statement, sending: true });
    try {
      const receipt = await sendWithdrawal({
        orderNumber: statement.orderNumber,
        email: statement.email,
        name: statement.name,
        items: statement.items?.map((item) => ({ slug: item.slug, quantity: item.quantity })),
      });
      setStep({ step: "done", statement, receipt });
    } catch (error) {
      setStep({ step: "review", statement, error: failureText(error as ApiError) });
    }
  }

  return (
    <div className="container page">
      <PageMeta page="withdraw" />
      <h1>{t("withdraw.title")}</h1>
      {step.step === "form" && (
        <>
          <p className="lead">{t("withdraw.intro")}</p>
          {/* Every declaration is taken: the shop cannot know a seal's state until the parcel is back. */}
          <p data-testid="withdraw-sealed">{t("withdraw.sealed")}</p>
        </>
      )}
      <WithdrawForm
        hidden={step.step !== "form"}
        ready={hydrated}
        failureText={failureText}
        onContinue={(statement) => setStep({ step: "review", statement })}
      />
      {step.step === "review" && (
        <section className={styles.panel} aria-labelledby="withdraw-review">
          <h2 id="withdraw-review" ref={heading} tabIndex={-1}>
            {t("withdraw.reviewTitle")}
          </h2>
          <StatementFacts statement={step.statement} />
          <p>{t("withdraw.reviewIntro")}</p>
          <div aria-live="polite">
            {step.error && (
              <p className={styles.error} role="alert">
                {step.error}
              </p>
            )}
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-primary"
              disabled={step.sending}
              onClick={() => void confirm(step.statement)}
            >
              {step.sending ? t("withdraw.sending") : t("withdraw.confirm")}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={step.sending}
              onClick={() => setStep({ step: "form" })}
            >
              {t("withdraw.change")}
            </button>
          </div>
        </section>
      )}
      {step.step === "done" && <Received statement={step.statement} receipt={step.receipt} headingRef={heading} />}
    </div>
  );
}

function StatementFacts({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts}>
      <dt>{t("withdraw.name")}</dt>
      <dd>{statement.name}</dd>
      <dt>{t("withdraw.number")}</dt>
      <dd>{statement.orderNumber.toUpperCase()}</dd>
      <dt>{t("withdraw.confirmationTo")}</dt>
      <dd>{statement.email}</dd>
      <dt>{t("withdraw.content")}</dt>
      <dd>
        {statement.items ? (
          <ul>
            {statement.items.map((item) => (
              <li key={item.slug}>
                {item.quantity} × {item.name}
              </li>
            ))}
          </ul>
        ) : (
          t("withdraw.wholeOrder")
        )}
      </dd>
    </dl>
  );
}

function Received({
  statement,
  receipt,
  headingRef,
}: {
  statement: Statement;
  receipt: WithdrawalReceipt;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeStyle: "short" }).format(
    new Date(receipt.receivedAt),
  );
  const number = statement.orderNumber.toUpperCase();
  return (
    <section className={styles.panel} aria-labelledby="withdraw-received">
      <h2 id="withdraw-received" ref={headingRef} tabIndex={-1}>
        {t("withdraw.receivedTitle")}
      </h2>
      <p>{t("withdraw.receivedText", { number, date, email: statement.email })}</p>
      <StatementFacts statement={statement} />
      {/* Before the order was shipped there is nothing to send back: it is not shipped (the items withdrawn, or all of it). */}
      <p>
        {t(
          receipt.shipped
            ? "withdraw.next"
            : statement.items
              ? "withdraw.nextNotShippedItems"
              : "withdraw.nextNotShipped",
        )}
      </p>
      <Link
        className="btn btn-secondary"
        to={`${localePath(language, "/order-status")}?number=${encodeURIComponent(number)}`}
      >
        {t("withdraw.statusLink")}
      </Link>
    </section>
  );
}

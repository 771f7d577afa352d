// The accessibility statement's form to report a barrier (docs/storefront.md §19): the reporter's
// e-mail address (where customer care answers), name and where the barrier is, which may stay
// empty, and what happened. It says what is wrong before sending, beside the field, and sends the
// report to customer care through POST /api/shop/barrier-reports, which answers only once the
// e-mail is on its way: "sent" means sent.
import { isEmailAddress } from "@shop/shared/contact";
import { BARRIER_REPORT_LIMITS } from "@shop/shared/barrier-report";
import { useRef, useState, type FormEvent } from "react";
import { api, apiLanguage, ApiError } from "../api/client.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "./Pages.module.css";

type Field = "email" | "name" | "page" | "message";
type Errors = Partial<Record<Field, string>>;
type Progress =
  { state: "idle" } | { state: "sending" } | { state: "sent"; email: string } | { state: "failed"; tooMany: boolean };

const FIELDS: Field[] = ["email", "name", "page", "message"];
// Fixed ids, not useId(): the server renders the page inside the whole document and the browser
// hydrates #root alone, so an id of useId() added after hydrating (aria-describedby) would not
// match the one the server gave the field. The form is on one page, once.
const id = (field: Field) => `barrier-report-${field}`;
const MAX_LENGTH: Record<Field, number> = {
  email: 254,
  name: BARRIER_REPORT_LIMITS.name,
  page: BARRIER_REPORT_LIMITS.page,
  message: BARRIER_REPORT_LIMITS.message.max,
};

export function BarrierReportForm({ supportEmail }: { supportEmail: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<Progress>({ state: "idle" });

  function check(values: Record<Field, string>): Errors {
    const found: Errors = {};
    if (!values.email) found.email = t("form.errors.required");
    else if (!isEmailAddress(values.email)) found.email = t("form.errors.invalidEmail");
    const { min, max } = BARRIER_REPORT_LIMITS.message;
    if (!values.message) found.message = t("form.errors.required");
    else if (values.message.length < min) found.message = t("pages.accessibility.report.tooShort", { min });
    else if (values.message.length > max) found.message = t("pages.accessibility.report.tooLong", { max });
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form itself: what was typed before the page came alive counts too.
    const data = new FormData(event.currentTarget);
    const text = (field: Field) => {
      const value = data.get(field);
      return typeof value === "string" ? value.trim() : "";
    };
    const values = Object.fromEntries(FIELDS.map((field) => [field, text(field)])) as Record<Field, string>;
    const found = check(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    setProgress({ state: "sending" });
    try {
      await api.shop["barrier-reports"].$post({ json: { ...values, language: apiLanguage(language) } });
      setProgress({ state: "sent", email: values.email });
      form.current?.reset();
    } catch (error) {
      console.error("Barrier report failed", error);
      setProgress({ state: "failed", tooMany: error instanceof ApiError && error.status === 429 });
    }
  }

  const control = (field: Field, required: boolean) => ({
    id: id(field),
    name: field,
    className: "input",
    maxLength: MAX_LENGTH[field],
    ...(required ? { required: true, "aria-required": "true" as const } : {}),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id(field)}-error` : undefined,
  });
  const label = (field: Field, required: boolean) => (
    <label htmlFor={id(field)}>
      {t(`pages.accessibility.report.${field}`)}{" "}
      {required ? (
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      ) : (
        <span className="optional-mark">({t("checkout.optional")})</span>
      )}
    </label>
  );
  const error = (field: Field) =>
    errors[field] && (
      <p id={`${id(field)}-error`} className="field-error">
        {errors[field]}
      </p>
    );
  const address = supportEmail ?? "";

  return (
    <form ref={form} className={styles.reportForm} onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        {label("email", true)}
        <input {...control("email", true)} type="email" autoComplete="email" inputMode="email" />
        {error("email")}
      </div>
      <div className="field">
        {label("name", false)}
        <input {...control("name", false)} type="text" autoComplete="name" />
      </div>
      <div className="field">
        {label("page", false)}
        <input {...control("page", false)} type="text" autoComplete="off" />
      </div>
      <div className="field">
        {label("message", true)}
        <textarea {...control("message", true)} rows={6} />
        {error("message")}
      </div>
      <p className={styles.footnote}>{t("pages.accessibility.report.privacy")}</p>
      <button type="submit" className="btn btn-primary" disabled={progress.state === "sending"}>
        {progress.state === "sending"
          ? t("pages.accessibility.report.sending")
          : t("pages.accessibility.report.submit")}
      </button>
      {/* Always in the page, so screen readers announce the outcome when it appears. */}
      <p role="status" className={progress.state === "failed" ? "field-error" : styles.reportStatus}>
        {progress.state === "sent" && t("pages.accessibility.report.sent", { email: progress.email })}
        {progress.state === "failed" &&
          t(progress.tooMany ? "pages.accessibility.report.tooMany" : "pages.accessibility.report.failed", { address })}
      </p>
    </form>
  );
}

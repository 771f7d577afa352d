import { useTranslation } from "../i18n/useTranslation.ts";
import { Link } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { CheckIcon } from "../ui/icons.tsx";
import styles from "./Checkout.module.css";

const STEPS = [
  { id: "summary", path: "/cart" },
  { id: "details", path: "/checkout" },
  { id: "payment", path: "/payment" },
  { id: "thankYou", path: "/success" },
] as const;

export type CheckoutStep = (typeof STEPS)[number]["id"];

/** Order summary → billing & shipping → payment → thank you; done steps link back (until paid). */
export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currentIndex = STEPS.findIndex((step) => step.id === current);
  const finished = current === "thankYou";

  return (
    <nav aria-label={t("checkout.progress.label")} className={styles.progress}>
      <ol>
        {STEPS.map((step, index) => {
          const state = index < currentIndex ? "done" : index === currentIndex ? "current" : "upcoming";
          const label = t(`checkout.progress.${step.id}`);
          const marker = (
            <span className={styles.progressMarker} aria-hidden="true">
              {state === "done" ? <CheckIcon /> : index + 1}
            </span>
          );
          return (
            <li key={step.id} className={styles[state]} aria-current={state === "current" ? "step" : undefined}>
              {state === "done" && !finished ? (
                <Link to={localePath(language, step.path)}>
                  {marker}
                  <span className={styles.progressLabel}>{label}</span>
                </Link>
              ) : (
                <span className={styles.progressStep}>
                  {marker}
                  <span className={styles.progressLabel}>{label}</span>
                </span>
              )}
              {state === "done" && <span className="sr-only">{t("checkout.progress.completed")}</span>}
            </li>
          );
        })}
      </ol>
      {/* Phones show no labels under the circles (they would overlap); the current step is named here. */}
      <p className={styles.progressCaption} aria-hidden="true">
        {t("checkout.progress.stepOf", {
          number: currentIndex + 1,
          count: STEPS.length,
          label: t(`checkout.progress.${current}`),
        })}
      </p>
    </nav>
  );
}

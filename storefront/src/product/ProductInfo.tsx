// The parts of a product page around its own texts: its claims, and the how-to, FAQ and banner
// every kit shares.
import { useTranslation } from "../i18n/useTranslation.ts";
import { Link } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { CheckIcon } from "../ui/icons.tsx";
import { Accordion } from "./Accordion.tsx";
import styles from "./Product.module.css";

const HOW_TO = ["open", "sample", "read"] as const;
const FAQ = ["return", "shipping", "tracking"] as const;

/**
 * The claims this product makes about itself (a stated sensitivity, its time to result), as staff
 * wrote them for it; nothing for a product that makes none (docs/behaviour.md §13).
 */
export function ProductHighlights({ highlights }: { highlights: string[] }) {
  const { t } = useTranslation();
  if (highlights.length === 0) return null;
  return (
    <ul className={styles.highlights} aria-label={t("product.highlights")}>
      {highlights.map((highlight, index) => (
        <li key={index}>
          <CheckIcon />
          {highlight}
        </li>
      ))}
    </ul>
  );
}

export function HowToUse() {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="how-to-title">
      <h2 id="how-to-title" className="section-title">
        {t("product.howTo.title")}
      </h2>
      <ol className={styles.howTo}>
        {HOW_TO.map((step, index) => (
          <li key={step}>
            <span className={styles.howToNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3>{t(`product.howTo.${step}.title`)}</h3>
            <p>{t(`product.howTo.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function ProductFaq() {
  const { t } = useTranslation();
  const items = FAQ.map((id) => ({
    id,
    question: t(`product.faq.${id}.question`),
    answer: t(`product.faq.${id}.answer`),
  }));
  return (
    <section className={`section ${styles.faq}`} aria-labelledby="faq-title">
      <h2 id="faq-title">{t("product.faq.title")}</h2>
      <Accordion items={items} />
    </section>
  );
}

export function ProductBanner() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <aside className={styles.banner} aria-labelledby="product-banner-title">
      <h2 id="product-banner-title">{t("product.banner.title")}</h2>
      <p>{t("product.banner.text")}</p>
      <Link to={localePath(language, "/delivery")} className="btn btn-secondary">
        {t("product.banner.link")}
      </Link>
    </aside>
  );
}

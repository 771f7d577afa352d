// What the product page says about delivery beside the price and the buy button (docs/storefront.md
// §6): how long delivery takes to the shopper's country, that a kit cannot go there (with a way to
// choose another country), and that a kit is sold to adults only.
import { countryName, countryOptions } from "@shop/shared/countries";
import { deliveryDays, EU_DELIVERY_DAYS } from "@shop/shared/delivery";
import { isEuCountry, type CountryCode } from "@shop/shared/eu";
import { useId, useMemo } from "react";
import { chooseDeliveryCountry } from "../checkout/deliveryCountry.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "./DeliveryInfo.module.css";

/**
 * "Delivery to Germany: 1–3 working days after dispatch", or the EU's range while no country is
 * known: a line of the price's own paragraph (PriceTag's children), so it stands beside the price
 * and costs a phone's first screen one short line, not a paragraph's margins.
 */
export function DeliveryTime({ country }: { country: CountryCode | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <span className={styles.deliveryTime} data-testid="delivery-time">
      {country
        ? t("product.deliveryTime", { country: countryName(country, language), ...deliveryDays(country) })
        : t("product.deliveryTimeEu", { ...EU_DELIVERY_DAYS })}
    </span>
  );
}

/**
 * Beside the disabled buy button: the product cannot go to `country`, and the shopper delivering
 * elsewhere (an Austrian reading German) picks their country here, for this page and the checkout.
 */
export function NotDeliveredHere({ id, country }: { id: string; country: CountryCode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const options = useMemo(() => countryOptions(language), [language]);
  const selectId = useId();
  return (
    <div className={`alert alert-error ${styles.note}`}>
      <p id={id} className={styles.reason} data-testid="not-delivered">
        {t("ivd.notDelivered", { country: countryName(country, language) })}
      </p>
      <div className={styles.country}>
        <label htmlFor={selectId}>{t("product.deliveryCountry")}</label>
        <select
          id={selectId}
          className="input"
          value={country}
          onChange={(event) => {
            if (isEuCountry(event.target.value)) chooseDeliveryCountry(event.target.value, language);
          }}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Right under the buy button of an adults-only kit (docs/behaviour.md §21). */
export function AdultsOnlyNote({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className={styles.note} data-testid="adults-only">
      {t("product.adultsOnly")}
    </p>
  );
}

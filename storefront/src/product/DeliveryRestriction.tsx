import { countryName } from "@shop/shared/countries";
import type { Product } from "../api/types.ts";
import { useHydrated } from "../app/site.ts";
import { rememberedCountry } from "../checkout/saleRestrictions.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";

/**
 * Says that the product cannot be delivered to the country the shopper chose at the checkout
 * before (remembered in this browser, so read once the page runs there); nothing otherwise.
 */
export function DeliveryRestriction({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The server renders no notice; the browser reads the country once the page has hydrated.
  const country = useHydrated() ? rememberedCountry() : "";
  if (!country || !product.blockedCountries.includes(country)) return null;
  return (
    <p className="alert alert-error" role="status" data-testid="not-delivered">
      {t("ivd.notDelivered", { country: countryName(country, language) })}
    </p>
  );
}

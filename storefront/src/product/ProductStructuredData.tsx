import type { Product } from "../api/types.ts";
import { useLocation } from "react-router-dom";
import { useSite } from "../app/site.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { productJsonLd } from "./structuredData.ts";

/** schema.org Product data, so search results can show the price and availability. */
export function ProductStructuredData({ product, description }: { product: Product; description: string }) {
  const { t } = useTranslation();
  const { origin } = useSite();
  const { pathname } = useLocation();
  const data = productJsonLd(product, {
    origin,
    url: `${origin}${pathname}`,
    description,
    shopBrand: t("common.brand"),
  });
  // JSON.stringify does not escape "</script>"; the replacement keeps the block inert.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

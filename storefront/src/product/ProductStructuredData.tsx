import type { Product } from "../api/types.ts";
import { useLocation } from "react-router-dom";
import { useSite } from "../app/site.ts";
import { useTranslation } from "../i18n/useTranslation.ts";

/** schema.org Product data, so search results can show the price and availability. */
export function ProductStructuredData({ product, description }: { product: Product; description: string }) {
  const { t } = useTranslation();
  const { origin } = useSite();
  const { pathname } = useLocation();
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description,
    sku: product.slug,
    // Absolute already when the images are served from S3_PUBLIC_URL.
    image: product.images.map((image) => new URL(image.imageUrl, origin).href),
    brand: { "@type": "Brand", name: t("common.brand") },
    category: product.categories.map((category) => category.name).join(", "),
    offers: {
      "@type": "Offer",
      price: product.price.toFixed(2),
      priceCurrency: "EUR",
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: `${origin}${pathname}`,
    },
  };
  // JSON.stringify does not escape "</script>"; the replacement keeps the block inert.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

import type { Product } from "../api/types.ts";

/** schema.org Product data, so search results can show the price and availability. */
export function ProductStructuredData({ product, description }: { product: Product; description: string }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description,
    sku: product.slug,
    image: product.images.map((image) => new URL(image.imageUrl, window.location.origin).href),
    offers: {
      "@type": "Offer",
      price: product.price.toFixed(2),
      priceCurrency: "EUR",
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: window.location.href,
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

// schema.org Product data of a product's page, for Google's product rich results (merchant
// listings): name, image, description, offers with price, priceCurrency, availability and url,
// and the brand, manufacturer and GTIN where the product names them. Pure functions, so they are tested
// without a page; the offer is built by one function of its own (offerOf).
import type { Product } from "../api/types.ts";

const SCHEMA = "https://schema.org";

export interface ProductPageContext {
  /** The shop's origin, for absolute image links. */
  origin: string;
  /** The page's absolute address. */
  url: string;
  /** Plain text. */
  description: string;
  /** The shop's own brand, for products whose manufacturer is not recorded. */
  shopBrand: string;
}

/** Euros with two decimals, as the Offer's `price` (a dot, no currency symbol). */
const offerPrice = (euros: number) => euros.toFixed(2);

/**
 * The product's Offer: its price now and whether it can be bought. A time-limited price adds
 * `priceValidUntil` here, the one place that knows the offer's price.
 */
export function offerOf(
  product: Pick<Product, "price" | "inStock" | "lowestPrice30Days" | "saleEndsAt">,
  url: string,
): Record<string, unknown> {
  return {
    "@type": "Offer",
    url,
    price: offerPrice(product.price),
    priceCurrency: "EUR",
    // A sale price is valid until the sale ends, and it is set against the lowest price of the 30
    // days before it (Art. 6a of Directive 98/6/EC), the reference the page shows too.
    ...(product.saleEndsAt ? { priceValidUntil: product.saleEndsAt.slice(0, 10) } : {}),
    ...(product.lowestPrice30Days !== undefined
      ? {
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            priceType: `${SCHEMA}/StrikethroughPrice`,
            price: offerPrice(product.lowestPrice30Days),
            priceCurrency: "EUR",
          },
        }
      : {}),
    availability: product.inStock ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
    itemCondition: `${SCHEMA}/NewCondition`,
  };
}

export function productJsonLd(product: Product, page: ProductPageContext): Record<string, unknown> {
  const maker = product.safety?.manufacturer.name ?? "";
  return {
    "@context": SCHEMA,
    "@type": "Product",
    name: product.name,
    description: page.description,
    sku: product.slug,
    ...(product.safety?.gtin ? { gtin: product.safety.gtin } : {}),
    // Absolute already when the images are served from S3_PUBLIC_URL.
    image: product.images.map((image) => new URL(image.imageUrl, page.origin).href),
    brand: { "@type": "Brand", name: maker || page.shopBrand },
    ...(maker ? { manufacturer: { "@type": "Organization", name: maker } } : {}),
    category: product.categories.map((category) => category.name).join(", "),
    offers: offerOf(product, page.url),
  };
}

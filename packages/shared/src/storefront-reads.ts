// The contract between the API and the storefront's server renderer. The storefront reads the
// catalog through StorefrontReads: in the browser each read is an HTTP call of the API; on the
// server the API implements it with the same service code its routes use
// (api/src/web/storefront-reads.ts), so a page's first HTML carries the data the page shows.
// The renderer itself is built from storefront/src/entry-server.tsx and loaded by the API
// (api/src/web/storefront-pages.ts).
import type {
  BlogPost,
  BlogPostListItem,
  CategoryListItem,
  Product,
  ProductGone,
  ProductListItem,
  PaymentConfig,
  ShopContact,
} from "./api-types.ts";
import type { CountryCode } from "./eu.ts";
import type { Language } from "./languages.ts";
import type { ProductPage, ProductQuery } from "./product-search.ts";

export interface StorefrontReads {
  /** A page of the list, with a search text and/or an order and/or a category (GET /api/products?q=&sort=&page=). */
  products(query: ProductQuery): Promise<ProductPage>;
  /** null when there is no such product on sale; gone when it was sold and is archived. */
  product(query: { language: Language; slug: string }): Promise<Product | ProductGone | null>;
  randomProducts(query: {
    language: Language;
    limit: number;
    exclude?: string;
    /** Picks from one category only. */
    category?: string;
    /** Picks only products delivered to this country. */
    country?: CountryCode;
  }): Promise<ProductListItem[]>;
  categories(query: { language: Language }): Promise<CategoryListItem[]>;
  blogPosts(query: { language: Language; category?: string }): Promise<BlogPostListItem[]>;
  /** null when there is no such post. */
  blogPost(query: { language: Language; slug: string }): Promise<BlogPost | null>;
  randomBlogPosts(query: { language: Language; limit: number; exclude?: string }): Promise<BlogPostListItem[]>;
  /** The contact page's address (GET /api/shop). */
  shopContact(): Promise<ShopContact>;
  /** The ways to pay the shop takes now: the payment page's and every page's footer logos. */
  paymentConfig(): Promise<PaymentConfig>;
}

export interface PageRenderRequest {
  /** Path and query string, e.g. `/de/shop?category=drug-tests`. */
  url: string;
  /** The page's language: the URL's prefix, or the server's choice for pages without one. */
  language: Language;
  /** The shop's public origin (PUBLIC_URL): canonical links and structured data use it. */
  origin: string;
  /** The Content-Security-Policy nonce the page's own scripts carry. */
  nonce: string;
  /**
   * Whether analytics events may name the products (ANALYTICS_PRODUCT_DETAILS): off by default,
   * since what a person looks at in a health shop is health data (docs/storefront.md §8).
   */
  analyticsProductDetails: boolean;
  reads: StorefrontReads;
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** 404: the path, or the product, post or category it names, does not exist; 410: the product is no longer sold. */
  status: 200 | 404 | 410;
  /** The whole document, streamed as React renders it. */
  body: ReadableStream<Uint8Array>;
}

export interface StorefrontRenderer {
  render(request: PageRenderRequest): Promise<RenderedPage>;
}

// The demo catalog's content and artwork; the API seeds it into an empty shop (api/src/seed).
export {
  SEED_BLOG_POSTS,
  SEED_CATEGORIES,
  SEED_PRODUCTS,
  type Localized,
  type SeedBlogPost,
  type SeedCategory,
  type SeedProduct,
} from "./catalog.ts";
export { renderArtwork, type ArtSpec } from "./artwork.ts";
export { INSTRUCTIONS_TEXTS, SEED_IVD, type SeedIvd } from "./ivd.ts";
export { MANUFACTURERS, SEED_SAFETY, type SeedManufacturer, type SeedSafety } from "./safety.ts";

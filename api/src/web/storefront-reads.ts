// The catalog reads the storefront's server renderer loads a page's data through: the same
// functions the public routes answer with, called directly (no HTTP, no JSON round trip).
import type { StorefrontReads } from "@shop/shared";
import type { Deps } from "../context.ts";
import { categoryList, productBySlug, randomProducts } from "../catalog/catalog-reads.ts";
import { productPage } from "../catalog/product-search.ts";
import { postBySlug, postList, randomPosts } from "../blog/blog-reads.ts";
import { shopContact } from "../shop/shop-contact.ts";

export function storefrontReads(
  deps: Pick<
    Deps,
    "catalogCache" | "catalogIndex" | "searchCache" | "env" | "payments" | "prisma" | "uploads" | "analyticsProductId"
  >,
): StorefrontReads {
  return {
    products: (query) => productPage(deps, query),
    product: ({ language, slug }) => productBySlug(deps, language, slug),
    randomProducts: (query) => randomProducts(deps, query),
    categories: ({ language }) => categoryList(deps, language),
    blogPosts: ({ language, category }) => postList(deps, language, category),
    blogPost: ({ language, slug }) => postBySlug(deps, language, slug),
    randomBlogPosts: (query) => randomPosts(deps, query),
    shopContact: () => Promise.resolve(shopContact(deps)),
    paymentConfig: () => Promise.resolve(deps.payments.publicConfig()),
  };
}

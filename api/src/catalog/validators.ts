// The requests of the public product and category reads and of the inline editor's product saves
// (docs/api-contract.md). Query strings are validated by validQuery: a malformed number is a 400
// naming the parameter; a missing or unknown language is en. The save's `product` part is the
// schema the storefront's editor applies too (@shop/shared/schemas).
import { z } from "zod";
import {
  MAX_PRODUCT_PAGE,
  MAX_PRODUCT_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  SEARCH_TEXT_MAX_LENGTH,
} from "@shop/shared";
import { EU_COUNTRIES } from "@shop/shared/eu";
import { languageParam, optionalTextParam, wholeNumberParam } from "../http/validate.ts";

export { productSaveSchema, productUpdateSaveSchema } from "@shop/shared/schemas";

/** Only `?lang=`: the reads of one record or list, and the writes that answer in a language. */
export const languageQuery = z.object({ lang: languageParam });

/**
 * `?q=`: a search text, trimmed; empty means no search. Control characters count as spaces (the
 * search ignores everything but letters and digits anyway, and PostgreSQL's text cannot hold NUL).
 */
const searchTextParam = z
  .string()
  .optional()
  .transform((value) => value?.replace(/\p{Cc}/gu, " ").trim() || undefined)
  .refine((value) => value === undefined || value.length <= SEARCH_TEXT_MAX_LENGTH, {
    error: `must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`,
  });

/** `?sort=`: one of PRODUCT_SORTS; empty or absent keeps the list's own order. */
const productSortParam = z
  .enum(["", ...PRODUCT_SORTS], { error: `must be one of ${PRODUCT_SORTS.join(", ")}` })
  .optional()
  .transform((value) => value || undefined);

/**
 * `?country=`: the shopper's delivery country (an EU code, any case), which the list ranks and the
 * random rows pick for; empty or absent: none known.
 */
const countryParam = z
  .string()
  .optional()
  .transform((value) => value?.trim().toUpperCase() || undefined)
  .pipe(z.enum(EU_COUNTRIES, { error: "must be an EU country code" }).optional());

/**
 * GET /products?lang=&category=&q=&sort=&page=&pageSize=&country=: always one page, the first of
 * PRODUCT_PAGE_SIZE products unless asked otherwise (at most MAX_PRODUCT_PAGE_SIZE), so no answer
 * grows with the catalog; the route sends the whole list's count in X-Total-Count.
 */
export const productListQuery = z.object({
  lang: languageParam,
  category: optionalTextParam,
  q: searchTextParam,
  sort: productSortParam,
  page: wholeNumberParam(1, MAX_PRODUCT_PAGE, 1),
  pageSize: wholeNumberParam(1, MAX_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE),
  country: countryParam,
});

/** GET /products/random?lang=&limit=&exclude=&country= */
export const randomProductsQuery = z.object({
  lang: languageParam,
  limit: wholeNumberParam(1, 24, 4),
  exclude: z.string().optional(),
  country: countryParam,
});

const categorySlugRequired = "(a category slug) is required";

/** GET /products/random-by-category?slug=&lang=&limit=&exclude=&country= */
export const randomProductsByCategoryQuery = z.object({
  slug: z.string({ error: categorySlugRequired }).min(1, { error: categorySlugRequired }),
  lang: languageParam,
  limit: wholeNumberParam(1, 24, 4),
  exclude: z.string().optional(),
  country: countryParam,
});

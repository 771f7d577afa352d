// The requests of the public blog reads (query strings, validated by validQuery) and of the inline
// editor's post saves (the `blog` part, the schema the storefront's editor applies too) (docs/api-contract.md).
import { z } from "zod";
import { languageParam, optionalTextParam, wholeNumberParam } from "../http/validate.ts";

export { languageQuery } from "../catalog/validators.ts";
export { blogSaveSchema } from "@shop/shared/schemas";

/** GET /blogs?lang=&category= */
export const blogListQuery = z.object({
  lang: languageParam,
  category: optionalTextParam,
});

/** GET /blogs/random?lang=&limit=&exclude= */
export const randomPostsQuery = z.object({
  lang: languageParam,
  limit: wholeNumberParam(1, 24, 3),
  exclude: z.string().optional(),
});

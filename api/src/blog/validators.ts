// The query strings of the public blog reads (docs/api-contract.md), validated by validQuery.
import { z } from "zod";
import { languageParam, optionalTextParam, wholeNumberParam } from "../http/validate.ts";

export { languageQuery } from "../catalog/validators.ts";

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

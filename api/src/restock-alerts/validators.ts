// The restock alerts' requests, validated by validJson.
import { z } from "zod";
import { languageSchema } from "@shop/shared/schemas";

/** POST /api/products/{slug}/restock-alerts: tell this address once the product is back. */
export const restockAlertSchema = z.object({
  email: z.string().trim().max(254).email("must be a valid e-mail address"),
  language: languageSchema.optional(),
});

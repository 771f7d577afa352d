// The newsletter's requests (/api/newsletter), validated by validJson and validQuery.
import { z } from "zod";
import { emailSchema, languageSchema } from "@shop/shared/schemas";

/** POST /api/newsletter: sign an address up (double opt-in). */
export const newsletterSchema = z.object({
  email: emailSchema,
  language: languageSchema.optional(),
});

/** POST /api/newsletter/unsubscribe?token=: the one-click unsubscribe of the e-mails' List-Unsubscribe. */
export const unsubscribeQuery = z.object({ token: z.string().min(1, "is required") });

// The shop's own requests (/api/shop), validated by validJson.
import { z } from "zod";
import { BARRIER_REPORT_LIMITS } from "@shop/shared/barrier-report";
import { emailSchema, languageSchema } from "@shop/shared/schemas";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "@shop/shared/single-line";

const atMost = (length: number) => `must be at most ${length} characters`;

/** POST /api/shop/barrier-reports: a barrier someone met in the shop, for its customer care. */
export const barrierReportSchema = z.object({
  /** Where customer care answers. */
  email: emailSchema,
  /** Printed in customer care's notice: one line (single-line.ts), like every other name. */
  name: z
    .string()
    .trim()
    .max(BARRIER_REPORT_LIMITS.name, atMost(BARRIER_REPORT_LIMITS.name))
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .default(""),
  /** Where the barrier is: a page's address, or words. */
  page: z.string().trim().max(BARRIER_REPORT_LIMITS.page, atMost(BARRIER_REPORT_LIMITS.page)).default(""),
  message: z
    .string()
    .trim()
    .min(BARRIER_REPORT_LIMITS.message.min, `must be at least ${BARRIER_REPORT_LIMITS.message.min} characters`)
    .max(BARRIER_REPORT_LIMITS.message.max, atMost(BARRIER_REPORT_LIMITS.message.max)),
  /** The language the reporter writes in (the page's): customer care answers in it. */
  language: languageSchema.optional(),
});

export type BarrierReport = z.output<typeof barrierReportSchema>;

// The newsletter's subscribers in the console: the list (ADMIN and SUPPORT) and the CSV of the
// confirmed addresses (ADMIN only: it is the mailing list itself).
import { Hono } from "hono";
import { z } from "zod";
import { NEWSLETTER_STATUSES } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { requireRole } from "../auth/guard.ts";
import {
  confirmedSubscribersCsv,
  listSubscribers,
  SUBSCRIBER_SORT_FIELDS,
  toSubscriberRecord,
} from "../newsletter/subscriber-list.ts";
import { listFilterSchema, listResponse, validListQuery } from "./rest.ts";

const subscriberList = validListQuery({
  sortable: SUBSCRIBER_SORT_FIELDS,
  defaultSort: ["createdAt", "DESC"],
  filter: listFilterSchema.extend({
    // The console's "all" sends no status; an empty one filters nothing too.
    status: z
      .string()
      .trim()
      .transform((status) => status || undefined)
      .pipe(z.enum(NEWSLETTER_STATUSES, { message: "must be pending, confirmed or unsubscribed" }).optional())
      .optional(),
  }),
});

export const adminNewsletterSubscriberRoutes = new Hono<AppEnv>()
  .use(requireRole("ADMIN", "SUPPORT"))
  .get("/", subscriberList, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listSubscribers(c.var.deps, query);
    return listResponse(c, "newsletter-subscribers", rows.map(toSubscriberRecord), total, query.start);
  });

export const adminNewsletterCsvRoutes = new Hono<AppEnv>().use(requireRole("ADMIN")).get("/", async (c) => {
  const day = new Date().toISOString().slice(0, 10);
  return c.body(await confirmedSubscribersCsv(c.var.deps), 200, {
    "Content-Type": "text/csv; charset=utf-8; header=present",
    "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
  });
});

// The newsletter's subscribers in the console: the list and the CSV of the confirmed addresses,
// both ADMIN only (the list is the mailing list itself as much as the CSV is).
import { Hono } from "hono";
import { z } from "zod";
import { NEWSLETTER_STATUSES } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import {
  confirmedSubscribersCsv,
  listSubscribers,
  SUBSCRIBER_SORT_FIELDS,
  toSubscriberRecord,
} from "../newsletter/subscriber-list.ts";
import { listFilterSchema, listResponse, validListQuery } from "./rest.ts";
import { recordAudit, staffActor } from "../audit/audit-log.ts";

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

export const adminNewsletterSubscriberRoutes = new Hono<AppEnv>().get(
  "/",
  can("newsletter-subscribers.read"),
  subscriberList,
  async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listSubscribers(c.var.deps, query);
    return listResponse(c, "newsletter-subscribers", rows.map(toSubscriberRecord), total, query.start);
  },
);

export const adminNewsletterCsvRoutes = new Hono<AppEnv>().get("/", can("newsletter-subscribers.export"), async (c) => {
  const day = new Date().toISOString().slice(0, 10);
  const csv = await confirmedSubscribersCsv(c.var.deps);
  await recordAudit(c.var.deps.prisma, { ...staffActor(c), action: "newsletter.exported" });
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8; header=present",
    "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
  });
});

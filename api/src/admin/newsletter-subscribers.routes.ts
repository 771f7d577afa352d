// The newsletter's subscribers in the console: the list and the CSV of the confirmed addresses,
// both ADMIN only (the list is the mailing list itself as much as the CSV is). Each page read
// and each download is in the audit log.
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import {
  confirmedSubscribersCsv,
  listSubscribers,
  SUBSCRIBER_SORT_FIELDS,
  toSubscriberRecord,
} from "../newsletter/subscriber-list.ts";
import { listResponse, validListQuery } from "./rest.ts";
import { subscriberListFilter } from "./validators.ts";
import { recordAudit, staffActor } from "../audit/audit-log.ts";
import { recordRead } from "../audit/read-audit.ts";

const subscriberList = validListQuery({
  sortable: SUBSCRIBER_SORT_FIELDS,
  defaultSort: ["createdAt", "DESC"],
  filter: subscriberListFilter,
});

export const adminNewsletterSubscriberRoutes = new Hono<AppEnv>().get(
  "/",
  can("newsletter-subscribers.read"),
  subscriberList,
  async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listSubscribers(c.var.deps, query);
    await recordRead(c, { action: "newsletter.listed", rows: rows.length, query });
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

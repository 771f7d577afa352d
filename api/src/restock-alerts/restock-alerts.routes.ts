// Restock alerts (docs/behaviour.md §23): asking for one (double opt-in) on a sold-out product's
// page, and the confirmation link of its e-mail, which lands on the product's page.
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { LANGUAGE_COOKIE, localePath, preferredLanguage, toLanguage } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { clientAddress } from "../http/client-address.ts";
import { validJson } from "../http/validate.ts";
import { confirmAlert, countAlertRequest, requestAlert, type AlertLinkOutcome } from "./restock-alerts.ts";
import { restockAlertSchema } from "./validators.ts";

/** Mounted at /api/products, beside the catalog's reads. */
export const restockAlertRequestRoutes = new Hono<AppEnv>().post(
  "/:slug/restock-alerts",
  validJson(restockAlertSchema),
  async (c) => {
    const { deps } = c.var;
    const { email, language } = c.req.valid("json");
    const slug = c.req.param("slug");
    await countAlertRequest(deps, clientAddress(c));
    // A database that is down is said at once (503), by a check the same for every request.
    await deps.prisma.$queryRaw`SELECT 1`;
    // The same answer, as fast, for a known or unknown product and a new or known address: the
    // alert is looked up and written only after answering.
    deps.afterResponse.run("restock alert", () => requestAlert(deps, slug, email, toLanguage(language)));
    return c.json({ status: "check_inbox" as const }, 202);
  },
);

/** The product page the link lands on (`?restock=confirmed`, `invalid` or `expired`), else the shop. */
function landing(c: Context<AppEnv>, outcome: AlertLinkOutcome) {
  const language =
    outcome.language ?? preferredLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header("accept-language"));
  const state = outcome.ok ? "confirmed" : outcome.problem;
  const page = outcome.slug ? `/product/${outcome.slug}` : "/shop";
  return c.redirect(`${localePath(language, page)}?restock=${state}`, 302);
}

/** Mounted at /api/restock-alerts. */
export const restockAlertRoutes = new Hono<AppEnv>().get("/confirm", async (c) => {
  c.header("Cache-Control", "no-store");
  const { deps } = c.var;
  const outcome = await confirmAlert(deps, await deps.restockTokens.verify(c.req.query("token") ?? ""));
  return landing(c, outcome);
});

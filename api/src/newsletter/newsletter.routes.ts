// The newsletter: subscribing (double opt-in) and the links of its e-mails (docs/behaviour.md §10).
// The links are followed in a browser and land on the storefront's pages; a mail client's
// one-click unsubscribe (RFC 8058) POSTs to the unsubscribe link and reads the status.
import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { LANGUAGE_COOKIE, localePath, NEWSLETTER_PAGES, preferredLanguage, toLanguage } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { badRequest } from "../errors.ts";
import { validJson, validQuery } from "../http/validate.ts";
import { clientAddress } from "../http/client-address.ts";
import { confirm, countSignUp, subscribe, unsubscribe, type LinkOutcome } from "./subscriptions.ts";
import { newsletterSchema, unsubscribeQuery } from "./validators.ts";

/** The storefront page a followed link lands on, in the subscriber's language (else the visitor's). */
function landing(c: Context<AppEnv>, page: string, outcome: LinkOutcome) {
  const language =
    outcome.language ?? preferredLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header("accept-language"));
  const state = outcome.ok ? "" : `?state=${outcome.problem}`;
  return c.redirect(`${localePath(language, page)}${state}`, 302);
}

const tokenOf = (c: Context<AppEnv>) => c.req.query("token") ?? "";

export const newsletterRoutes = new Hono<AppEnv>()
  .post("/", validJson(newsletterSchema), async (c) => {
    const { deps } = c.var;
    const { email, language } = c.req.valid("json");
    await countSignUp(deps, clientAddress(c));
    // A database that is down is said at once (503, try again), by a check that is the same for
    // every address; only then is the sign-up promised.
    await deps.prisma.$queryRaw`SELECT 1`;
    // The same answer, as fast, for a new, a pending, a confirmed and an unsubscribed address: the
    // address is looked up and written only after answering, so no timing tells them apart.
    deps.afterResponse.run("newsletter sign-up", () => subscribe(deps, email, toLanguage(language)));
    return c.json({ status: "check_inbox" as const }, 202);
  })
  .get("/confirm", async (c) => {
    c.header("Cache-Control", "no-store");
    const { deps } = c.var;
    const outcome = await confirm(deps, await deps.newsletterTokens.verify("confirm", tokenOf(c)));
    return landing(c, NEWSLETTER_PAGES.confirmed, outcome);
  })
  .get("/unsubscribe", async (c) => {
    c.header("Cache-Control", "no-store");
    const { deps } = c.var;
    const outcome = await unsubscribe(deps, await deps.newsletterTokens.verify("unsubscribe", tokenOf(c)));
    return landing(c, NEWSLETTER_PAGES.unsubscribed, outcome);
  })
  // One-click (List-Unsubscribe-Post): the body is `List-Unsubscribe=One-Click`; the link's token decides.
  .post("/unsubscribe", validQuery(unsubscribeQuery), async (c) => {
    const { deps } = c.var;
    const outcome = await unsubscribe(
      deps,
      await deps.newsletterTokens.verify("unsubscribe", c.req.valid("query").token),
    );
    if (!outcome.ok) throw badRequest("This unsubscribe link is not valid", "token");
    return c.json({ unsubscribed: true as const });
  });

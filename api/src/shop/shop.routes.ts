// The shop's public contact details (GET /api/shop): the address its e-mails come from (MAIL_FROM),
// so the address the storefront's contact page names is the one a shopper's e-mails come from and
// their replies go to. The storefront's server renderer reads the same function (web/storefront-reads.ts).
import { Hono } from "hono";
import type { ShopContact } from "@shop/shared";
import type { AppEnv, Deps } from "../context.ts";

export const shopContact = (deps: Pick<Deps, "env">): ShopContact => ({ email: deps.env.MAIL_FROM });

export const shopRoutes = new Hono<AppEnv>().get("/", (c) => c.json(shopContact(c.var.deps)));

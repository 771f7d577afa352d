// The shop's public contact details: the address its e-mails come from (MAIL_FROM), which the
// contact page and the accessibility statement name, so a shopper's replies and barrier reports
// reach the mailbox those pages give. GET /api/shop answers it (shop.routes.ts), and the
// storefront's server renderer reads the same function (web/storefront-reads.ts).
import type { ShopContact } from "@shop/shared";
import type { Deps } from "../context.ts";

export const shopContact = (deps: Pick<Deps, "env">): ShopContact => ({ email: deps.env.MAIL_FROM });

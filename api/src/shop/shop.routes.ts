// The shop's own public routes (/api/shop): its contact details (GET /api/shop, shop-contact.ts)
// and the accessibility statement's barrier reports (POST /api/shop/barrier-reports,
// barrier-reports.ts).
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { clientAddress } from "../http/client-address.ts";
import { validJson } from "../http/validate.ts";
import { sendBarrierReport } from "./barrier-reports.ts";
import { shopContact } from "./shop-contact.ts";
import { barrierReportSchema } from "./validators.ts";

export const shopRoutes = new Hono<AppEnv>()
  .get("/", (c) => c.json(shopContact(c.var.deps)))
  .post("/barrier-reports", validJson(barrierReportSchema), async (c) => {
    await sendBarrierReport(c.var.deps, c.req.valid("json"), clientAddress(c));
    return c.json({ status: "sent" as const }, 201);
  });

import { Hono } from "hono";
import { toLanguage } from "@shop/shared";
import { newsletterSchema } from "@shop/shared/schemas";
import type { AppEnv } from "./context.ts";
import { validJson } from "./http/validate.ts";

export const newsletterRoutes = new Hono<AppEnv>().post("/", validJson(newsletterSchema), async (c) => {
  const { email, language } = c.req.valid("json");
  // Subscribing twice is not an error, and does not tell anyone whether the address was known.
  await c.var.deps.prisma.newsletterSubscriber.upsert({
    where: { email: email.toLowerCase() },
    create: { email: email.toLowerCase(), language: toLanguage(language) },
    update: {},
  });
  return c.json({ subscribed: true }, 201);
});

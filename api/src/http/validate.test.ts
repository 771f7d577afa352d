// The catalog's query validation remembers the query strings it has seen valid: a repeated one is
// neither parsed nor checked by zod again, and an invalid one is refused every time.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { handleError } from "../errors.ts";
import { createLogger } from "../platform/logger.ts";
import { validCatalogQuery } from "./validate.ts";

function countingApp() {
  let parses = 0;
  const schema = z.object({
    lang: z
      .string()
      .optional()
      .transform((value) => {
        parses++;
        return (value ?? "en").toLowerCase();
      }),
    page: z.coerce.number().int().min(1).optional(),
  });
  const logger = createLogger("silent");
  const app = new Hono()
    .get("/", validCatalogQuery(schema), (c) => c.json(c.req.valid("query")))
    .onError((error, c) => handleError(error, c, logger));
  return { app, parses: () => parses };
}

describe("validCatalogQuery", () => {
  it("validates a repeated query string once, and each new one", async () => {
    const { app, parses } = countingApp();
    for (let i = 0; i < 3; i++) {
      const answer = await app.request("/?lang=DE&page=2");
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ lang: "de", page: 2 });
    }
    expect(parses()).toBe(1);
    expect(await (await app.request("/?lang=BG")).json()).toEqual({ lang: "bg" });
    expect(await (await app.request("/")).json()).toEqual({ lang: "en" });
    expect(parses()).toBe(3);
  });

  it("refuses an invalid query string every time, naming the field", async () => {
    const { app } = countingApp();
    for (let i = 0; i < 2; i++) {
      const answer = await app.request("/?lang=DE&page=0");
      expect(answer.status).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain("page");
    }
  });
});

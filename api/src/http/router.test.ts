// The app's router (router.ts): the same answers as Hono's own routers, in the order routes were
// added, and the shop's whole route table on RegExpRouter rather than TrieRouter.
import { tmpdir } from "node:os";
import { Hono } from "hono";
import type { SmartRouter } from "hono/router/smart-router";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import type { Deps } from "../context.ts";
import { shopRouter } from "./router.ts";

/** A table with what RegExpRouter alone refuses: literals beside a parameter at the same place. */
function tableApp() {
  const seen: string[] = [];
  const app = new Hono({ router: shopRouter() });
  app.use("*", async (c, next) => {
    seen.push("all");
    await next();
  });
  app.use("/api/*", async (c, next) => {
    seen.push("api");
    await next();
  });
  app.get("/api/products", (c) => c.text("list"));
  app.get("/api/products/random", (c) => c.text("random"));
  app.get("/api/products/random-by-category", (c) => c.text("by category"));
  app.get("/api/products/:slug", (c) => c.text(`product ${c.req.param("slug")}`));
  app.post("/api/products/:slug/restock-alerts", (c) => c.text(`alert ${c.req.param("slug")}`));
  app.all("/api/ping", (c) => c.text(`pong ${c.req.method}`));
  // A literal added after the parameter that also matches it: the parameter's route answers first.
  app.get("/api/later/:name", (c) => c.text(`name ${c.req.param("name")}`));
  app.get("/api/later/fixed", (c) => c.text("fixed"));
  app.all("*", (c) => c.text("none", 404));
  return { app, seen };
}

describe("the app's router", () => {
  it("answers literal and parameter routes beside each other, middleware first, in the order they were added", async () => {
    const { app, seen } = tableApp();
    const text = async (path: string, method = "GET") => {
      const response = await app.request(path, { method });
      return `${response.status} ${await response.text()}`;
    };
    expect(await text("/api/products")).toBe("200 list");
    expect(await text("/api/products/random")).toBe("200 random");
    expect(await text("/api/products/random-by-category")).toBe("200 by category");
    expect(await text("/api/products/randomly")).toBe("200 product randomly");
    expect(await text("/api/products/drug-tests")).toBe("200 product drug-tests");
    expect(await text("/api/products/drug-tests/restock-alerts", "POST")).toBe("200 alert drug-tests");
    expect(await text("/api/products/random", "POST")).toBe("404 none");
    expect(await text("/api/ping", "DELETE")).toBe("200 pong DELETE");
    expect(await text("/api/ping")).toBe("200 pong GET");
    expect(await text("/api/later/fixed")).toBe("200 name fixed");
    expect(await text("/api/products/")).toBe("404 none");
    expect(await text("/elsewhere")).toBe("404 none");
    // HEAD is answered as GET, without a body.
    const head = await app.request("/api/products/random", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    // Every request went through both middlewares (the last only through the first), in order.
    expect(seen.slice(0, 4)).toEqual(["all", "api", "all", "api"]);
    expect(seen.filter((entry) => entry === "all")).toHaveLength(13);
    expect(seen.filter((entry) => entry === "api")).toHaveLength(12);
  });

  it("keeps the shop's whole route table on RegExpRouter", () => {
    // With the storefront's and the console's routes too, as `npm start` serves them.
    const deps = {
      uploads: { linkBase: "/uploads/" },
      payments: { publicConfig: () => ({ testMode: true, methods: [], card: null, paypal: null }) },
    } as unknown as Deps;
    const app = createApp(deps, { storefrontDir: tmpdir(), adminDir: tmpdir(), renderer: null });
    // The first match builds the router (SmartRouter keeps the first of its routers that accepts the table).
    app.router.match("GET", "/api/products/drug-tests");
    expect((app.router as SmartRouter<unknown>).activeRouter.name).toBe("LiteralFirstRouter");
  });
});

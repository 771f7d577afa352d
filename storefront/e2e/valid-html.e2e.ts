// The HTML the shop serves is valid HTML: the W3C Nu checker (vnu-jar, run on the machine's Java
// once over every page, so the JVM starts once) finds no error in the server-rendered home, shop,
// product, post, cart, checkout, order status and legal pages.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { shopUrl } from "./support.ts";

const PAGES = [
  "/en",
  "/en/shop",
  "/en/product/fertility-tests",
  "/en/blog/understanding-your-fertile-window",
  "/en/cart",
  "/en/checkout",
  "/en/order-status",
  "/en/privacy-policy",
  "/en/terms-and-conditions",
  "/en/withdrawal",
  "/en/imprint",
  "/en/accessibility",
  "/bg/accessibility",
  "/de/product/fertility-tests",
  "/bg/checkout",
];

const vnuJar = join(dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

let dir: string;
beforeAll(() => {
  if (spawnSync("java", ["-version"]).error)
    throw new Error("java is missing: install a Java runtime (apt-get install -y default-jre-headless)");
  dir = mkdtempSync(join(tmpdir(), "valid-html-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

it("serves pages the Nu HTML checker finds no error in", { timeout: 120_000 }, async () => {
  const files = await Promise.all(
    PAGES.map(async (path, index) => {
      const response = await fetch(shopUrl() + path);
      expect(response.status, path).toBe(200);
      const file = join(dir, `${index}-${path.replace(/[^a-z0-9]+/gi, "-")}.html`);
      writeFileSync(file, await response.text());
      return file;
    }),
  );
  const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  // The checker writes its report to stderr; it exits with 1 when it found an error.
  const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: NuMessage[] };
  const errors = report.messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => `${message.url?.split("/").pop()}:${message.lastLine}: ${message.message}`);
  expect(errors).toEqual([]);
  expect(run.status).toBe(0);
});

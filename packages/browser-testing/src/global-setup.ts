// vitest globalSetup for browser tests: one shop per worker, started from a copy of the build's
// seeded data folder (seededTemplate()), as `npm start` serves it (built, seeded), and one Chromium
// per worker that the worker's test files connect to (launchChromium). Journey files run side by
// side, one per worker, each against its worker's shop (workerShop() in worker-shop.ts): a journey
// changes its shop (stock, limits, orders) as a shopper would, and no other journey runs on that
// shop meanwhile. Files that need a shop of their own (other settings) start one from the same
// template (startOwnShop).
import type { TestProject } from "vitest/node";
import type { BrowserServer } from "playwright-core";
import { launchChromiumServer } from "./chromium.ts";
import { seededTemplate } from "./seeded-template.ts";
import { startShop, type RunningShop } from "./shop-server.ts";

let shops: RunningShop[] = [];
let browsers: BrowserServer[] = [];

export async function setup(project: TestProject) {
  const from = await seededTemplate();
  const workers = Math.max(1, project.globalConfig.maxWorkers);
  [shops, browsers] = await Promise.all([
    Promise.all(Array.from({ length: workers }, () => startShop({}, { from }))),
    Promise.all(Array.from({ length: workers }, () => launchChromiumServer())),
  ]);
  project.provide(
    "chromiumEndpoints",
    browsers.map((browser) => browser.wsEndpoint()),
  );
  project.provide("shopTemplate", from);
  project.provide(
    "shops",
    shops.map((shop) => ({ url: shop.url, dataDir: shop.dataDir, adminPassword: shop.admin.password })),
  );
}

export async function teardown() {
  await Promise.all([...shops.map((shop) => shop.stop()), ...browsers.map((browser) => browser.close())]);
}

// vitest globalSetup for browser tests: the shop seeded once (createSeededTemplate), then one shop
// per worker started from a copy of it, as `npm start` serves it (built, seeded). Journey files
// run side by side, one per worker, each against its worker's shop (workerShop() in
// worker-shop.ts): a journey changes its shop (stock, limits, orders) as a shopper would, and no
// other journey runs on that shop meanwhile. Files that need a shop of their own (other settings)
// start one from the same template (startShop picks it up through inject("shopTemplate")).
import type { TestProject } from "vitest/node";
import { createSeededTemplate, startShop, type RunningShop, type SeededTemplate } from "./shop-server.ts";

let template: SeededTemplate | undefined;
let shops: RunningShop[] = [];

export async function setup(project: TestProject) {
  template = await createSeededTemplate();
  const from = template.dir;
  const workers = Math.max(1, project.globalConfig.maxWorkers);
  shops = await Promise.all(Array.from({ length: workers }, () => startShop({}, { from })));
  project.provide("shopTemplate", from);
  project.provide(
    "shops",
    shops.map((shop) => ({ url: shop.url, dataDir: shop.dataDir, adminPassword: shop.admin.password })),
  );
}

export async function teardown() {
  await Promise.all(shops.map((shop) => shop.stop()));
  template?.remove();
}

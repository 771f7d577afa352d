// vitest globalSetup for browser tests: one shop for the whole run, started as `npm start`
// serves it (built, seeded); tests read its address with inject("shopUrl").
import type { TestProject } from "vitest/node";
import { startShop, type RunningShop } from "./shop-server.ts";

let shop: RunningShop | undefined;

export async function setup(project: TestProject) {
  shop = await startShop();
  project.provide("shopUrl", shop.url);
  project.provide("adminPassword", shop.admin.password);
  project.provide("dataDir", shop.dataDir);
}

export async function teardown() {
  await shop?.stop();
}

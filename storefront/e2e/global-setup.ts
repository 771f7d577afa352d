// One shop for the whole browser-test run: built, started as `npm start` serves it, seeded.
import type { TestProject } from "vitest/node";
import { startShop, type RunningShop } from "@shop/browser-testing";

let shop: RunningShop | undefined;

export async function setup(project: TestProject) {
  shop = await startShop();
  project.provide("shopUrl", shop.url);
  project.provide("adminPassword", shop.admin.password);
}

export async function teardown() {
  await shop?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    shopUrl: string;
    adminPassword: string;
  }
}

// What the global setup provides to the tests (inject()), typed for every user of this package.
import type {} from "./provided-context.ts";
export { startShop, type RunningShop } from "./shop-server.ts";
export { seededTemplate } from "./seeded-template.ts";
export { freePort, shopCommand, startShopProcess, type ShopProcess } from "./shop-process.ts";
export { workerShop, startOwnShop } from "./worker-shop.ts";
export { shopApi, placePaidOrder, placeDeclinedOrder, staffToken, type OrderOptions } from "./shop-orders.ts";
export { mailsTo, newsletterLinks } from "./sent-mail.ts";
export {
  launchChromium,
  newPage,
  untilHydrated,
  pageErrors,
  cspViolations,
  axeViolations,
  downloaded,
} from "./chromium.ts";
export { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumOptions } from "./chromium-launch.ts";

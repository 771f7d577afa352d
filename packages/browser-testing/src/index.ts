// What the global setup provides to the tests (inject()), typed for every user of this package.
import type {} from "./provided-context.ts";
export { freePort, startShop, type RunningShop } from "./shop-server.ts";
export { workerShop, startOwnShop } from "./worker-shop.ts";
export { mailsTo, newsletterLinks } from "./sent-mail.ts";
export {
  launchChromium,
  newPage,
  untilHydrated,
  pageErrors,
  cspViolations,
  axeViolations,
  CHROMIUM_PATH,
  CHROMIUM_ARGS,
} from "./chromium.ts";

/// <reference path="./provided-context.d.ts" />
export { startShop, freePort, type RunningShop } from "./shop-server.ts";
export {
  launchChromium,
  newPage,
  pageErrors,
  cspViolations,
  axeViolations,
  CHROMIUM_PATH,
  CHROMIUM_ARGS,
} from "./chromium.ts";

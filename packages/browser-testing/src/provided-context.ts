// What the browser tests' global setup provides to every test file (vitest's inject()).
import type {} from "vitest";

/** One of the run's shops (global-setup.ts starts one per worker). */
export interface ProvidedShop {
  url: string;
  adminPassword: string;
  /** The shop's DATA_DIR: without SMTP_URL its e-mails are files in DATA_DIR/outbox. */
  dataDir: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's shops, one per worker: workerShop() picks the worker's own. */
    shops: ProvidedShop[];
    /** The run's Chromium servers, one per worker: launchChromium() connects to the worker's own. */
    chromiumEndpoints: string[];
    /** The seeded data folder every shop of the run starts from (startShop's `from`). */
    shopTemplate: string;
  }
}

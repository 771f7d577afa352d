// The shop exactly as `npm start` serves it (the built storefront and console, the API, the
// embedded database seeded with the demo catalog), on a free port with a fresh data folder.
//
// Seeding is most of a first start (migrations, the demo artwork and its widths, the instructions'
// PDFs), so it is done once per build (seeded-template.ts): createSeededTemplate() starts a shop,
// lets it set itself up and stops it, keeping its data folder; the journeys' and the benchmarks'
// shops then start from a copy of that folder (startShop's `from`), as a restarted shop starts
// from its own.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startShopProcess } from "./shop-process.ts";

/** The administrator every test shop has (the template's first start creates it). */
const TEST_ADMIN = { username: "admin", password: "e2e-admin-password-1" };

export interface RunningShop {
  url: string;
  dataDir: string;
  admin: { username: string; password: string };
  stop(): Promise<void>;
}

export interface StartShopOptions {
  /** A data folder to start from (seededTemplate()'s), copied: the shop's database, uploads and secrets. */
  from?: string;
  /** The data folder to use (a new temporary one when omitted). */
  dataDir?: string;
  /** Keep the data folder when the shop stops (the template's). */
  keepData?: boolean;
}

let started = 0;

/** Starts the built shop (api/dist/server.js); `npm run build` must have run (the test scripts depend on it). */
export async function startShop(
  env: Record<string, string> = {},
  options: StartShopOptions = {},
): Promise<RunningShop> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "shop-e2e-"));
  if (options.from) cpSync(options.from, dataDir, { recursive: true });
  const admin = { ...TEST_ADMIN };
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: "warn",
    // Every journey's shopper and staff member comes from 127.0.0.1; the limits themselves are
    // tested in the API suite.
    ORDER_LIMIT_PER_HOUR: "100",
    LOGIN_CLIENT_MAX_FAILURES: "1000",
    ...env,
  };
  // The browser tests use the embedded database, as `npm start` does, whatever the API suite uses.
  delete childEnv.DATABASE_URL;
  delete childEnv.INIT_CWD;
  let shop;
  try {
    shop = await startShopProcess(`e2e-${++started}`, childEnv, { publicUrl: true });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: shop.url,
    dataDir,
    admin,
    stop: async () => {
      await shop.stop();
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A shop's data folder after its first start (migrated, the demo catalog seeded, the administrator
 * created), made in `parent`. The shop is stopped cleanly (SIGTERM closes the embedded database),
 * so a copy opens as the same shop restarted would.
 */
export async function createSeededTemplate(parent: string): Promise<string> {
  const dataDir = mkdtempSync(join(parent, "seeding-"));
  const shop = await startShop({}, { dataDir, keepData: true });
  await shop.stop();
  return dataDir;
}

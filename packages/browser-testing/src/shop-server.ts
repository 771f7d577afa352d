// The shop exactly as `npm start` serves it (the built storefront and console, the API, the
// embedded database seeded with the demo catalog), on a free port with a fresh data folder.
//
// Seeding is most of a first start (migrations, the demo artwork and its widths, the instructions'
// PDFs), so a test run seeds once: createSeededTemplate() starts a shop, lets it set itself up and
// stops it, keeping its data folder; every shop of the run then starts from a copy of that folder
// (startShop's `from`), as a restarted shop starts from its own.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** The administrator every test shop has (the template's first start creates it). */
const TEST_ADMIN = { username: "admin", password: "e2e-admin-password-1" };

export interface RunningShop {
  url: string;
  dataDir: string;
  admin: { username: string; password: string };
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once GET /api/health answers 200; rejects when the process exits first or time runs out. */
function untilHealthy(url: string, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      child.off("exit", exited);
      if (error) reject(error);
      else resolve();
    };
    const exited = (code: number | null) =>
      finish(new Error(`The shop exited with ${code} before it was ready:\n${output()}`));
    const deadline = setTimeout(
      () => finish(new Error(`The shop was not ready after ${timeoutMs} ms:\n${output()}`)),
      timeoutMs,
    );
    child.once("exit", exited);
    // The server logs "shop ready" once it listens (LOG_LEVEL is warn, so the health check is
    // the signal): ask as soon as the port may be open, a few times a second.
    const ask = async () => {
      while (!settled) {
        try {
          const response = await fetch(`${url}/api/health`);
          if (response.ok) return finish();
        } catch {
          // not listening yet
        }
        await new Promise((next) => setTimeout(next, 100));
      }
    };
    void ask();
  });
}

export interface StartShopOptions {
  /** A data folder to start from (createSeededTemplate's), copied: the shop's database, uploads and secrets. */
  from?: string;
  /** Keep the data folder when the shop stops (the template's). */
  keepData?: boolean;
}

/** Starts the built shop (api/dist/server.js); `npm run build` must have run (the test scripts depend on it). */
export async function startShop(
  env: Record<string, string> = {},
  options: StartShopOptions = {},
): Promise<RunningShop> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "shop-e2e-"));
  if (options.from) cpSync(options.from, dataDir, { recursive: true });
  const admin = { ...TEST_ADMIN };
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    // Every journey's shopper comes from 127.0.0.1; the limit itself is tested in the API suite.
    ORDER_LIMIT_PER_HOUR: "100",
    // The address the journeys browse, as an operator sets it: links and the sitemap use it.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  };
  // The browser tests use the embedded database, as `npm start` does, whatever the API suite uses.
  delete childEnv.DATABASE_URL;
  delete childEnv.INIT_CWD;
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/server.js"], {
    cwd: join(ROOT, "api"),
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilHealthy(url, child, 180_000, () => log);
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    admin,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGINT");
        const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(force);
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SeededTemplate {
  /** The stopped shop's data folder: migrated, seeded, its administrator created. */
  dir: string;
  remove(): void;
}

/**
 * A shop's data folder after its first start (migrated, the demo catalog seeded, the administrator
 * created), for startShop's `from`. The shop is stopped cleanly (SIGINT closes the embedded
 * database), so a copy opens as the same shop restarted would.
 */
export async function createSeededTemplate(): Promise<SeededTemplate> {
  const shop = await startShop({}, { keepData: true });
  await shop.stop();
  return { dir: shop.dataDir, remove: () => rmSync(shop.dataDir, { recursive: true, force: true }) };
}

// The shop exactly as `npm start` serves it (the built storefront and console, the API, the
// embedded database seeded with the demo catalog), on a free port with a fresh data folder.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

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

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The shop exited with ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop was not ready after ${timeoutMs} ms:\n${output()}`);
}

/** Starts the built shop (api/dist/server.js); `npm run build` must have run (the test scripts depend on it). */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "shop-e2e-"));
  const admin = { username: "admin", password: "e2e-admin-password-1" };
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
    await waitForHealth(url, child, 180_000, () => log);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    dataDir,
    admin,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGINT");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

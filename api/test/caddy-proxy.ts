// The reverse proxy of compose.yaml (deploy/Caddyfile, Debian's caddy package; CI installs it) in
// a process of its own, in front of shop processes on this machine: the committed file with their
// addresses instead of shop-1 and shop-2, and no admin endpoint, so runs do not collide.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { freePort } from "@shop/browser-testing/shop-process";

const CADDYFILE = new URL("../../deploy/Caddyfile", import.meta.url);

export const hasCaddy = spawnSync("caddy", ["version"]).status === 0;

export interface CaddyProxy {
  /** http://127.0.0.1:PORT */
  url: string;
  child: ChildProcess;
  stop(): void;
}

/** Starts Caddy in front of `upstreams` (host:port each); answers once it proxies /api/health. */
export async function startCaddy(upstreams: string[]): Promise<CaddyProxy> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "shop-caddy-"));
  const caddyfile = readFileSync(CADDYFILE, "utf8")
    .replace(/^:8080 \{/m, `{\n\tadmin off\n}\n\n:${port} {`)
    .replace("shop-1:3000 shop-2:3000", upstreams.join(" "));
  expect(caddyfile).toContain(upstreams.at(-1));
  writeFileSync(join(dir, "Caddyfile"), caddyfile);
  const child = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", join(dir, "Caddyfile")], {
    env: { PATH: process.env.PATH ?? "", HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: "ignore",
  });
  const proxy: CaddyProxy = {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: () => {
      child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await expect
    .poll(async () => (await fetch(`${proxy.url}/api/health`).catch(() => undefined))?.status, { timeout: 10_000 })
    .toBe(200);
  return proxy;
}

// The shop's production build (api/dist/server.js) in a process of its own, as `npm start` and the
// Dockerfile run it, on a free port, started and stopped over real signals: the one way the
// browser journeys, the API's multi-instance test and the benchmarks start a shop.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const SHOP_BUILD = fileURLToPath(new URL("../../../api/dist/server.js", import.meta.url));

/** The command that starts the built shop; a clear error when the build is missing. */
/**
 * The flags `npm start` runs the shop with (api/package.json's start script, the Dockerfile's CMD):
 * source maps, and a heap bounded to keep the process under 400 MB (docs/performance.md, "Memory").
 */
export const SHOP_NODE_FLAGS = ["--enable-source-maps", "--max-semi-space-size=8", "--max-old-space-size=320"];

export function shopCommand(build = SHOP_BUILD): { command: string; args: string[] } {
  if (!existsSync(build))
    throw new Error(
      `The production build ${build} is missing: build it with \`npx turbo run build\` ` +
        "(`npm test` and the benchmarks build it first).",
    );
  return { command: process.execPath, args: [...SHOP_NODE_FLAGS, build] };
}

/** A port nobody listens on right now (the OS picks it; the shop binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ShopProcess {
  name: string;
  /** http://127.0.0.1:PORT */
  url: string;
  child: ChildProcess;
  /** The last part of what the process wrote (standard output and error). */
  output(): string;
  /** Ends the process the hard way (no draining), as a crash or the kernel's OOM killer would. */
  kill(): Promise<void>;
  /** SIGTERM (the shop drains and closes its connections), SIGKILL if it has not ended in 10 s. */
  stop(): Promise<void>;
}

export interface ShopProcessOptions {
  /**
   * Where the process's standard output and error go: a file, written by the process itself as a
   * log shipper would read it (a benchmark does not spend its own CPU reading every request's log
   * line). Without it, the output's last part is kept in memory for errors.
   */
  outputFile?: string;
  /** Node options before the bundle's path (a CPU profile, say). */
  nodeArgs?: string[];
  /** PUBLIC_URL set to the process's own address, as an operator sets it: links, canonical URLs and the sitemap use it. */
  publicUrl?: boolean;
  /** How long a start may take (a first start migrates and seeds the demo catalog); 180 s when omitted. */
  readyTimeoutMs?: number;
  /** Another release's api/dist/server.js (a rolling upgrade's new build) instead of this checkout's. */
  build?: string;
  /** The port to listen on: an instance started again keeps its address behind the proxy. A free one when omitted. */
  port?: number;
}

// Processes never outlive the one that started them, however it ends (a failed test, Ctrl-C).
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Starts the built shop with exactly `env` (plus PATH, HOST and PORT), and answers once it is
 * ready: the process says so over its IPC channel when it listens (api/src/server.ts), as a
 * process manager waiting for it would learn. Its own output is shown if it fails to start.
 */
export async function startShopProcess(
  name: string,
  env: Record<string, string | undefined>,
  options: ShopProcessOptions = {},
): Promise<ShopProcess> {
  const { command, args } = shopCommand(options.build);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const outputFd = options.outputFile ? openSync(options.outputFile, "a") : undefined;
  const child = spawn(command, [...(options.nodeArgs ?? []), ...args], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      ...(options.publicUrl ? { PUBLIC_URL: url } : {}),
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
    },
    stdio: ["ignore", outputFd ?? "pipe", outputFd ?? "pipe", "ipc"],
  });
  if (outputFd !== undefined) closeSync(outputFd);
  running.add(child);
  child.once("exit", () => running.delete(child));
  let kept = "";
  const output = () => (options.outputFile ? readFileSync(options.outputFile, "utf8") : kept).slice(-8000);
  const keep = (chunk: Buffer) => {
    kept = (kept + chunk.toString()).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const shop: ShopProcess = {
    name,
    url,
    child,
    output,
    kill: async () => {
      child.kill("SIGKILL");
      await exited(child);
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited(child);
      clearTimeout(force);
    },
  };

  const timeoutMs = options.readyTimeoutMs ?? 180_000;
  try {
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        child.off("message", message);
        child.off("exit", exit);
        if (error) reject(error);
        else resolve();
      };
      const message = (value: unknown) => {
        if (value === "ready") done();
      };
      const exit = (code: number | null, signal: string | null) =>
        done(new Error(`The shop ${name} exited (${code ?? signal}) before it was ready:\n${output()}`));
      const timer = setTimeout(
        () => done(new Error(`The shop ${name} was not ready within ${timeoutMs / 1000} s:\n${output()}`)),
        timeoutMs,
      );
      child.on("message", message);
      child.once("exit", exit);
    });
  } catch (error) {
    await shop.kill();
    throw error;
  }
  return shop;
}

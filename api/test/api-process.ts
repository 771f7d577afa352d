// The API as production runs it: the built bundle (api/dist/server.js) in a process of its own,
// on a free port, started and stopped over real signals. The two-instance test and the order
// benchmark (bench/api.bench.ts) start their instances here, so both measure what ships.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const API_BUILD = fileURLToPath(new URL("../dist/server.js", import.meta.url));

/** The one command that starts an API instance; a clear error when the build is missing. */
export function apiCommand(): { command: string; args: string[] } {
  if (!existsSync(API_BUILD))
    throw new Error(
      `The production build ${API_BUILD} is missing: build it with \`npx turbo run build --filter=@shop/api\` ` +
        "(`npm test` and `npm run bench:api` build it first).",
    );
  return { command: process.execPath, args: ["--enable-source-maps", API_BUILD] };
}

/** A port nobody listens on right now (the OS picks it; the instance binds it a moment later). */
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

export interface ApiInstance {
  name: string;
  /** http://127.0.0.1:PORT */
  url: string;
  child: ChildProcess;
  /** Ends the instance the hard way (no draining), as a crash or the kernel's OOM killer would. */
  kill(): Promise<void>;
  /** SIGTERM (the instance drains and closes its connections), SIGKILL if it has not ended in 5 s. */
  stop(): Promise<void>;
}

// Instances never outlive the process that started them, however it ends (a failed test, Ctrl-C).
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

const HEALTH_TIMEOUT_MS = 30_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

export interface StartOptions {
  /**
   * Where the instance's standard output and error go: a file, written by the instance itself as
   * a log shipper would read it (the benchmark does not spend its own CPU reading every request's
   * log line). Without it, the output is kept in memory for the start-up error.
   */
  outputFile?: string;
  /** Node options before the bundle's path (a CPU profile, say). */
  nodeArgs?: string[];
  /** How long the first start (migrations, the demo catalog's images) may take; 30 s when omitted. */
  readyTimeoutMs?: number;
}

/**
 * Starts one instance with exactly `env` (plus PATH and HOST/PORT), and answers once its
 * /api/health says ok. The instance's own output is kept and shown if it fails to start.
 */
export async function startApiInstance(
  name: string,
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ApiInstance> {
  const { command, args } = apiCommand();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const outputFd = options.outputFile ? openSync(options.outputFile, "a") : undefined;
  const child = spawn(command, [...(options.nodeArgs ?? []), ...args], {
    // Nothing inherited but PATH: the instance's settings are the ones the caller chose.
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", outputFd ?? "pipe", outputFd ?? "pipe"],
  });
  if (outputFd !== undefined) closeSync(outputFd);
  running.add(child);
  child.once("exit", () => running.delete(child));
  let kept = "";
  const output = () => (options.outputFile ? readFileSync(options.outputFile, "utf8") : kept).slice(-4000);
  const keep = (chunk: Buffer) => {
    kept = (kept + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const instance: ApiInstance = {
    name,
    url,
    child,
    kill: async () => {
      child.kill("SIGKILL");
      await exited(child);
    },
    stop: async () => {
      child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited(child);
      clearTimeout(force);
    },
  };

  const readyTimeout = options.readyTimeoutMs ?? HEALTH_TIMEOUT_MS;
  const deadline = Date.now() + readyTimeout;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `API instance ${name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      );
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) return instance;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await instance.kill();
      throw new Error(`API instance ${name} was not healthy within ${readyTimeout / 1000} s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

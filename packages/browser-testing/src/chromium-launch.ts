// How the machine's Chromium (Debian's package) is started for tests and benchmarks: its path and
// the flags a headless Chromium run as root on a machine without internet needs.
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function chromiumOptions() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };
}

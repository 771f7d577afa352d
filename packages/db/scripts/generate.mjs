// Runs `prisma generate`. The CLI insists on a native schema engine it cannot download here;
// generating the client does not use it, so any existing file satisfies the check.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
execFileSync("npx", ["prisma", "generate", "--no-hints"], { cwd: root, env, stdio: "inherit" });

import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * The JWT signing secret: JWT_SECRET when set (required when several instances share a
 * database), otherwise generated on the first start and kept in DATA_DIR, readable only by
 * the shop's user, so tokens survive restarts.
 */
export function jwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, "secrets", "jwt-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(48).toString("base64url");
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

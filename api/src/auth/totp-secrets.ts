// The second factors' TOTP secrets at rest: sealed with AES-256-GCM under a key derived (HKDF) from
// the shop's signing secret (JWT_SECRET, or the one an embedded start generated), so a copy of the
// database alone does not give away anyone's codes. Changing that secret makes the sealed ones
// unreadable: their owners then sign in with a recovery code, or an administrator resets them.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

export interface TotpSecrets {
  seal(secret: string): string;
  /** The secret, or null when it was sealed under another key or was tampered with. */
  open(sealed: string): string | null;
}

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createTotpSecrets(signingSecret: string): TotpSecrets {
  const key = Buffer.from(hkdfSync("sha256", signingSecret, "", "staff-totp-secret", 32));
  return {
    seal(secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${iv.toString("base64url")}.${sealed.toString("base64url")}`;
    },
    open(sealed) {
      const [version, iv, body] = sealed.split(".");
      if (version !== VERSION || !iv || !body) return null;
      const bytes = Buffer.from(body, "base64url");
      if (bytes.length <= TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return null;
      }
    },
  };
}

import { describe, expect, it } from "vitest";
import { createTotpSecrets } from "./totp-secrets.ts";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const signing = "test-secret-that-is-long-enough-for-hs256-signing";

describe("TOTP secrets at rest", () => {
  it("seals a secret so that only the same signing secret opens it", () => {
    const secrets = createTotpSecrets(signing);
    const sealed = secrets.seal(SECRET);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(secrets.open(sealed)).toBe(SECRET);
    // A fresh nonce each time: two seals of one secret differ.
    expect(secrets.seal(SECRET)).not.toBe(sealed);
    expect(createTotpSecrets(`${signing}-rotated`).open(sealed)).toBeNull();
  });

  it("refuses a sealed secret that was changed or is not one", () => {
    const secrets = createTotpSecrets(signing);
    const sealed = secrets.seal(SECRET);
    const [version, iv, body] = sealed.split(".");
    const flipped = Buffer.from(body, "base64url");
    flipped[0] ^= 1;
    expect(secrets.open(`${version}.${iv}.${flipped.toString("base64url")}`)).toBeNull();
    expect(secrets.open(SECRET)).toBeNull();
    expect(secrets.open("v1.short.AA")).toBeNull();
    expect(secrets.open(`v2.${iv}.${body}`)).toBeNull();
  });
});

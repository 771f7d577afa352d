// The codes an authenticator app shows for a secret, made with the library the shop checks them
// with (auth/second-factor.ts), for the tests of sign-in, enrolment and their limits.
import { Secret, TOTP } from "otpauth";

/** The code of the secret `steps` time steps (30 s) from now. */
export function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A code that is none of the secret's codes of the accepted steps (before, now, after). */
export function wrongCodeOf(secret: string): string {
  const taken = new Set([-1, 0, 1].map((steps) => codeOf(secret, steps)));
  let code = 123456;
  while (taken.has(String(code))) code += 1;
  return String(code);
}

// Links that let a shopper download their invoice or credit note from the order status page,
// without an account: the lookup answer (POST /api/orders/lookup, which needed the order's number
// and e-mail) carries them, each with a token signed for that order and document, valid for an
// hour. The key is derived from the app's secret for this purpose alone, so no other token of
// the shop (a console session, a newsletter link) is ever accepted as one, nor one of these as any.
import { createHmac } from "node:crypto";
import { SignJWT, errors, jwtVerify } from "jose";
import type { DocumentKind } from "@shop/shared";

const AUDIENCE = "order-document";
const LIFETIME_SECONDS = 3600;

export interface DocumentLinks {
  /** The path (under /api) of the document's download, with its token. */
  path(orderNumber: string, kind: DocumentKind): Promise<string>;
  /** The order number the token allows downloading `kind` of, or null. */
  verify(token: string, kind: DocumentKind): Promise<string | null>;
}

export function createDocumentLinks(secret: string): DocumentLinks {
  const key = createHmac("sha256", secret).update("order-document-links").digest();
  return {
    async path(orderNumber, kind) {
      const token = await new SignJWT({ doc: kind })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(orderNumber)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${LIFETIME_SECONDS}s`)
        .sign(key);
      const segment = kind === "invoice" ? "invoice" : "credit-note";
      return `/api/orders/${encodeURIComponent(orderNumber)}/${segment}?token=${token}`;
    },
    async verify(token, kind) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          audience: AUDIENCE,
          requiredClaims: ["exp", "sub"],
        });
        if (typeof payload.sub !== "string" || payload.doc !== kind) return null;
        return payload.sub;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

// The Content-Security-Policy of the shop's HTML answers, the storefront and the console: code
// runs only from the shop itself and from the payment providers that are configured (images also
// from S3_PUBLIC_URL when the image links point there), inline code only with the answer's own
// nonce, never through eval. PCI DSS 4.0 (6.4.3) expects this of a
// page that takes card payments. The builds mark their script, style and stylesheet tags and
// Vite's csp-nonce meta tag (from which Vite's runtime, emotion, TipTap and the PayPal SDK take
// the nonce for what they add later) with a nonce attribute; each answer gets a fresh nonce there.
// The product pages' JSON-LD script is data the browser never runs, so it needs no nonce.
import { randomFillSync } from "node:crypto";
import type { PaymentConfig } from "@shop/shared";

type Directives = Record<string, string[]>;

const NONCE_SOURCE = "'nonce-{nonce}'";

// The shop's own pages take nothing from elsewhere. Images include data: (icons in the CSS) and
// blob: (the inline editors' previews of chosen files). Frames and plugins are not used; the shop
// may frame itself (as X-Frame-Options: SAMEORIGIN says) and no form posts anywhere else.
// No upgrade-insecure-requests: the pages refer to nothing by http:, HSTS already keeps browsers
// on https, and it would break the shop on http://localhost.
const SHOP: Directives = {
  "default-src": ["'self'"],
  "script-src": ["'self'", NONCE_SOURCE],
  "style-src": ["'self'", NONCE_SOURCE],
  "img-src": ["'self'", "data:", "blob:"],
  "connect-src": ["'self'"],
  "frame-src": [],
  "object-src": [],
  "base-uri": [],
  "form-action": ["'self'"],
  "frame-ancestors": ["'self'"],
};

// https://docs.stripe.com/security/guide#content-security-policy (without the Address Element's
// Google Maps origins: the shop does not use it). 3-D Secure runs in Stripe's frames.
const STRIPE: Directives = {
  "script-src": ["https://js.stripe.com", "https://*.js.stripe.com"],
  "frame-src": ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  "connect-src": ["https://api.stripe.com"],
};

// https://developer.paypal.com/sdk/js/best-practices, with the nonce instead of 'unsafe-inline':
// the SDK gets it as data-csp-nonce and puts it on the styles it adds. *.venmo.com is left out:
// Venmo pays only in US dollars, and the shop sells in euros.
const PAYPAL_ORIGINS = ["https://*.paypal.com", "https://*.paypalobjects.com"];
const PAYPAL: Directives = {
  "script-src": PAYPAL_ORIGINS,
  "style-src": PAYPAL_ORIGINS,
  "frame-src": PAYPAL_ORIGINS,
  "img-src": PAYPAL_ORIGINS,
  "connect-src": PAYPAL_ORIGINS,
};

/** Images from S3_PUBLIC_URL (a CDN or public bucket) when the image links point there. */
function imageHost(imageLinkBase: string): Directives {
  return /^https?:\/\//.test(imageLinkBase) ? { "img-src": [new URL(imageLinkBase).origin] } : {};
}

/** The stand-in scripts of the shop's own payment tests run from, and call, their stand-in's origin. */
function standIn(scriptUrl: string | undefined): Directives {
  if (!scriptUrl) return {};
  const { origin } = new URL(scriptUrl);
  return { "script-src": [origin], "connect-src": [origin] };
}

function merge(...parts: Directives[]): Directives {
  const merged: Directives = {};
  for (const part of parts) {
    for (const [name, sources] of Object.entries(part))
      merged[name] = [...new Set([...(merged[name] ?? []), ...sources])];
  }
  return merged;
}

/** A policy for a page, as a function of the answer's nonce. */
export type PagePolicy = (nonce: string) => string;

function policy(directives: Directives): PagePolicy {
  const text = Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length ? sources.join(" ") : "'none'"}`)
    .join("; ");
  return (nonce) => text.replaceAll(NONCE_SOURCE, `'nonce-${nonce}'`);
}

/**
 * The storefront is one page application: the document a shopper opens (any page) is the one
 * that reaches the payment step, so every storefront answer allows the configured providers.
 */
export function storefrontPolicy(payments: PaymentConfig, imageLinkBase: string): PagePolicy {
  const card = payments.card?.gateway === "STRIPE" ? payments.card : null;
  const paypal = payments.paypal?.gateway === "PAYPAL" ? payments.paypal : null;
  return policy(
    merge(
      SHOP,
      imageHost(imageLinkBase),
      card ? STRIPE : {},
      standIn(card?.scriptUrl),
      paypal ? PAYPAL : {},
      standIn(paypal?.sdkUrl),
    ),
  );
}

/** The console loads nothing from elsewhere but the images (deps.uploads.linkBase). */
export function consolePolicy(imageLinkBase: string): PagePolicy {
  return policy(merge(SHOP, imageHost(imageLinkBase)));
}

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn at once: one call to the system's generator, not one per answer. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/** 128 random bits, fresh for each answer (each slice of the pool is used once). */
export function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return noncePool.toString("base64", nonceOffset - NONCE_BYTES, nonceOffset);
}

/**
 * A built index.html with the answer's nonce in every nonce attribute the build wrote. Only the
 * built file is touched, before anything from the catalog goes into the page.
 */
export function withNonce(builtHtml: string, nonce: string): string {
  return builtHtml.replace(/ nonce="[^"]*"/g, ` nonce="${nonce}"`);
}

import type { Plugin } from "vite";
/** Writes `.br` and `.gz` beside every text asset at build time, for precompressed static serving. */
export function precompressAssets(): Plugin;
/** Marks the built index.html's script, style and stylesheet tags for the API's per-answer CSP nonce. */
export function cspNonceSlots(): Plugin;

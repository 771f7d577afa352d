import type { Plugin } from "vite";
/** Writes `.br` and `.gz` beside every text asset at build time, for precompressed static serving. */
export function precompressAssets(): Plugin;

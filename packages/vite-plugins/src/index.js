// Plain JavaScript: Vite loads its config (and this) with Node before any TypeScript tooling.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes `.br` and `.gz` beside every text asset, once at build time, so the API's static
 * handler can send them as they are (serveStatic's `precompressed` option) instead of the
 * raw files or compressing on every request.
 * @returns {import("vite").Plugin}
 */
export function precompressAssets() {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: "shop:precompress-assets",
    apply: "build",
    async writeBundle({ dir }, bundle) {
      const outDir = dir ?? "dist";
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = file.type === "chunk" ? file.code : file.source;
          const path = join(outDir, file.fileName);
          await writeFile(`${path}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${path}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Puts a nonce attribute on every script, style and stylesheet tag of the built index.html and
 * Vite's `<meta property="csp-nonce">` (Vite's runtime copies it onto the CSS and preload links
 * it adds later; the front ends hand it to the libraries that inject styles or scripts). The API
 * replaces the value with each answer's own nonce (api/src/web/content-security-policy.ts).
 * @returns {import("vite").Plugin}
 */
export function cspNonceSlots() {
  return {
    name: "shop:csp-nonce-slots",
    config: () => ({ html: { cspNonce: "csp-nonce-set-by-the-api" } }),
  };
}

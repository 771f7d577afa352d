// The production build of the API (`npm run build -w @shop/api`, run by `turbo run build`):
// one ES module, api/dist/server.js, that `npm start` runs with plain Node.
// - The workspace packages (@shop/*) export TypeScript source, so they are bundled in.
// - Every npm dependency stays an import resolved from node_modules at run time: native and wasm
//   packages (sharp, PGlite, Prisma's query compiler) load their own files relative to themselves.
// - Source maps, so `node --enable-source-maps` prints stack traces with the .ts files and lines.
// Files found at run time through import.meta.url resolve from api/dist as they do from api/src:
// the storefront and admin `dist` folders (../../storefront/dist) and prisma/migrations (found by
// walking up, see packages/db/src/migrate.ts), so the repository layout must be kept when deploying.
import { defineConfig } from "tsdown";

export default defineConfig({
  entry: { server: "src/server.ts" },
  outDir: "dist",
  format: "esm",
  fixedExtension: false,
  platform: "node",
  target: "node22.12",
  sourcemap: true,
  dts: false,
  clean: true,
  deps: {
    neverBundle: true,
    alwaysBundle: [/^@shop\//],
  },
});

/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompressAssets } from "@shop/vite-plugins";

const api = "http://127.0.0.1:3000";

export default defineConfig({
  base: "/",
  plugins: [react(), precompressAssets()],
  server: {
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/uploads": { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/uploads": { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Every browser this target covers supports <link rel="modulepreload">; the polyfill would
    // only add bytes to the first screen.
    modulePreload: { polyfill: false },
    // Each route is its own chunk; a visitor downloads only the screens they open.
    chunkSizeWarningLimit: 200,
  },
  test: {
    projects: [
      { extends: true, test: { name: "unit", environment: "node", include: ["src/**/*.test.ts"] } },
      {
        // Browser journeys in the machine's Chromium against the shop as `npm start` serves it.
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: ["../packages/browser-testing/src/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 200_000,
        },
      },
    ],
  },
});

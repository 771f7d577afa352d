import react from "@vitejs/plugin-react";
import { cspNonceSlots, precompressAssets } from "@shop/vite-plugins";
import { frontEndTestProjects } from "@shop/browser-testing/vitest-projects";
import { defineConfig } from "vitest/config";

const API_ORIGIN = "http://127.0.0.1:3000";
export default defineConfig({
  // The API process serves this build at /admin.
  base: "/admin/",
  plugins: [react(), cspNonceSlots(), precompressAssets()],
  resolve: {
    // npm nests a second, identical ra-ui-materialui for ra-input-rich-text's peer dependency;
    // one copy keeps the bundle small and the MUI/react-admin contexts shared.
    dedupe: ["react", "react-dom", "ra-core", "ra-ui-materialui", "@mui/material", "@emotion/react"],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The rich-text editor (TipTap/ProseMirror) is one ~530 kB chunk, loaded only with the
    // product and blog edit views; everything on the first screen stays far below this.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { "/api": API_ORIGIN, "/uploads": API_ORIGIN },
  },
  preview: {
    proxy: { "/api": API_ORIGIN, "/uploads": API_ORIGIN },
  },
  // Unit tests under src/, browser journeys under e2e/ (the same set-up as the other front end).
  test: frontEndTestProjects(),
});

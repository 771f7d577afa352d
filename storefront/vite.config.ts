/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { cspNonceSlots, precompressAssets } from "@shop/vite-plugins";
import { LANGUAGES } from "@shop/shared/languages";
import { frontEndTestProjects } from "@shop/browser-testing/vitest-projects";

const api = "http://127.0.0.1:3000";

/**
 * precompressAssets covers the bundle; files copied from public/ (the translations the first
 * screen waits for, the SVG images) get their .br and .gz here, so the API never sends them raw.
 */
function precompressPublicFiles(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = "dist";
  let publicDir = "public";
  async function filesUnder(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
      ),
    );
    return nested.flat();
  }
  return {
    name: "storefront:precompress-public-files",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    async closeBundle() {
      const files = (await filesUnder(publicDir)).filter((file) => /\.(js|css|svg|json|txt|webmanifest)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const target = join(outDir, file.slice(publicDir.length));
          if (!(await stat(target).catch(() => null))) return;
          const content = await readFile(target);
          await writeFile(`${target}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${target}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}

/** index.html's inline script knows the language prefixes from the list (packages/shared/src/languages.ts). */
function languagePrefixes(): Plugin {
  return {
    name: "storefront:language-prefixes",
    transformIndexHtml: {
      // Before Vite's own %ENV% replacement, which knows no such variable.
      order: "pre",
      handler: (html) => {
        if (!html.includes("%SHOP_LANGUAGES%")) throw new Error("index.html no longer names %SHOP_LANGUAGES%");
        return html.replaceAll("%SHOP_LANGUAGES%", LANGUAGES.join("|"));
      },
    },
  };
}

/** The shell chunk's modules (build.rolldownOptions below): folders and files under src/. */
const SHELL = [
  "i18n/",
  "api/",
  "ui/PageMeta.tsx",
  "ui/icons.tsx",
  "ui/ResponsiveImage.tsx",
  "ui/LoadFailed.tsx",
  "app/site.ts",
  "app/browserStore.ts",
  "app/languagePath.ts",
  "app/pageData.ts",
  "app/navigation.ts",
  "app/useOptInForm.ts",
  "consent/consentStorage.ts",
  "catalog/catalogApi.ts",
  "blog/blogApi.ts",
  "payment/paymentApi.ts",
  "pages/shopApi.ts",
];
const sourceRoot = join(import.meta.dirname, "src") + "/";
const inShell = (id: string) =>
  id.startsWith(sourceRoot) && SHELL.some((path) => id.slice(sourceRoot.length).startsWith(path));

// Two builds (package.json "build"): the browser's (dist/, with the manifest the server reads to
// link each page's CSS and code) and the server renderer (dist-server/entry-server.js, run inside
// the API process). The server's is self-contained: React and every other dependency are bundled
// in, so the API needs nothing of the storefront's dependencies at run time.
export default defineConfig(({ isSsrBuild }) => ({
  base: "/",
  plugins: [
    react(),
    languagePrefixes(),
    ...(isSsrBuild ? [] : [cspNonceSlots(), precompressAssets(), precompressPublicFiles()]),
  ],
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
  ssr: { noExternal: true, target: "node" },
  build: {
    outDir: isSsrBuild ? "dist-server" : "dist",
    emptyOutDir: true,
    target: isSsrBuild ? "node22" : "es2022",
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Every browser this target covers supports <link rel="modulepreload">; the polyfill would
    // only add bytes to the first screen.
    modulePreload: { polyfill: false },
    // Each route is its own chunk; a visitor downloads only the screens they open.
    chunkSizeWarningLimit: 200,
    // React in a chunk of its own: the page's start-up (Document.tsx) evaluates it in one task and
    // the rest of the code in the next, so a slow phone's main thread is never blocked by both.
    // The phone number parser (libphonenumber-js and its metadata, ~30 kB compressed) too: only
    // the checkout and the payment step use it, and merged into a chunk the product page shares
    // it would come with every product page.
    // The shell: the small modules every page's code shares (texts, the API client and its reads,
    // the site's state, prices, the page's meta tags, icons and images) in one chunk. Left to the
    // splitter they were a dozen and a half files of a few hundred bytes each, and each module the
    // page's start-up asks for costs a phone's main thread a request to set up and a module to
    // link: /en went from 32 files to 20, and its blocking time down by a tenth (docs/performance.md).
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                // Only the listed modules: with their dependencies the shell would also take the
                // router and the rest of what they import (74 KB instead of 15 KB).
                { name: "shell", test: inShell, includeDependenciesRecursively: false },
                {
                  name: "phone",
                  test: /[\\/]node_modules[\\/]libphonenumber-js[\\/]|[\\/]shared[\\/]src[\\/]contact\.ts$/,
                },
              ],
            },
          },
        },
  },
  // Unit tests under src/, browser journeys under e2e/ (the same set-up as the other front end).
  test: frontEndTestProjects(),
}));

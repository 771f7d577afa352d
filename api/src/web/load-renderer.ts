// Loads the storefront's server renderer, built by the storefront's `vite build --ssr` into
// storefront/dist-server/entry-server.js: a module of the storefront's (React and its own code
// bundled in), found beside the storefront's browser build at run time, not bundled into the API.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { StorefrontRenderer } from "@shop/shared";

interface RendererModule {
  createStorefrontRenderer(options: { clientDir: string }): StorefrontRenderer;
}

/** The renderer for the storefront built in `storefrontDir` (its `dist`), or null when it is not built. */
export async function loadStorefrontRenderer(
  storefrontDir: string,
  serverDir: string,
): Promise<StorefrontRenderer | null> {
  const entry = join(serverDir, "entry-server.js");
  if (!existsSync(entry) || !existsSync(join(storefrontDir, ".vite", "manifest.json"))) return null;
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  return module.createStorefrontRenderer({ clientDir: storefrontDir });
}

// Server rendering of the storefront (React 19's streaming renderer), built by `vite build --ssr`
// into dist-server/entry-server.js and run inside the API process (api/src/web/storefront-pages.ts).
// For each request the API gives the path, the language, the public origin, the answer's CSP nonce
// and the catalog reads (StorefrontReads, the API's own services): the page's data is loaded
// through them before rendering (app/pageData.ts) and handed to SWR as fallback, so the HTML holds
// the page's texts, prices and images, and the browser hydrates it without fetching them again.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { resolveLanguagePrefix, type Language, type StorefrontRenderer } from "@shop/shared";
import { StrictMode, Suspense } from "react";
import { preinit, preloadModule } from "react-dom";
import { renderToReadableStream } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { AppShell } from "./app/App.tsx";
import { LAZY_MODULES, ModuleUseContext } from "./app/lazyPage.ts";
import { loadPageData } from "./app/pageData.ts";
import { codeFor, handleFor } from "./app/routes.tsx";
import { serializeServerPage } from "./app/serverPage.ts";
import { Translator, type TranslationTree } from "./i18n/translator.ts";
import { TranslatorProvider } from "./i18n/useTranslation.ts";
import { Document } from "./server/Document.tsx";

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  /** The chunk's name: its entry's, or a chunk group's (vite.config.ts). */
  name?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The stylesheets and scripts a chunk needs, its static imports' included, as URLs. */
function assetsOf(manifest: Manifest, key: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || js.has(`/${chunk.file}`)) return;
    js.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { css: [...css], js: [...js] };
}

/**
 * The renderer for a built storefront in `clientDir` (storefront/dist): its manifest tells which
 * files each page's code is in, its locales folder holds the texts.
 */
export function createStorefrontRenderer({ clientDir }: { clientDir: string }): StorefrontRenderer {
  const manifest = JSON.parse(readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const entry = manifest["index.html"];
  if (!entry) throw new Error(`${clientDir}/.vite/manifest.json has no entry for index.html`);
  const unknown = [...LAZY_MODULES.keys()].filter((module) => !manifest[module]);
  if (unknown.length) throw new Error(`The build manifest lacks the lazy modules ${unknown.join(", ")}`);
  const entryAssets = assetsOf(manifest, "index.html");
  // React's own chunk (vite.config.ts): evaluated a task before the rest of the code.
  const reactChunk = Object.values(manifest).find((chunk) => chunk.name === "react" && !chunk.isEntry);
  const moduleAssets = new Map([...LAZY_MODULES.keys()].map((module) => [module, assetsOf(manifest, module)]));

  const stylesheets = new Map<string, string>();
  const stylesheet = (href: string) => {
    let css = stylesheets.get(href);
    if (css === undefined) {
      css = readFileSync(join(clientDir, href), "utf8");
      stylesheets.set(href, css);
    }
    return css;
  };

  const translations = new Map<Language, TranslationTree>();
  const translationsOf = (language: Language) => {
    let tree = translations.get(language);
    if (!tree) {
      tree = JSON.parse(
        readFileSync(join(clientDir, "locales", language, "translation.json"), "utf8"),
      ) as TranslationTree;
      translations.set(language, tree);
    }
    return tree;
  };

  return {
    async render({ url, language, origin, nonce, analyticsProductDetails, reads, signal }) {
      const { pathname, searchParams } = new URL(url, origin);
      const { handle, params } = handleFor(pathname);
      const code = codeFor(pathname);
      const prefixUnknown = resolveLanguagePrefix(pathname, language).kind === "notFound" && !!params.lang;
      // The page's code first (so nothing suspends while rendering), beside its data.
      const [data] = await Promise.all([
        loadPageData(prefixUnknown ? undefined : handle.page, { language, params, search: searchParams }, reads),
        ...code.map((part) => part.preload()),
      ]);
      const status = handle.notFound || data.notFound || prefixUnknown ? 404 : data.gone ? 410 : 200;

      const translator = new Translator({ maxRetries: 0, retryTimeout: 0 });
      translator.addResources(language, translationsOf(language));
      translator.language = language;
      const site = { origin, year: new Date().getUTCFullYear(), analyticsProductDetails };

      // The stylesheets of the entry and of the page's code, in cascade order, go inline.
      const inlined = [
        ...new Set([...entryAssets.css, ...code.flatMap((part) => moduleAssets.get(part.module)?.css ?? [])]),
      ];
      const styles = { css: inlined.map(stylesheet).join("\n"), files: inlined };
      // The page's code (the entry's imports and each lazy module of the page) is fetched once the
      // page has been painted (Document.tsx). A lazy module rendered that the page's code did not
      // name gets a module preload in <head> (and its stylesheets).
      const pageModules = [
        ...new Set([
          ...entryAssets.js.filter((file) => file !== `/${entry.file}`),
          ...code.flatMap((part) => moduleAssets.get(part.module)?.js ?? []),
        ]),
      ];
      const used = new Set<string>(code.map((part) => part.module));
      const useModule = (module: string) => {
        if (used.has(module)) return;
        used.add(module);
        const assets = moduleAssets.get(module);
        for (const href of assets?.css ?? []) {
          if (!inlined.includes(href)) preinit(href, { as: "style", precedence: "default" });
        }
        for (const href of assets?.js ?? []) preloadModule(href);
      };

      const body = await renderToReadableStream(
        <Document
          language={language}
          nonce={nonce}
          styles={styles}
          entry={`/${entry.file}`}
          modules={pageModules}
          before={reactChunk ? [`/${reactChunk.file}`] : []}
          pageData={serializeServerPage({ language, site, fallback: data.fallback })}
        >
          <StrictMode>
            <StaticRouter location={url}>
              <TranslatorProvider translator={translator}>
                <ModuleUseContext.Provider value={useModule}>
                  <Suspense fallback={null}>
                    <AppShell site={site} fallback={data.fallback} provider={() => new Map()} />
                  </Suspense>
                </ModuleUseContext.Provider>
              </TranslatorProvider>
            </StaticRouter>
          </StrictMode>
        </Document>,
        {
          nonce,
          // Everything is rendered in one pass (data and code are loaded first): no boundary is
          // sent later with a script to move it into place, however large the page.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          signal,
          onError(error) {
            console.error("Server rendering failed", error);
          },
        },
      );
      return { status, body };
    },
  };
}

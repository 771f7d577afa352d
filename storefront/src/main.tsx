// The browser's start: hydrate the page the server rendered (production), or render from nothing
// where no server rendered it (the Vite development server).
import { startTransition, StrictMode, Suspense, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import "./app/global.css";
import { codeFor } from "./app/routes.tsx";
import { readServerPage } from "./app/serverPage.ts";
import { markHydrated, useHydrated } from "./app/site.ts";
import { initI18n } from "./i18n/i18n.ts";

const serverPage = readServerPage();
const translator = initI18n(serverPage?.language);

// A route's code failed to download. After a deployment the previous build's chunks are gone, and
// one reload fetches the new ones; when the shop cannot be reached at all, reloading would only
// show the browser's error page, so the route's error boundary says so and offers a retry instead.
window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  void fetch("/api/health", { cache: "no-store" }).then(
    (response) => {
      if (!response.ok || sessionStorage.getItem("chunk-reload") === location.pathname) return;
      sessionStorage.setItem("chunk-reload", location.pathname);
      location.reload();
    },
    () => undefined,
  );
});

/**
 * Hands the page over once React has hydrated it, then marks the document when what only the
 * browser knows (the cart, consent) shows too: the browser journeys wait for that mark.
 */
function Hydrated() {
  const hydrated = useHydrated();
  useEffect(() => {
    // The last effect of the first commit: the whole page is React's now.
    markHydrated();
  }, []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return null;
}

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

if (serverPage) {
  // The texts and the code of what the server rendered must be here before hydrating, or React
  // would replace that HTML with loading states.
  void Promise.allSettled([
    translator.load(serverPage.language),
    ...codeFor(location.pathname).map((code) => code.preload()),
  ]).then(() =>
    // A transition: hydrating a long page yields to the browser between chunks of work.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Suspense fallback={null}>
            <App site={serverPage.site} fallback={serverPage.fallback} />
            <Hydrated />
          </Suspense>
        </StrictMode>,
        {
          onRecoverableError: (error, info) => console.error("Hydration mismatch:", error, info.componentStack),
        },
      );
    }),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>
        <App site={{ origin: location.origin, year: new Date().getFullYear(), analyticsProductDetails: false }} />
        <Hydrated />
      </Suspense>
    </StrictMode>,
  );
}

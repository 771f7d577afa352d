import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import "./app/global.css";
import { preloadRoute } from "./app/routes.tsx";
import { initI18n } from "./i18n/i18n.ts";

initI18n();
preloadRoute(window.location.pathname, window.location.search);

// After a deployment, chunks of the previous build are gone: reload once to get the new ones.
window.addEventListener("vite:preloadError", (event) => {
  if (sessionStorage.getItem("chunk-reload") === location.pathname) return;
  event.preventDefault();
  sessionStorage.setItem("chunk-reload", location.pathname);
  location.reload();
});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={null}>
      <App />
    </Suspense>
  </StrictMode>,
);

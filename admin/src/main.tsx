import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { startAnonymousVisitorsAtLogin } from "./auth/loginFirst.ts";

startAnonymousVisitorsAtLogin();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { browserAdminTokens } from "@shop/admin-client/token";
import { startAnonymousVisitorsAtLogin } from "./auth/loginFirst.ts";
import { StandaloneLogin } from "./login/StandaloneLogin.tsx";

const root = createRoot(document.getElementById("root")!);
const loadConsole = () => import("./App.tsx");

const startConsole = () =>
  loadConsole().then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

const hasSession = () => browserAdminTokens.session() !== null;

if (hasSession()) {
  void startConsole();
} else {
  // A visitor without a session gets the light login screen first: react-admin and MUI
  // (most of the console's JavaScript) load only once they start typing.
  startAnonymousVisitorsAtLogin();
  root.render(
    <StrictMode>
      <StandaloneLogin
        preloadConsole={() => void loadConsole()}
        onLoggedIn={() => {
          const asked = (window.history.state as { usr?: { nextPathname?: string; nextSearch?: string } } | null)?.usr;
          window.history.replaceState(null, "", `#${asked?.nextPathname ?? "/"}${asked?.nextSearch ?? ""}`);
          void startConsole();
        }}
      />
    </StrictMode>,
  );
}

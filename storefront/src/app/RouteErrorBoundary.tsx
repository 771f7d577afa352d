import { Component, useState, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { ChunkLoadError } from "./lazyPage.ts";

function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="container page" role="alert">
      <title>{`${t("errors.pageFailed.title")} | ${t("common.brand")}`}</title>
      <h1>{t("errors.pageFailed.title")}</h1>
      <p>{t("errors.pageFailed.text")}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t("errors.pageFailed.reload")}
      </button>
    </div>
  );
}

/**
 * The page's code could not be downloaded (offline, the server down or restarting): the shopper
 * stays on the page. Trying again first asks whether the shop answers: if it does, the page is
 * loaded afresh (browsers keep a failed module download failed); if not, the page stays as it is
 * rather than being replaced by the browser's own error page.
 */
function Unreachable() {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);
  const retry = async () => {
    setChecking(true);
    const reachable = await fetch("/api/health", { cache: "no-store" }).then(
      (response) => response.ok,
      () => false,
    );
    if (reachable) return window.location.reload();
    setChecking(false);
    setStillDown(true);
  };
  return (
    <div className="container page" role="alert">
      <title>{`${t("errors.unreachable.title")} | ${t("common.brand")}`}</title>
      <h1>{t("errors.unreachable.title")}</h1>
      <p>{t("errors.unreachable.text")}</p>
      <p role="status">{stillDown && !checking ? t("errors.unreachable.stillDown") : ""}</p>
      <button type="button" className="btn btn-primary" onClick={() => void retry()} disabled={checking}>
        {t("common.retry")}
      </button>
    </div>
  );
}

interface State {
  error: Error | null;
}

/** Catches a page that failed to load or render, so the header and footer stay usable. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return error instanceof ChunkLoadError ? <Unreachable /> : <RouteError />;
  }
}

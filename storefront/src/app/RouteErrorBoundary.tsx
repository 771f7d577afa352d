import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { ChunkLoadError } from "./lazyPage.ts";

function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="container page" role="alert">
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
 * stays on the page and may try again, which downloads it again; reloading would replace the
 * page with the browser's own error page.
 */
function Unreachable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="container page" role="alert">
      <h1>{t("errors.unreachable.title")}</h1>
      <p>{t("errors.unreachable.text")}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
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

  private readonly retry = () => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return error instanceof ChunkLoadError ? <Unreachable onRetry={this.retry} /> : <RouteError />;
  }
}

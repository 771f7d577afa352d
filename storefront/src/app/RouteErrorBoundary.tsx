import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";

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

/** Catches a page that failed to load or render, so the header and footer stay usable. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

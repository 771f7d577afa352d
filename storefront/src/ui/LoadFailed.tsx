import type { ApiError } from "../api/client.ts";
import { useTranslation } from "../i18n/useTranslation.ts";

/**
 * A page's data could not be loaded. When the shop cannot be reached at all the shopper is told
 * so; either way the page stays and offers to try again.
 */
export function LoadFailed({ error, message, onRetry }: { error: ApiError; message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const unreachable = error.status === 0;
  const heading = unreachable ? t("errors.unreachable.title") : message;
  return (
    <div className="container page" role="alert">
      <title>{`${heading} | ${t("common.brand")}`}</title>
      <h1>{heading}</h1>
      {unreachable && <p>{t("errors.unreachable.text")}</p>}
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t("common.retry")}
      </button>
    </div>
  );
}

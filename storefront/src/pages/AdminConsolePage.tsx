import { useTranslation } from "../i18n/useTranslation.ts";
import { PageMeta } from "../ui/PageMeta.tsx";

/**
 * /admin belongs to the react-admin console, which the server serves on its own. A client-side
 * visit lands here; the link below loads the console as a full page.
 */
export function AdminConsolePage() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <PageMeta page="adminLogin" />
      <h1>{t("admin.console.title")}</h1>
      <p>{t("admin.console.text")}</p>
      <a href="/admin/" className="btn btn-primary">
        {t("admin.console.open")}
      </a>
    </div>
  );
}

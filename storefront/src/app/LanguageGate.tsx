// Applies the language-prefix rules: a valid prefix renders the page in that language,
// anything else is redirected or falls through to the not-found page.
import { useEffect } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useLanguage } from "../i18n/useLanguage.ts";
import { resolveLanguagePrefix } from "./languagePath.ts";
import { lazyPage } from "./lazyPage.ts";

export const NotFoundPage = lazyPage("not-found", "src/pages/NotFoundPage.tsx", () =>
  import("../pages/NotFoundPage.tsx").then((m) => m.NotFoundPage),
);

export function LanguageGate() {
  const { pathname, search, hash } = useLocation();
  const current = useLanguage();
  const { i18n } = useTranslation();
  const resolution = resolveLanguagePrefix(pathname, current);
  const urlLanguage = resolution.kind === "ok" ? resolution.language : null;

  // The URL prefix wins over any stored preference.
  useEffect(() => {
    if (urlLanguage && i18n.language !== urlLanguage) void i18n.changeLanguage(urlLanguage);
  }, [urlLanguage, i18n]);

  if (resolution.kind === "redirect") return <Navigate to={`${resolution.to}${search}${hash}`} replace />;
  if (resolution.kind === "notFound") return <NotFoundPage />;
  // A page mounted while the language was switching re-mounts in the new one, text and data alike.
  return <Outlet key={current} />;
}

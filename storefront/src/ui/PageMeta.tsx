// Title, description, canonical and hreflang links for the current page. React 19 hoists these
// elements into <head>; the server writes the same values into the HTML it sends.
import { LANGUAGES } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { switchLanguagePath } from "../app/languagePath.ts";

export type MetaPage =
  | "home"
  | "shop"
  | "blog"
  | "cart"
  | "checkout"
  | "payment"
  | "success"
  | "delivery"
  | "privacyPolicy"
  | "termsAndConditions"
  | "contact"
  | "imprint"
  | "notFound"
  | "adminLogin";

interface PageMetaProps {
  page?: MetaPage;
  /** For pages about one thing (a product, a post): overrides the page's generic title. */
  title?: string;
  description?: string;
}

export function PageMeta({ page, title, description }: PageMetaProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const brand = t("common.brand");
  const pageTitle = title ? `${title} | ${brand}` : page ? t(`meta.${page}.title`) : brand;
  const pageDescription = description ?? (page ? t(`meta.${page}.description`) : "");
  const origin = window.location.origin;
  const localized = /^\/(en|de|bg)(\/|$)/.test(pathname);

  return (
    <>
      <title>{pageTitle}</title>
      {pageDescription && <meta name="description" content={pageDescription} />}
      <link rel="canonical" href={`${origin}${pathname}`} />
      {localized &&
        LANGUAGES.map((language) => (
          <link key={language} rel="alternate" hrefLang={language} href={`${origin}${switchLanguagePath(pathname, language)}`} />
        ))}
      {localized && <link rel="alternate" hrefLang="x-default" href={`${origin}${switchLanguagePath(pathname, "en")}`} />}
    </>
  );
}

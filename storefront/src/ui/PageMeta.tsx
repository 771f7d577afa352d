// Title, description, canonical and hreflang links for the current page. React 19 hoists these
// elements into <head>; the server writes the same values into the HTML it sends.
import { LANGUAGES } from "@shop/shared";
import { useEffect, useLayoutEffect } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
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

/** Tags the server wrote into the first HTML that PageMeta renders itself. */
const RENDERED_HERE = 'title, meta[name="description"], link[rel="canonical"], link[rel="alternate"][hreflang]';
/** Tags about the landing page only (link previews, structured data, indexing). */
const LANDING_PAGE_ONLY =
  'meta[property^="og:"], meta[name^="twitter:"], meta[name="robots"], script[type="application/ld+json"]';

/** The server's head elements, taken before React adds any, so only they are ever removed. */
const serverHead = [...document.head.querySelectorAll(`${RENDERED_HERE}, ${LANDING_PAGE_ONLY}`)];
const landingPath = window.location.pathname;

function removeServerHead(selector: string) {
  for (const element of serverHead) if (element.matches(selector)) element.remove();
}

/**
 * The server's tags give way to React's as soon as React has rendered its own (one title, one
 * canonical); Open Graph, robots and JSON-LD stay for the page they describe and leave with it.
 */
function useServerHeadHandOver(pathname: string) {
  useLayoutEffect(() => removeServerHead(RENDERED_HERE), []);
  useEffect(() => {
    if (pathname !== landingPath) removeServerHead(LANDING_PAGE_ONLY);
  }, [pathname]);
}

export function PageMeta({ page, title, description }: PageMetaProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const brand = t("common.brand");
  const pageTitle = title ? `${title} | ${brand}` : page ? t(`meta.${page}.title`) : brand;
  const pageDescription = description ?? (page ? t(`meta.${page}.description`) : "");
  const origin = window.location.origin;
  const localized = /^\/(en|de|bg)(\/|$)/.test(pathname);
  useServerHeadHandOver(pathname);

  return (
    <>
      <title>{pageTitle}</title>
      {pageDescription && <meta name="description" content={pageDescription} />}
      <link rel="canonical" href={`${origin}${pathname}`} />
      {localized &&
        LANGUAGES.map((language) => (
          <link
            key={language}
            rel="alternate"
            hrefLang={language}
            href={`${origin}${switchLanguagePath(pathname, language)}`}
          />
        ))}
      {localized && (
        <link rel="alternate" hrefLang="x-default" href={`${origin}${switchLanguagePath(pathname, "en")}`} />
      )}
    </>
  );
}

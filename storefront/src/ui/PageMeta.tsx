// Title, description, canonical and hreflang links, Open Graph and robots tags of the current page.
// React 19 hoists these elements into <head>: in the HTML the server renders and on every
// navigation in the browser alike, so search engines and link previews see each page's own.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, LOCALES } from "@shop/shared";
import { useTranslation } from "../i18n/useTranslation.ts";
import { useLocation } from "react-router-dom";
import { switchLanguagePath } from "../app/languagePath.ts";
import { useSite } from "../app/site.ts";
import { useLanguage } from "../i18n/useLanguage.ts";

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
  | "withdrawal"
  | "accessibility"
  | "contact"
  | "orderStatus"
  | "withdraw"
  | "imprint"
  | "notFound"
  | "productGone"
  | "adminLogin"
  | "newsletterConfirmed"
  | "newsletterUnsubscribed";

/** Pages of a shopper's own session, and pages that are not content: served, never indexed. */
const NOT_INDEXED: ReadonlySet<MetaPage> = new Set([
  "cart",
  "checkout",
  "payment",
  "success",
  "notFound",
  "productGone",
  "adminLogin",
  "orderStatus",
  "withdraw",
  "newsletterConfirmed",
  "newsletterUnsubscribed",
]);

/** Open Graph writes a locale as language_TERRITORY. */
const ogLocale = (locale: string) => locale.replace("-", "_");

interface PageMetaProps {
  page?: MetaPage;
  /** For pages about one thing (a product, a post): overrides the page's generic title. */
  title?: string;
  description?: string;
  /** The page's picture for link previews. */
  image?: string | null;
  type?: "website" | "article" | "product";
  /** Never indexed whatever the page (the inline editors' create forms). */
  noindex?: boolean;
  /**
   * The query parameters that make this page a page of its own (a category, a page of a list past
   * the first, `category=drug-tests&page=2`): kept in the canonical and hreflang links.
   */
  query?: URLSearchParams;
}

export function PageMeta({ page, title, description, image, type = "website", noindex = false, query }: PageMetaProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const { origin } = useSite();
  const brand = t("common.brand");
  const pageTitle = title ? `${title} | ${brand}` : page ? t(`meta.${page}.title`) : brand;
  const pageDescription = description ?? (page ? t(`meta.${page}.description`) : "");
  const localized = isLanguage(pathname.split("/")[1]);
  const indexed = localized && !noindex && !(page && NOT_INDEXED.has(page));
  const search = query?.size ? `?${query}` : "";
  const url = (path: string) => `${origin}${path}${search}`;

  return (
    <>
      <title>{pageTitle}</title>
      {pageDescription && <meta name="description" content={pageDescription} />}
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={pageTitle} />
      {pageDescription && <meta property="og:description" content={pageDescription} />}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={ogLocale(LOCALES[language])} />
      {image && <meta property="og:image" content={new URL(image, origin).href} />}
      <meta name="twitter:card" content="summary_large_image" />
      {indexed ? (
        <>
          <link rel="canonical" href={url(pathname)} />
          <meta property="og:url" content={url(pathname)} />
          {LANGUAGES.map((other) => (
            <link key={other} rel="alternate" hrefLang={other} href={url(switchLanguagePath(pathname, other))} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={url(switchLanguagePath(pathname, DEFAULT_LANGUAGE))} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  );
}

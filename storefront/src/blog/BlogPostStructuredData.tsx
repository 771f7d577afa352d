import { useLocation } from "react-router-dom";
import type { BlogPost } from "../api/types.ts";
import { useSite } from "../app/site.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { blogPostingJsonLd } from "./structuredData.ts";

/** The logo the shop's e-mails carry, a square PNG that search engines take as a publisher's logo. */
const PUBLISHER_LOGO = "/email-logo.png";

/** schema.org BlogPosting data, so search results can show the post as an article. */
export function BlogPostStructuredData({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  const { origin } = useSite();
  const { pathname } = useLocation();
  const data = blogPostingJsonLd(post, {
    origin,
    url: `${origin}${pathname}`,
    language: useLanguage(),
    shopBrand: t("common.brand"),
    logoPath: PUBLISHER_LOGO,
  });
  // JSON.stringify does not escape "</script>"; the replacement keeps the block inert.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

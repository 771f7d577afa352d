// schema.org BlogPosting data of a blog post's page, for Google's article rich results: the
// headline, the image (absolute links), the dates it was published and last changed, its author,
// its language, the page it is the main content of and the shop as publisher. A pure function, so
// it is tested without a page; the page renders it as JSON-LD (BlogPostStructuredData.tsx), as the
// product page does its Product data.
import type { BlogPost } from "../api/types.ts";

const SCHEMA = "https://schema.org";

export interface BlogPostPageContext {
  /** The shop's origin, for absolute image links. */
  origin: string;
  /** The page's absolute address. */
  url: string;
  /** The page's language, as its <html lang> (a BCP 47 tag: en, de, bg). */
  language: string;
  /** The shop's brand, as the publisher's name. */
  shopBrand: string;
  /** The shop's logo for the publisher, by its path under the origin. */
  logoPath: string;
}

export function blogPostingJsonLd(
  post: Pick<BlogPost, "title" | "excerpt" | "author" | "image" | "imageSource" | "createdAt" | "updatedAt">,
  page: BlogPostPageContext,
): Record<string, unknown> {
  // The largest width the post's image is stored in; absolute already when served from S3_PUBLIC_URL.
  const image = post.imageSource?.imageUrl ?? post.image;
  return {
    "@context": SCHEMA,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    ...(image ? { image: [new URL(image, page.origin).href] } : {}),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.author },
    inLanguage: page.language,
    mainEntityOfPage: { "@type": "WebPage", "@id": page.url },
    publisher: {
      "@type": "Organization",
      name: page.shopBrand,
      url: page.origin,
      logo: { "@type": "ImageObject", url: new URL(page.logoPath, page.origin).href },
    },
  };
}

// Each storefront page's first HTML carries its own <title>, description, canonical and
// hreflang links, Open Graph tags and, for products, Product JSON-LD, so search engines and
// link previews see the page without running JavaScript. Texts come from the storefront's own
// translation files (meta.*), names and descriptions from the catalog.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES, isLanguage, toEuros, type Language } from "@shop/shared";
import type { Deps } from "../context.ts";
import { plainText } from "../catalog/sanitize.ts";
import { pickTranslation } from "../catalog/translations.ts";
import { activeProducts } from "../catalog/products.routes.ts";
import { mainImage, productInclude } from "../catalog/views.ts";
import { blogImage, blogPostInclude } from "../blog/views.ts";
import { imageSource } from "../uploads/store.ts";

export const SHOP_NAME = "TestKit Europe";

/** Pages that exist in every language, by path after the language prefix, with their meta key. */
export const STATIC_PAGES: Record<string, string> = {
  "": "home",
  shop: "shop",
  blog: "blog",
  delivery: "delivery",
  "privacy-policy": "privacyPolicy",
  "terms-and-conditions": "termsAndConditions",
  contact: "contact",
  imprint: "imprint",
};
/** Pages of a shopper's own session: served, never indexed. */
const PRIVATE_PAGES: Record<string, string> = {
  cart: "cart",
  checkout: "checkout",
  payment: "payment",
  success: "success",
};

interface Head {
  title: string;
  description: string;
  /** Path after the language prefix, for canonical and alternates; null means noindex. */
  indexPath: string | null;
  image?: string;
  type?: "website" | "article" | "product";
  jsonLd?: object;
  status: 200 | 404;
  /** Resources the page will ask for first, announced in the HTML so they load beside the code. */
  preloads?: Preload[];
}

type Preload = { kind: "data"; path: string } | { kind: "image"; srcSet: string; sizes: string; url: string };

// The storefront's `sizes` for the product page's main image and for product cards
// (storefront/src/product/Gallery.tsx, catalog/ProductCard.tsx): a preload only helps when the
// browser would pick the same candidate.
const GALLERY_SIZES = "(max-width: 900px) 100vw, 560px";
const CARD_SIZES = "(max-width: 560px) 50vw, (max-width: 1024px) 33vw, 280px";

type MetaTexts = Record<string, { title?: string; description?: string }>;
const metaCache = new Map<string, MetaTexts>();

function metaTexts(storefrontDir: string, language: Language): MetaTexts {
  const key = `${storefrontDir}:${language}`;
  let texts = metaCache.get(key);
  if (!texts) {
    try {
      const translation = JSON.parse(
        readFileSync(join(storefrontDir, "locales", language, "translation.json"), "utf8"),
      ) as { meta?: MetaTexts };
      texts = translation.meta ?? {};
    } catch {
      texts = {};
    }
    metaCache.set(key, texts);
  }
  return texts;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );
}

function truncate(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, text.lastIndexOf(" ", max - 1))}…`;
}

async function headFor(
  deps: Deps,
  storefrontDir: string,
  origin: string,
  language: Language,
  rest: string,
): Promise<Head> {
  const meta = metaTexts(storefrontDir, language);
  const fromMeta = (key: string, indexPath: string | null, status: 200 | 404 = 200): Head => ({
    title: meta[key]?.title ?? SHOP_NAME,
    description: meta[key]?.description ?? "",
    indexPath,
    status,
  });
  if (rest === "shop") {
    // The first cards of the grid are what a phone shows first (the largest paint); the list is
    // the same memoised one GET /api/products answers from.
    const firstCards = (await activeProducts(deps, language))
      .slice(0, 2)
      .flatMap((product) => (product.thumbnail ? [product.thumbnail] : []));
    return {
      ...fromMeta("shop", rest),
      preloads: [
        { kind: "data", path: `/products?lang=${language.toUpperCase()}` },
        ...firstCards.map((image) => ({
          kind: "image" as const,
          srcSet: image.srcSet,
          url: image.imageUrl,
          sizes: CARD_SIZES,
        })),
      ],
    };
  }
  if (rest in STATIC_PAGES) return fromMeta(STATIC_PAGES[rest], rest);
  if (rest in PRIVATE_PAGES) return fromMeta(PRIVATE_PAGES[rest], null);

  const [section, slug, ...extra] = rest.split("/");
  if (slug && extra.length === 0 && section === "product" && slug !== "new") {
    const product = await deps.prisma.product.findUnique({ where: { slug }, include: productInclude });
    if (!product || !product.active) return fromMeta("notFound", null, 404);
    const translation = pickTranslation(product.translations, language);
    const image = mainImage(product.images);
    const description = truncate(plainText(translation?.description ?? ""));
    return {
      title: `${translation?.name ?? slug} | ${SHOP_NAME}`,
      description,
      indexPath: rest,
      image: image ? imageSource(image, deps.uploads.linkBase).imageUrl : undefined,
      type: "product",
      status: 200,
      preloads: [
        { kind: "data", path: `/products/${encodeURIComponent(slug)}?lang=${language.toUpperCase()}` },
        ...(image
          ? [
              {
                kind: "image" as const,
                srcSet: imageSource(image, deps.uploads.linkBase).srcSet,
                url: imageSource(image, deps.uploads.linkBase).imageUrl,
                sizes: GALLERY_SIZES,
              },
            ]
          : []),
      ],
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Product",
        name: translation?.name,
        description,
        sku: product.slug,
        // Absolute already when the images are served from S3_PUBLIC_URL.
        image: product.images.map((img) => new URL(imageSource(img, deps.uploads.linkBase).imageUrl, origin).href),
        brand: { "@type": "Brand", name: SHOP_NAME },
        category: product.categories
          .map((category) => pickTranslation(category.translations, language)?.name)
          .join(", "),
        offers: {
          "@type": "Offer",
          price: toEuros(product.priceCents).toFixed(2),
          priceCurrency: "EUR",
          availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          url: `${origin}/${language}/${rest}`,
        },
      },
    };
  }
  if (slug && extra.length === 0 && section === "blog" && slug !== "new") {
    const post = await deps.prisma.blogPost.findUnique({ where: { slug }, include: blogPostInclude });
    if (!post) return fromMeta("notFound", null, 404);
    const translation = pickTranslation(post.translations, language);
    return {
      title: `${translation?.title ?? slug} | ${SHOP_NAME}`,
      description: truncate(translation?.excerpt || plainText(translation?.content ?? "")),
      indexPath: rest,
      type: "article",
      image: blogImage(post, deps.uploads.linkBase)?.imageUrl,
      status: 200,
    };
  }
  if (slug && extra.length === 0 && section === "category") {
    const category = await deps.prisma.category.findUnique({ where: { slug }, include: { translations: true } });
    if (!category) return fromMeta("notFound", null, 404);
    const name = pickTranslation(category.translations, language)?.name ?? slug;
    return { ...fromMeta("shop", rest), title: `${name} | ${SHOP_NAME}` };
  }
  if (slug === "new" && (section === "product" || section === "blog")) return fromMeta("notFound", null);
  return fromMeta("notFound", null, 404);
}

function headTags(head: Head, language: Language, origin: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:site_name" content="${SHOP_NAME}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="${head.type ?? "website"}">`,
    `<meta property="og:locale" content="${{ en: "en_IE", de: "de_DE", bg: "bg_BG" }[language]}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(new URL(head.image, origin).href)}">`);
  if (head.indexPath === null) {
    tags.push(`<meta name="robots" content="noindex">`);
  } else {
    const url = (lang: Language) => `${origin}/${lang}${head.indexPath ? `/${head.indexPath}` : ""}`;
    tags.push(`<link rel="canonical" href="${escapeHtml(url(language))}">`);
    tags.push(`<meta property="og:url" content="${escapeHtml(url(language))}">`);
    for (const lang of LANGUAGES)
      tags.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(url(lang))}">`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(url("en"))}">`);
  }
  for (const preload of head.preloads ?? []) {
    tags.push(
      preload.kind === "data"
        ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api${escapeHtml(preload.path)}">`
        : `<link rel="preload" as="image" href="${escapeHtml(preload.url)}" imagesrcset="${escapeHtml(preload.srcSet)}" imagesizes="${escapeHtml(preload.sizes)}" fetchpriority="high">`,
    );
  }
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, "\\u003c")}</script>`);
  }
  return tags.join("\n    ");
}

/** The storefront's index.html with the head of the page at `path`. */
export async function renderStorefrontHtml(
  deps: Deps,
  template: string,
  path: string,
  origin: string,
  storefrontDir: string,
) {
  const [first = "", ...rest] = path.split("/").filter(Boolean);
  const language = isLanguage(first) ? first : null;
  const head = language
    ? await headFor(deps, storefrontDir, origin, language, rest.join("/"))
    : // Paths without a language are redirected by the storefront; only the not-found page is real.
      {
        ...(await headFor(
          deps,
          storefrontDir,
          origin,
          "en",
          path === "/" || path === "/admin-login" ? "" : "__none__",
        )),
        indexPath: null,
      };
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language ?? "en"}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta name="description"[^>]*>\s*/, "")
    .replace("</head>", `    ${headTags(head, language ?? "en", origin)}\n  </head>`);
  return { html, status: language ? head.status : path === "/" || path === "/admin-login" ? 200 : head.status };
}

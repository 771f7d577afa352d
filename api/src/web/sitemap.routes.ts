// /sitemap.xml lists every page in every language, each with its hreflang alternates;
// /robots.txt points to it and keeps crawlers out of the API, the console and the checkout.
import { Hono } from "hono";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@shop/shared";
import type { AppEnv } from "../context.ts";
import { publicOrigin } from "./origin.ts";

/** Pages that exist in every language, by path after the language prefix. */
const STATIC_PAGES = [
  "",
  "shop",
  "blog",
  "delivery",
  "privacy-policy",
  "terms-and-conditions",
  "withdrawal",
  "contact",
  "imprint",
];

function urlEntry(origin: string, path: string, lastmod?: Date): string {
  const href = (lang: string) => `${origin}/${lang}${path ? `/${path}` : ""}`;
  const alternates = [...LANGUAGES.map((lang) => [lang, href(lang)]), ["x-default", href(DEFAULT_LANGUAGE)]]
    .map(([lang, url]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url}"/>`)
    .join("\n");
  return LANGUAGES.map(
    (lang) =>
      `  <url>\n    <loc>${href(lang)}</loc>\n${lastmod ? `    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>\n` : ""}${alternates}\n  </url>`,
  ).join("\n");
}

export const sitemapRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", async (c) => {
    const { prisma } = c.var.deps;
    const origin = publicOrigin(c);
    const [products, posts, categories] = await Promise.all([
      prisma.product.findMany({
        where: { active: true },
        select: { slug: true, updatedAt: true },
        orderBy: { id: "asc" },
      }),
      prisma.blogPost.findMany({ select: { slug: true, updatedAt: true }, orderBy: { id: "asc" } }),
      prisma.category.findMany({ select: { slug: true, updatedAt: true }, orderBy: { position: "asc" } }),
    ]);
    const entries = [
      ...STATIC_PAGES.map((path) => urlEntry(origin, path)),
      ...products.map((p) => urlEntry(origin, `product/${p.slug}`, p.updatedAt)),
      ...posts.map((p) => urlEntry(origin, `blog/${p.slug}`, p.updatedAt)),
      ...categories.map((cat) => urlEntry(origin, `category/${cat.slug}`, cat.updatedAt)),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  })
  .get("/robots.txt", (c) => {
    const disallowed = [
      "/api/",
      "/admin",
      "/admin-login",
      ...LANGUAGES.flatMap((l) => [`/${l}/cart`, `/${l}/checkout`, `/${l}/payment`, `/${l}/success`]),
    ];
    const body = [
      "User-agent: *",
      "Allow: /",
      ...disallowed.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${publicOrigin(c)}/sitemap.xml`,
      "",
    ].join("\n");
    return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
  });

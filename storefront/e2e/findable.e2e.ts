// Journey of a search engine or a link preview: the first HTML the server sends for a product, a
// blog post and a static page names that page (title, description, canonical, hreflang, Open
// Graph in its head, Product or BlogPosting JSON-LD in the page) without running JavaScript; sitemap.xml lists
// every page in every language and robots.txt points to it.
import { gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import type { BlogPost, BlogPostListItem, Product, ProductListItem } from "@shop/shared";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import { apiJson, en, expectAccessible, journeyBrowser, mainHeading, shopUrl, visitor } from "./support.ts";

const journey = journeyBrowser();

const LANGUAGES = ["en", "de", "bg"] as const;
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
  "accessibility",
];

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** What the raw HTML's <head> says about the page, read the way a crawler does: no scripts run. */
async function firstHtml(path: string) {
  const response = await fetch(shopUrl() + path);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (attribute: "name" | "property", key: string) =>
    [...head.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, "g"))].map((match) =>
      decode(match[1]),
    );
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((match) => [
      match[1],
      decode(match[2]),
    ]),
  );
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
  return {
    status: response.status,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => decode(match[1])),
    description: meta("name", "description"),
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((match) => decode(match[1])),
    alternates,
    og: {
      title: meta("property", "og:title"),
      description: meta("property", "og:description"),
      url: meta("property", "og:url"),
      type: meta("property", "og:type"),
      image: meta("property", "og:image"),
    },
    robots: meta("name", "robots"),
    jsonLd,
  };
}

/** The link a static page's sections carry (pages.*.sections[].link). */
function linkOf(sections: readonly object[]): { text: string; path: string } | undefined {
  const section = sections.find(
    (candidate): candidate is { link: { text: string; path: string } } => "link" in candidate,
  );
  return section?.link;
}

/** The label of the withdrawal page's link to the online withdrawal function. */
const onlineWithdrawal = (t: typeof en) =>
  linkOf(t.pages.withdrawal.sections.filter((section) => linkOf([section])?.path === "/withdraw"))?.text;

function expectAlternates(alternates: Record<string, string>, path: string) {
  expect(alternates).toEqual({
    en: `${shopUrl()}/en${path}`,
    de: `${shopUrl()}/de${path}`,
    bg: `${shopUrl()}/bg${path}`,
    "x-default": `${shopUrl()}/en${path}`,
  });
}

it("sends a product page's own head: title, description, canonical, hreflang, Open Graph and Product JSON-LD", async () => {
  const product = await apiJson<Product>("/products/fertility-tests?lang=DE");
  const page = await firstHtml("/de/product/fertility-tests");
  expect(page.status).toBe(200);
  expect(page.lang).toBe("de");
  expect(page.titles).toEqual([`${product.name} | TestKit Europe`]);
  expect(page.description).toHaveLength(1);
  expect(page.description[0].length).toBeGreaterThan(50);
  expect(page.canonical).toEqual([`${shopUrl()}/de/product/fertility-tests`]);
  expectAlternates(page.alternates, "/product/fertility-tests");
  expect(page.og.title).toEqual(page.titles);
  expect(page.og.description).toEqual(page.description);
  expect(page.og.url).toEqual(page.canonical);
  expect(page.og.type).toEqual(["product"]);
  expect(page.og.image[0]).toMatch(new RegExp(`^${shopUrl()}/uploads/`));
  expect(page.robots).toEqual([]);

  expect(page.jsonLd).toHaveLength(1);
  const jsonLd = page.jsonLd[0] as {
    "@type": string;
    name: string;
    sku: string;
    image: string[];
    offers: Record<string, string>;
  };
  expect(jsonLd["@type"]).toBe("Product");
  expect(jsonLd.name).toBe(product.name);
  expect(jsonLd.sku).toBe("fertility-tests");
  expect(jsonLd.image.length).toBe(product.images.length);
  expect(jsonLd.offers).toMatchObject({
    "@type": "Offer",
    price: product.price.toFixed(2),
    priceCurrency: "EUR",
    url: `${shopUrl()}/de/product/fertility-tests`,
  });
  expect((await fetch(jsonLd.image[0])).status).toBe(200);

  // Once the app runs, the page keeps one title and one canonical, and the same values.
  const browserPage = await visitor(journey.browser);
  await browserPage.goto("/de/product/fertility-tests");
  await mainHeading(browserPage, product.name);
  expect(await browserPage.title()).toBe(page.titles[0]);
  const canonicals = () =>
    browserPage
      .locator('head link[rel="canonical"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(await canonicals()).toEqual(page.canonical);
  expect(await browserPage.locator('head link[rel="alternate"][hreflang]').count()).toBe(4);
  expect(await browserPage.locator('script[type="application/ld+json"]').count()).toBe(1);
  await expectAccessible(browserPage);

  // After moving on inside the app, the head describes the new page, and nothing of the product.
  await browserPage.getByRole("banner").getByRole("link", { name: de.header.nav.shop, exact: true }).click();
  await mainHeading(browserPage, de.shop.title);
  await expect.poll(() => browserPage.title()).toBe(de.meta.shop.title);
  expect(await canonicals()).toEqual([`${shopUrl()}/de/shop`]);
  expect(await browserPage.locator('script[type="application/ld+json"]').count()).toBe(0);
  expect(
    await browserPage
      .locator('head meta[property="og:type"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content"))),
  ).toEqual(["website"]);
});

it("sends a blog post's and a static page's own head, in the page's language", async () => {
  const [post] = await apiJson<BlogPostListItem[]>("/blogs?lang=EN");
  const blog = await firstHtml(`/en/blog/${post.slug}`);
  expect(blog.status).toBe(200);
  expect(blog.lang).toBe("en");
  expect(blog.titles).toEqual([`${post.title} | TestKit Europe`]);
  expect(blog.description[0]?.length).toBeGreaterThan(30);
  expect(blog.canonical).toEqual([`${shopUrl()}/en/blog/${post.slug}`]);
  expectAlternates(blog.alternates, `/blog/${post.slug}`);
  expect(blog.og.type).toEqual(["article"]);
  expect(blog.og.title).toEqual(blog.titles);
  expect(blog.og.url).toEqual(blog.canonical);
  // The post as an article, read without running JavaScript: headline, dates, author, image,
  // language, the page it is the main content of, and the shop as its publisher.
  const article = await apiJson<BlogPost>(`/blogs/${post.slug}?lang=EN`);
  expect(blog.jsonLd).toHaveLength(1);
  const posting = blog.jsonLd[0] as { image: string[]; publisher: { logo: { url: string } } };
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    datePublished: article.createdAt,
    dateModified: article.updatedAt,
    author: { "@type": "Person", name: article.author },
    inLanguage: "en",
    mainEntityOfPage: { "@type": "WebPage", "@id": `${shopUrl()}/en/blog/${post.slug}` },
    publisher: { "@type": "Organization", name: "TestKit Europe", url: shopUrl() },
  });
  expect(posting.image).toHaveLength(1);
  expect((await fetch(posting.image[0])).status).toBe(200);
  expect((await fetch(posting.publisher.logo.url)).headers.get("content-type")).toMatch(/^image\//);
  const bgPost = await firstHtml(`/bg/blog/${post.slug}`);
  expect(bgPost.jsonLd).toMatchObject([{ "@type": "BlogPosting", inLanguage: "bg" }]);

  const delivery = await firstHtml("/bg/delivery");
  expect(delivery.status).toBe(200);
  expect(delivery.lang).toBe("bg");
  expect(delivery.titles).toEqual([bg.meta.delivery.title]);
  expect(delivery.description).toEqual([bg.meta.delivery.description]);
  expect(delivery.titles[0]).toMatch(/[\u0400-\u04FF]/);
  expect(delivery.canonical).toEqual([`${shopUrl()}/bg/delivery`]);
  expectAlternates(delivery.alternates, "/delivery");
  expect(delivery.og.title).toEqual(delivery.titles);
  expect(delivery.og.type).toEqual(["website"]);

  // The checkout is served but kept out of the index.
  const checkout = await firstHtml("/en/checkout");
  expect(checkout.robots).toEqual(["noindex"]);
  expect(checkout.canonical).toEqual([]);

  const browserPage = await visitor(journey.browser);
  await browserPage.goto(`/en/blog/${post.slug}`);
  await mainHeading(browserPage, post.title);
  await expectAccessible(browserPage);
  await browserPage.goto("/bg/delivery");
  await mainHeading(browserPage, /[\u0400-\u04FF]/);
  expect(await browserPage.title()).toBe(bg.meta.delivery.title);
  await expectAccessible(browserPage);
});

/**
 * Addresses of a role of their own, which are no customer care: the data protection officer, regulatory compliance,
 * the partner laboratory, and the market surveillance authority the accessibility statement names.
 */
const ROLE_ADDRESSES = [
  "dpo@testkit-europe.eu",
  "regulatory@testkit-europe.eu",
  "lab@testkit-europe.eu",
  "kontakt@mlbf-barrierefrei.de",
];
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

it.each(LANGUAGES)(
  "names one customer-care address in %s wherever a page names one: the shop's, as GET /api/shop gives it",
  async (language) => {
    const { email } = await apiJson<{ email: string }>("/shop");
    for (const path of STATIC_PAGES) {
      const html = decode(await (await fetch(`${shopUrl()}/${language}/${path}`)).text());
      // What the page shows: its text, not its scripts or its fields' examples.
      const root = html
        .slice(html.indexOf('<div id="root">'))
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<[^>]+>/g, " ");
      const others = [...new Set(root.match(ADDRESS) ?? [])].filter(
        (address) => address !== email && !ROLE_ADDRESSES.includes(address),
      );
      expect(others, `/${language}/${path}`).toEqual([]);
      const namesCustomerCare = [
        "delivery",
        "privacy-policy",
        "terms-and-conditions",
        "withdrawal",
        "imprint",
        "contact",
        "accessibility",
      ];
      if (namesCustomerCare.includes(path)) expect(root, `/${language}/${path}`).toContain(email);
    }
  },
);

it("serves the withdrawal information and the model withdrawal form as a page of its own in every language, linked from the footer and the terms", async () => {
  const { email } = await apiJson<{ email: string }>("/shop");
  for (const [language, t] of [
    ["en", en],
    ["de", de],
    ["bg", bg],
  ] as const) {
    const withdrawal = t.pages.withdrawal;
    const response = await fetch(`${shopUrl()}/${language}/withdrawal`);
    expect(response.status).toBe(200);
    const html = decode(await response.text());
    const head = await firstHtml(`/${language}/withdrawal`);
    expect(head.titles).toEqual([t.meta.withdrawal.title]);
    expect(head.canonical).toEqual([`${shopUrl()}/${language}/withdrawal`]);
    expectAlternates(head.alternates, "/withdrawal");
    // Without JavaScript: the seller, the 14 days, how to withdraw (post, e-mail, online), the
    // effects, the exclusion of unsealed health and hygiene goods, and the model form.
    for (const section of withdrawal.sections) {
      expect(html, section.title).toContain(`<h2>${section.title}</h2>`);
      for (const paragraph of section.paragraphs) expect(html).toContain(paragraph);
    }
    expect(html).toContain("TestKit Europe GmbH, Lindenallee 14, 10115");
    expect(html).toContain(email);
    expect(html).toMatch(/14/);
    expect(html).toContain(`href="/${language}/withdraw"`);
    expect(html).toContain(`>${onlineWithdrawal(t)}</a>`);
    expect(html).toContain(withdrawal.form.title);
    for (const line of withdrawal.form.lines) expect(html).toContain(line);
    expect(html).toContain(withdrawal.form.footnote);
  }
  expect(onlineWithdrawal(en)).toBe("Withdraw from contract here");
  expect(onlineWithdrawal(de)).toBe("Vertrag hier widerrufen");
  expect(onlineWithdrawal(bg)).toBe("Отказ от договора тук");

  const page = await visitor(journey.browser);
  await page.goto("/de/terms-and-conditions");
  await mainHeading(page, de.pages.termsAndConditions.title);
  await page.getByRole("contentinfo").getByRole("link", { name: de.footer.support.withdrawal, exact: true }).click();
  await mainHeading(page, de.pages.withdrawal.title);
  expect(new URL(page.url()).pathname).toBe("/de/withdrawal");
  await expectAccessible(page);
  await page.goto("/de/terms-and-conditions");
  await mainHeading(page, de.pages.termsAndConditions.title);
  const termsLink = linkOf(de.pages.termsAndConditions.sections);
  expect(termsLink?.path).toBe("/withdrawal");
  await page.getByRole("main").getByRole("link", { name: termsLink?.text, exact: true }).click();
  await mainHeading(page, de.pages.withdrawal.title);
});

it("lists every product, post and static page in every language in /sitemap.xml, which /robots.txt points to", async () => {
  const [products, posts] = await Promise.all([
    apiJson<ProductListItem[]>("/products?lang=EN&pageSize=100"),
    apiJson<BlogPostListItem[]>("/blogs?lang=EN"),
  ]);
  expect(products.length).toBeGreaterThanOrEqual(15);
  expect(posts.length).toBeGreaterThanOrEqual(6);

  // The index names its children, gzipped sitemaps at the root: their URLs are the shop's pages.
  const response = await fetch(`${shopUrl()}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/xml/);
  const index = await response.text();
  expect(index).toContain("<sitemapindex");
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(children.length).toBeGreaterThan(0);
  const xml = (
    await Promise.all(
      children.map(async (child) => {
        expect(child).toMatch(new RegExp(`^${shopUrl()}/sitemap-[a-z]+-\\d+\\.xml\\.gz$`));
        const file = await fetch(child);
        expect(file.status).toBe(200);
        return gunzipSync(Buffer.from(await file.arrayBuffer())).toString("utf8");
      }),
    )
  ).join("\n");
  const locations = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
  const paths = [...STATIC_PAGES, ...products.map((p) => `product/${p.slug}`), ...posts.map((p) => `blog/${p.slug}`)];
  const missing = LANGUAGES.flatMap((language) =>
    paths.map((path) => `${shopUrl()}/${language}${path ? `/${path}` : ""}`),
  ).filter((url) => !locations.has(url));
  expect(missing).toEqual([]);
  // Each entry names its translations.
  const drugTests = xml.slice(xml.indexOf(`<loc>${shopUrl()}/bg/product/drug-tests</loc>`));
  expect(drugTests.slice(0, drugTests.indexOf("</url>"))).toContain(
    `hreflang="de" href="${shopUrl()}/de/product/drug-tests"`,
  );
  // Nothing private is listed.
  expect([...locations].filter((url) => /\/(cart|checkout|payment|success|admin)/.test(url))).toEqual([]);

  const robots = await (await fetch(`${shopUrl()}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${shopUrl()}/sitemap.xml`);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
});

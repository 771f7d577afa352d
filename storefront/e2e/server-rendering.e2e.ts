// Journey of a phone on a slow network, a crawler and a visitor without JavaScript: the first HTML
// of every page already holds the page (heading, prices, texts, in the page's language), the
// browser takes it over without a hydration mismatch and without fetching the page's data again,
// the server answers redirects and 404s itself, a catalog write shows in the next page, and a
// shopper whose connection drops keeps the page and can try again.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { BlogPost, Product, ProductListItem } from "@shop/shared";
import { formatPrice, toCents } from "@shop/shared";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import {
  apiJson,
  en,
  expectAccessible,
  journeyBrowser,
  mainHeading,
  pathOf,
  shopUrl,
  visitor,
  withProductChanged,
  openHydrated,
} from "./support.ts";

const journey = journeyBrowser();

const TEXTS = { en, de, bg } as const;
const LANGUAGES = ["en", "de", "bg"] as const;

function decode(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

/** A price as the page shows it, its spaces as plain spaces (the text below is read that way). */
const price = (euros: number, language: (typeof LANGUAGES)[number]) =>
  formatPrice(toCents(euros), language).replace(/\s+/g, " ");

/** The page as the server sends it, and its visible text (tags dropped) inside #root. */
async function firstHtml(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(shopUrl() + path, { headers, redirect: "manual" });
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf("</div>"));
  const text = decode(root.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
  const h1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "");
  return { status: response.status, headers: response.headers, html, text, h1 };
}

it("sends each page's heading, prices and texts in its first HTML, in all three languages", async () => {
  for (const language of LANGUAGES) {
    const t = TEXTS[language];
    const lang = language.toUpperCase();
    const product = await apiJson<Product>(`/products/drug-tests?lang=${lang}`);
    const productPage = await firstHtml(`/${language}/product/drug-tests`);
    expect(productPage.status).toBe(200);
    expect(productPage.html).toContain(`<html lang="${language}"`);
    expect(productPage.h1).toBe(product.name);
    expect(productPage.text).toContain(price(product.price, language));
    expect(productPage.text).toContain(t.product.faq.title);
    expect(productPage.text).toContain(t.product.howTo.title);
    // A product's claims are its own: the drug test makes none, so its page lists none (no
    // accuracy figure either); the pregnancy test lists those its description states.
    const claimsList = `aria-label="${t.product.highlights}"`;
    expect(product.highlights).toEqual([]);
    expect(productPage.html).not.toContain(claimsList);
    expect(productPage.text).not.toMatch(/99\s?%/);
    const claimed = await apiJson<Product>(`/products/early-pregnancy-test?lang=${lang}`);
    expect(claimed.highlights.length).toBeGreaterThan(0);
    const claimedPage = await firstHtml(`/${language}/product/early-pregnancy-test`);
    expect(claimedPage.html).toContain(claimsList);
    for (const claim of claimed.highlights) expect(claimedPage.text).toContain(claim);

    const shop = await firstHtml(`/${language}/shop`);
    const products = await apiJson<ProductListItem[]>(`/products?lang=${lang}`);
    expect(shop.h1).toBe(t.shop.title);
    for (const item of products) {
      expect(shop.text).toContain(item.name);
      expect(shop.text).toContain(price(item.price, language));
    }

    const home = await firstHtml(`/${language}`);
    expect(home.text).toContain(t.home.howItWorks.title);
    // The random rows are picked on the server: four kits each, with their prices.
    expect(home.html.match(/<article/g)?.length ?? 0).toBeGreaterThanOrEqual(8);

    const [first] = await apiJson<{ slug: string }[]>(`/blogs?lang=${lang}`);
    const post = await apiJson<BlogPost>(`/blogs/${first.slug}?lang=${lang}`);
    const postPage = await firstHtml(`/${language}/blog/${first.slug}`);
    expect(postPage.h1).toBe(post.title);
    expect(postPage.text).toContain(
      decode(post.content.replace(/<[^>]+>/g, " "))
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 80),
    );

    const delivery = await firstHtml(`/${language}/delivery`);
    expect(delivery.h1).toBe(t.pages.delivery.title);

    // The checkout's steps: the server never knows the cart, so each step's frame comes first.
    for (const [step, title] of [
      ["cart", t.cart.title],
      ["checkout", t.checkout.title],
      ["payment", t.payment.title],
      ["success", t.checkout.progress.thankYou],
    ]) {
      const page = await firstHtml(`/${language}/${step}`);
      expect(page.status, step).toBe(200);
      expect(page.h1, step).toBe(title);
      expect(page.html, step).toContain('<meta name="robots" content="noindex"/>');
    }
  }
});

it("shows the page to a visitor without JavaScript, links included", async () => {
  const context = await journey.browser.newContext({ baseURL: shopUrl(), javaScriptEnabled: false, locale: "de-DE" });
  const page = await context.newPage();
  const product = await apiJson<Product>("/products/fertility-tests?lang=DE");
  await page.goto("/de/product/fertility-tests");
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(product.name);
  expect(await page.locator("main").innerText()).toContain(formatPrice(toCents(product.price), "de"));
  await page.getByRole("banner").getByRole("link", { name: de.header.nav.shop }).click();
  await expect.poll(() => pathOf(page)).toBe("/de/shop");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(de.shop.title);
});

/** openHydrated, where a resource the page could not load is not this journey's problem. */
async function hydrated(page: Page, path: string) {
  const result = await openHydrated(page, path);
  return { ...result, problems: result.problems.filter((problem) => !problem.startsWith("Failed to load resource")) };
}

it.each(LANGUAGES)(
  "hydrates every kind of page in %s without a mismatch and without fetching its data again",
  async (language) => {
    const [post] = await apiJson<{ slug: string }[]>(`/blogs?lang=${language.toUpperCase()}`);
    const pages = [
      "",
      "/shop",
      "/shop?category=drug-tests",
      "/product/drug-tests",
      "/category/fertility-tests",
      "/blog",
      `/blog/${post.slug}`,
      "/delivery",
      "/contact",
      "/no-such-page",
    ];
    // One visitor going from page to page, each page opened afresh (a full load, not a click).
    const page = await visitor(journey.browser);
    for (const path of [...pages.map((path) => `/${language}${path}`), "/admin-login"]) {
      const result = await hydrated(page, path);
      expect(result.status, path).toBe(path.endsWith("/no-such-page") ? 404 : 200);
      expect(result.problems, path).toEqual([]);
      expect(result.calls, `${path}: data fetched again`).toEqual([]);
    }
  },
);

it.each(LANGUAGES)(
  "answers a category the catalog does not have with the not-found page and its title in %s, never the slug",
  async (language) => {
    const t = TEXTS[language];
    const path = `/${language}/category/unknown-slug`;
    const first = await firstHtml(path);
    expect(first.status).toBe(404);
    expect(decode(/<title>([^<]*)<\/title>/.exec(first.html)?.[1] ?? "")).toBe(t.meta.notFound.title);
    expect(first.h1).toBe(t.notFound.title);
    expect(first.text).not.toContain("unknown-slug");
    const page = await visitor(journey.browser);
    const result = await hydrated(page, path);
    expect(result.problems).toEqual([]);
    expect(await page.title()).toBe(t.meta.notFound.title);
    await mainHeading(page, t.notFound.title);
  },
);

it("hydrates a returning shopper's cart and consent after the HTML, without a mismatch", async () => {
  const page = await visitor(journey.browser);
  await page.goto("/en/product/drug-tests");
  await page.getByRole("button", { name: en.product.addToCart }).click();
  await expect.poll(() => pathOf(page)).toBe("/en/cart");
  const result = await hydrated(page, "/en/product/ovulation-test");
  expect(result.problems).toEqual([]);
  await expect
    .poll(() =>
      page
        .getByRole("banner")
        .getByRole("link", { name: /^Cart,/ })
        .textContent(),
    )
    .toContain("(1)");
  // The cart page is rendered by the server without the cart, and shows it once hydrated.
  const cart = await hydrated(page, "/en/cart");
  expect(cart.problems).toEqual([]);
  await mainHeading(page, en.cart.title);
  await expect
    .poll(() => page.getByRole("table").innerText())
    .toContain((await apiJson<Product>("/products/drug-tests?lang=EN")).name);
  await expectAccessible(page);
});

it("answers language redirects itself, before any HTML", async () => {
  const root = await firstHtml("/", { "accept-language": "bg-BG,bg;q=0.9,en;q=0.8" });
  expect(root.status).toBe(302);
  expect(root.headers.get("location")).toBe("/bg");
  const chosen = await firstHtml("/shop?category=drug-tests", { cookie: "lang=de", "accept-language": "en" });
  expect(chosen.status).toBe(302);
  expect(chosen.headers.get("location")).toBe("/de/shop?category=drug-tests");
  const regional = await firstHtml("/de-AT/shop");
  expect(regional.status).toBe(301);
  expect(regional.headers.get("location")).toBe("/de/shop");

  // Choosing a language in the menu is remembered for the next visit to `/`.
  const page = await visitor(journey.browser);
  await page.goto("/en");
  await page.getByRole("button", { name: /English/ }).click();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect.poll(() => pathOf(page)).toBe("/de");
  await page.goto("/");
  expect(pathOf(page)).toBe("/de");
});

it("shows a catalog write in the next page it renders", async () => {
  const product = await apiJson<Product>("/products/iron-ferritin-test?lang=EN");
  const before = await firstHtml("/en/product/iron-ferritin-test");
  expect(before.text).toContain(price(product.price, "en"));
  await withProductChanged(
    "iron-ferritin-test",
    ({ price: euros }) => ({ price: euros + 1 }),
    async () => {
      const after = await firstHtml("/en/product/iron-ferritin-test");
      expect(after.text).toContain(price(product.price + 1, "en"));
    },
  );
});

it("keeps the page and offers a retry when the shop cannot be reached, then goes on", async () => {
  const page = await visitor(journey.browser);
  await hydrated(page, "/en");
  // The connection drops: nothing of the shop's answers any more.
  await page.route("**/*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("banner").getByRole("link", { name: en.header.nav.blog }).click();
  await mainHeading(page, en.errors.unreachable.title);
  expect(pathOf(page)).toBe("/en/blog");
  // The header and footer stay usable, and nothing was replaced by the browser's own error page.
  await expect.poll(() => page.getByRole("contentinfo").count()).toBe(1);
  await expectAccessible(page);
  // Still down: trying again says so, and the page stays.
  await page.getByRole("button", { name: en.common.retry }).click();
  await expect.poll(() => page.getByRole("status").allTextContents()).toContain(en.errors.unreachable.stillDown);
  await page.unroute("**/*");
  await page.getByRole("button", { name: en.common.retry }).click();
  await mainHeading(page, en.blog.title);
  expect(pathOf(page)).toBe("/en/blog");
});

// Journey of a shopper in a catalog larger than a page: the shop shows 24 kits and says how many
// there are, the page links (plain links the server renders, so a crawler walks them too) lead to
// the rest, the address and the canonical link carry the page, a category goes back to page 1,
// and a page past the end is a 404 that leads back to the first. A shop of its own, with 10 more
// kits than the demo's 19: the other journeys' shop keeps its catalog.
import { afterAll, beforeAll, expect, it } from "vitest";
import { newPage, startOwnShop, type RunningShop } from "@shop/browser-testing";
import type { ProductListItem } from "@shop/shared";
import { en, expectAccessible, journeyBrowser, mainHeading, pathOf } from "./support.ts";

const journey = journeyBrowser();
let shop: RunningShop;
const ADDED = 10;

beforeAll(async () => {
  shop = await startOwnShop();
  const login = await fetch(`${shop.url}/api/admin-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(shop.admin),
  });
  const { token } = (await login.json()) as { token: string };
  for (let n = 1; n <= ADDED; n++) {
    const form = new FormData();
    form.set(
      "product",
      JSON.stringify({
        price: 10 + n,
        categories: ["drug-tests"],
        translation: { language: "en", name: `Paging Kit ${n}`, description: "<p>A kit.</p>" },
        // What a product on sale must name (GPSR, docs/behaviour.md §21).
        manufacturerName: "Paging Diagnostics GmbH",
        manufacturerAddress: "Hauptstraße 1, 10115 Berlin, Germany",
        manufacturerContact: "safety@paging-diagnostics.example",
      }),
    );
    const created = await fetch(`${shop.url}/api/products?lang=en`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
  }
}, 120_000);

afterAll(() => shop?.stop());

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

it("pages through the shop by links, the address and canonical carrying the page", async () => {
  const total = Number((await fetch(`${shop.url}/api/products?lang=en&pageSize=1`)).headers.get("x-total-count"));
  expect(total).toBeGreaterThan(24);
  const all = (await (await fetch(`${shop.url}/api/products?lang=en&pageSize=100`)).json()) as ProductListItem[];
  expect(all).toHaveLength(total);

  // Without JavaScript: the server's HTML has the first 24 kits and the links to the rest.
  const html = await (await fetch(`${shop.url}/en/shop`)).text();
  expect(html).toContain(fill(en.pagination.shown, { from: 1, to: 24, total }));
  expect(html).toMatch(/href="\/en\/shop\?page=2"/);

  const page = await newPage(journey.browser, shop.url);
  await page.goto("/en/shop");
  await mainHeading(page, en.shop.title);
  const main = page.getByRole("main");
  const pages = main.getByRole("navigation", { name: en.pagination.label });
  expect(await main.getByRole("article").count()).toBe(24);
  expect(
    await pages.getByRole("link", { name: fill(en.pagination.page, { page: 1 }) }).getAttribute("aria-current"),
  ).toBe("page");
  await expectAccessible(page);

  await pages.getByRole("link", { name: en.pagination.next }).click();
  await page.waitForURL(/\/en\/shop\?page=2$/);
  await expect.poll(() => main.getByText(fill(en.pagination.shown, { from: 25, to: total, total })).count()).toBe(1);
  expect(await main.getByRole("article").count()).toBe(total - 24);
  // The second page shows the kits after the first 24, newest first as the API lists them.
  expect(await main.getByRole("article").first().getByRole("heading").textContent()).toBe(all[24].name);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/en\/shop\?page=2$/);
  await expectAccessible(page);

  // A category starts at its own first page: the address drops the page.
  const drugTests = all.filter((item) => item.categories.some((category) => category.slug === "drug-tests"));
  await main.getByRole("button", { name: drugTests[0].categories.find((c) => c.slug === "drug-tests")!.name }).click();
  await page.waitForURL((url) => url.searchParams.get("category") === "drug-tests" && !url.searchParams.has("page"));
  await expect
    .poll(() =>
      main
        .getByText(fill(en.pagination.shown, { from: 1, to: Math.min(24, drugTests.length), total: drugTests.length }))
        .count(),
    )
    .toBe(1);
  await page.close();
});

it("answers a page past the end with 404 and a way back to the first", async () => {
  const answer = await fetch(`${shop.url}/en/shop?page=9`);
  expect(answer.status).toBe(404);
  const page = await newPage(journey.browser, shop.url);
  await page.goto("/en/shop?page=9");
  const main = page.getByRole("main");
  await expect.poll(() => main.getByText(en.pagination.pastTheEnd).count()).toBe(1);
  await main.getByRole("link", { name: en.pagination.first }).click();
  await page.waitForURL(() => pathOf(page) === "/en/shop");
  await expect.poll(() => main.getByRole("article").count(), { timeout: 15_000 }).toBe(24);
  await page.close();
});

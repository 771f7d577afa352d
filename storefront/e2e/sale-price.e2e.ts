// Journey of a Bulgarian shopper and a product on sale: its page, the shop's cards and the search
// show the sale price with the lowest price of the 30 days before the sale (Art. 6a of Directive
// 98/6/EC), in Bulgarian, and the product's structured data carries it; the cart charges the sale price.
import { expect, it } from "vitest";
import { formatPrice } from "@shop/shared";
import bg from "../public/locales/bg/translation.json";
import { expectAccessible, journeyBrowser, mainHeading, visitor, withProductChanged } from "./support.ts";

const journey = journeyBrowser();

const SLUG = "vitamin-d-test";

it("shows a sale price with the lowest price of the last 30 days, in Bulgarian", async () => {
  let regularCents = 0;
  await withProductChanged(
    SLUG,
    (record) => {
      regularCents = Math.round(record.price * 100);
      // A fifth off, to the cent.
      return { salePrice: Math.round(record.price * 80) / 100 };
    },
    async () => {
      const saleCents = Math.round(regularCents * 0.8);
      // The product was never cheaper than its regular price before the sale began.
      const lowest = bg.product.price.lowest30.replace("{price}", formatPrice(regularCents, "bg"));
      const page = await visitor(journey.browser);
      await page.goto(`/bg/product/${SLUG}`);
      const name = await page.getByRole("heading", { level: 1 }).first().textContent({ timeout: 15_000 });
      await mainHeading(page, name ?? "");
      const main = page.getByRole("main");
      await expect.poll(() => main.getByTestId("lowest-price-30-days").first().innerText()).toBe(lowest);
      expect(await main.innerText()).toContain(formatPrice(saleCents, "bg"));
      const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
      const offer = structured.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Product")?.offers;
      expect(offer).toMatchObject({
        price: (saleCents / 100).toFixed(2),
        priceSpecification: {
          priceType: "https://schema.org/StrikethroughPrice",
          price: (regularCents / 100).toFixed(2),
        },
      });
      await expectAccessible(page);

      // The server-rendered page says it before any script runs.
      const html = await (await page.request.get(`/bg/product/${SLUG}`)).text();
      expect(html).toContain(bg.product.price.lowest30.replace("{price}", ""));

      // The shop's cards say it too.
      await page.goto("/bg/shop");
      await mainHeading(page, bg.shop.title);
      const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: name ?? "" }) });
      await expect.poll(() => card.getByTestId("lowest-price-30-days").innerText(), { timeout: 15_000 }).toBe(lowest);
      await expectAccessible(page);
    },
  );
});

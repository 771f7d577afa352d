// Journey: an in-vitro diagnostic's page shows its medical device information in a section of its
// own, with its instructions for use as a PDF in the page's language, and Product JSON-LD naming
// its manufacturer; its product safety section (manufacturer, postal and electronic address, the
// EU responsible person where the manufacturer is outside the EU, model, GTIN, warnings) and, for a
// kit sealed for hygiene, when the right of withdrawal ends, in en, de and bg, server-rendered; a
// kit not delivered to Germany is named as such on the checkout once Germany is chosen (and on the
// cart and product page once it is remembered), and the checkout asks for the shopper's age for
// the drug tests before it goes on to payment (docs/behaviour.md §14, §21, §22).
import { expect, it } from "vitest";
import type { Product } from "../src/api/types.ts";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import {
  apiJson,
  en,
  expectAccessible,
  fillShippingForm,
  journeyBrowser,
  mainHeading,
  pathOf,
  shopUrl,
  visitor,
  withProductChanged,
} from "./support.ts";

const journey = journeyBrowser();

const BLOCKED = "chlamydia-rapid-test";

it("shows the IVD section with the CE marking, the manufacturer and the instructions as a PDF in the page's language", async () => {
  const product = await apiJson<Product>(`/products/${BLOCKED}?lang=de`);
  expect(product.ivd).toMatchObject({ selfTest: true, ceMark: expect.stringMatching(/^CE \d{4}$/) });
  const page = await visitor(journey.browser);
  await page.goto(`/de/product/${BLOCKED}`);
  await mainHeading(page, product.name);
  const section = page.getByRole("region", { name: de.ivd.title });
  await expect.poll(() => section.textContent(), { timeout: 15_000 }).toContain(product.ivd!.ceMark);
  const text = (await section.textContent()) ?? "";
  expect(text).toContain(de.ivd.selfTest);
  expect(text).toContain(product.ivd!.intendedUse);
  const link = section.getByRole("link", { name: de.ivd.instructions });
  const href = await link.getAttribute("href");
  expect(href).toBe(product.ivd!.instructionsUrl);
  const pdf = await fetch(new URL(href!, shopUrl()));
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString("latin1"),
  ).toBe("%PDF-");
  // Each language has its own instructions.
  const english = await apiJson<Product>(`/products/${BLOCKED}?lang=en`);
  expect(english.ivd!.instructionsUrl).not.toBe(href);
  await expectAccessible(page);

  // The server's HTML carries the section and Product JSON-LD with the manufacturer as brand.
  const html = await (await fetch(`${shopUrl()}/de/product/${BLOCKED}`)).text();
  expect(html).toContain(de.ivd.title);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]) as {
    brand: { name: string };
    manufacturer: { name: string };
    offers: Record<string, string>;
  };
  const maker = product.safety!.manufacturer.name;
  expect(jsonLd.brand.name).toBe(maker);
  expect(jsonLd.manufacturer.name).toBe(maker);
  expect(jsonLd.offers).toMatchObject({
    price: product.price.toFixed(2),
    priceCurrency: "EUR",
    availability: "https://schema.org/InStock",
  });
});

// A kit whose manufacturer is in Switzerland, with its responsible person in the EU.
const OUTSIDE_EU = "digital-ovulation-test";
// A laboratory's collection kit without a GTIN, made in the EU.
const WITHOUT_GTIN = "sti-5-panel-lab-test";
const MESSAGES = { en, de, bg } as const;

it.each(["en", "de", "bg"] as const)(
  "shows the product safety section and the sealed kit's withdrawal wording in %s, rendered by the server",
  async (language) => {
    const t = MESSAGES[language];
    const product = await apiJson<Product>(`/products/${OUTSIDE_EU}?lang=${language}`);
    const safety = product.safety!;
    expect(safety.euResponsiblePerson).toBeTruthy();
    expect(product.sealedForHygiene).toBe(true);

    // The server's HTML has them before any script runs.
    const html = await (await fetch(`${shopUrl()}/${language}/product/${OUTSIDE_EU}`)).text();
    for (const shown of [t.safety.title, t.safety.sealed, safety.manufacturer.name, safety.gtin!])
      expect(html, shown).toContain(shown);

    const page = await visitor(journey.browser);
    await page.goto(`/${language}/product/${OUTSIDE_EU}`);
    await mainHeading(page, product.name);
    const section = page.getByRole("region", { name: t.safety.title });
    const text = (await section.textContent()) ?? "";
    for (const shown of [
      t.safety.manufacturer,
      safety.manufacturer.name,
      t.safety.address,
      safety.manufacturer.address,
      t.safety.euResponsiblePerson,
      safety.euResponsiblePerson!,
      t.safety.model,
      safety.model!,
      t.safety.gtin,
      safety.gtin!,
      t.safety.warnings,
      ...safety.warnings,
    ])
      expect(text, shown).toContain(shown);
    const contact = section.getByRole("link", { name: safety.manufacturer.contact });
    expect(await contact.getAttribute("href")).toBe(safety.manufacturer.contact);
    // Warnings in the page's language: German and Bulgarian are not the English ones.
    if (language !== "en")
      expect(safety.warnings[0]).not.toBe(
        (await apiJson<Product>(`/products/${OUTSIDE_EU}?lang=en`)).safety!.warnings[0],
      );
    expect(await page.getByTestId("sealed-notice").textContent()).toBe(t.safety.sealed);
    await expectAccessible(page);

    // An EU manufacturer has no responsible person of its own, and a kit without a GTIN shows none.
    const lab = await apiJson<Product>(`/products/${WITHOUT_GTIN}?lang=${language}`);
    expect(lab.safety).toMatchObject({ euResponsiblePerson: null, gtin: null });
    await page.goto(`/${language}/product/${WITHOUT_GTIN}`);
    await mainHeading(page, lab.name);
    const labText = (await page.getByRole("region", { name: t.safety.title }).textContent()) ?? "";
    expect(labText).toContain(lab.safety!.manufacturer.name);
    expect(labText).not.toContain(t.safety.euResponsiblePerson);
    expect(labText).not.toContain(t.safety.gtin);

    // The withdrawal function says the same, and still takes every declaration.
    await page.goto(`/${language}/withdraw`);
    await mainHeading(page, t.withdraw.title);
    expect(await page.getByTestId("withdraw-sealed").textContent()).toBe(t.withdraw.sealed);
  },
);

it("names a kit not delivered to Germany on the checkout once Germany is chosen, and then on the cart and its page", async () => {
  const product = await apiJson<Product>(`/products/${BLOCKED}?lang=en`);
  expect(product.blockedCountries).toContain("DE");
  const page = await visitor(journey.browser);
  await page.goto("/en");
  await page.evaluate((line) => localStorage.setItem("cart", JSON.stringify([line])), {
    slug: BLOCKED,
    name: product.name,
    price: product.price,
    quantity: 1,
    image: null,
  });
  await page.goto("/en/checkout");
  await mainHeading(page, en.checkout.title);
  const notice = page.getByTestId("not-delivered");
  expect(await notice.count()).toBe(0);
  await fillShippingForm(page);
  const message = en.ivd.notDeliveredLine.replace("{name}", product.name).replace("{country}", "Germany");
  // The line, then its button to take the kit out of the cart (delivery-country.e2e.ts presses it).
  await expect.poll(() => notice.textContent(), { timeout: 15_000 }).toBe(`${message} ${en.ivd.removeLine}`);
  expect(await page.getByRole("button", { name: en.checkout.next }).first().isDisabled()).toBe(true);
  await expectAccessible(page);

  // Austria: the kit goes, the message goes.
  await page.locator("#shipping-countryCode").selectOption("AT");
  await expect.poll(() => notice.count()).toBe(0);
  await page.locator("#shipping-countryCode").selectOption("DE");
  await expect.poll(() => notice.count()).toBe(1);

  // The remembered country: the cart and the product page say so too.
  await page.goto("/en/cart");
  await mainHeading(page, en.cart.title);
  await expect
    .poll(() => page.getByTestId("not-delivered").textContent(), { timeout: 15_000 })
    .toBe(`${message} ${en.ivd.removeLine}`);
  await page.goto(`/en/product/${BLOCKED}`);
  await mainHeading(page, product.name);
  await expect
    .poll(() => page.getByTestId("not-delivered").textContent(), { timeout: 15_000 })
    .toBe(en.ivd.notDelivered.replace("{country}", "Germany"));
  // A kit that may go to Germany says nothing.
  await page.goto("/en/product/hiv-self-test");
  await mainHeading(page, (await apiJson<Product>("/products/hiv-self-test?lang=en")).name);
  expect(await page.getByTestId("not-delivered").count()).toBe(0);
});

it("asks for the shopper's age for an adults-only kit before going on to payment", async () => {
  const product = await apiJson<Product>("/products/drug-tests?lang=en");
  expect(product.adultsOnly).toBe(true);
  const page = await visitor(journey.browser);
  await page.goto("/en/product/drug-tests");
  await page.getByRole("button", { name: en.product.addToCart }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/en/cart");
  await page.getByRole("link", { name: en.cart.proceed }).click();
  await mainHeading(page, en.checkout.title);
  await fillShippingForm(page);
  const age = page.getByLabel(en.ivd.ageConfirm);
  await expect.poll(() => age.isVisible(), { timeout: 15_000 }).toBe(true);
  await page.getByRole("button", { name: en.checkout.next }).first().click();
  await expect.poll(() => page.getByText(en.ivd.ageRequired).isVisible()).toBe(true);
  expect(pathOf(page)).toBe("/en/checkout");
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("age-confirmed");
  await expectAccessible(page);

  await age.check();
  await expect.poll(() => page.getByText(en.ivd.ageRequired).count()).toBe(0);
  await page.getByRole("button", { name: en.checkout.next }).first().click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe("/en/payment");
});

it("uses a product's own page title and description in its head, and its name without them", async () => {
  const product = await apiJson<Product>("/products/hiv-self-test?lang=en");
  const head = async () => {
    const html = await (await fetch(`${shopUrl()}/en/product/hiv-self-test`)).text();
    return {
      title: /<title>(.*?)<\/title>/.exec(html)?.[1],
      description: /<meta name="description" content="(.*?)"/.exec(html)?.[1],
    };
  };
  expect((await head()).title).toBe(`${product.name} | TestKit Europe`);
  const original = product.seo;
  expect(original).toEqual({ title: null, description: null });
  const withSeo = (en: { seoTitle: string; seoDescription: string }) => (record: object) => ({
    seo: { ...(record as { seo: Record<string, unknown> }).seo, en },
  });
  await withProductChanged(
    "hiv-self-test",
    withSeo({ seoTitle: "HIV self-test at home", seoDescription: "Result in 15 minutes, discreet delivery." }),
    async () => {
      await expect
        .poll(async () => (await head()).title, { timeout: 15_000 })
        .toBe("HIV self-test at home | TestKit Europe");
      expect((await head()).description).toBe("Result in 15 minutes, discreet delivery.");
    },
  );
  // Put back for the other journeys of the run; empty again, the name is the title.
  await withProductChanged("hiv-self-test", withSeo({ seoTitle: "", seoDescription: "" }), async () => {
    await expect.poll(async () => (await head()).title, { timeout: 15_000 }).toBe(`${product.name} | TestKit Europe`);
  });
});

// Journey: a visitor browses the shop and switches between English, German and Bulgarian; the
// address, the texts and <html lang> follow, and the language-prefix rules send odd addresses home.
import { expect, it } from "vitest";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import { en, expectAccessible, journeyBrowser, mainHeading, pathOf, visitor } from "./support.ts";

const journey = journeyBrowser();

it("switches language from the header menu: URL, texts, title and <html lang> change, Bulgarian in Cyrillic", async () => {
  const page = await visitor(journey.browser);
  await page.goto("/en/shop");
  await mainHeading(page, en.shop.title);
  expect(await page.getAttribute("html", "lang")).toBe("en");
  await expect.poll(() => page.title()).toBe(en.meta.shop.title);
  await expectAccessible(page);

  await page.getByRole("button", { name: /^EN, language: English/ }).click();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect.poll(() => pathOf(page)).toBe("/de/shop");
  await mainHeading(page, de.shop.title);
  expect(await page.getAttribute("html", "lang")).toBe("de");
  await expect.poll(() => page.title()).toBe(de.meta.shop.title);
  await expect
    .poll(() =>
      page
        .getByRole("navigation", { name: de.header.mainNavigation })
        .getByRole("link", { name: de.header.nav.blog })
        .isVisible(),
    )
    .toBe(true);
  await expectAccessible(page);

  await page.getByRole("button", { name: /^DE, Sprache: Deutsch/ }).click();
  await page.getByRole("button", { name: "Български" }).click();
  await expect.poll(() => pathOf(page)).toBe("/bg/shop");
  await mainHeading(page, bg.shop.title);
  expect(await page.getAttribute("html", "lang")).toBe("bg");
  expect(await page.locator("main").innerText()).toMatch(/[\u0400-\u04FF]{4,}/);
  // The catalog itself is fetched again in Bulgarian, not only the interface texts.
  await expect
    .poll(() => page.locator("main article h2, main article h3").first().innerText(), { timeout: 15_000 })
    .toMatch(/[\u0400-\u04FF]/);
  await expectAccessible(page);

  // The choice is remembered: the root now leads to Bulgarian.
  await page.goto("/");
  await expect.poll(() => pathOf(page)).toBe("/bg");
  await mainHeading(page, bg.home.hero.title);
});

it("redirects the root to a language prefix: the browser's language, else English", async () => {
  const english = await visitor(journey.browser);
  await english.goto("/");
  await expect.poll(() => pathOf(english)).toBe("/en");
  await mainHeading(english, en.home.hero.title);
  expect(await english.getAttribute("html", "lang")).toBe("en");
  await expectAccessible(english);

  const german = await visitor(journey.browser, { locale: "de-DE" });
  await german.goto("/");
  await expect.poll(() => pathOf(german)).toBe("/de");
  await mainHeading(german, de.home.hero.title);
  expect(await german.getAttribute("html", "lang")).toBe("de");

  // A path without a prefix gets the current one.
  await german.goto("/shop");
  await expect.poll(() => pathOf(german)).toBe("/de/shop");
  await mainHeading(german, de.shop.title);
});

it("trims a region suffix and sends an unsupported prefix to /en", async () => {
  const page = await visitor(journey.browser);
  await page.goto("/de-AT/shop");
  await expect.poll(() => pathOf(page)).toBe("/de/shop");
  await mainHeading(page, de.shop.title);
  expect(await page.getAttribute("html", "lang")).toBe("de");

  await page.goto("/bg_BG");
  await expect.poll(() => pathOf(page)).toBe("/bg");
  await mainHeading(page, bg.home.hero.title);

  await page.goto("/fr/shop");
  await expect.poll(() => pathOf(page)).toBe("/en/shop");
  await mainHeading(page, en.shop.title);
  expect(await page.getAttribute("html", "lang")).toBe("en");

  await page.goto("/fr");
  await expect.poll(() => pathOf(page)).toBe("/en");
  await mainHeading(page, en.home.hero.title);
  await expectAccessible(page);
});

// Journey: the header at every screen width from 320 to 1440 px, in English, German and Bulgarian.
// The page never scrolls sideways, the logo's mark and the whole brand show (never cut to
// "TestKit Eur…"), and each of the desktop's links stays on one line ("So funktioniert's" used to
// wrap while the logo vanished between 780 and 900 px), also with an administrator signed in,
// whose "Abmelden" stands beside them. The language button's accessible name begins with what it
// shows ("DE"), as WCAG 2.5.3 asks of a label in a name.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import { en, journeyBrowser, mainHeading, staffToken, visitor } from "./support.ts";

const journey = journeyBrowser();
const TEXTS = { en, de, bg } as const;
const WIDTHS = Array.from({ length: (1440 - 320) / 10 + 1 }, (_, step) => 320 + step * 10);

/** What is wrong with the header at the screen's width now. */
function headerProblems(page: Page, brand: string): Promise<string[]> {
  return page.evaluate((brand) => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const excess = document.documentElement.scrollWidth - width;
    if (excess > 0) found.push(`the page scrolls ${excess} px sideways`);
    const header = document.querySelector("header")!;
    const logo = [...header.querySelectorAll("a")].find((link) => link.textContent?.trim() === brand);
    const mark = logo?.querySelector("svg")?.getBoundingClientRect();
    const name = logo?.querySelector("span");
    const box = logo?.getBoundingClientRect();
    if (!logo || !box || box.left < 0 || box.right > width) found.push("the logo is not (all) on the screen");
    if (!mark || mark.width < 24 || mark.height < 24)
      found.push(`the logo's mark is ${Math.round(mark?.width ?? 0)} px wide`);
    if (!name || name.getClientRects().length === 0) found.push("the brand is not shown");
    else if (name.scrollWidth > name.clientWidth + 1)
      found.push(`the brand is cut (${name.clientWidth} of ${name.scrollWidth} px)`);
    // The links and buttons keep their words on one line (the logo's may take two on a phone).
    for (const control of header.querySelectorAll("nav a, button, a[href]")) {
      if (control === logo || control.getClientRects().length === 0) continue;
      const tops = new Set<number>();
      for (const text of control.childNodes) {
        if (text.nodeType !== Node.TEXT_NODE || !text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const line of range.getClientRects()) tops.add(Math.round(line.top));
      }
      if (tops.size > 1) found.push(`"${control.textContent?.trim()}" wraps onto ${tops.size} lines`);
    }
    return found;
  }, brand);
}

it.each([
  ["en", "a shopper"],
  ["de", "a shopper"],
  ["bg", "a shopper"],
  ["en", "an administrator"],
  ["de", "an administrator"],
  ["bg", "an administrator"],
] as const)(
  "keeps the header on one line with its whole logo from 320 to 1440 px in %s for %s, never scrolling sideways",
  async (language, who) => {
    const t = TEXTS[language];
    const page = await visitor(journey.browser, { viewport: { width: WIDTHS.at(-1)!, height: 800 } });
    if (who === "an administrator") {
      // Signed in as the console does it: the storefront then shows "Log out" in the header.
      await page.context().addInitScript((token) => localStorage.setItem("adminToken", token), await staffToken());
    }
    await page.goto(`/${language}`);
    await mainHeading(page, t.home.hero.title);
    if (who === "an administrator") {
      // A desktop shows it in the header (a phone in the menu).
      await expect.poll(() => page.getByRole("banner").getByRole("button", { name: t.header.logout }).count()).toBe(1);
    }
    const failures: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const problem of await headerProblems(page, t.common.brand)) failures.push(`${width} px: ${problem}`);
    }
    expect(failures).toEqual([]);
  },
);

it.each(["en", "de", "bg"] as const)("names the language button by what it shows first, in %s", async (language) => {
  const t = TEXTS[language];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    const page = await visitor(journey.browser, { viewport });
    await page.goto(`/${language}`);
    await mainHeading(page, t.home.hero.title);
    const button = page.getByRole("banner").locator("button[aria-controls]");
    const shown = (await button.innerText()).trim();
    expect(shown).toBe(language.toUpperCase());
    const name = (await button.getAttribute("aria-label")) ?? "";
    expect(name.startsWith(`${shown}, `), name).toBe(true);
    // Saying what it shows selects it, as voice control does.
    await page.getByRole("button", { name: new RegExp(`^${shown}\\b`) }).click();
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    await page.close();
  }
});

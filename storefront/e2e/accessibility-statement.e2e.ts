// Journey: a visitor opens the accessibility statement (BFSG §14 and Annex 3) from the footer of a
// shop page and from the checkout's short footer, in English, German and Bulgarian; reads what the
// statement must say (the service, how it is used, how it meets EN 301 549 / WCAG 2.1 AA, the
// status of each part with every payment method's form, the limitations, how to report a barrier,
// the market surveillance authority, the date of the last review), also without JavaScript; and
// reports a barrier with its form, which reaches customer care as an e-mail it can answer.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ShopContact } from "@shop/shared";
import { mailsTo, workerShop } from "@shop/browser-testing";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import {
  apiJson,
  en,
  expectAccessible,
  interpolate,
  journeyBrowser,
  mainHeading,
  pathOf,
  shopUrl,
  visitor,
} from "./support.ts";

const journey = journeyBrowser();

const LANGUAGES = [
  ["en", en],
  ["de", de],
  ["bg", bg],
] as const;

/** What the statement must name in every language, whatever its wording. */
const REQUIRED_FACTS = [
  "EN 301 549",
  "WCAG 2.1",
  "PayPal",
  "SEPA",
  "Klarna",
  "Stripe",
  "/admin",
  // The authority's own name in every language (English and Bulgarian add what it is).
  "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF AöR)",
  "Carl-Miller-Straße 6",
  "39112 Magdeburg",
  "kontakt@mlbf-barrierefrei.de",
];

async function expectStatement(page: Page, t: typeof en, language: string, supportEmail: string) {
  const statement = t.pages.accessibility;
  await expect.poll(() => pathOf(page)).toBe(`/${language}/accessibility`);
  await mainHeading(page, statement.title);
  expect(await page.title()).toBe(t.meta.accessibility.title);
  const main = page.getByRole("main");
  const headings = await main.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings).toEqual([
    ...statement.sections.map((section) => section.title),
    statement.report.title,
    statement.authority.title,
  ]);
  const text = await main.innerText();
  for (const fact of REQUIRED_FACTS) expect(text, fact).toContain(fact);
  expect(text).toContain(statement.updated);
  expect(await main.getByRole("link", { name: supportEmail }).getAttribute("href")).toBe(`mailto:${supportEmail}`);
  expect(await main.getByRole("link", { name: "www.mlbf-barrierefrei.de" }).getAttribute("href")).toBe(
    "https://www.mlbf-barrierefrei.de",
  );
}

it.each(LANGUAGES)("opens the statement from a shop page's footer and the checkout's, in %s", async (language, t) => {
  const { email: supportEmail } = await apiJson<ShopContact>("/shop");
  const page = await visitor(journey.browser);
  await page.goto(`/${language}/shop`);
  await mainHeading(page, t.shop.title);
  await page.getByRole("contentinfo").getByRole("link", { name: t.footer.accessibility, exact: true }).click();
  await expectStatement(page, t, language, supportEmail);
  await expectAccessible(page);

  // The checkout's short footer (no navigation columns) links it too.
  await page.goto(`/${language}/product/vitamin-d-test`);
  await page.getByRole("button", { name: t.product.addToCart }).click();
  await expect.poll(() => pathOf(page)).toBe(`/${language}/cart`);
  await page.goto(`/${language}/checkout`);
  await mainHeading(page, t.checkout.title);
  const footer = page.getByRole("contentinfo");
  expect(await footer.getByRole("navigation").count()).toBe(0);
  await footer.getByRole("link", { name: t.footer.accessibility, exact: true }).click();
  await expectStatement(page, t, language, supportEmail);
});

it("serves the statement in every language without JavaScript, indexed", async () => {
  for (const [language, t] of LANGUAGES) {
    const response = await fetch(`${shopUrl()}/${language}/accessibility`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${t.meta.accessibility.title}</title>`);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${shopUrl()}/${language}/accessibility`);
    for (const section of t.pages.accessibility.sections) expect(html).toContain(`<h2>${section.title}</h2>`);
    expect(html).toContain("39112 Magdeburg");
    // The form is in the first HTML, labelled.
    expect(html).toContain('name="message"');
  }
  // Without a language prefix it lands in one.
  const bare = await fetch(`${shopUrl()}/accessibility`, { redirect: "manual", headers: { "Accept-Language": "de" } });
  expect(bare.status).toBe(302);
  expect(bare.headers.get("location")).toBe("/de/accessibility");
});

it.each(LANGUAGES)("sends a barrier report to customer care with the statement's form, in %s", async (language, t) => {
  const report = t.pages.accessibility.report;
  const { email: supportEmail } = await apiJson<ShopContact>("/shop");
  const reporter = `barrier.${language}.${Date.now()}@example.com`;
  const description = `The pay button is not read out by my screen reader (${language}, ${Date.now()}).`;
  const page = await visitor(journey.browser);
  await page.goto(`/${language}/accessibility`);
  await mainHeading(page, t.pages.accessibility.title);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: report.submit }) });

  // Sent empty, the form names what is missing beside the field and takes the focus there.
  await form.getByRole("button", { name: report.submit }).click();
  const email = form.getByLabel(report.email);
  await expect.poll(() => email.evaluate((input) => input === document.activeElement)).toBe(true);
  expect(await email.getAttribute("aria-invalid")).toBe("true");
  expect(await form.locator(".field-error").allTextContents()).toEqual([
    t.form.errors.required,
    t.form.errors.required,
  ]);

  await email.fill(reporter);
  await form.getByLabel(report.name).fill("Alex Reader");
  await form.getByLabel(report.page).fill(`${shopUrl()}/${language}/payment`);
  await form.getByLabel(report.message).fill(description);
  await form.getByRole("button", { name: report.submit }).click();
  await expect
    .poll(() => form.getByRole("status").textContent(), { timeout: 15_000 })
    .toBe(interpolate(report.sent, { email: reporter }));

  // It reached customer care, at the address the statement names, and answers the reporter.
  const mails = mailsTo(workerShop().dataDir, supportEmail).filter((mail) => mail.includes(description));
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatch(new RegExp(`^Reply-To: ${reporter.replace(/\./g, "\\.")}\\r?$`, "m"));
  expect(mails[0]).toContain(`E-mail: ${reporter}`);
  expect(mails[0]).toContain("Name given: Alex Reader");
  await expectAccessible(page);
});

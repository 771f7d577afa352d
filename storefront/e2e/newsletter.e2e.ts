// Journey: a visitor subscribes to the newsletter in the footer and is told to check the inbox;
// the confirmation e-mail (the shop writes it to DATA_DIR/outbox, no SMTP here) holds a link that
// lands on the page saying the subscription is confirmed; a broken link lands on the page that
// says so and offers the form again; the unsubscribe link lands on the unsubscribed page. The
// pages are server-rendered in the visitor's language and never indexed.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { mailsTo, newPage, newsletterLinks, startOwnShop, workerShop } from "@shop/browser-testing";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import { en, expectAccessible, journeyBrowser, mainHeading, pathOf, shopUrl, visitor, interpolate } from "./support.ts";

const journey = journeyBrowser();

/** The links of the confirmation e-mail sent to `email`, once the shop's outbox has written it. */
async function linksSentTo(email: string): Promise<{ confirm: string; unsubscribe: string }> {
  await expect.poll(() => mailsTo(workerShop().dataDir, email).length, { timeout: 15_000 }).toBe(1);
  return newsletterLinks(mailsTo(workerShop().dataDir, email)[0]);
}

/**
 * Fills the first newsletter form on the page (the page's own, else the footer's), sends it and
 * waits for what it says: by default, to check the inbox.
 */
async function subscribe(page: Page, texts: typeof en, email: string, says?: string) {
  const form = page
    .locator("form")
    .filter({ has: page.getByLabel(texts.footer.newsletter.label) })
    .first();
  await form.getByLabel(texts.footer.newsletter.label).fill(email);
  await form.getByRole("button", { name: texts.footer.newsletter.submit }).click();
  await expect
    .poll(() => form.getByRole("status").textContent())
    .toBe(says ?? interpolate(texts.footer.newsletter.checkInbox, { email }));
}

const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute("content");

it("subscribes from the footer, confirms by the e-mail's link and unsubscribes by the other", async () => {
  const page = await visitor(journey.browser);
  await page.goto("/de/contact");
  await mainHeading(page, de.pages.contact.title);
  const email = `leser-${Date.now()}@example.com`;
  await subscribe(page, de, email);
  await expectAccessible(page);

  const links = await linksSentTo(email);
  expect(links.confirm.startsWith(shopUrl())).toBe(true);
  await page.goto(links.confirm);
  expect(pathOf(page)).toBe("/de/newsletter/confirmed");
  await mainHeading(page, de.newsletter.confirmed.title);
  expect(await page.getByText(de.newsletter.confirmed.text).count()).toBe(1);
  expect(await robots(page)).toBe("noindex");
  await expectAccessible(page);

  await page.goto(links.unsubscribe);
  expect(pathOf(page)).toBe("/de/newsletter/unsubscribed");
  await mainHeading(page, de.newsletter.unsubscribed.title);
  expect(await robots(page)).toBe("noindex");
  // Changed their mind: the page offers the form again.
  await subscribe(page, de, email);
  await expectAccessible(page);
});

it("lands a broken confirmation link on the page that says so, which offers to subscribe again", async () => {
  const page = await visitor(journey.browser, { locale: "bg-BG" });
  await page.goto("/api/newsletter/confirm?token=not-a-real-token");
  expect(pathOf(page)).toBe("/bg/newsletter/confirmed?state=invalid");
  await mainHeading(page, bg.newsletter.invalid.title);
  const again = page.getByRole("region", { name: bg.newsletter.subscribeAgain });
  expect(await again.count()).toBe(1);
  await subscribe(page, bg, `nov-${Date.now()}@example.com`);
  await expectAccessible(page);

  await page.goto("/en/newsletter/confirmed?state=expired");
  await mainHeading(page, en.newsletter.expired.title);
  expect(await page.getByText(interpolate(en.newsletter.expired.text, { days: 7 })).count()).toBe(1);
});

it("renders the pages on the server in each language, never indexed, and redirects a path without one", async () => {
  for (const [language, texts] of [
    ["en", en],
    ["de", de],
    ["bg", bg],
  ] as const) {
    const response = await fetch(`${shopUrl()}/${language}/newsletter/unsubscribed?state=invalid`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain(texts.newsletter.unsubscribeInvalid.title);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  }
  const bare = await fetch(`${shopUrl()}/newsletter/confirmed`, {
    redirect: "manual",
    headers: { "accept-language": "de" },
  });
  expect(bare.status).toBe(302);
  expect(bare.headers.get("location")).toBe("/de/newsletter/confirmed");
});

it("says in Bulgarian when a connection has signed up too often", async () => {
  // A shop of its own: sign-ups count per client, and the shared shop's other journeys sign up too.
  const shop = await startOwnShop({ NEWSLETTER_LIMIT_PER_HOUR: "1" });
  try {
    const page = await newPage(journey.browser, shop.url);
    await page.goto("/bg/contact");
    await mainHeading(page, bg.pages.contact.title);
    await subscribe(page, bg, `first-${Date.now()}@example.com`);
    await subscribe(page, bg, `second-${Date.now()}@example.com`, bg.footer.newsletter.tooMany);
    await expectAccessible(page);
  } finally {
    await shop.stop();
  }
});

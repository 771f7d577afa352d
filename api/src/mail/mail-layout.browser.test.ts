// Every e-mail the shop sends, rendered by Chromium (the machine's, through playwright-core) at a
// phone's width, 390 px, in English, German and Bulgarian: nothing is wider than the screen (no
// sideways scrolling), the pictures load from the shop itself, the dark scheme applies, and axe
// finds no violation in either scheme.
import { AxeBuilder } from "@axe-core/playwright";
import { LANGUAGES, type Language } from "@shop/shared";
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumOptions } from "@shop/browser-testing/chromium-launch";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderNewsletterConfirmation } from "../newsletter/confirmation-mail.ts";
import { DEFAULT_LEGAL_TEXTS } from "./legal-texts.ts";
import { renderOrderMail, renderStaffNotice, type MailOrder, type MailShop } from "./order-mails.ts";
import { renderWithdrawalAcknowledgement, renderWithdrawalNotice } from "./withdrawal-mails.ts";

const PHONE = { width: 390, height: 844 };
const SHOP = "https://shop.example";

const shop: MailShop & { timeZone: string } = {
  publicUrl: SHOP,
  timeZone: "Europe/Berlin",
  seller: {
    legalName: "TestKit Europe GmbH",
    addressLines: ["Lindenallee 14", "10115 Berlin"],
    country: "DE",
    vatId: "DE345678912",
    seat: "Berlin",
    registerCourt: "Amtsgericht Berlin-Charlottenburg",
    registerNumber: "HRB 234567 B",
    managingDirectors: ["Dr. Miriam Albers", "Jonas Petrov"],
  },
  legal: DEFAULT_LEGAL_TEXTS,
};

/** An order with what makes lines long: a long product name and address, three lines with pictures. */
const orderIn = (language: Language): MailOrder => ({
  id: 7,
  number: "TK-7KQ4-M9XR",
  email: "anna.schmidt-mustermann@example-mailbox.com",
  language,
  status: "PAID",
  paymentMethod: "CARD",
  subtotalCents: 15870,
  shippingCents: 490,
  vatCents: 2612,
  totalCents: 16360,
  createdAt: new Date(2026, 10, 21),
  paidAt: new Date(2026, 10, 21),
  carrier: "DHL",
  trackingNumber: "00340434161094042557",
  invoiceNumber: "INV-2026-000042",
  creditNoteNumber: "CN-2026-000003",
  items: [
    {
      name: "Geschlechtskrankheiten-Kombitest (Chlamydien, Gonorrhoe, Trichomonaden) für Zuhause",
      quantity: 2,
      unitPriceCents: 5990,
      vatRate: 19,
      imageUrl: `${SHOP}/uploads/p-abc123-320.webp`,
    },
    {
      name: "Vitamin-D-Test",
      quantity: 1,
      unitPriceCents: 1900,
      vatRate: 19,
      imageUrl: `${SHOP}/uploads/p-def456-320.webp`,
    },
    { name: "Ovulationstest 20 Stück", quantity: 1, unitPriceCents: 1990, vatRate: 19 },
  ],
  addresses: [
    {
      kind: "SHIPPING",
      firstName: "Anna-Katharina",
      lastName: "Schmidt-Mustermann",
      address: "Hauptstraße 5, Hinterhaus, 3. Obergeschoss links",
      city: "Berlin",
      postCode: "10115",
      country: "DE",
    },
  ],
});

function mailsIn(language: Language): [string, string][] {
  const order = orderIn(language);
  const withdrawal = {
    receivedAt: new Date(Date.UTC(2026, 10, 24, 13, 3, 5)),
    name: "Anna-Katharina Schmidt-Mustermann",
    email: order.email,
    items: [{ slug: "sti-combo", name: order.items[0].name, quantity: 1 }],
    language,
    order: { ...order, shippedAt: new Date(Date.UTC(2026, 10, 20, 9, 0, 0)) },
  };
  return [
    ["confirmation", renderOrderMail("confirmation", order, shop).html],
    ["shipped", renderOrderMail("shipped", order, shop).html],
    ["cancelled", renderOrderMail("cancelled", order, shop).html],
    ["refunded", renderOrderMail("refunded", order, shop).html],
    [
      "partial refund",
      renderOrderMail("refunded", order, shop, { amountCents: 1900, creditNoteNumber: "CN-2026-000004", partial: true })
        .html,
    ],
    ["withdrawal", renderWithdrawalAcknowledgement(withdrawal, shop).html],
    [
      "newsletter confirmation",
      renderNewsletterConfirmation({
        email: order.email,
        language,
        publicUrl: SHOP,
        confirmUrl: `${SHOP}/api/newsletter/confirm?token=${"x".repeat(200)}`,
        unsubscribeUrl: `${SHOP}/api/newsletter/unsubscribe?token=${"y".repeat(200)}`,
      }).html,
    ],
    ["staff notice", renderStaffNotice(order, shop).html],
    ["withdrawal notice", renderWithdrawalNotice(withdrawal, shop).html],
  ];
}

let browser: Browser;
let picture: Buffer;

beforeAll(async () => {
  browser = await chromium.launch(chromiumOptions());
  picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0b6e69" } })
    .png()
    .toBuffer();
}, 60_000);

afterAll(() => browser?.close());

/** A phone-sized page that answers the shop's own images and counts every other request. */
async function phonePage(colorScheme: "light" | "dark"): Promise<{ page: Page; foreign: string[] }> {
  const context = await browser.newContext({ viewport: PHONE, colorScheme });
  const page = await context.newPage();
  const foreign: string[] = [];
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(`${SHOP}/`)) return route.fulfill({ status: 200, contentType: "image/png", body: picture });
    foreign.push(url);
    return route.abort();
  });
  return { page, foreign };
}

describe("every e-mail on a phone (390 px)", () => {
  it.each(LANGUAGES)(
    "%s: fits the width, loads its pictures from the shop only, has no axe violation",
    async (language) => {
      const { page, foreign } = await phonePage("light");
      try {
        for (const [name, html] of mailsIn(language)) {
          await page.setContent(html, { waitUntil: "load", timeout: 60_000 });
          // Source text run in the page: the API's own types have no browser globals.
          const size = await page.evaluate<{
            scrollWidth: number;
            bodyWidth: number;
            images: { src: string; loaded: boolean }[];
          }>(`({
            scrollWidth: document.documentElement.scrollWidth,
            bodyWidth: document.body.scrollWidth,
            images: [...document.images].map((image) => ({ src: image.src, loaded: image.naturalWidth > 0 })),
          })`);
          expect(size.scrollWidth, `${language} ${name}`).toBeLessThanOrEqual(PHONE.width);
          expect(size.bodyWidth, `${language} ${name}`).toBeLessThanOrEqual(PHONE.width);
          expect(size.images.length, `${language} ${name}: the logo at least`).toBeGreaterThan(0);
          for (const image of size.images) expect(image, `${language} ${name}`).toMatchObject({ loaded: true });
          const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
          expect(
            violations.map((violation) => `${language} ${name}: ${violation.id}`),
            `${language} ${name}`,
          ).toEqual([]);
        }
        expect(foreign).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
    400_000,
  );

  it("reads in dark mode: the card turns dark, its text light, with contrast axe accepts", async () => {
    const { page } = await phonePage("dark");
    try {
      for (const [name, html] of mailsIn("bg").slice(0, 2)) {
        await page.setContent(html, { waitUntil: "load", timeout: 60_000 });
        const colors = await page.evaluate<{ card: string; text: string; button: string }>(`(() => {
          const card = document.querySelector(".mail-card");
          const button = document.querySelector("a.mail-button");
          return {
            card: getComputedStyle(card).backgroundColor,
            text: getComputedStyle(card).color,
            button: getComputedStyle(button).backgroundColor,
          };
        })()`);
        expect(colors, name).toEqual({
          card: "rgb(22, 40, 42)",
          text: "rgb(228, 238, 238)",
          button: "rgb(127, 220, 208)",
        });
        expect(await page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(PHONE.width);
        const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
        expect(violations.map((violation) => `${name}: ${violation.id}`)).toEqual([]);
      }
    } finally {
      await page.context().close();
    }
  }, 300_000);
});

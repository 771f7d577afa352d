import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CreateOrderResponse } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { outboxFor, payInTestMode } from "../../test/payment-shop.ts";
import { startSmtpStandIn } from "@shop/standins";
import { createOutboxWorker, retryDelayMs } from "../outbox/worker.ts";
import { OUTBOX_KINDS } from "../deps.ts";
import { LANGUAGES } from "@shop/shared";
import { SEED_CATEGORIES, SEED_PRODUCTS } from "@shop/demo-catalog";
import { renderNewsletterConfirmation } from "../newsletter/confirmation-mail.ts";
import { renderBackInStock, renderRestockConfirmation } from "../restock-alerts/restock-mails.ts";
import { DEFAULT_LEGAL_TEXTS } from "./legal-texts.ts";
import {
  renderOrderMail,
  renderStaffNotice,
  type MailOrder,
  type MailShop,
  type OrderMailKind,
} from "./order-mails.ts";

const order: MailOrder = {
  id: 7,
  number: "TK-7KQ4-M9XR",
  email: "anna@example.com",
  language: "de",
  status: "PAID",
  paymentMethod: "PAYPAL",
  subtotalCents: 6880,
  totalCents: 6880,
  vatCents: 1098,
  shippingCents: 0,
  createdAt: new Date(2026, 10, 21),
  paidAt: new Date(2026, 10, 21),
  carrier: null,
  trackingNumber: null,
  invoiceNumber: "INV-2026-000042",
  creditNoteNumber: null,
  items: [
    { name: "Drogentest <10 Parameter>", quantity: 2, unitPriceCents: 2490, vatRate: 19 },
    { name: "Vitamin-D-Test", quantity: 1, unitPriceCents: 1900, vatRate: 19 },
  ],
  addresses: [
    {
      kind: "SHIPPING",
      firstName: "Anna",
      lastName: "Schmidt",
      address: "Hauptstraße 5",
      city: "Berlin",
      postCode: "10115",
      country: "DE",
    },
  ],
};

const shopInfo: MailShop = {
  publicUrl: "https://shop.example",
  seller: {
    legalName: "TestKit Europe EOOD",
    addressLines: ["12 Vitosha Blvd", "1000 Sofia"],
    country: "BG",
    vatId: "BG999999999",
  },
  legal: { ...DEFAULT_LEGAL_TEXTS, en: { ...DEFAULT_LEGAL_TEXTS.en, notice: "Registered in Sofia, UIC 000000000." } },
};

describe("the order e-mails", () => {
  it("write the confirmation in the order's language with number, items, total, addresses, payment method, status link and the seller", () => {
    const de = renderOrderMail("confirmation", order, shopInfo);
    expect(de.subject).toBe("Ihre Bestellung TK-7KQ4-M9XR ist bestätigt");
    expect(de.text).toContain("Hallo Anna Schmidt,");
    expect(de.text).toContain("Bestellnummer: TK-7KQ4-M9XR");
    expect(de.text).toContain("Zahlungsart: PayPal");
    expect(de.text).toMatch(/2 × Drogentest <10 Parameter>\s+49,80\s€/);
    // The rate the lines recorded when the order was placed.
    expect(de.text).toMatch(/Gesamtsumme\s+68,80\s€ \(inkl. 19\s%\sMwSt. 10,98\s€\)/);
    expect(de.text).toContain("Lieferadresse:\nAnna Schmidt\nHauptstraße 5\n10115 Berlin\nDeutschland");
    expect(de.text).toContain("Rechnungsadresse:\nWie die Lieferadresse");
    expect(de.text).toContain("https://shop.example/de/order-status?number=TK-7KQ4-M9XR");
    expect(de.text).toContain(
      "Verkäufer:\nTestKit Europe EOOD\n12 Vitosha Blvd\n1000 Sofia\nBulgarien\nUSt-IdNr.: BG999999999",
    );
    expect(de.html).toContain("Drogentest &lt;10 Parameter&gt;");
    expect(de.html).not.toContain("<10 Parameter>");
    expect(de.html).toContain('href="https://shop.example/de/order-status?number=TK-7KQ4-M9XR"');

    const bg = renderOrderMail("confirmation", { ...order, language: "bg" }, shopInfo);
    expect(bg.subject).toBe("Поръчката ви TK-7KQ4-M9XR е потвърдена");
    expect(bg.text).toContain("Номер на поръчката: TK-7KQ4-M9XR");
    expect(bg.text).toContain("Германия");
    expect(bg.text).toContain("Доставка  Безплатна");
    expect(bg.text).toContain("Право на отказ: можете да се откажете");

    const en = renderOrderMail("confirmation", { ...order, language: "en" }, shopInfo);
    expect(en.subject).toBe("Your order TK-7KQ4-M9XR is confirmed");
    expect(en.text).toContain("Germany");
    expect(en.text).toContain("(incl. 19% VAT €10.98)");
    expect(en.text).toContain("Registered in Sofia, UIC 000000000.");
    expect(de.text).not.toContain("Registered in Sofia");
  });

  it("say in the confirmation how long delivery to the shipping country takes, in the order's language", () => {
    const shippedTo = (country: string, postCode: string, language: MailOrder["language"]) =>
      renderOrderMail(
        "confirmation",
        { ...order, language, addresses: [{ ...order.addresses[0], country, postCode }] },
        shopInfo,
      );
    expect(renderOrderMail("confirmation", order, shopInfo).text).toContain(
      "Lieferzeit: 1–3 Werktage ab Versand (Deutschland)",
    );
    expect(shippedTo("AT", "1010", "en").text).toContain("Delivery time: 2–4 working days after dispatch (Austria)");
    const bg = shippedTo("BG", "1000", "bg");
    expect(bg.text).toContain("Срок за доставка: 3–7 работни дни след изпращането (България)");
    expect(bg.html).toContain("3–7 работни дни");
    expect(renderOrderMail("shipped", order, shopInfo).text).not.toContain("Lieferzeit");
  });

  it("say only what applies: the tracking link of a known carrier, the refund of a paid order", () => {
    const shipped = renderOrderMail(
      "shipped",
      { ...order, language: "bg", carrier: "SPEEDY", trackingNumber: "612345678" },
      shopInfo,
    );
    expect(shipped.subject).toBe("Поръчката ви TK-7KQ4-M9XR е на път");
    expect(shipped.text).toContain("Куриер: Speedy\nНомер на пратката: 612345678");
    // The carrier's page in the shopper's language, as a button.
    expect(shipped.text).toContain(
      "Проследете пратката\nhttps://www.speedy.bg/bg/track-shipment?shipmentNumber=612345678",
    );
    expect(shipped.html).toMatch(
      /<a class="mail-button" href="https:\/\/www\.speedy\.bg\/bg\/track-shipment\?shipmentNumber=612345678"[^>]*>Проследете пратката<\/a>/,
    );
    const untracked = renderOrderMail("shipped", order, shopInfo);
    expect(untracked.text).not.toContain("Sendungsnummer");
    expect(untracked.text).not.toContain("Sendung verfolgen");

    const refunded = renderOrderMail("refunded", { ...order, creditNoteNumber: "CN-2026-000003" }, shopInfo);
    expect(refunded.text).toMatch(/Wir haben Ihnen 68,80\s€ auf Ihr PayPal-Konto erstattet\./);
    expect(refunded.text).toContain("Die Rechnungskorrektur CN-2026-000003 finden Sie als PDF im Anhang.");
    expect(refunded.text).not.toContain("Gutschrift");
    // The refund needs no withdrawal instructions, only the link every order e-mail has.
    expect(refunded.text).not.toContain(DEFAULT_LEGAL_TEXTS.de.withdrawal);
    expect(refunded.text).toContain("https://shop.example/de/withdrawal");
    const cancelledUnpaid = renderOrderMail(
      "cancelled",
      { ...order, language: "en", paidAt: null, invoiceNumber: null },
      shopInfo,
    );
    expect(cancelledUnpaid.text).toContain("No payment was taken for this order.");
  });

  it("name a GmbH's registered office, register court and number and managing directors under the seller", () => {
    const gmbh: MailShop = {
      ...shopInfo,
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
    };
    expect(renderOrderMail("refunded", order, gmbh).text).toContain(
      "USt-IdNr.: DE345678912\nSitz der Gesellschaft: Berlin\nRegistergericht: Amtsgericht Berlin-Charlottenburg\nRegisternummer: HRB 234567 B\nGeschäftsführung: Dr. Miriam Albers, Jonas Petrov",
    );
    expect(renderOrderMail("shipped", { ...order, language: "bg" }, gmbh).text).toContain(
      "Регистърен съд: Amtsgericht Berlin-Charlottenburg\nРегистрационен номер: HRB 234567 B\nУправители: Dr. Miriam Albers, Jonas Petrov",
    );
  });

  it("link every e-mail to the withdrawal function with the order's number filled in", () => {
    const labels = { en: "Withdraw from contract here:", de: "Vertrag hier widerrufen:", bg: "Отказ от договора тук:" };
    for (const kind of ["confirmation", "processing", "payment_failed", "shipped", "cancelled", "refunded"] as const)
      for (const language of ["en", "de", "bg"] as const) {
        const mail = renderOrderMail(kind, { ...order, language }, shopInfo);
        const url = `https://shop.example/${language}/withdraw?number=TK-7KQ4-M9XR`;
        expect(mail.text).toContain(`${labels[language]}\n${url}`);
        expect(mail.html).toContain(`href="${url}"`);
      }
  });

  it("link the withdrawal information and model form in the order's language from every order e-mail", () => {
    const kinds: OrderMailKind[] = ["confirmation", "processing", "payment_failed", "shipped", "cancelled", "refunded"];
    for (const language of LANGUAGES) {
      for (const kind of kinds) {
        const mail = renderOrderMail(kind, { ...order, language, creditNoteNumber: "CN-2026-000003" }, shopInfo);
        const url = `https://shop.example/${language}/withdrawal`;
        expect(mail.text, `${kind} ${language}`).toContain(url);
        expect(mail.html, `${kind} ${language}`).toContain(`href="${url}"`);
      }
    }
    expect(renderOrderMail("cancelled", order, shopInfo).text).toContain(
      "Ihr Widerrufsrecht und das Muster-Widerrufsformular:\nhttps://shop.example/de/withdrawal",
    );
  });

  it("never name a product, a category or a slug in a subject (every kind, restock alerts', every language, the demo catalog)", () => {
    const kinds: OrderMailKind[] = ["confirmation", "processing", "payment_failed", "shipped", "cancelled", "refunded"];
    const names = [
      ...SEED_PRODUCTS.flatMap((product) => [product.slug, ...LANGUAGES.map((language) => product.name[language])]),
      ...SEED_CATEGORIES.flatMap((category) => [
        category.slug,
        ...LANGUAGES.map((language) => category.name[language]),
      ]),
    ];
    const subjects: string[] = [];
    for (const language of LANGUAGES) {
      const items = SEED_PRODUCTS.map((product) => ({
        name: product.name[language],
        quantity: 1,
        unitPriceCents: product.priceCents,
        vatRate: 19,
      }));
      const ordered: MailOrder = { ...order, language, items, carrier: "DHL", trackingNumber: "00340434161094042557" };
      for (const kind of kinds) subjects.push(renderOrderMail(kind, ordered, shopInfo).subject);
      subjects.push(renderStaffNotice(ordered, shopInfo).subject);
      subjects.push(
        renderNewsletterConfirmation({
          publicUrl: "https://shop.example",
          email: "anna@example.com",
          language,
          confirmUrl: "https://shop.example/c",
          unsubscribeUrl: "https://shop.example/u",
        }).subject,
      );
      // A restock alert's e-mails name the product they are about in their body only.
      for (const product of SEED_PRODUCTS) {
        const productName = product.name[language];
        const restock = [
          renderRestockConfirmation({
            email: "anna@example.com",
            language,
            productName,
            confirmUrl: "https://shop.example/c",
            publicUrl: "https://shop.example",
          }),
          renderBackInStock({
            language,
            productName,
            productUrl: `https://shop.example/${language}/product/${product.slug}`,
            publicUrl: "https://shop.example",
          }),
        ];
        for (const mail of restock) expect(mail.text).toContain(productName);
        subjects.push(...restock.map((mail) => mail.subject));
      }
    }
    expect(subjects).toHaveLength(LANGUAGES.length * (kinds.length + 2 + 2 * SEED_PRODUCTS.length));
    const named = subjects.flatMap((subject) =>
      names.filter((name) => subject.toLowerCase().includes(name.toLowerCase())).map((name) => `${subject}: ${name}`),
    );
    expect(named).toEqual([]);
  });

  it("share one layout: logo and pictures from the shop, buttons and labelled links, a phone's viewport, a dark scheme", () => {
    const pictured: MailOrder = {
      ...order,
      items: [{ ...order.items[0], imageUrl: "https://shop.example/uploads/p-abc123-320.webp" }, order.items[1]],
    };
    for (const kind of ["confirmation", "shipped", "cancelled", "refunded"] as const) {
      const { html, text } = renderOrderMail(kind, pictured, shopInfo);
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain('<meta name="color-scheme" content="light dark">');
      expect(html).toContain("@media (prefers-color-scheme:dark)");
      expect(html).toContain('<img src="https://shop.example/email-logo.png"');
      // Every image is the shop's own: no other host.
      for (const [, src] of html.matchAll(/<img src="([^"]+)"/g)) expect(src).toMatch(/^https:\/\/shop\.example\//);
      // The order status page is a button; no address is shown as text in the HTML part.
      expect(html).toMatch(
        /<a class="mail-button" href="https:\/\/shop\.example\/de\/order-status\?number=TK-7KQ4-M9XR"[^>]*>Bestellung ansehen<\/a>/,
      );
      const shown = html.replace(/<[^>]+>/g, " ");
      expect(shown, kind).not.toMatch(/https?:\/\//);
      // The text part has every address under its label instead.
      expect(text).toContain(
        "Den Stand Ihrer Bestellung sehen Sie jederzeit hier:\nhttps://shop.example/de/order-status?number=TK-7KQ4-M9XR",
      );
    }
    const confirmation = renderOrderMail("confirmation", pictured, shopInfo).html;
    expect(confirmation).toContain(
      '<img src="https://shop.example/uploads/p-abc123-320.webp" width="56" height="56" alt=""',
    );
    expect(renderOrderMail("shipped", pictured, shopInfo).html).toContain("p-abc123-320.webp");
  });

  it("give staff a notice of their own, in English", () => {
    const notice = renderStaffNotice(order, shopInfo);
    expect(notice.subject).toMatch(/^New order TK-7KQ4-M9XR: €68\.80 to DE$/);
    expect(notice.text).toContain("by paypal, 3 units, to ship to Germany");
    expect(notice.text).toContain("https://shop.example/admin#/orders/7/show");
  });
});

describe("sending", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ SHOP_EMAIL: "orders@shop.example" });
    await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
  });
  afterAll(() => shop.close());

  it("writes the shopper's e-mail and the shop's copy to DATA_DIR/outbox once the order is paid (no SMTP_URL)", async () => {
    const created = (await (
      await shop.request("/api/orders", {
        method: "POST",
        json: orderPayload([{ slug: "drug-tests", quantity: 1 }], { language: "BG" }),
      })
    ).json()) as CreateOrderResponse;
    expect(await outboxFor(shop, created.orderNumber)).toEqual([]);
    await payInTestMode(shop, created);
    await shop.request(`/api/orders/confirm/${created.orderNumber}`, { method: "POST" });
    await shop.request(`/api/orders/confirm/${created.orderNumber}`, { method: "POST" });
    const files = await outboxFor(shop, created.orderNumber);
    expect(files).toHaveLength(2);
    const mails = files.map((name) => readFileSync(join(shop.dataDir, "outbox", name), "utf8"));
    const customer = mails.find((mail) => mail.includes("To: anna@example.com"))!;
    const copy = mails.find((mail) => mail.includes("To: orders@shop.example"))!;
    expect(customer).toContain("From: TestKit Europe <orders@shop.example>");
    expect(customer).toContain("Content-Type: text/html");
    expect(customer).toMatch(/Subject: =\?UTF-8\?/); // Bulgarian, MIME-encoded
    expect(copy).toContain("Open the order in the console:");
    expect(customer).toContain("Content-Type: application/pdf; name=INV-");
  });
});

describe("sending through SMTP", () => {
  it("sends both messages through SMTP_URL; while the server is down the order is still paid and the e-mail is retried later", async () => {
    const down = await startSmtpStandIn();
    const port = Number(new URL(down.url).port);
    await down.close();
    const shop = await startTestShop({ SMTP_URL: down.url, SHOP_EMAIL: "orders@shop.example" });
    try {
      await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 10 }]);
      const created = (await (
        await shop.request("/api/orders", { method: "POST", json: orderPayload([{ slug: "drug-tests", quantity: 1 }]) })
      ).json()) as CreateOrderResponse;
      await payInTestMode(shop, created);
      expect((await shop.request(`/api/orders/confirm/${created.orderNumber}`, { method: "POST" })).status).toBe(200);
      const order = () => shop.deps.prisma.order.findUniqueOrThrow({ where: { number: created.orderNumber } });
      let clock = new Date();
      const worker = createOutboxWorker(shop.deps, OUTBOX_KINDS, { now: () => clock });
      await worker.drain();
      expect(await order()).toMatchObject({ status: "PAID", confirmationSentAt: null });
      const metrics = () => shop.deps.metrics.registry.metrics();
      expect(await metrics()).toContain('shop_emails_failed_total{kind="order-confirmation"} 2');
      const waiting = await shop.deps.prisma.outboxMessage.findMany({ orderBy: { id: "asc" } });
      expect(waiting).toHaveLength(2);
      for (const message of waiting) {
        expect(message).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, leaseOwner: null });
        expect(message.availableAt.getTime()).toBeGreaterThan(clock.getTime());
        expect(message.lastError).toMatch(/ECONNREFUSED/);
      }

      // The mail server is back; the messages wait out their backoff, then go out once.
      const smtp = await startSmtpStandIn(port);
      try {
        await worker.drain();
        expect(smtp.messages).toEqual([]);
        clock = new Date(clock.getTime() + retryDelayMs(1) + 1000);
        await worker.drain();
        await worker.drain();
        expect((await order()).confirmationSentAt).not.toBeNull();
        expect(smtp.messages.map((m) => m.to)).toEqual([["anna@example.com"], ["orders@shop.example"]]);
        expect(smtp.messages[0].data).toContain(`Bestellnummer: ${created.orderNumber}`);
        // The Message-ID comes from the outbox row: a duplicate would be recognisable.
        expect(smtp.messages[0].data).toContain(
          `Message-ID: <outbox-${waiting[0].id}.order-confirmation@shop.example>`,
        );
        expect(await metrics()).toContain('shop_emails_sent_total{kind="order-confirmation"} 2');
        expect(await metrics()).toContain('shop_emails_failed_total{kind="order-confirmation"} 2');
        const sent = await shop.deps.prisma.outboxMessage.findMany();
        expect(sent.every((message) => message.sentAt && message.attempts === 2)).toBe(true);
      } finally {
        await smtp.close();
      }
    } finally {
      await shop.close();
    }
  });
});

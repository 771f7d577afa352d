// Kits sealed for hygiene (Art. 16(e) Dir. 2011/83/EU, docs/behaviour.md §14): the e-mails that
// carry the right of withdrawal (the confirmation, the shipped e-mail) say for them, in the
// order's language and in plain words, that the right ends once the seal is broken after delivery;
// an order without one says nothing of seals.
import type { CreateOrderResponse } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestShop } from "../../test/harness.ts";
import { payInTestMode, sentMails } from "../../test/payment-shop.ts";
import { DEFAULT_LEGAL_TEXTS } from "./legal-texts.ts";
import { renderOrderMail, type MailOrder, type MailShop } from "./order-mails.ts";

const order: MailOrder = {
  id: 7,
  number: "TK-7KQ4-M9XR",
  email: "anna@example.com",
  language: "en",
  status: "PAID",
  paymentMethod: "CARD",
  subtotalCents: 4390,
  totalCents: 4390,
  vatCents: 701,
  shippingCents: 0,
  createdAt: new Date(2026, 10, 21),
  paidAt: new Date(2026, 10, 21),
  carrier: null,
  trackingNumber: null,
  invoiceNumber: null,
  creditNoteNumber: null,
  items: [
    { name: "HIV Self-Test", quantity: 1, unitPriceCents: 2490, vatRate: 19, sealedForHygiene: true },
    { name: "Reading Light", quantity: 1, unitPriceCents: 1900, vatRate: 19, sealedForHygiene: false },
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
  legal: DEFAULT_LEGAL_TEXTS,
};

const SEALED = {
  en: "Sealed for hygiene: HIV Self-Test. Your right of withdrawal for a sealed kit ends once you break its seal after delivery; until then you can withdraw as usual.",
  de: "Aus Hygienegründen versiegelt: HIV Self-Test. Ihr Widerrufsrecht für ein versiegeltes Kit erlischt, sobald Sie das Siegel nach der Lieferung öffnen; bis dahin können Sie wie gewohnt widerrufen.",
  bg: "Запечатани по хигиенни съображения: HIV Self-Test. Правото ви на отказ за запечатан тест отпада, щом отворите пломбата му след доставката; дотогава можете да се откажете както обикновено.",
} as const;

describe("the order e-mails of sealed kits", () => {
  it.each(["en", "de", "bg"] as const)(
    "say in %s, in the confirmation and the shipped e-mail, that the right ends once the seal is broken, naming only the sealed kits",
    (language) => {
      for (const kind of ["confirmation", "shipped"] as const) {
        const mail = renderOrderMail(kind, { ...order, language }, shopInfo);
        expect(mail.text, kind).toContain(SEALED[language]);
        expect(mail.html, kind).toContain(SEALED[language].split(":")[0]);
      }
      expect(renderOrderMail("cancelled", { ...order, language }, shopInfo).text).not.toContain(SEALED[language]);
    },
  );

  it("say nothing of seals for an order without a sealed kit", () => {
    const unsealed = { ...order, items: order.items.map((item) => ({ ...item, sealedForHygiene: false })) };
    expect(renderOrderMail("confirmation", unsealed, shopInfo).text).not.toContain("Sealed for hygiene");
  });
});

describe("the confirmation sent for a paid order", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
    await seedFixtureCatalog(shop, [
      { slug: "sealed-kit", priceCents: 2490, stock: 10 },
      { slug: "open-leaflet", priceCents: 990, stock: 10 },
    ]);
    await shop.deps.prisma.product.update({ where: { slug: "open-leaflet" }, data: { sealedForHygiene: false } });
  }, 300_000);
  afterAll(() => shop?.close());

  async function confirmationOf(items: { slug: string; quantity: number }[]) {
    const created = (await (
      await shop.request("/api/orders", { method: "POST", json: orderPayload(items, { language: "de" }) })
    ).json()) as CreateOrderResponse;
    await payInTestMode(shop, created);
    await shop.request(`/api/orders/confirm/${created.orderNumber}`, { method: "POST" });
    const mails = await sentMails(shop);
    return mails.find((mail) => mail.to.includes("anna@example.com") && mail.file.includes(created.orderNumber))!;
  }

  it("reads from the catalog which of the order's kits are sealed", async () => {
    const both = await confirmationOf([
      { slug: "sealed-kit", quantity: 1 },
      { slug: "open-leaflet", quantity: 1 },
    ]);
    expect(both.text).toContain("Aus Hygienegründen versiegelt: sealed-kit (de). Ihr Widerrufsrecht");
    expect(both.text).not.toMatch(/versiegelt: [^\n]*open-leaflet/);
    const none = await confirmationOf([{ slug: "open-leaflet", quantity: 1 }]);
    expect(none.text).not.toContain("Aus Hygienegründen versiegelt");
  });
});

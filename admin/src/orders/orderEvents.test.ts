import { describe, expect, it } from "vitest";
import { translators } from "../i18n/testTranslators.ts";
import { describeEvent, type OrderEvent } from "./orderEvents.ts";

const event = (type: string, params: OrderEvent["params"], message: string | null = null): OrderEvent => ({
  id: 1,
  type,
  params,
  message,
  actor: "support",
  createdAt: "2026-11-25T10:00:00.000Z",
});
const { en, de, bg } = translators;

describe("describeEvent", () => {
  it("words a shipment with its carrier and tracking number in the console's language", () => {
    const shipped = event(
      "status_shipped",
      { carrier: "DEUTSCHE_POST", trackingNumber: "RR123456785DE" },
      "Order shipped (Deutsche Post RR123456785DE)",
    );
    expect(describeEvent(shipped, en, "en")).toEqual({
      title: "Shipped",
      details: ["Carrier: Deutsche Post", "Tracking number: RR123456785DE"],
    });
    expect(describeEvent(shipped, de, "de")).toEqual({
      title: "Versandt",
      details: ["Versanddienst: Deutsche Post", "Sendungsnummer: RR123456785DE"],
    });
    expect(describeEvent(shipped, bg, "bg").details).toEqual([
      "Куриер: Deutsche Post",
      "Номер за проследяване: RR123456785DE",
    ]);
    // Shipped without a carrier or number: nothing but the move.
    expect(describeEvent(event("status_shipped", { carrier: null, trackingNumber: null }), de, "de")).toEqual({
      title: "Versandt",
      details: [],
    });
  });

  it("fills a code's parameters into its message, translating codes among them", () => {
    const resent = event("email_resent", { kind: "shipped" }, "shipped e-mail sent again to the customer");
    expect(describeEvent(resent, en, "en").title).toBe("E-mail sent to the customer again: shipping notice");
    expect(describeEvent(resent, de, "de").title).toBe("E-Mail erneut an den Kunden gesendet: Versandbestätigung");
    expect(describeEvent(resent, bg, "bg").title).toBe("Повторно изпратен имейл до клиента: известие за изпращане");
    const shortage = event("stock_shortage", { product: "Vitamin D test" });
    expect(describeEvent(shortage, de, "de").title).toContain("Vitamin D test ist nicht mehr auf Lager");
  });

  it("shows only the flags that are set, and the numbers of invoices and credit notes", () => {
    const cancelled = event("status_cancelled", { refunded: true, restocked: false, creditNoteNumber: "GS-2026-0007" });
    expect(describeEvent(cancelled, en, "en")).toEqual({
      title: "Cancelled",
      details: ["Credit note GS-2026-0007", "The payment was refunded to the customer"],
    });
    expect(describeEvent(event("paid", { invoiceNumber: "RE-2026-0042" }), bg, "bg")).toEqual({
      title: "Плащането е получено",
      details: ["Фактура RE-2026-0042"],
    });
  });

  it("writes a refund's amount as the shop writes prices, in the console's language", () => {
    const partial = event("status_partially_refunded", { amount: "12.5" });
    expect(describeEvent(partial, en, "en").title).toBe("Partly refunded: €12.50");
    expect(describeEvent(partial, de, "de").title).toBe("Teilweise erstattet: 12,50\u00a0€");
    expect(describeEvent(event("status_partially_refunded", { amount: "40" }), bg, "bg").title).toBe(
      "Частично възстановена сума: 40\u00a0€",
    );
  });

  it("words a returned parcel with the seal of its units", () => {
    const returned = event("returned", {
      refundDueBy: "2026-07-15T22:00:00.000Z",
      intact: "2 × Drogentest",
      opened: null,
      notRefunded: "1 × Drogentest",
    });
    expect(describeEvent(returned, de, "de")).toEqual({
      title: "Rücksendung erhalten",
      details: [
        "Versiegelung unversehrt: 2 × Drogentest",
        "Geöffnet, aus Hygienegründen versiegelt, nicht erstattet: 1 × Drogentest",
      ],
    });
  });

  it("words a withdrawal with its items, or as the whole order, and its e-mail", () => {
    const partial = event("withdrawal_received", { withdrawalId: 3, items: "1 × Vitamin-D-Test", wholeOrder: false });
    expect(describeEvent(partial, de, "de")).toEqual({
      title: "Der Kunde hat den Vertrag widerrufen",
      details: ["Artikel: 1 × Vitamin-D-Test"],
    });
    const whole = event("withdrawal_received", { withdrawalId: 4, items: null, wholeOrder: true });
    expect(describeEvent(whole, en, "en")).toEqual({
      title: "The customer withdrew from the contract",
      details: ["The whole order"],
    });
    expect(describeEvent(whole, bg, "bg").details).toEqual(["Цялата поръчка"]);
    expect(describeEvent(event("email_sent", { kind: "withdrawal" }), de, "de").title).toBe(
      "E-Mail an den Kunden gesendet: Widerrufsbestätigung",
    );
  });

  it("shows the API's English line for a code the console does not know", () => {
    expect(describeEvent(event("parcel_lost", { carrier: "DHL" }, "DHL reports the parcel lost"), de, "de")).toEqual({
      title: "DHL reports the parcel lost",
      details: [],
    });
    expect(describeEvent(event("parcel_lost", null), de, "de").title).toBe("parcel_lost");
  });

  it("writes a provider's reported amount as every price of the shop, in the currency it reported", () => {
    const mismatch = (currency: string) => event("payment_mismatch", { reported: 24.9, currency });
    expect(describeEvent(mismatch("EUR"), en, "en").title).toBe(
      "The payment provider reports €24.90, which is not the order's total",
    );
    expect(describeEvent(mismatch("EUR"), de, "de").title).toMatch(/^Der Zahlungsanbieter meldet 24,90\s€, /);
    expect(describeEvent(mismatch("USD"), en, "en").title).toMatch(/^The payment provider reports US\$24\.90, /);
  });

  it("shows the English line when the message needs a parameter the event lacks (recorded before parameters)", () => {
    const older = event("payment_mismatch", null, "Provider reports 2490 EUR, order is 4980 EUR");
    expect(describeEvent(older, de, "de").title).toBe("Provider reports 2490 EUR, order is 4980 EUR");
    expect(describeEvent(event("status_refunded", null, "Order refunded; stock returned"), de, "de")).toEqual({
      title: "Erstattet",
      details: [],
    });
  });

  it("shows a note's text as it was written", () => {
    const note = event("note", null, "Customer called:\nleave the parcel next door");
    expect(describeEvent(note, bg, "bg")).toEqual({
      title: "Бележка",
      details: [],
      note: "Customer called:\nleave the parcel next door",
    });
  });
});

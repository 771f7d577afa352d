// After the purchase: the invoice issued with the payment, the order status lookup (with its rate
// limit and its downloads), and the shopper's e-mails at every step (shipped with tracking,
// cancelled, refunded with the credit note), each sent once, recorded, and sent again on request.
// One behaviour per test: each group makes its orders once (beforeAll) and its tests read them, so
// a failure shows which behaviour broke without hiding the others.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { VAT_RATES, type AdminOrderRecord, type OrderStatusView } from "@shop/shared";
import type { MailMessage } from "../mail/mailer.ts";
import { drainOutbox, placeOrder, placePaidOrder, restart, usePaymentShop } from "../../test/payment-shop.ts";
import { SUPPORT, type TestResponse } from "../../test/harness.ts";

const shop = usePaymentShop({ env: { ORDER_LOOKUP_MAX_MISSES: "3", PUBLIC_URL: "https://shop.example" } });
let sent: MailMessage[] = [];
let token: string;
let dir: string;

beforeAll(async () => {
  shop.deps.mailer = { send: (message) => Promise.resolve(void sent.push(message)) };
  token = await shop.login();
  dir = mkdtempSync(join(tmpdir(), "after-sales-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(async () => {
  sent = [];
  // Each test starts with a clean slate of lookup misses.
  await shop.deps.lookupMisses.reset(shop.deps.clientKey("unknown"));
});

const year = new Date().getUTCFullYear();

type PaidOrder = Awaited<ReturnType<typeof paidOrder>>;

/** A card order placed in `language` and paid; its e-mails sent. */
async function paidOrder(
  language: "EN" | "DE" | "BG",
  email = "anna@example.com",
  billing?: object,
  shipping?: object,
) {
  return placePaidOrder(shop, [{ slug: "drug-tests", quantity: 2 }], {
    language,
    customerEmail: email,
    ...(billing ? { billingAddress: billing } : {}),
    ...(shipping ? { shippingAddress: shipping } : {}),
  });
}

const adminOrder = async (id: number) =>
  (await (await shop.request(`/api/admin/orders/${id}`, { token })).json()) as AdminOrderRecord;

const lookup = (orderNumber: string, email: string) =>
  shop.request("/api/orders/lookup", { method: "POST", json: { orderNumber, email } });

/** The PDF's text as pdftotext reads it (poppler-utils). */
function pdfText(pdf: Buffer | Uint8Array, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(
    /[\u00a0\u202f]/g,
    " ",
  );
}

const mailsTo = (address: string, from: MailMessage[] = sent) =>
  from.filter((message) => message.to.toLowerCase() === address.toLowerCase());

/**
 * Runs a group's setup with the catalog stocked as each test starts (a group's beforeAll runs
 * before the tests' beforeEach) and the e-mails it sent collected: the setup drains the outbox.
 */
async function setUp(work: () => Promise<void>): Promise<MailMessage[]> {
  await shop.deps.prisma.product.updateMany({ data: { stock: 10 } });
  sent = [];
  await work();
  return [...sent];
}

/** A group's paid order in `language`, and the e-mails sent by what `then` does to it (its confirmation's aside). */
async function paidThen(language: "EN" | "DE" | "BG", then: (order: PaidOrder) => Promise<void>) {
  let order: PaidOrder | undefined;
  const mails = await setUp(async () => {
    order = await paidOrder(language);
    sent = [];
    await then(order);
  });
  return { order: order!, mails };
}

const SOFIA = {
  firstName: "Ivan",
  lastName: "Petrov",
  address: "bul. Vitosha 12",
  city: "Sofia",
  country: "BG",
  postCode: "1000",
  phone: "+35921234567",
};
const VIENNA = {
  ...SOFIA,
  firstName: "Lena",
  lastName: "Huber",
  address: "Mariahilfer Straße 1",
  city: "Wien",
  country: "AT",
  postCode: "1060",
};
const BERLIN = {
  ...SOFIA,
  firstName: "Lena",
  lastName: "Huber",
  address: "Hauptstraße 5",
  city: "Berlin",
  country: "DE",
  postCode: "10115",
};

/** The text of an order's invoice or credit note, downloaded from the console as `app` serves it. */
async function documentText(
  app: { request: (path: string, init?: RequestInit) => Promise<Response> },
  id: number,
  kind: "invoice" | "credit-note",
  name: string,
) {
  const response = await app.request(`/api/admin/orders/${id}/${kind}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return pdfText(Buffer.from(await response.arrayBuffer()), name);
}

describe("the invoice numbers", () => {
  let first: PaidOrder;
  let second: PaidOrder;
  beforeAll(() =>
    setUp(async () => {
      first = await paidOrder("EN");
      second = await paidOrder("EN");
      // Confirming again neither pays again nor takes another number.
      await shop.request(`/api/orders/confirm/${first.number}`, { method: "POST" });
    }),
  );

  it("numbers an invoice INV-year-number", () => {
    expect(first.invoiceNumber).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
  });

  it("numbers invoices in one gapless sequence per year", () => {
    const [a, b] = [first.invoiceNumber!, second.invoiceNumber!].map((n) => Number(n.slice(-6)));
    expect(b).toBe(a + 1);
  });

  it("issues the invoice in the transaction that marks the order paid", () => {
    expect(first.invoiceIssuedAt).toEqual(first.paidAt);
  });

  it("takes no other number when the order is confirmed again", async () => {
    const again = await shop.deps.prisma.order.findUniqueOrThrow({ where: { id: first.id } });
    expect(again.invoiceNumber).toBe(first.invoiceNumber);
  });

  it("records the payment once, with the invoice's number", async () => {
    const events = await shop.deps.prisma.orderEvent.findMany({ where: { orderId: first.id, type: "paid" } });
    expect(events).toHaveLength(1);
    expect(events[0].params).toEqual({ invoiceNumber: first.invoiceNumber });
  });
});

describe("the confirmation", () => {
  const billing = {
    firstName: "Anna",
    lastName: "Schmidt",
    address: "Friedrichstraße 1",
    city: "Berlin",
    country: "DE",
    postCode: "10117",
    phone: "+49301234567",
  };
  let order: PaidOrder;
  let mails: MailMessage[];
  beforeAll(async () => {
    mails = await setUp(async () => {
      order = await paidOrder("DE", "Anna.Schmidt@Example.com", billing);
    });
  });
  const confirmation = () => mailsTo("Anna.Schmidt@Example.com", mails)[0];
  const notice = () => mailsTo("orders@testkit-europe.example", mails)[0];

  it("sends the shopper the confirmation in the order's language", () => {
    expect(confirmation().subject).toBe(`Ihre Bestellung ${order.number} ist bestätigt`);
  });

  it("names the payment method and the billing address", () => {
    expect(confirmation().text).toContain("Zahlungsart: Karte");
    expect(confirmation().text).toContain(
      "Rechnungsadresse:\nAnna Schmidt\nFriedrichstraße 1\n10117 Berlin\nDeutschland",
    );
  });

  it("links the order's status page", () => {
    expect(confirmation().text).toContain(`https://shop.example/de/order-status?number=${order.number}`);
  });

  it("carries the legal texts: the right of withdrawal and the seller", () => {
    expect(confirmation().text).toContain("Widerrufsrecht: Sie können diesen Kauf binnen 14 Tagen");
    expect(confirmation().text).toContain(
      "Verkäufer:\nTestKit Europe GmbH\nLindenallee 14\n10115 Berlin\nDeutschland\nUSt-IdNr.: DE345678912",
    );
  });

  it("attaches the invoice as a PDF, and the terms and withdrawal information as another", () => {
    const mail = confirmation();
    expect(mail.text).toContain(`Ihre Rechnung ${order.invoiceNumber} finden Sie als PDF im Anhang.`);
    expect(mail.attachments?.map((file) => file.filename)).toEqual([
      `${order.invoiceNumber}.pdf`,
      `AGB-und-Widerrufsbelehrung-${order.number}.pdf`,
    ]);
    expect(mail.attachments![0]).toMatchObject({
      filename: `${order.invoiceNumber}.pdf`,
      contentType: "application/pdf",
    });
    const invoice = pdfText(mail.attachments![0].content, order.invoiceNumber!);
    expect(invoice).toContain("Rechnung");
    expect(invoice).toContain(order.invoiceNumber!);
    expect(invoice).toContain("Friedrichstraße 1");
    expect(invoice).toContain("TestKit Europe GmbH");
  });

  it("sends staff a notice of the order, without the shopper's legal texts", () => {
    expect(notice().subject).toMatch(new RegExp(`^New order ${order.number}: €49\\.80 to DE$`));
    expect(notice().text).toContain("Customer: anna.schmidt@example.com (writes in German).");
    expect(notice().text).toContain(`https://shop.example/admin#/orders/${order.id}/show`);
    expect(notice().text).not.toContain("Widerrufsrecht");
  });

  it("records the confirmation in the history once it is sent", async () => {
    const recorded = await shop.deps.prisma.orderEvent.findMany({ where: { orderId: order.id, type: "email_sent" } });
    expect(recorded.map((event) => event.params)).toEqual([{ kind: "confirmation" }]);
  });
});

describe("the invoice in the console", () => {
  let order: PaidOrder;
  beforeAll(() =>
    setUp(async () => {
      order = await paidOrder("BG");
    }),
  );

  it("lets ADMIN download the invoice as a PDF in the order's language", async () => {
    const response = await shop.request(`/api/admin/orders/${order.id}/invoice`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${order.invoiceNumber}.pdf"`);
    const text = pdfText(Buffer.from(await response.arrayBuffer()), `admin-${order.invoiceNumber}`);
    expect(text).toContain("Фактура");
    expect(text).toContain("ПОЛУЧАТЕЛ");
    expect(text).toContain("ДДС 19%");
  });

  it("lets SUPPORT download it too", async () => {
    const support = await shop.login(SUPPORT);
    expect((await shop.request(`/api/admin/orders/${order.id}/invoice`, { token: support })).status).toBe(200);
  });

  it("refuses it without a token", async () => {
    expect((await shop.request(`/api/admin/orders/${order.id}/invoice`)).status).toBe(401);
  });

  it("has none for an unpaid order", async () => {
    const unpaid = await placeOrder(shop, "CARD");
    const stored = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: unpaid.orderNumber } });
    const none = await shop.request(`/api/admin/orders/${stored.id}/invoice`, { token });
    expect(none.status).toBe(404);
    expect((await none.json()).error.message).toBe("Invoice not found");
  });

  it("has no credit note before a refund", async () => {
    expect((await shop.request(`/api/admin/orders/${order.id}/credit-note`, { token })).status).toBe(404);
  });
});

describe("the order lookup", () => {
  let order: PaidOrder;
  let other: PaidOrder;
  let response: TestResponse;
  let view: OrderStatusView;
  beforeAll(() =>
    setUp(async () => {
      order = await paidOrder("EN", "Lookup.Case@example.com");
      other = await paidOrder("EN");
      response = await lookup(order.number.toLowerCase().replace(/-/g, ""), "  lookup.case@EXAMPLE.com ");
      view = (await response.json()) as OrderStatusView;
    }),
  );

  it("finds the order by its number and e-mail, written in any case, and is never cached", () => {
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("shows the order's details and history, without the phone number", () => {
    expect(view).toMatchObject({
      orderNumber: order.number,
      status: "PAID",
      paymentMethod: "CARD",
      items: [{ quantity: 2, unitPrice: 24.9, lineTotal: 49.8 }],
      total: 49.8,
      vat: 7.95,
      vatRate: 19,
      shippingAddress: { city: "Berlin", country: "DE" },
      shipment: null,
      creditNote: null,
    });
    expect(view.history.map((step) => step.step)).toEqual(["placed", "paid"]);
    expect(JSON.stringify(view)).not.toContain("phone");
    expect(view.invoice!.number).toBe(order.invoiceNumber);
  });

  it("links the invoice's download, never cached", async () => {
    const pdf = await shop.request(view.invoice!.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("cache-control")).toBe("no-store");
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()), `shopper-${order.number}`)).toContain(order.invoiceNumber!);
  });

  it("refuses the link for another order and for another document", async () => {
    const stolen = view.invoice!.url.replace(order.number, other.number);
    expect((await shop.request(stolen)).status).toBe(403);
    expect((await shop.request(view.invoice!.url.replace("/invoice?", "/credit-note?"))).status).toBe(403);
  });

  it("refuses the link with any other token", async () => {
    const forged = await shop.request(view.invoice!.url.replace(/token=.*/, `token=${token}`));
    expect(forged.status).toBe(403);
    expect((await forged.json()).error.code).toBe("link_expired");
  });
});

describe("the order lookup's misses", () => {
  let order: PaidOrder;
  beforeAll(() =>
    setUp(async () => {
      order = await paidOrder("EN");
    }),
  );

  /** Two misses (a wrong e-mail, an unknown number), a find, and a third miss: the limit of 3 reached. */
  async function missThreeTimes() {
    const wrongEmail = await lookup(order.number, "someone.else@example.com");
    const unknown = await lookup("TK-AAAA-AAAA", "anna@example.com");
    const found = await lookup(order.number, "anna@example.com");
    const malformed = await lookup("not a number", "anna@example.com");
    return { wrongEmail, unknown, found, malformed };
  }

  it("answers a wrong e-mail and an unknown number alike, never cached", async () => {
    const { wrongEmail, unknown } = await missThreeTimes();
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await wrongEmail.text()).toBe(await unknown.text());
    expect(wrongEmail.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a client after too many misses; a found order is not a miss", async () => {
    const { found, malformed } = await missThreeTimes();
    expect(found.status).toBe(200);
    expect(malformed.status).toBe(404);
    expect((await lookup(order.number, "anna@example.com")).status).toBe(429);
  });

  it("says when to try again, never cached", async () => {
    await missThreeTimes();
    const limited = await lookup(order.number, "anna@example.com");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(limited.headers.get("cache-control")).toBe("no-store");
    expect((await limited.json()).error.code).toBe("too_many_lookups");
  });

  it("lets no more misses through than the limit when hundreds arrive at once", async () => {
    // Each lookup is counted before the database is asked: of 300 guesses sent together, only the
    // first ORDER_LOOKUP_MAX_MISSES (3 here) reach the database, however fast it answers.
    const guesses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => {
        const letters = "34679ACDEFGHJKMNPQRTUVWXY";
        const suffix = [...String(i).padStart(4, "0")].map((digit) => letters[Number(digit)]).join("");
        return lookup(`TK-AAAA-${suffix}`, "eve@example.com");
      }),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(297);
  });

  it("refuses malformed requests with the field named", async () => {
    const response = await shop.request("/api/orders/lookup", {
      method: "POST",
      json: { orderNumber: "TK-AAAA-AAAA" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("email");
  });
});

describe("shipping with carrier and tracking number", () => {
  let order: PaidOrder;
  let response: TestResponse;
  let record: AdminOrderRecord;
  let again: TestResponse;
  let mails: MailMessage[];
  const shopperMails = () => mailsTo("anna@example.com", mails);
  beforeAll(async () => {
    ({ order, mails } = await paidThen("DE", async (paid) => {
      const ship = () =>
        shop.request(`/api/admin/orders/${paid.id}`, {
          method: "PUT",
          token,
          json: { status: "SHIPPED", fromStatus: "PAID", carrier: "DHL", trackingNumber: "00 3404 3412 3456 7890" },
        });
      response = await ship();
      record = (await response.json()) as AdminOrderRecord;
      // Asked twice (a double click): one move, one e-mail.
      again = await ship();
      await drainOutbox(shop);
    }));
  });

  it("moves the order with the carrier and the tracking number, cleaned, and the tracking link", () => {
    expect(response.status).toBe(200);
    expect(record).toMatchObject({
      status: "SHIPPED",
      carrier: "DHL",
      trackingNumber: "003404341234567890",
      trackingUrl:
        "https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=003404341234567890",
    });
    expect(record.shippedAt).not.toBeNull();
  });

  it("records the move with the parcel and who made it", () => {
    expect(record.events.at(-1)).toMatchObject({
      type: "status_shipped",
      params: { carrier: "DHL", trackingNumber: "003404341234567890" },
      actor: "admin",
    });
  });

  it("makes one move and sends one e-mail when asked twice", () => {
    expect(again.status).toBe(200);
    expect(shopperMails()).toHaveLength(1);
  });

  it("e-mails the shopper in the order's language with the carrier and the tracking link, nothing attached", () => {
    const [mail] = shopperMails();
    expect(mail.subject).toBe(`Ihre Bestellung ${order.number} ist unterwegs`);
    expect(mail.text).toContain("Versanddienstleister: DHL\nSendungsnummer: 003404341234567890");
    expect(mail.text).toContain("Sendung verfolgen\nhttps://www.dhl.com/");
    expect(mail.attachments).toBeUndefined();
  });

  it("records the e-mail in the history", async () => {
    const history = (await adminOrder(order.id)).events.map((event) => [event.type, event.params]);
    expect(history).toContainEqual(["email_sent", { kind: "shipped" }]);
  });

  it("shows the shipment in the lookup", async () => {
    const view = (await (await lookup(order.number, "anna@example.com")).json()) as OrderStatusView;
    expect(view.shipment).toEqual({
      carrier: "DHL",
      trackingNumber: "003404341234567890",
      trackingUrl: record.trackingUrl,
    });
    expect(view.history.map((step) => step.step)).toEqual(["placed", "paid", "shipped"]);
  });
});

describe("sending an e-mail again", () => {
  let order: PaidOrder;
  let resend: TestResponse;
  let mails: MailMessage[];
  const ask = (kind: string, who = token) =>
    shop.request(`/api/admin/orders/${order.id}/emails`, { method: "POST", token: who, json: { kind } });
  beforeAll(async () => {
    mails = await setUp(async () => {
      order = await paidOrder("EN");
      await shop.request(`/api/admin/orders/${order.id}`, {
        method: "PUT",
        token,
        json: { status: "SHIPPED", carrier: "OTHER" },
      });
      await drainOutbox(shop);
      sent = [];
      resend = await ask("shipped", await shop.login(SUPPORT));
      await ask("confirmation");
      await drainOutbox(shop);
    });
  });
  const shopperMails = () => mailsTo("anna@example.com", mails);

  it("accepts the request: 202", () => {
    expect(resend.status).toBe(202);
  });

  it("sends the e-mails asked for, in the order asked", () => {
    expect(shopperMails().map((mail) => mail.subject)).toEqual([
      `Your order ${order.number} is on its way`,
      `Your order ${order.number} is confirmed`,
    ]);
  });

  it("names no carrier and links no tracking for another carrier", () => {
    expect(shopperMails()[0].text).not.toContain("Carrier:");
    expect(shopperMails()[0].text).not.toContain("Track your parcel");
  });

  it("attaches the invoice to the confirmation sent again", () => {
    expect(shopperMails()[1].attachments?.[0].filename).toBe(`${order.invoiceNumber}.pdf`);
  });

  it("records each e-mail sent again with who asked", async () => {
    const resent = (await adminOrder(order.id)).events.filter((event) => event.type === "email_resent");
    expect(resent.map((event) => [event.actor, event.params])).toEqual([
      ["support", { kind: "shipped" }],
      ["admin", { kind: "confirmation" }],
    ]);
  });

  it("refuses an e-mail the order's status does not have, with the field named; nothing is queued", async () => {
    const refused = await ask("refunded");
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: "email_not_applicable", field: "kind" });
    expect(await shop.deps.prisma.outboxMessage.count({ where: { sentAt: null } })).toBe(0);
  });

  it("refuses an unknown e-mail; nothing is queued", async () => {
    const bad = await ask("hello");
    expect(bad.status).toBe(400);
    expect(await shop.deps.prisma.outboxMessage.count({ where: { sentAt: null } })).toBe(0);
  });
});

describe("the limits on sending e-mails again", () => {
  const resend = (id: number, who: string) =>
    shop.request(`/api/admin/orders/${id}/emails`, { method: "POST", token: who, json: { kind: "confirmation" } });

  it("sends an order's e-mails again at most 5 times an hour: then 429 too_many_resends", async () => {
    const order = await paidOrder("EN", "flood@example.com");
    sent = [];
    const answers = await Promise.all(Array.from({ length: 8 }, () => resend(order.id, token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect((await refused.json()).error.code).toBe("too_many_resends");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    await drainOutbox(shop);
    expect(mailsTo("flood@example.com")).toHaveLength(5);
  });

  // Seven orders and 32 requests one after another: more than a loaded machine does in the default 30 s.
  it("lets a staff member send at most 30 within the hour over any orders, then refuses; another staff member may still send", async () => {
    // Seven paid orders of two units each: more than the catalog is stocked with.
    await shop.deps.prisma.product.update({ where: { slug: "drug-tests" }, data: { stock: { increment: 16 } } });
    const support = await shop.login(SUPPORT);
    const { id: supportId } = await shop.deps.prisma.adminUser.findFirstOrThrow({ where: { username: "support" } });
    await shop.deps.resends.perStaff.reset(`staff:${supportId}`);
    const orders = [];
    for (let i = 0; i < 7; i++) orders.push(await paidOrder("EN", `many-${i}@example.com`));
    const statuses = [];
    for (const each of orders.slice(0, 6))
      for (let i = 0; i < 5; i++) statuses.push((await resend(each.id, support)).status);
    expect(statuses.every((status) => status === 202)).toBe(true);
    const over = await resend(orders[6].id, support);
    expect(over.status).toBe(429);
    expect((await over.json()).error.code).toBe("too_many_resends");
    expect((await resend(orders[6].id, token)).status).toBe(202);
    await drainOutbox(shop);
  }, 120_000);
});

describe("a refund", () => {
  let order: PaidOrder;
  let response: TestResponse;
  let record: AdminOrderRecord;
  let mails: MailMessage[];
  beforeAll(async () => {
    ({ order, mails } = await paidThen("BG", async (paid) => {
      response = await shop.request(`/api/admin/orders/${paid.id}/refund`, { method: "POST", token });
      record = (await response.json()) as AdminOrderRecord;
      await drainOutbox(shop);
    }));
  });
  const refundMail = () => mailsTo("anna@example.com", mails)[0];

  it("issues a credit note with a number of its own", () => {
    expect(response.status).toBe(200);
    expect(record.creditNoteNumber).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
  });

  it("records the refund, the restock and the credit note in the history", () => {
    expect(record.events.at(-1)).toMatchObject({
      type: "status_refunded",
      params: { refunded: true, restocked: true, creditNoteNumber: record.creditNoteNumber },
    });
  });

  it("e-mails the shopper in Bulgarian with the credit note attached", () => {
    expect(refundMail().subject).toBe(`Възстановена сума по поръчка ${order.number}`);
    expect(refundMail().text).toMatch(/Възстановихме 49,80\s€ по вашата карта\./);
    expect(refundMail().text).toContain(`Кредитно известие ${record.creditNoteNumber} е приложено като PDF.`);
  });

  it("prints a credit note that names the invoice and the sum given back", () => {
    const note = pdfText(refundMail().attachments![0].content, record.creditNoteNumber!);
    expect(note).toContain("Кредитно известие");
    expect(note).toContain(record.creditNoteNumber!);
    expect(note).toContain(`Към фактура ${order.invoiceNumber}`);
    expect(note).toMatch(/Възстановена сума\s+-49,80/);
    expect(note).not.toContain("Платено на");
  });

  it("lets staff download the credit note under its number", async () => {
    const download = await shop.request(`/api/admin/orders/${order.id}/credit-note`, { token });
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${record.creditNoteNumber}.pdf"`);
  });

  it("shows the credit note and the refund in the lookup", async () => {
    const view = (await (await lookup(order.number, "anna@example.com")).json()) as OrderStatusView;
    expect(view.creditNote?.number).toBe(record.creditNoteNumber);
    expect(view.history.map((step) => step.step)).toEqual(["placed", "paid", "refunded"]);
  });
});

describe("cancelling an unpaid order", () => {
  let order: { id: number; number: string };
  let response: TestResponse;
  let mails: MailMessage[];
  beforeAll(async () => {
    mails = await setUp(async () => {
      const created = await placeOrder(shop, "CARD", [{ slug: "drug-tests", quantity: 1 }], { language: "EN" });
      order = await shop.deps.prisma.order.findUniqueOrThrow({ where: { number: created.orderNumber } });
      response = await shop.request(`/api/admin/orders/${order.id}`, {
        method: "PUT",
        token,
        json: { status: "CANCELLED", fromStatus: "PENDING_PAYMENT" },
      });
      await drainOutbox(shop);
    });
  });

  it("issues no credit note", async () => {
    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminOrderRecord).creditNoteNumber).toBeNull();
  });

  it("e-mails the shopper that no payment was taken, nothing attached", () => {
    const [mail] = mailsTo("anna@example.com", mails);
    expect(mail.subject).toBe(`Your order ${order.number} has been cancelled`);
    expect(mail.text).toContain("No payment was taken for this order.");
    expect(mail.attachments).toBeUndefined();
  });
});

describe("carrier and tracking number on a move", () => {
  let order: PaidOrder;
  beforeAll(() =>
    setUp(async () => {
      order = await paidOrder("EN");
    }),
  );

  it.each([
    { json: { status: "CANCELLED", carrier: "DHL" }, field: "carrier" },
    { json: { note: "hi", trackingNumber: "ABC123" }, field: "trackingNumber" },
    { json: { status: "SHIPPED", carrier: "PIGEON" }, field: "carrier" },
    { json: { status: "SHIPPED", trackingNumber: "<script>" }, field: "trackingNumber" },
  ])("refuses $json with the field $field named", async (attempt) => {
    const response = await shop.request(`/api/admin/orders/${order.id}`, {
      method: "PUT",
      token,
      json: attempt.json,
    });
    expect(response.status, JSON.stringify(attempt.json)).toBe(400);
    expect((await response.json()).error.field).toBe(attempt.field);
  });

  it("changes nothing on a refused request", async () => {
    const stored = await shop.deps.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored).toMatchObject({ status: "PAID", carrier: null, trackingNumber: null, shippedAt: null });
  });
});

describe("the VAT rate recorded with the order", () => {
  let order: PaidOrder;
  let before: AdminOrderRecord;
  const austria = VAT_RATES.AT;
  beforeAll(async () => {
    await setUp(async () => {
      order = await paidOrder("EN", "vienna@example.com", BERLIN, VIENNA);
      before = await adminOrder(order.id);
    });
    VAT_RATES.AT = 22;
  });
  afterAll(() => {
    VAT_RATES.AT = austria;
  });

  it("charges the rate of the country the goods go to", () => {
    expect(before.items).toEqual([expect.objectContaining({ slug: "drug-tests", quantity: 2, vatRate: 20 })]);
    expect(before.vat).toBe(8.3);
  });

  it("keeps it in the console when the table changes", async () => {
    const after = await adminOrder(order.id);
    expect(after.items[0].vatRate).toBe(20);
    expect(after.vat).toBe(8.3);
  });

  it("keeps it in the lookup when the table changes", async () => {
    const view = (await (await lookup(order.number, "vienna@example.com")).json()) as OrderStatusView;
    expect(view).toMatchObject({ vat: 8.3, vatRate: 20 });
  });

  it("keeps it in an e-mail sent again when the table changes", async () => {
    await shop.request(`/api/admin/orders/${order.id}/emails`, {
      method: "POST",
      token,
      json: { kind: "confirmation" },
    });
    await drainOutbox(shop);
    expect(mailsTo("vienna@example.com")[0].text).toContain("(incl. 20% VAT €8.30)");
  });

  it("charges an order placed now the new rate", async () => {
    const later = await paidOrder("EN", "vienna@example.com", BERLIN, VIENNA);
    expect((await adminOrder(later.id)).items[0].vatRate).toBe(22);
  });
});

describe("issued documents after the VAT rate and the seller change", () => {
  const bulgaria = VAT_RATES.BG;
  let order: PaidOrder;
  let refunded: { creditNoteNumber: string | null };
  let invoice: string;
  let creditNote: string;
  let view: OrderStatusView;
  let changed: Awaited<ReturnType<typeof restart>>;
  const mails: MailMessage[] = [];
  beforeAll(async () => {
    await setUp(async () => {
      order = await paidOrder("BG", "ivan@example.com", SOFIA, SOFIA);
      await shop.request(`/api/admin/orders/${order.id}/refund`, { method: "POST", token });
      refunded = await shop.deps.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
      invoice = await documentText(shop, order.id, "invoice", "frozen-invoice");
      creditNote = await documentText(shop, order.id, "credit-note", "frozen-credit-note");
      // The view the shopper gets before anything changes: its link is signed for an hour.
      view = (await (await lookup(order.number, "ivan@example.com")).json()) as OrderStatusView;
    });
    // Bulgaria's rate changes, and the shop restarts with another seller; the refund e-mail has not gone out yet.
    VAT_RATES.BG = 22;
    changed = await restart(shop, {
      ...shop.env,
      SELLER_LEGAL_NAME: "Nova Firma EOOD",
      SELLER_ADDRESS: "ul. Rakovski 1|1000 Sofia",
      SELLER_COUNTRY: "BG",
      SELLER_VAT_ID: "BG999999999",
      SELLER_SEAT: undefined,
      SELLER_REGISTER_COURT: undefined,
      SELLER_REGISTER_NUMBER: "UIC 999999999",
      SELLER_MANAGING_DIRECTORS: undefined,
    });
    changed.deps.mailer = { send: (message) => Promise.resolve(void mails.push(message)) };
  });
  afterAll(async () => {
    VAT_RATES.BG = bulgaria;
    await changed?.close();
  });
  const refundMail = () => mails.filter((message) => message.to === "ivan@example.com")[0];

  it("issued the invoice with the rate and the seller of its day", () => {
    expect(invoice).toMatch(/ДДС 20%\s+-?\d/);
    expect(invoice).toContain("TestKit Europe GmbH");
  });

  it("restarts with the new seller", () => {
    expect(changed.deps.shop.seller.legalName).toBe("Nova Firma EOOD");
  });

  it("prints the invoice in the console as issued", async () => {
    expect(await documentText(changed, order.id, "invoice", "frozen-invoice-after")).toBe(invoice);
  });

  it("prints the credit note in the console as issued", async () => {
    expect(await documentText(changed, order.id, "credit-note", "frozen-credit-note-after")).toBe(creditNote);
  });

  it("gives the shopper the invoice as issued through the lookup's link", async () => {
    const shopper = await changed.request(view.invoice!.url);
    expect(shopper.status).toBe(200);
    expect(pdfText(Buffer.from(await shopper.arrayBuffer()), "frozen-shopper-after")).toBe(invoice);
  });

  it("still sends the refund e-mail, rendered now from the outbox, with the credit note as issued", async () => {
    await drainOutbox(changed);
    const mail = refundMail();
    expect(mail.subject).toBe(`Възстановена сума по поръчка ${order.number}`);
    expect(mail.attachments?.[0].filename).toBe(`${refunded.creditNoteNumber}.pdf`);
    expect(pdfText(mail.attachments![0].content, "frozen-credit-note-mail")).toBe(creditNote);
  });

  it("signs the refund e-mail with the seller of now", async () => {
    await drainOutbox(changed);
    expect(refundMail().text).toContain("Nova Firma EOOD");
  });
});

describe("the OSS note", () => {
  const names = { EN: ["Austria", "Germany"], DE: ["Österreich", "Deutschland"], BG: ["Австрия", "Германия"] };
  it.each(Object.entries(names))(
    "names the country the goods went to: shipped to Vienna and billed to Berlin is Austria (%s)",
    async (language, [destination, billing]) => {
      const order = await paidOrder(language as keyof typeof names, "lena@example.com", BERLIN, VIENNA);
      const text = (await documentText(shop, order.id, "invoice", `oss-${language}`)).replace(/\s+/g, " ");
      expect(text).toContain(`(${destination})`);
      expect(text).not.toContain(`(${billing})`);
    },
  );
});

describe("a German refund document", () => {
  let order: PaidOrder;
  let text: string;
  let mails: MailMessage[];
  beforeAll(async () => {
    ({ order, mails } = await paidThen("DE", async (paid) => {
      await shop.request(`/api/admin/orders/${paid.id}/refund`, { method: "POST", token });
      await drainOutbox(shop);
    }));
    text = await documentText(shop, order.id, "credit-note", "rechnungskorrektur");
  });

  it("is titled Rechnungskorrektur and names the invoice it corrects", () => {
    expect(text).toMatch(/Rechnungskorrektur$/m);
    expect(text).toContain(`Rechnungskorrektur zur Rechnung ${order.invoiceNumber}`);
  });

  it("never calls itself a Gutschrift", () => {
    expect(text).not.toContain("Gutschrift");
  });

  it("says in German that the money went back to the card", () => {
    const [mail] = mailsTo("anna@example.com", mails);
    expect(mail.text).toMatch(/Wir haben Ihnen 49,80\s€ auf Ihre Karte erstattet\./);
  });

  it("is a Rechnungskorrektur in its e-mail too, never a Gutschrift", () => {
    const [mail] = mailsTo("anna@example.com", mails);
    expect(mail.text).toContain("Die Rechnungskorrektur CN-");
    expect(mail.text + mail.html).not.toContain("Gutschrift");
  });
});

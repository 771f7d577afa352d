// Restock alerts through the real app: asking answers 202 whatever is known; the address confirms
// by the e-mail's link (double opt-in) before anything else is sent; one e-mail goes out once the
// stock rises from 0, whichever path raises it (a console edit, an unpaid order that expires), and
// only once; requests are limited per client; bad input is refused with nothing stored; an
// erasure, the export and the retention sweep cover the alerts' addresses.
// Runs on PostgreSQL too (api/vitest.config.ts): the alerts' SQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AdminProductRecord, CustomerDataExport, CustomerErasure } from "@shop/shared";
import { orderPayload, seedFixtureCatalog, startTestShop, type TestShop, keepSentMails } from "../../test/harness.ts";
import { drainOutbox } from "../../test/payment-shop.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { sweepExpiredOrders } from "../orders/reconcile-orders.ts";
import { sweepPersonalData } from "../privacy/retention.ts";

let shop: TestShop;
let admin: string;
const sent: MailMessage[] = [];
const DAY_MS = 24 * 3600_000;

beforeAll(async () => {
  shop = await startTestShop({ PUBLIC_URL: "https://shop.example" });
  await seedFixtureCatalog(shop, [
    { slug: "drug-tests", priceCents: 2490, stock: 0 },
    { slug: "vitamin-d-test", priceCents: 1900, stock: 4 },
    { slug: "iron-test", priceCents: 1500, stock: 0 },
  ]);
  admin = await shop.login();
  keepSentMails(shop, sent);
});
afterAll(() => shop.close());
beforeEach(() => {
  sent.length = 0;
});

const ask = (slug: string, json: unknown) =>
  shop.request(`/api/products/${slug}/restock-alerts`, { method: "POST", json });

async function askAndSettle(slug: string, email: string, language = "en") {
  const response = await ask(slug, { email, language });
  await shop.deps.afterResponse.settled();
  return response;
}

/** Sends what the outbox holds and answers the e-mails to `email` sent since the last look. */
async function mailsTo(email: string): Promise<MailMessage[]> {
  await drainOutbox(shop);
  const mine = sent.filter((message) => message.to === email.toLowerCase());
  for (const message of mine) sent.splice(sent.indexOf(message), 1);
  return mine;
}

/**
 * What someone waits for from a health shop is health data, and subjects show on lock screens: the
 * product is named in the e-mail's body only, never in its subject (nor its slug).
 */
function expectProductInBodyOnly(mail: MailMessage, productName: string) {
  const slug = productName.split(" ")[0];
  expect(mail.subject.toLowerCase()).not.toContain(slug);
  expect(mail.text).toContain(productName);
  expect(mail.html).toContain(productName);
}

const confirmLink = (mail: MailMessage) => {
  const link = /https:\/\/shop\.example(\/api\/restock-alerts\/confirm\?token=[\w.-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in:\n${mail.text}`);
  return link;
};

const alertsOf = (email: string) => shop.deps.prisma.restockAlert.findMany({ where: { email } });

const productId = async (slug: string) => (await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug } })).id;

/** Sets a product's stock through the console, as staff do. */
async function setStock(slug: string, stock: number) {
  const id = await productId(slug);
  const record = (await (
    await shop.request(`/api/admin/products/${id}`, { token: admin })
  ).json()) as AdminProductRecord;
  const response = await shop.request(`/api/admin/products/${id}`, {
    method: "PUT",
    token: admin,
    json: {
      ...record,
      images: record.images.map(({ fileKey, isMain }) => ({ fileKey, isMain })),
      previousStock: record.stock,
      stock,
    },
  });
  expect(response.status).toBe(200);
}

/** Asks for an alert and confirms it by its e-mail's link. */
async function confirmedAlert(slug: string, email: string, language = "en") {
  expect((await askAndSettle(slug, email, language)).status).toBe(202);
  const [mail] = await mailsTo(email);
  const confirmed = await shop.request(confirmLink(mail));
  expect(confirmed.status).toBe(302);
  return { mail, confirmed };
}

describe("asking for a restock alert", () => {
  it("answers 202 the same for an unknown product, a product in stock and a sold-out one, storing only the last", async () => {
    const answers = [];
    for (const slug of ["no-such-kit", "vitamin-d-test", "drug-tests"]) {
      const response = await askAndSettle(slug, `same-${slug}@example.com`);
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ status: 202, body: { status: "check_inbox" } })]),
    );
    expect(await alertsOf("same-no-such-kit@example.com")).toEqual([]);
    expect(await alertsOf("same-vitamin-d-test@example.com")).toEqual([]);
    expect(await alertsOf("same-drug-tests@example.com")).toHaveLength(1);
    expect(await mailsTo("same-no-such-kit@example.com")).toEqual([]);
    expect(await mailsTo("same-vitamin-d-test@example.com")).toEqual([]);
  });

  it("refuses bad input with 400, storing nothing", async () => {
    for (const body of [
      { email: "not-an-address", language: "de" },
      { language: "de" },
      { email: "x@example.com", language: "fr" },
    ]) {
      const response = await ask("drug-tests", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const raw = await shop.request("/api/products/drug-tests/restock-alerts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(raw.status).toBe(400);
    await shop.deps.afterResponse.settled();
    expect(
      await shop.deps.prisma.restockAlert.count({ where: { email: { in: ["not-an-address", "x@example.com"] } } }),
    ).toBe(0);
  });
});

describe("double opt-in and the e-mail when the stock returns", () => {
  it("sends nothing but the confirmation before the link is followed, then one e-mail when the console restocks, once", async () => {
    const email = "Anna.Schmidt@Example.com";
    expect((await askAndSettle("drug-tests", email, "de")).status).toBe(202);
    const [row] = await alertsOf("anna.schmidt@example.com");
    expect(row).toMatchObject({ language: "de", confirmedAt: null, notifiedAt: null });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Bitte bestätigen Sie Ihre Benachrichtigung");
    expectProductInBodyOnly(mails[0], "drug-tests (de)");
    expect(mails[0].text).toContain("an anna.schmidt@example.com zu schreiben");

    // Not confirmed yet: a restock sends nothing.
    await setStock("drug-tests", 3);
    expect(await mailsTo(email)).toEqual([]);
    await setStock("drug-tests", 0);

    const confirmed = await shop.request(confirmLink(mails[0]));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/de/product/drug-tests?restock=confirmed");
    expect((await alertsOf("anna.schmidt@example.com"))[0].confirmedAt).toBeInstanceOf(Date);
    expect(await mailsTo(email)).toEqual([]);

    await setStock("drug-tests", 5);
    const back = await mailsTo(email);
    expect(back).toHaveLength(1);
    expect(back[0].subject).toBe("Ein Artikel, nach dem Sie gefragt haben, ist wieder vorrätig");
    expectProductInBodyOnly(back[0], "drug-tests (de)");
    expect(back[0].text).toContain("https://shop.example/de/product/drug-tests");
    expect((await alertsOf("anna.schmidt@example.com"))[0].notifiedAt).toBeInstanceOf(Date);

    // Sold out and back again: the alert has done its work.
    await setStock("drug-tests", 0);
    await setStock("drug-tests", 2);
    await setStock("drug-tests", 6);
    expect(await mailsTo(email)).toEqual([]);
    await setStock("drug-tests", 0);
  });

  it("mails when an unpaid order expires and gives the last units back", async () => {
    await shop.deps.prisma.product.update({ where: { slug: "vitamin-d-test" }, data: { stock: 1 } });
    const order = await shop.request("/api/orders", {
      method: "POST",
      json: orderPayload([{ slug: "vitamin-d-test", quantity: 1 }]),
    });
    expect(order.status).toBe(201);
    expect((await shop.deps.prisma.product.findUniqueOrThrow({ where: { slug: "vitamin-d-test" } })).stock).toBe(0);
    await confirmedAlert("vitamin-d-test", "waiting@example.com", "bg");

    const { expired } = await sweepExpiredOrders(shop.deps, new Date(Date.now() + DAY_MS));
    expect(expired).toBeGreaterThan(0);
    const back = await mailsTo("waiting@example.com");
    expect(back).toHaveLength(1);
    expect(back[0].subject).toBe("Продукт, за който попитахте, е отново наличен");
    expectProductInBodyOnly(back[0], "vitamin-d-test (bg)");
    expect(back[0].text).toContain("https://shop.example/bg/product/vitamin-d-test");
  });

  it("mails at once when the product came back between asking and confirming", async () => {
    await shop.deps.prisma.product.update({ where: { slug: "iron-test" }, data: { stock: 0 } });
    expect((await askAndSettle("iron-test", "late@example.com")).status).toBe(202);
    const [mail] = await mailsTo("late@example.com");
    await setStock("iron-test", 2);
    await shop.request(confirmLink(mail));
    const back = await mailsTo("late@example.com");
    expect(back.map((message) => message.subject)).toEqual(["An item you asked about is back in stock"]);
    expectProductInBodyOnly(back[0], "iron-test (en)");
    expectProductInBodyOnly(mail, "iron-test (en)");
    await setStock("iron-test", 0);
  });

  it("lands a broken link on the shop's page that says so, changing nothing", async () => {
    const response = await shop.request("/api/restock-alerts/confirm?token=forged", {
      headers: { "accept-language": "de" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de/shop?restock=invalid");
    // A newsletter link is not a restock link.
    const token = await shop.deps.newsletterTokens.sign("confirm", 1);
    const other = await shop.request(`/api/restock-alerts/confirm?token=${token}`);
    expect(other.headers.get("location")).toMatch(/\?restock=invalid$/);
  });
});

describe("personal data", () => {
  it("exports and erases an address's alerts with their e-mails", async () => {
    await confirmedAlert("drug-tests", "private@example.com");
    const exported = await shop.request("/api/admin/customers/export", {
      method: "POST",
      token: admin,
      json: { email: "private@example.com" },
    });
    expect(exported.status).toBe(200);
    const document = (await exported.json()) as CustomerDataExport;
    expect(document.orders).toEqual([]);
    expect(document.restockAlerts).toHaveLength(1);
    expect(document.restockAlerts[0]).toMatchObject({ product: "drug-tests", language: "en", notifiedAt: null });
    expect(document.restockAlerts[0].confirmedAt).not.toBeNull();
    expect(document.restockAlerts[0].emails.map((mail) => mail.kind)).toEqual(["restock-alert-confirmation"]);

    const erased = await shop.request("/api/admin/customers/erase", {
      method: "POST",
      token: admin,
      json: { email: "private@example.com", reason: "Asked by e-mail" },
    });
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as CustomerErasure).erased).toMatchObject({ restockAlerts: 1, emails: 1 });
    expect(await alertsOf("private@example.com")).toEqual([]);
  });

  it("deletes alerts never confirmed and alerts sent after NEWSLETTER_UNCONFIRMED_RETENTION_DAYS", async () => {
    expect((await askAndSettle("drug-tests", "never@example.com")).status).toBe(202);
    const now = new Date();
    expect((await sweepPersonalData(shop.deps, new Date(now.getTime() + 29 * DAY_MS))).restockAlerts).toBe(0);
    expect(await alertsOf("never@example.com")).toHaveLength(1);
    await sweepPersonalData(shop.deps, new Date(now.getTime() + 31 * DAY_MS));
    expect(await alertsOf("never@example.com")).toEqual([]);
  });
});

describe("requests per client", () => {
  let limited: TestShop;
  beforeAll(async () => {
    limited = await startTestShop({ RESTOCK_ALERT_LIMIT_PER_HOUR: "2", TRUST_PROXY: "1" });
    await seedFixtureCatalog(limited, [{ slug: "drug-tests", priceCents: 2490, stock: 0 }]);
  });
  afterAll(() => limited.close());
  const askFrom = (client: string, email: string) =>
    limited.request("/api/products/drug-tests/restock-alerts", {
      method: "POST",
      json: { email, language: "en" },
      headers: { "x-forwarded-for": client },
    });

  it("are limited to RESTOCK_ALERT_LIMIT_PER_HOUR: then 429 with Retry-After, recording nothing", async () => {
    expect([
      (await askFrom("198.51.100.30", "a+1@example.com")).status,
      (await askFrom("198.51.100.30", "a+2@example.com")).status,
    ]).toEqual([202, 202]);
    const refused = await askFrom("198.51.100.30", "a+3@example.com");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("too_many_alerts");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    await limited.deps.afterResponse.settled();
    const rows = await limited.deps.prisma.restockAlert.findMany({ where: { email: { startsWith: "a+" } } });
    expect(rows.map((row) => row.email).sort()).toEqual(["a+1@example.com", "a+2@example.com"]);
    expect((await askFrom("198.51.100.31", "b@example.com")).status).toBe(202);
  });
});

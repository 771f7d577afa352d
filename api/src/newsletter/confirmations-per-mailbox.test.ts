// Sub-address bombing (issue 32, H14): confirmation e-mails are limited per mailbox, whichever
// spelling (casey+1@, casey+2@, c.asey@ at Gmail) and whichever clients ask, the newsletter's and
// the restock alerts' together; every request is answered as any other, so the form tells
// nothing. On PostgreSQL with REDIS_URL the count lives in Redis, as on several instances.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFixtureCatalog, startTestShop, usesPostgres, type TestShop } from "../../test/harness.ts";

const LIMIT = 3;
let shop: TestShop;

beforeAll(async () => {
  const redis: Record<string, string> =
    usesPostgres && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
  shop = await startTestShop({ TRUST_PROXY: "1", CONFIRMATION_EMAILS_PER_MAILBOX_PER_DAY: String(LIMIT), ...redis });
  await seedFixtureCatalog(shop, [{ slug: "drug-tests", priceCents: 2490, stock: 0 }]);
}, 300_000);
afterAll(() => shop.close());

// Redis outlives the shop: the mailboxes of each run are its own.
const run = Date.now().toString(36);
const from = (i: number) => ({ "x-forwarded-for": `203.0.113.${i + 1}` });
const confirmations = (kind: "newsletter-confirmation" | "restock-alert-confirmation") =>
  shop.deps.prisma.outboxMessage.count({ where: { kind } });

describe("confirmation e-mails per mailbox", () => {
  it("30 newsletter sign-ups of casey+N@ from 30 clients send at most the day's limit, every one answered 202", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        shop.request("/api/newsletter", {
          method: "POST",
          json: { email: `casey.${run}+${i}@gmail.com`, language: "en" },
          headers: from(i),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(202));
    await shop.deps.afterResponse.settled();
    expect(await confirmations("newsletter-confirmation")).toBe(LIMIT);
    // Every sign-up is recorded, so the answer and what is stored tell nothing either.
    expect(await shop.deps.prisma.newsletterSubscriber.count({ where: { email: { contains: run } } })).toBe(30);
  });

  it("counts the restock alerts' confirmations with them, in any spelling of the mailbox", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        shop.request("/api/products/drug-tests/restock-alerts", {
          method: "POST",
          json: { email: `C.a.s.e.y.${run}+alert${i}@googlemail.com`, language: "de" },
          headers: from(100 + i),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(202));
    await shop.deps.afterResponse.settled();
    expect(await confirmations("restock-alert-confirmation")).toBe(0);
  });

  it("leaves other mailboxes their own e-mails", async () => {
    const answer = await shop.request("/api/products/drug-tests/restock-alerts", {
      method: "POST",
      json: { email: `jordan.${run}@example.com`, language: "en" },
      headers: from(200),
    });
    expect(answer.status).toBe(202);
    await shop.deps.afterResponse.settled();
    expect(await confirmations("restock-alert-confirmation")).toBe(1);
  });
});

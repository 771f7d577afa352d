// The newsletter's double opt-in through the real app: subscribing records a pending address and
// sends one confirmation e-mail (through the outbox, in the subscriber's language, with signed
// links and one-click unsubscribe headers); the links confirm and unsubscribe; links that are
// expired, forged or made for something else change nothing; and the answer to subscribing never
// tells whether an address was known.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SignJWT } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Language } from "@shop/shared";
import { firstAdminToken, startTestShop, usesPostgres, type TestShop, keepSentMails } from "../../test/harness.ts";
import { drainOutbox } from "../../test/payment-shop.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { renderNewsletterConfirmation } from "./confirmation-mail.ts";
import { createNewsletterTokens } from "./newsletter-tokens.ts";
import { CONFIRMATION_RESEND_WINDOW_MS, subscribe as subscribeAt } from "./subscriptions.ts";

const SECRET = "test-secret-that-is-long-enough-for-hs256-signing";
const DAY_MS = 24 * 3600_000;

let shop: TestShop;
const sent: MailMessage[] = [];

beforeAll(async () => {
  shop = await startTestShop({ PUBLIC_URL: "https://shop.example", JWT_SECRET: SECRET });
  keepSentMails(shop, sent);
});
afterAll(() => shop.close());
beforeEach(() => {
  sent.length = 0;
});

const signUp = (email: string, language?: string, headers: Record<string, string> = {}) =>
  shop.request("/api/newsletter", { method: "POST", json: language ? { email, language } : { email }, headers });

/** Signs up and waits for the work the shop does after answering (recording the address). */
async function subscribe(email: string, language?: string, headers: Record<string, string> = {}) {
  const response = await signUp(email, language, headers);
  await shop.deps.afterResponse.settled();
  return response;
}

const subscriberOf = (email: string) =>
  shop.deps.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: email.toLowerCase() } });

/** Sends what the outbox holds and answers the e-mails that went to `email`. */
async function mailsTo(email: string): Promise<MailMessage[]> {
  await drainOutbox(shop);
  return sent.filter((message) => message.to === email.toLowerCase());
}

function linksOf(message: MailMessage) {
  const confirm = /https:\/\/shop\.example\/api\/newsletter\/confirm\?token=[\w.-]+/.exec(message.text)?.[0];
  const unsubscribe = /https:\/\/shop\.example\/api\/newsletter\/unsubscribe\?token=[\w.-]+/.exec(message.text)?.[0];
  if (!confirm || !unsubscribe) throw new Error(`no links in:\n${message.text}`);
  return { confirm, unsubscribe };
}

/** Follows a link of an e-mail as a browser would (without following the redirect). */
const follow = (link: string, init: RequestInit = {}) => {
  const url = new URL(link);
  return shop.request(`${url.pathname}${url.search}`, init);
};

/** A subscriber that has asked and received its e-mail: its row and its links. */
async function pendingSubscriber(email: string, language = "en") {
  expect((await subscribe(email, language)).status).toBe(202);
  const [mail] = await mailsTo(email);
  return { row: await subscriberOf(email), links: linksOf(mail), mail };
}

const location = (response: Response) => response.headers.get("location");

describe("subscribing", () => {
  it("records a pending address and sends one confirmation e-mail in its language, with working links", async () => {
    const response = await subscribe("Anna.Schmidt@Example.com", "DE");
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "check_inbox" });
    const row = await subscriberOf("anna.schmidt@example.com");
    expect(row).toMatchObject({ language: "de", confirmedAt: null, unsubscribedAt: null });

    const mails = await mailsTo("anna.schmidt@example.com");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre Newsletter-Anmeldung");
    expect(mail.text).toContain("Hallo,");
    expect(mail.text).toContain("an anna.schmidt@example.com zu senden");
    expect(mail.text).toContain("Der Link ist 7 Tage gültig.");
    const links = linksOf(mail);
    expect(mail.html).toContain(`href="${links.confirm}"`);
    expect(mail.html).toContain(`href="${links.unsubscribe}"`);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // The message as it left the shop carries the headers.
    const eml = readdirSync(join(shop.dataDir, "outbox")).find((name) => name.includes(`newsletter-${row.id}`))!;
    // Unfolded: a long header field continues on indented lines.
    const raw = readFileSync(join(shop.dataDir, "outbox", eml), "utf8").replace(/\r?\n[ \t]+/g, " ");
    expect(raw).toContain(`List-Unsubscribe: <${links.unsubscribe}>`);
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(raw).toContain("To: anna.schmidt@example.com");

    const confirmed = await follow(links.confirm);
    expect(confirmed.status).toBe(302);
    expect(location(confirmed)).toBe("/de/newsletter/confirmed");
    expect(confirmed.headers.get("cache-control")).toBe("no-store");
    const after = await subscriberOf("anna.schmidt@example.com");
    expect(after.confirmedAt).toBeInstanceOf(Date);
    expect(after.unsubscribedAt).toBeNull();

    // Following it again changes nothing and lands on the same page.
    expect(location(await follow(links.confirm))).toBe("/de/newsletter/confirmed");
    expect((await subscriberOf("anna.schmidt@example.com")).confirmedAt).toEqual(after.confirmedAt);
    expect(await mailsTo("anna.schmidt@example.com")).toHaveLength(1);
  });

  it("writes the e-mail in English, German and Bulgarian", async () => {
    const languages: Record<Language, string> = {
      en: "Please confirm your newsletter subscription",
      de: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung",
      bg: "Моля, потвърдете абонамента си за бюлетина",
    };
    for (const [language, subject] of Object.entries(languages)) {
      const { mail } = await pendingSubscriber(`reader-${language}@example.com`, language.toUpperCase());
      expect(mail.subject).toBe(subject);
    }
    const bg = renderNewsletterConfirmation({
      publicUrl: "https://shop.example",
      email: "ivan@example.com",
      language: "bg",
      confirmUrl: "https://shop.example/c?token=a&b",
      unsubscribeUrl: "https://shop.example/u",
    });
    expect(bg.text).toContain("Здравейте,");
    expect(bg.text).toContain("Връзката е валидна 7 дни.");
    expect(bg.text).toContain("Отпишете се: https://shop.example/u");
    expect(bg.html).toContain('<html lang="bg">');
    expect(bg.html).toContain('href="https://shop.example/c?token=a&amp;b"');
    // Without a language, English.
    expect((await subscribe("no-language@example.com")).status).toBe(202);
    const [mail] = await mailsTo("no-language@example.com");
    expect(mail.subject).toBe(languages.en);
  });

  it("refuses a malformed address with 400 naming it, and records nothing", async () => {
    for (const email of ["not-an-address", "", "a@b", `${"x".repeat(250)}@example.com`]) {
      const response = await subscribe(email, "en");
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({ code: "invalid_request", field: "email" });
    }
    expect(await shop.deps.prisma.newsletterSubscriber.count({ where: { email: { startsWith: "not-an" } } })).toBe(0);
    expect(await mailsTo("not-an-address")).toEqual([]);
  });
});

describe("links that are not valid", () => {
  /** Every row and every outbox message, to compare before and after. */
  const state = async () => ({
    subscribers: await shop.deps.prisma.newsletterSubscriber.findMany({ orderBy: { id: "asc" } }),
    outbox: await shop.deps.prisma.outboxMessage.count(),
  });

  it("are refused, land on the page that says so, and change nothing", async () => {
    const { row, links } = await pendingSubscriber("careful@example.com", "bg");
    const other = await pendingSubscriber("other@example.com", "de");
    const before = await state();
    const base = "/api/newsletter";
    const week = new Date(Date.now() - 8 * DAY_MS);
    const expired = await createNewsletterTokens(SECRET, () => week).sign("confirm", row.id);
    const forged = await createNewsletterTokens("another-secret-that-is-long-enough-for-hs256", () => new Date()).sign(
      "confirm",
      row.id,
    );
    const [, payload, signature] = links.confirm.split("token=")[1].split(".");
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const unsigned = `${header}.${payload}.`;
    // The payload of another subscriber's token under this one's signature.
    const otherPayload = other.links.confirm.split("token=")[1].split(".")[1];
    const swapped = `${links.confirm.split("token=")[1].split(".")[0]}.${otherPayload}.${signature}`;
    // Signed with the right secret and audience, but the subscriber is not an id.
    const noId = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("testkit-shop")
      .setAudience("newsletter-confirm")
      .setSubject("careful@example.com")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(SECRET));
    // A confirmation link that claims a longer life than the shop gives is expired all the same.
    const longLived = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("testkit-shop")
      .setAudience("newsletter-confirm")
      .setSubject(String(row.id))
      .setIssuedAt(Math.floor(week.getTime() / 1000))
      .setExpirationTime("30d")
      .sign(new TextEncoder().encode(SECRET));
    const adminToken = await firstAdminToken(shop.deps);
    const unsubscribeToken = links.unsubscribe.split("token=")[1];
    const confirmToken = links.confirm.split("token=")[1];

    const confirmCases: [string, string][] = [
      [`${base}/confirm?token=${expired}`, "/bg/newsletter/confirmed?state=expired"],
      [`${base}/confirm?token=${longLived}`, "/bg/newsletter/confirmed?state=expired"],
      [`${base}/confirm?token=${forged}`, "/en/newsletter/confirmed?state=invalid"],
      [`${base}/confirm?token=${unsigned}`, "/en/newsletter/confirmed?state=invalid"],
      [`${base}/confirm?token=${swapped}`, "/en/newsletter/confirmed?state=invalid"],
      [`${base}/confirm?token=${noId}`, "/en/newsletter/confirmed?state=invalid"],
      // The unsubscribe link's token does not confirm; nor does an administrator's token.
      [`${base}/confirm?token=${unsubscribeToken}`, "/en/newsletter/confirmed?state=invalid"],
      [`${base}/confirm?token=${adminToken}`, "/en/newsletter/confirmed?state=invalid"],
      [`${base}/confirm?token=garbage`, "/en/newsletter/confirmed?state=invalid"],
      [`${base}/confirm?token=`, "/en/newsletter/confirmed?state=invalid"],
      [`${base}/confirm`, "/en/newsletter/confirmed?state=invalid"],
      // The confirmation link's token does not unsubscribe.
      [`${base}/unsubscribe?token=${confirmToken}`, "/en/newsletter/unsubscribed?state=invalid"],
      [`${base}/unsubscribe?token=${adminToken}`, "/en/newsletter/unsubscribed?state=invalid"],
      [`${base}/unsubscribe`, "/en/newsletter/unsubscribed?state=invalid"],
    ];
    for (const [path, landing] of confirmCases) {
      const response = await shop.request(path);
      expect([path, response.status, location(response)]).toEqual([path, 302, landing]);
    }
    // A link that names nobody lands in the visitor's language.
    const german = await shop.request(`${base}/confirm?token=${forged}`, { headers: { "accept-language": "de-AT" } });
    expect(location(german)).toBe("/de/newsletter/confirmed?state=invalid");
    const chosen = await shop.request(`${base}/unsubscribe?token=x`, { headers: { cookie: "lang=bg" } });
    expect(location(chosen)).toBe("/bg/newsletter/unsubscribed?state=invalid");

    for (const token of [confirmToken, adminToken, "garbage"]) {
      const oneClick = await shop.request(`${base}/unsubscribe?token=${token}`, { method: "POST" });
      expect(oneClick.status).toBe(400);
      expect((await oneClick.json()).error).toMatchObject({ code: "invalid_request", field: "token" });
    }
    const missing = await shop.request(`${base}/unsubscribe`, { method: "POST" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatchObject({ field: "token" });

    // A newsletter link is no session either.
    const session = await shop.request("/api/admin/orders", { token: confirmToken });
    expect(session.status).toBe(401);
    expect((await shop.request("/api/admin/orders", { token: unsubscribeToken })).status).toBe(401);

    expect(await state()).toEqual(before);
  });

  it("an expired link of an address that has confirmed since shows it confirmed", async () => {
    const { row, links } = await pendingSubscriber("twice@example.com", "de");
    const expired = await createNewsletterTokens(SECRET, () => new Date(Date.now() - 8 * DAY_MS)).sign(
      "confirm",
      row.id,
    );
    await follow(links.confirm);
    const response = await shop.request(`/api/newsletter/confirm?token=${expired}`);
    expect(location(response)).toBe("/de/newsletter/confirmed");
  });
});

describe("unsubscribing", () => {
  it("works from the e-mail's link (GET, a page) and keeps the row", async () => {
    const { links } = await pendingSubscriber("leaving@example.com", "bg");
    await follow(links.confirm);
    const response = await follow(links.unsubscribe);
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/bg/newsletter/unsubscribed");
    const row = await subscriberOf("leaving@example.com");
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
    expect(row.confirmedAt).toBeInstanceOf(Date);

    // Again: the same page, the first date kept.
    expect(location(await follow(links.unsubscribe))).toBe("/bg/newsletter/unsubscribed");
    expect((await subscriberOf("leaving@example.com")).unsubscribedAt).toEqual(row.unsubscribedAt);
    // The old confirmation link does not bring the address back.
    expect(location(await follow(links.confirm))).toBe("/bg/newsletter/confirmed?state=invalid");
    expect((await subscriberOf("leaving@example.com")).unsubscribedAt).toEqual(row.unsubscribedAt);
  });

  it("works by a mail client's one-click POST (RFC 8058), which an unsubscribe link allows for ever", async () => {
    const { row, links } = await pendingSubscriber("one-click@example.com", "en");
    // Years later: unsubscribe links do not expire.
    const old = await createNewsletterTokens(SECRET, () => new Date(Date.now() - 3 * 365 * DAY_MS)).sign(
      "unsubscribe",
      row.id,
    );
    const response = await shop.request(`/api/newsletter/unsubscribe?token=${old}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unsubscribed: true });
    expect((await subscriberOf("one-click@example.com")).unsubscribedAt).toBeInstanceOf(Date);
    // The link of the e-mail itself answers the same.
    expect((await follow(links.unsubscribe, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(200);
  });

  it("before the confirmation e-mail went out: it is not sent at all", async () => {
    expect((await subscribe("changed-mind@example.com", "de")).status).toBe(202);
    const row = await subscriberOf("changed-mind@example.com");
    const token = await shop.deps.newsletterTokens.sign("unsubscribe", row.id);
    await shop.request(`/api/newsletter/unsubscribe?token=${token}`, { method: "POST" });
    expect(await mailsTo("changed-mind@example.com")).toEqual([]);
    const message = await shop.deps.prisma.outboxMessage.findFirstOrThrow({
      where: { dedupeKey: { startsWith: `newsletter-confirmation:${row.id}:` } },
    });
    expect(message.sentAt).toBeInstanceOf(Date);
    expect(message.failedAt).toBeNull();
  });
});

describe("subscribing again", () => {
  it("after unsubscribing starts over: pending, a new e-mail, confirmed only by a link", async () => {
    const t0 = Math.ceil(Date.now() / CONFIRMATION_RESEND_WINDOW_MS) * CONFIRMATION_RESEND_WINDOW_MS;
    await subscribeAt(shop.deps, "returning@example.com", "en", new Date(t0));
    const [first] = await mailsTo("returning@example.com");
    await follow(linksOf(first).confirm);
    await follow(linksOf(first).unsubscribe);

    await subscribeAt(shop.deps, "returning@example.com", "bg", new Date(t0 + CONFIRMATION_RESEND_WINDOW_MS));
    const row = await subscriberOf("returning@example.com");
    expect(row).toMatchObject({ language: "bg", confirmedAt: null, unsubscribedAt: null });
    const mails = await mailsTo("returning@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe("Моля, потвърдете абонамента си за бюлетина");
    expect(location(await follow(linksOf(mails[1]).confirm))).toBe("/bg/newsletter/confirmed");
    expect((await subscriberOf("returning@example.com")).confirmedAt).toBeInstanceOf(Date);
  });

  it("while pending sends at most one e-mail per window", async () => {
    const t0 = Math.ceil(Date.now() / CONFIRMATION_RESEND_WINDOW_MS) * CONFIRMATION_RESEND_WINDOW_MS;
    for (const offset of [0, 1000, 5 * 60_000, CONFIRMATION_RESEND_WINDOW_MS - 1])
      await subscribeAt(shop.deps, "impatient@example.com", "en", new Date(t0 + offset));
    expect(await mailsTo("impatient@example.com")).toHaveLength(1);
    await subscribeAt(shop.deps, "impatient@example.com", "de", new Date(t0 + CONFIRMATION_RESEND_WINDOW_MS));
    const mails = await mailsTo("impatient@example.com");
    expect(mails).toHaveLength(2);
    // The latest request's language.
    expect(mails[1].subject).toBe("Bitte bestätigen Sie Ihre Newsletter-Anmeldung");
  });

  it("when confirmed changes nothing and sends nothing: a stranger cannot undo a confirmation", async () => {
    const { links } = await pendingSubscriber("settled@example.com", "de");
    await follow(links.confirm);
    const confirmed = await subscriberOf("settled@example.com");
    sent.length = 0;
    expect((await subscribe("SETTLED@example.com", "bg")).status).toBe(202);
    expect(await mailsTo("settled@example.com")).toEqual([]);
    expect(await subscriberOf("settled@example.com")).toEqual(confirmed);
  });

  it("at the same moment twice keeps one row and one e-mail", async () => {
    const now = new Date();
    await Promise.all([1, 2, 3].map(() => subscribeAt(shop.deps, "racing@example.com", "en", now)));
    expect(await shop.deps.prisma.newsletterSubscriber.count({ where: { email: "racing@example.com" } })).toBe(1);
    expect(await mailsTo("racing@example.com")).toHaveLength(1);
  });
});

describe("the answer to subscribing", () => {
  it("is the same for a new, a pending, a confirmed and an unsubscribed address", async () => {
    const pending = await pendingSubscriber("known-pending@example.com");
    const confirmed = await pendingSubscriber("known-confirmed@example.com");
    await follow(confirmed.links.confirm);
    const unsubscribed = await pendingSubscriber("known-unsubscribed@example.com");
    await follow(unsubscribed.links.unsubscribe);
    expect(pending.row.confirmedAt).toBeNull();

    const answers = [];
    for (const email of [
      "never-seen@example.com",
      "known-pending@example.com",
      "known-confirmed@example.com",
      "known-unsubscribed@example.com",
    ]) {
      const response = await subscribe(email, "en");
      const headers = [...response.headers].filter(([name]) => name !== "x-request-id" && name !== "date");
      answers.push({ status: response.status, body: await response.text(), headers });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 202, body: '{"status":"check_inbox"}' });
  });
});

describe("the e-mail files", () => {
  it("are named after the subscriber, never the address", async () => {
    await pendingSubscriber("private.person@example.com");
    const dir = join(shop.dataDir, "outbox");
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.includes("private"))).toEqual([]);
  });
});

describe("the answer's timing", () => {
  // On PostgreSQL: PGlite has one connection, which the transaction holding the table would keep
  // from the sign-up's database check (the same for every address) as well.
  it.runIf(usesPostgres)(
    "comes before the address is looked up or written, so it cannot tell a known address from a new one",
    async () => {
      // A transaction holds the subscribers' table: a sign-up that read or wrote it before answering would wait.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = shop.deps.prisma.$transaction(
        async (tx) => {
          await tx.$executeRawUnsafe('LOCK TABLE "NewsletterSubscriber" IN ACCESS EXCLUSIVE MODE');
          locked();
          await held;
        },
        { timeout: 30_000 },
      );
      await isLocked;
      try {
        const stillWaiting = new Promise<"still waiting">((resolve) =>
          setTimeout(() => resolve("still waiting"), 3000),
        );
        const answer = await Promise.race([signUp("while-locked@example.com", "de"), stillWaiting]);
        expect(answer === "still waiting" ? answer : answer.status).toBe(202);
      } finally {
        release();
        await holding;
      }
      await shop.deps.afterResponse.settled();
      expect((await subscriberOf("while-locked@example.com")).language).toBe("de");
      expect(await mailsTo("while-locked@example.com")).toHaveLength(1);
    },
  );
});

describe("sign-ups per client", () => {
  let limited: TestShop;
  beforeAll(async () => {
    limited = await startTestShop({ NEWSLETTER_LIMIT_PER_HOUR: "3", TRUST_PROXY: "1" });
  });
  afterAll(() => limited.close());
  const signUpFrom = (client: string, email: string) =>
    limited.request("/api/newsletter", {
      method: "POST",
      json: { email, language: "en" },
      headers: { "x-forwarded-for": client },
    });

  it("are limited to NEWSLETTER_LIMIT_PER_HOUR, whatever the addresses: then 429 with Retry-After, recording nothing", async () => {
    const statuses = [];
    for (let i = 1; i <= 3; i++) statuses.push((await signUpFrom("198.51.100.20", `target+${i}@example.com`)).status);
    expect(statuses).toEqual([202, 202, 202]);
    const refused = await signUpFrom("198.51.100.20", "target+4@example.com");
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("too_many_signups");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    await limited.deps.afterResponse.settled();
    const rows = await limited.deps.prisma.newsletterSubscriber.findMany({
      where: { email: { startsWith: "target+" } },
    });
    expect(rows.map((row) => row.email).sort()).toEqual([1, 2, 3].map((i) => `target+${i}@example.com`));
    // Another client is not affected.
    expect((await signUpFrom("198.51.100.21", "someone@example.com")).status).toBe(202);
  });

  it("hold when sent at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signUpFrom("198.51.100.22", `burst+${i}@example.com`)),
    );
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(9);
    await limited.deps.afterResponse.settled();
  });
});

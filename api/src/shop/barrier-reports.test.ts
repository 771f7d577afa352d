// Barrier reports through the real app: a valid report reaches customer care (the address GET
// /api/shop names) as one e-mail it can answer with "Reply"; a report that is not valid names its
// field and sends nothing; a mail server that fails is said (503), and past the hourly limit a
// client is refused (429).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../../test/harness.ts";
import type { MailMessage } from "../mail/mailer.ts";

const CUSTOMER_CARE = "kundenservice@shop.example";

let shop: TestShop;
const sent: MailMessage[] = [];
let failNext = false;

beforeAll(async () => {
  shop = await startTestShop({
    PUBLIC_URL: "https://shop.example",
    MAIL_FROM: CUSTOMER_CARE,
    BARRIER_REPORT_LIMIT_PER_HOUR: "3",
  });
  // The real mailer still writes each message (.eml in DATA_DIR/outbox); the test keeps a copy.
  const mailer = shop.deps.mailer;
  shop.deps.mailer = {
    send: async (message) => {
      if (failNext) {
        failNext = false;
        throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      }
      sent.push(message);
      await mailer.send(message);
    },
  };
});
afterAll(() => shop.close());
beforeEach(() => {
  sent.length = 0;
});

const REPORT = {
  email: "leser@example.de",
  name: "Petra Leser",
  page: "https://shop.example/de/payment",
  message: "Mit dem Screenreader finde ich den Knopf zum Bezahlen nicht.\nEr wird nicht vorgelesen.",
  language: "DE",
};

const report = (json: object) => shop.request("/api/shop/barrier-reports", { method: "POST", json });

describe("a barrier report", () => {
  it("reaches customer care at the address the shop names, as an e-mail that answers the reporter", async () => {
    expect((await (await shop.request("/api/shop")).json()).email).toBe(CUSTOMER_CARE);
    const response = await report(REPORT);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "sent" });

    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail.to).toBe(CUSTOMER_CARE);
    expect(mail.headers).toEqual({ "Reply-To": "leser@example.de" });
    expect(mail.subject).toBe("Barrier report from the accessibility statement");
    expect(mail.text).toContain("E-mail: leser@example.de (writes in German)");
    expect(mail.text).toContain("Name given: Petra Leser");
    expect(mail.text).toContain("Where: https://shop.example/de/payment");
    expect(mail.text).toContain("Mit dem Screenreader finde ich den Knopf zum Bezahlen nicht.");
    expect(mail.text).toContain("Er wird nicht vorgelesen.");
    expect(mail.html).toContain("Mit dem Screenreader finde ich den Knopf zum Bezahlen nicht.");

    // Without SMTP_URL the shop keeps what it sent as an .eml file, addressed to customer care.
    const outbox = join(shop.dataDir, "outbox");
    expect(existsSync(outbox)).toBe(true);
    const files = readdirSync(outbox).filter((name) => name.endsWith("-barrier-report.eml"));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outbox, files[0]), "utf8");
    expect(eml).toMatch(/^To: kundenservice@shop\.example\r?$/m);
    expect(eml).toMatch(/^Reply-To: leser@example\.de\r?$/m);
  });

  it("escapes what the reporter typed in the e-mail's HTML", async () => {
    expect((await report({ ...REPORT, message: "<img src=x onerror=alert(1)> cannot read the page" })).status).toBe(
      201,
    );
    expect(sent[0].html).not.toContain("<img src=x");
    expect(sent[0].html).toContain("&lt;img src=x");
  });

  it.each([
    [{ ...REPORT, email: "leser@@example.de" }, "email"],
    [{ ...REPORT, email: undefined }, "email"],
    [{ ...REPORT, message: "zu kurz" }, "message"],
    [{ ...REPORT, message: "x".repeat(5001) }, "message"],
    [{ ...REPORT, name: "n".repeat(201) }, "name"],
    [{ ...REPORT, name: "Petra\u2028Leser" }, "name"],
    [{ ...REPORT, page: "p".repeat(501) }, "page"],
    [{ ...REPORT, language: "fr" }, "language"],
  ])("refuses a report that is not valid, naming the field, and sends nothing (%#)", async (json, field) => {
    const response = await report(json);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.field).toBe(field);
    expect(sent).toEqual([]);
  });

  it("says so when the mail server fails, naming the address to write to instead", async () => {
    failNext = true;
    const response = await report(REPORT);
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body.error.code).toBe("report_not_sent");
    expect(body.error.message).toContain(CUSTOMER_CARE);
    expect(sent).toEqual([]);
  });

  it("refuses a client past BARRIER_REPORT_LIMIT_PER_HOUR reports in an hour, with Retry-After", async () => {
    // Three reports so far (two sent, one the mail server refused): the limit is three.
    const response = await report(REPORT);
    expect(response.status).toBe(429);
    expect((await response.json()).error.code).toBe("too_many_reports");
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });
});

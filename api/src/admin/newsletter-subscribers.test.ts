// The console's newsletter subscribers: the list in ra-data-simple-rest's conventions, filtered by
// status, and the CSV of the confirmed addresses, both ADMIN only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminNewsletterSubscriberRecord } from "@shop/shared";
import { ADMIN, startTestShop, SUPPORT, type TestShop } from "../../test/harness.ts";

let shop: TestShop;
let admin: string;
let support: string;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.login(ADMIN);
  support = await shop.login(SUPPORT);
  await shop.deps.prisma.newsletterSubscriber.createMany({
    data: [
      { email: "pending@example.com", language: "en", createdAt: at("2026-11-01T10:00:00Z") },
      {
        email: "confirmed@example.com",
        language: "de",
        createdAt: at("2026-11-02T10:00:00Z"),
        confirmedAt: at("2026-11-02T10:05:00Z"),
      },
      {
        email: "left@example.com",
        language: "bg",
        createdAt: at("2026-11-03T10:00:00Z"),
        confirmedAt: at("2026-11-03T10:05:00Z"),
        unsubscribedAt: at("2026-11-10T08:00:00Z"),
      },
      // Addresses RFC 5322 allows (a quoted local part): the CSV must quote them.
      {
        email: '"smith, jane"@example.com',
        language: "en",
        createdAt: at("2026-11-04T10:00:00Z"),
        confirmedAt: at("2026-11-04T11:00:00Z"),
      },
      {
        email: '"say ""hi"""@example.com',
        language: "bg",
        createdAt: at("2026-11-05T10:00:00Z"),
        confirmedAt: at("2026-11-05T11:00:00Z"),
      },
    ],
  });
});
afterAll(() => shop.close());

/** The list as `token`'s holder asks for it (null: not signed in). */
const list = (query: Record<string, unknown> = {}, token: string | null = admin) => {
  const params = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, JSON.stringify(value)] as [string, string]),
  );
  return shop.request(`/api/admin/newsletter-subscribers?${params.toString()}`, { token: token ?? undefined });
};

describe("the subscriber list", () => {
  it("answers records with their status and dates, newest first, with Content-Range", async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-range")).toBe("newsletter-subscribers 0-4/5");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const records = (await response.json()) as AdminNewsletterSubscriberRecord[];
    expect(records.map((record) => record.email)).toEqual([
      '"say ""hi"""@example.com',
      '"smith, jane"@example.com',
      "left@example.com",
      "confirmed@example.com",
      "pending@example.com",
    ]);
    expect(records.find((record) => record.email === "left@example.com")).toEqual({
      id: expect.any(Number),
      email: "left@example.com",
      language: "bg",
      status: "unsubscribed",
      createdAt: "2026-11-03T10:00:00.000Z",
      confirmedAt: "2026-11-03T10:05:00.000Z",
      unsubscribedAt: "2026-11-10T08:00:00.000Z",
    });
    expect(records.find((record) => record.email === "pending@example.com")).toMatchObject({
      status: "pending",
      confirmedAt: null,
      unsubscribedAt: null,
    });
  });

  it("filters by status and searches the address", async () => {
    const emails = async (filter: Record<string, unknown>) =>
      ((await (await list({ filter, sort: ["email", "ASC"] })).json()) as AdminNewsletterSubscriberRecord[]).map(
        (record) => record.email,
      );
    expect(await emails({ status: "confirmed" })).toEqual([
      '"say ""hi"""@example.com',
      '"smith, jane"@example.com',
      "confirmed@example.com",
    ]);
    expect(await emails({ status: "pending" })).toEqual(["pending@example.com"]);
    expect(await emails({ status: "unsubscribed" })).toEqual(["left@example.com"]);
    expect(await emails({ status: "" })).toHaveLength(5);
    expect(await emails({ q: "CONFIRMED" })).toEqual(["confirmed@example.com"]);
  });

  it("sorts by a date, addresses without one last, and pages", async () => {
    const response = await list({ sort: ["confirmedAt", "ASC"], range: [0, 1] });
    expect(response.headers.get("content-range")).toBe("newsletter-subscribers 0-1/5");
    expect(((await response.json()) as AdminNewsletterSubscriberRecord[]).map((record) => record.email)).toEqual([
      "confirmed@example.com",
      "left@example.com",
    ]);
    const descending = (await (
      await list({ sort: ["confirmedAt", "DESC"] })
    ).json()) as AdminNewsletterSubscriberRecord[];
    expect(descending.at(-1)?.email).toBe("pending@example.com");
  });

  it("refuses a bad status or sort with 400 naming it", async () => {
    const badStatus = await list({ filter: { status: "active" } });
    expect(badStatus.status).toBe(400);
    expect((await badStatus.json()).error).toMatchObject({ field: "filter.status" });
    const badSort = await list({ sort: ["password", "ASC"] });
    expect(badSort.status).toBe(400);
    expect((await badSort.json()).error).toMatchObject({ field: "sort" });
  });

  it("is for ADMIN only, signed in: SUPPORT does not read the mailing list", async () => {
    const denied = await list({}, support);
    expect(denied.status).toBe(403);
    expect((await denied.json()).error).toMatchObject({ code: "forbidden" });
    const anonymous = await list({}, null);
    expect(anonymous.status).toBe(401);
  });
});

describe("the CSV of confirmed subscribers", () => {
  const csv = (token?: string) => shop.request("/api/admin/newsletter-subscribers.csv", { token });

  it("lists every confirmed address (not pending, not unsubscribed) with a header, quoted as RFC 4180 says", async () => {
    const response = await csv(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe(
      [
        "email,language,subscribed_at,confirmed_at",
        "confirmed@example.com,de,2026-11-02T10:00:00.000Z,2026-11-02T10:05:00.000Z",
        '"""smith, jane""@example.com",en,2026-11-04T10:00:00.000Z,2026-11-04T11:00:00.000Z',
        '"""say """"hi""""""@example.com",bg,2026-11-05T10:00:00.000Z,2026-11-05T11:00:00.000Z',
        "",
      ].join("\r\n"),
    );
  });

  it("is for ADMIN only", async () => {
    const denied = await csv(support);
    expect(denied.status).toBe(403);
    expect((await denied.json()).error).toMatchObject({ code: "forbidden" });
    expect((await csv()).status).toBe(401);
  });

  it("reads past one batch", async () => {
    await shop.deps.prisma.newsletterSubscriber.createMany({
      data: Array.from({ length: 1200 }, (_, i) => ({
        email: `reader-${String(i).padStart(4, "0")}@example.com`,
        language: "en" as const,
        confirmedAt: new Date(),
      })),
    });
    const lines = (await (await csv(admin)).text()).split("\r\n");
    // The header, 3 + 1200 addresses, and the empty string after the last CRLF.
    expect(lines).toHaveLength(1 + 3 + 1200 + 1);
    expect(new Set(lines).size).toBe(lines.length);
    await shop.deps.prisma.newsletterSubscriber.deleteMany({ where: { email: { startsWith: "reader-" } } });
  });
});

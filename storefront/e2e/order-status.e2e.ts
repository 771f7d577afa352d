// Journey of a Bulgarian shopper after the purchase: the shipped e-mail's link opens the order
// status page with the number filled in (rendered by the server), a mistyped e-mail finds nothing,
// and the right one (in capitals) shows the status, the history, the parcel's Speedy tracking
// link, the items and totals with VAT, the way to withdraw from it, and downloads the invoice; all in Bulgarian.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { formatPrice } from "@shop/shared";
import { launchChromium, newPage, startOwnShop } from "@shop/browser-testing";
import bg from "../public/locales/bg/translation.json";
import {
  staffToken,
  apiJson,
  closeContexts,
  expectAccessible,
  lookUpOrder,
  mainHeading,
  placePaidOrder,
  sendOrderLookup,
  shopUrl,
  visitor,
} from "./support.ts";

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchChromium();
  dir = mkdtempSync(join(tmpdir(), "order-status-"));
});
afterEach(() => closeContexts(browser));
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const EMAIL = "ivan.petrov@example.com";
const json = { "content-type": "application/json" };

/** An order placed in Bulgarian, paid in the shop's test mode and shipped by Speedy from the console's API. */
async function shippedOrder(): Promise<{
  number: string;
  totalCents: number;
  id: number;
  headers: Record<string, string>;
}> {
  const number = await placePaidOrder({
    email: EMAIL,
    address: {
      firstName: "Иван",
      lastName: "Петров",
      address: "ул. Витоша 12",
      city: "София",
      country: "BG",
      postCode: "1000",
      phone: "+359888123456",
    },
    items: [{ slug: "digital-ovulation-test", quantity: 2 }],
    language: "BG",
  });
  const headers = { ...json, authorization: `Bearer ${await staffToken()}` };
  const [record] = await apiJson<{ id: number; total: number }[]>(
    `/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: number }))}`,
    { headers },
  );
  await apiJson(`/admin/orders/${record.id}`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ status: "SHIPPED", fromStatus: "PAID", carrier: "SPEEDY", trackingNumber: "6123 4567 89" }),
  });
  return { number, totalCents: Math.round(record.total * 100), id: record.id, headers };
}

it("shows a shipped order in Bulgarian to whoever has its number and e-mail, with tracking and the invoice", async () => {
  const order = await shippedOrder();
  const link = `/bg/order-status?number=${order.number}`;

  // The e-mail's link: the server sends the form with the number already in it.
  const html = await (await fetch(`${shopUrl()}${link}`)).text();
  expect(html).toContain(`<h1>${bg.orderStatus.title}</h1>`);
  expect(html).toContain(`value="${order.number}"`);
  expect(html).toContain('<meta name="robots" content="noindex');

  const page = await visitor(browser);
  await page.goto(link);
  await mainHeading(page, bg.orderStatus.title);
  const number = page.getByRole("main").getByLabel(bg.orderStatus.number);
  expect(await number.inputValue()).toBe(order.number);
  // The footer leads here from every page.
  expect(await page.getByRole("contentinfo").getByRole("link", { name: bg.footer.support.orderStatus }).count()).toBe(
    1,
  );

  await sendOrderLookup(page, "bg", "ivan.petrof@example.com");
  await expect.poll(() => page.getByRole("alert").textContent()).toBe(bg.orderStatus.errors.notFound);

  await sendOrderLookup(page, "bg", EMAIL.toUpperCase());
  const result = page.getByRole("region", { name: bg.orderStatus.orderTitle.replace("{number}", order.number) });
  await expect.poll(() => result.count(), { timeout: 10_000 }).toBe(1);
  expect(await page.getByRole("alert").count()).toBe(0);
  // The result takes the focus, so a screen reader reads it next.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("order-status-result");

  const text = (await result.textContent()) ?? "";
  expect(text).toContain(bg.orderStatus.statuses.SHIPPED);
  expect(text).toContain(bg.orderStatus.statusText.SHIPPED);
  const steps = await result.getByRole("list", { name: bg.orderStatus.history }).locator("li strong").allTextContents();
  expect(steps).toEqual([
    bg.orderStatus.steps.placed,
    bg.orderStatus.steps.paid,
    bg.orderStatus.steps.shipped,
    bg.orderStatus.steps.delivered,
  ]);
  // Shipped minutes ago: it can be withdrawn from, with the number filled in.
  const withdraw = result.getByRole("link", { name: bg.withdraw.title });
  expect(await withdraw.getAttribute("href")).toBe(`/bg/withdraw?number=${order.number}`);
  expect(text).toContain("Speedy");
  expect(text).toContain("6123456789");
  const track = result.getByRole("link", { name: bg.orderStatus.track });
  expect(await track.getAttribute("href")).toBe("https://www.speedy.bg/en/track-shipment?shipmentNumber=6123456789");
  expect(text).toContain(formatPrice(order.totalCents, "bg"));
  expect(text).toContain(bg.orderStatus.vat.replace("{rate}", "20"));
  expect(text).toContain("ул. Витоша 12");
  expect(text).toContain("България");
  await expectAccessible(page);

  // The invoice downloads as a PDF in Bulgarian, with its number.
  const invoice = result.getByRole("link", { name: /^Фактура INV-\d{4}-\d{6} \(PDF\)$/ });
  const invoiceNumber = /INV-\d{4}-\d{6}/.exec((await invoice.textContent()) ?? "")![0];
  const [download] = await Promise.all([page.waitForEvent("download"), invoice.click()]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const file = join(dir, `${invoiceNumber}.pdf`);
  await download.saveAs(file);
  const pdf = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  expect(pdf).toContain("Фактура");
  expect(pdf).toContain(invoiceNumber);
  expect(pdf).toContain(order.number);
});

it("shows each step of a partly refunded shipped order once, with the amount refunded", async () => {
  const order = await shippedOrder();
  const record = await apiJson<{ items: { id: number; unitPrice: number }[] }>(`/admin/orders/${order.id}`, {
    headers: order.headers,
  });
  const [item] = record.items;
  await apiJson(`/admin/orders/${order.id}/refunds`, {
    method: "POST",
    headers: order.headers,
    body: JSON.stringify({ items: [{ orderItemId: item.id, quantity: 1 }], restock: false, reason: "Damaged" }),
  });

  const page = await visitor(browser);
  const result = await lookUpOrder(page, { lang: "bg", number: order.number, email: EMAIL });
  const history = result.getByRole("list", { name: bg.orderStatus.history });
  // Shipped once, then the refund, then the delivery still to come: never "shipped" again.
  expect(await history.locator("li strong").allTextContents()).toEqual([
    bg.orderStatus.steps.placed,
    bg.orderStatus.steps.paid,
    bg.orderStatus.steps.shipped,
    bg.orderStatus.steps.partially_refunded,
    bg.orderStatus.steps.delivered,
  ]);
  const refunded = formatPrice(Math.round(item.unitPrice * 100), "bg");
  expect(await history.textContent()).toContain(bg.orderStatus.refundedAmount.replace("{amount}", refunded));
  expect(await result.textContent()).toContain(`${bg.orderStatus.refunded}−${refunded}`);
  await expectAccessible(page);
});

it("says in Bulgarian when a client has tried too many orders that do not exist", async () => {
  // A shop of its own: misses count per client, and every journey's browser is the same client of
  // the shared shop, whose later journeys must go on finding their orders.
  const shop = await startOwnShop({ ORDER_LOOKUP_MAX_MISSES: "3" });
  try {
    const page = await newPage(browser, shop.url);
    await page.goto("/bg/order-status");
    await mainHeading(page, bg.orderStatus.title);
    await page.getByRole("main").getByLabel(bg.orderStatus.number).fill("TK-AAAA-AAAA");
    await page.getByRole("main").getByLabel(bg.orderStatus.email).fill("nobody@example.com");
    // This shop allows 3 misses per client and 15 minutes.
    const alert = page.getByRole("alert");
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.getByRole("button", { name: bg.orderStatus.submit }).click();
      await expect.poll(() => page.getByRole("button", { name: bg.orderStatus.submit }).isEnabled()).toBe(true);
      if ((await alert.textContent())?.startsWith("Твърде много")) break;
    }
    // The window opened with the first miss, seconds ago: 15 minutes, or 14 and some seconds.
    const expected = ["15", "14"].map((minutes) => bg.orderStatus.errors.tooMany.replace("{minutes}", minutes));
    expect(expected).toContain(await alert.textContent());
  } finally {
    await shop.stop();
  }
});

// Journey: in the offline demo a shopper in German pays by SEPA Direct Debit with the test IBAN
// that settles. The success page and the order status page say the payment is processing, and the
// "order received, payment processing" e-mail comes; seconds later (TEST_SEPA_SETTLE_SECONDS) the
// test bank settles the debit, the order is paid and the confirmation with the invoice follows.
// And in Bulgarian, a debit the bank returns: the "payment failed" e-mail links to the order status
// page, where the shopper pays the same order again with another account.
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchChromium, mailsTo, newPage, startOwnShop, type RunningShop } from "@shop/browser-testing";
import bg from "../public/locales/bg/translation.json";
import de from "../public/locales/de/translation.json";
import { openCheckoutStep, orderNumberOn, SHOPPER } from "./payment-journey.ts";
import { closeContexts, expectAccessible, lookUpOrder, mainHeading } from "./support.ts";

// Long enough for the success and order status pages to show the payment processing first (on a
// slow machine it may already be paid, which the journey accepts).
const SETTLE_SECONDS = 3;

let browser: Browser;
let shop: RunningShop;
beforeAll(async () => {
  [browser, shop] = await Promise.all([
    launchChromium(),
    startOwnShop({ TEST_SEPA_SETTLE_SECONDS: String(SETTLE_SECONDS), OUTBOX_POLL_SECONDS: "60" }),
  ]);
});
afterEach(() => closeContexts(browser));
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const mailsAbout = (number: string) => mailsTo(shop.dataDir, SHOPPER.email).filter((mail) => mail.includes(number));

/**
 * The bank has settled the debit of order `number`: the confirmation with the invoice comes, and
 * the order status page `status`, sent again, shows the order paid in its `result` region.
 */
async function expectSettled(status: Page, result: Locator, number: string, texts: typeof de | typeof bg) {
  await expect
    .poll(() => mailsAbout(number).some((mail) => mail.includes("application/pdf")), {
      timeout: (SETTLE_SECONDS + 30) * 1000,
      interval: 500,
    })
    .toBe(true);
  await status.getByRole("button", { name: texts.orderStatus.submit }).click();
  await expect
    .poll(async () => (await result.textContent()) ?? "", { timeout: 15_000 })
    .toContain(texts.orderStatus.statuses.PAID);
}

it("SEPA Direct Debit in German: processing at once, then paid, with both e-mails", async () => {
  const page = await newPage(browser, shop.url);
  await openCheckoutStep(page, "de", "payment");
  await mainHeading(page, de.payment.title);
  await page.getByRole("radio", { name: de.payment.methods.SEPA_DEBIT }).check();
  const iban = page.getByLabel(de.payment.sepa.iban, { exact: true });
  await iban.waitFor({ timeout: 30_000 });
  expect(await page.getByText(de.payment.sepa.mandate).count()).toBe(1);
  await expectAccessible(page);

  // A mistyped IBAN is caught before anything is sent.
  await iban.fill("DE88 3704 0044 0532 0130 00");
  const pay = page.getByRole("button", { name: de.payment.placeOrder, exact: true });
  await expect.poll(() => pay.isEnabled(), { timeout: 15_000 }).toBe(true);
  await pay.click();
  await page.getByText(de.payment.sepa.invalidIban).waitFor();

  await iban.fill("DE89370400440532013000");
  expect(await iban.inputValue()).toBe("DE89 3704 0044 0532 0130 00");
  await pay.click();
  await mainHeading(page, de.success.processing.title);
  const number = await orderNumberOn(page);
  expect(await page.getByRole("main").innerText()).toContain(de.success.methods.SEPA_DEBIT);
  await expectAccessible(page);

  // The e-mail that the order is received and the payment processing, without an invoice.
  await expect.poll(() => mailsAbout(number).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const [received] = mailsAbout(number);
  expect(received).toContain(`Bestellung ${number} eingegangen: Zahlung in Bearbeitung`);
  expect(received).toContain("SEPA-Lastschrift");
  expect(received).not.toContain("application/pdf");

  // The order status page says so too, until the bank settles.
  const status = await newPage(browser, shop.url);
  const result = await lookUpOrder(status, { lang: "de", number, email: SHOPPER.email });
  const shown = (await result.textContent()) ?? "";
  // Shown while processing, or already paid on a slow machine; never anything else.
  expect(
    [de.orderStatus.statuses.PAYMENT_PROCESSING, de.orderStatus.statuses.PAID].some((s) => shown.includes(s)),
  ).toBe(true);

  // Settled after TEST_SEPA_SETTLE_SECONDS (the worker is woken then; its poll is a minute away):
  // the confirmation with the invoice.
  await expectSettled(status, result, number, de);
});

it("a returned debit in Bulgarian: the 'payment failed' e-mail, then paid again from the order status page", async () => {
  const page = await newPage(browser, shop.url);
  await openCheckoutStep(page, "bg", "payment");
  await page.getByRole("radio", { name: bg.payment.methods.SEPA_DEBIT }).check();
  const iban = page.getByLabel(bg.payment.sepa.iban, { exact: true });
  await iban.waitFor({ timeout: 30_000 });
  await iban.fill("DE62 3704 0044 0532 0130 01");
  const pay = page.getByRole("button", { name: bg.payment.placeOrder, exact: true });
  await expect.poll(() => pay.isEnabled(), { timeout: 15_000 }).toBe(true);
  await pay.click();
  await mainHeading(page, bg.success.processing.title);
  const number = await orderNumberOn(page);

  // The bank returns the debit: the e-mail says so and links to the order's status page.
  const failedMail = () =>
    mailsAbout(number).find((mail) => mail.includes(`Плащането за поръчка ${number} не беше успешно`));
  await expect
    .poll(() => failedMail() !== undefined, { timeout: (SETTLE_SECONDS + 30) * 1000, interval: 500 })
    .toBe(true);
  expect(failedMail()).toContain(`/bg/order-status?number=${number}`);

  const status = await newPage(browser, shop.url);
  const result = await lookUpOrder(status, { lang: "bg", number, email: SHOPPER.email });
  expect(await result.textContent()).toContain(bg.orderStatus.statuses.PENDING_PAYMENT);
  const payAgain = status.getByRole("region", { name: bg.orderStatus.payAgain.title });
  expect(await payAgain.textContent()).toContain(bg.orderStatus.payAgain.failed);
  const again = payAgain.getByLabel(bg.payment.sepa.iban, { exact: true });
  await again.waitFor({ timeout: 30_000 });
  await expectAccessible(status);

  // The same order, paid with the account that settles: processing now, then paid.
  await again.fill("DE89370400440532013000");
  await payAgain.getByRole("button", { name: bg.payment.placeOrder, exact: true }).click();
  // The page reads the order again: nothing left to pay, the bank at work (or done on a slow machine).
  await expect.poll(() => payAgain.count(), { timeout: 15_000 }).toBe(0);
  const now = (await result.textContent()) ?? "";
  expect(
    [bg.orderStatus.statuses.PAYMENT_PROCESSING, bg.orderStatus.statuses.PAID].some((shown) => now.includes(shown)),
  ).toBe(true);
  await expectSettled(status, result, number, bg);
});

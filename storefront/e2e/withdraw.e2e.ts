// Journey of a German shopper withdrawing from an order (Art. 11a of Directive 2011/83/EU): from
// the footer's "Vertrag hier widerrufen" on any page, the form (name, number, e-mail; the whole
// order), the separate step that shows the statement and sends it only with "Widerruf bestätigen",
// the acknowledgement on screen, and the confirming e-mail the shop wrote to its outbox with the
// content, the date and time and the return address. (Choosing items looks the order up, whose
// misses the order status journey uses up for this client: the API suite covers partial withdrawals.)
import { expect, it } from "vitest";
import { mailsTo, workerShop } from "@shop/browser-testing";
import de from "../public/locales/de/translation.json";
import {
  expectAccessible,
  journeyBrowser,
  mainHeading,
  pathOf,
  placePaidOrder,
  visitor,
  interpolate,
} from "./support.ts";

const journey = journeyBrowser();

const EMAIL = "lena.weber@example.com";
/** An order of a vitamin D test placed in German, paid in the shop's test mode. */
const paidOrder = () =>
  placePaidOrder({
    email: EMAIL,
    address: {
      firstName: "Lena",
      lastName: "Weber",
      address: "Bergstraße 3",
      city: "Hamburg",
      country: "DE",
      postCode: "20095",
      phone: "+49401234567",
    },
    items: [{ slug: "vitamin-d-test", quantity: 1 }],
    language: "DE",
  });

it("withdraws from an order from the footer, in two steps, and gets the confirmation by e-mail", async () => {
  const number = await paidOrder();
  // Every e-mail of the order leads to the function too.
  await expect.poll(() => mailsTo(workerShop().dataDir, EMAIL).length, { timeout: 15_000 }).toBe(1);
  expect(mailsTo(workerShop().dataDir, EMAIL)[0]).toContain(`/de/withdraw?number=${number}`);

  const page = await visitor(journey.browser);
  await page.goto("/de/blog");
  await page.getByRole("contentinfo").getByRole("link", { name: de.withdraw.title }).click();
  await mainHeading(page, de.withdraw.title);
  expect(pathOf(page)).toBe("/de/withdraw");

  const main = page.getByRole("main");
  await main.getByLabel(de.withdraw.name).fill("Lena Weber");
  await main.getByLabel(de.withdraw.number).fill(number.toLowerCase());
  await main.getByLabel(de.withdraw.email).fill(EMAIL);
  expect(await main.getByRole("radio", { name: de.withdraw.wholeOrder }).isChecked()).toBe(true);
  await expectAccessible(page);
  await main.getByRole("button", { name: de.withdraw.continue }).click();

  // Step two: the statement as it will be sent; nothing is sent before its own button.
  const review = page.getByRole("region", { name: de.withdraw.reviewTitle });
  await expect.poll(() => review.count()).toBe(1);
  expect(await main.getByRole("button", { name: de.withdraw.continue }).count()).toBe(0);
  const statement = (await review.textContent()) ?? "";
  for (const fact of ["Lena Weber", number, EMAIL, de.withdraw.wholeOrder]) expect(statement).toContain(fact);
  expect(mailsTo(workerShop().dataDir, EMAIL)).toHaveLength(1);
  await review.getByRole("button", { name: de.withdraw.confirm }).click();

  const received = page.getByRole("region", { name: de.withdraw.receivedTitle });
  await expect.poll(() => received.count(), { timeout: 10_000 }).toBe(1);
  // "received on {date}": the time the API answered, in the visitor's time zone.
  const text = (await received.textContent()) ?? "";
  for (const part of de.withdraw.receivedText.split("{date}"))
    expect(text).toContain(interpolate(part, { number, email: EMAIL }));
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("withdraw-received");
  // Not shipped yet: nothing to send back; the order is not shipped and is refunded.
  expect(text).toContain(de.withdraw.nextNotShipped);
  expect(text).not.toContain(de.withdraw.next);

  // The acknowledgement on a durable medium: the e-mail in the order's language.
  await expect.poll(() => mailsTo(workerShop().dataDir, EMAIL).length, { timeout: 15_000 }).toBe(2);
  const mail = mailsTo(workerShop().dataDir, EMAIL)[1];
  expect(mail).toContain(`Subject: Ihr Widerruf zur Bestellung ${number}`);
  expect(mail).toContain("Widerrufen für:\ndie gesamte Bestellung");
  expect(mail).toContain("Ihre Bestellung wurde noch nicht versandt, und wir versenden sie nicht");
  expect(mail).not.toContain("senden Sie die Ware");
  expect(mail).toMatch(
    /Eingegangen am: \d{1,2}\. \S+ \d{4} um \d{2}:\d{2}:\d{2} Mitteleuropäische (Sommer|Normal)zeit/,
  );
  expect(mail).toContain("TestKit Europe GmbH\nLindenallee 14\n10115 Berlin\nDeutschland");
});

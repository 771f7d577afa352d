// Journey: an admin creates a product with an image, all three translations and its claims in
// English only in the console (a file that only claims to be an image is refused the moment it is
// chosen), finds it in the shop in every language, its claims listed on the English page alone,
// fixes its price inline on the storefront (the console's login is the storefront's too) and
// deletes it there. Taking a product off sale asks first.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeViolations, launchChromium, newPage, pageErrors, workerShop } from "@shop/browser-testing";
import {
  TEST_MANUFACTURER,
  staffToken,
  shopApi,
  consoleProblems,
  consoleSettled,
  shopUrl,
  signInToConsole,
  unique,
} from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const NAMES = { en: "Iron level home test", de: "Eisenwert-Heimtest", bg: "Домашен тест за желязо" };
const CLAIMS = ["Result after 10 minutes", "Ferritin cut-off 30 ng/ml"];

it("creates a product in the console, then edits and deletes it on the storefront", async () => {
  const slug = unique("e2e-iron-test");
  const page = await newPage(browser, shopUrl());
  const problems = consoleProblems(page);
  const accessibility: string[] = [];

  await signInToConsole(page, "admin", workerShop().adminPassword);
  accessibility.push(...(await axeViolations(page)));

  // The create form: details, one tab per language, the image.
  await page.goto("/admin/#/products/create");
  // A new product starts on sale with 10 in stock, as one created inline in the shop.
  await expect.poll(() => page.getByLabel("On sale").isChecked()).toBe(true);
  expect(await page.getByLabel("Stock").inputValue()).toBe("10");
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Price", { exact: true }).fill("19.90");
  await page.getByLabel("Stock").fill("25");
  await page.getByLabel("On sale").check();
  // Already on sale, so the focus stays in Stock: axe reads its label once the colour has settled.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  accessibility.push(...(await axeViolations(page)));
  for (const [tab, language] of [
    ["English", "en"],
    ["German", "de"],
    ["Bulgarian", "bg"],
  ] as const) {
    await page.getByRole("tab", { name: tab }).click();
    // react-admin keeps every tab's inputs in the form and hides the others: once this
    // language's name is visible, its tab is the one shown.
    await page.locator(`input[name="translations.${language}.name"]`).fill(NAMES[language]);
    await page.locator(".ProseMirror:visible").fill(`${NAMES[language]}: ${language} description.`);
    // One claim per line; a blank line is left out.
    if (language === "en") await page.locator(`textarea[name="translations.en.highlights"]`).fill(CLAIMS.join("\n\n"));
  }
  // On sale, so the manufacturer's name, postal and electronic address are required (GPSR).
  await page.getByRole("tab", { name: "Product safety" }).click();
  await page.getByLabel("Manufacturer's name").fill(TEST_MANUFACTURER.manufacturerName);
  await page.getByLabel("Manufacturer's postal address").fill(TEST_MANUFACTURER.manufacturerAddress);
  await page.getByLabel("Manufacturer's e-mail or web address").fill(TEST_MANUFACTURER.manufacturerContact);
  await page.getByRole("tab", { name: "Images" }).click();
  // A text file named .jpg: the API looks at its content and refuses it at once, alone.
  await page
    .locator('input[type="file"][multiple]')
    .setInputFiles({ name: "fake.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all") });
  await expect
    .poll(() => page.getByRole("alert").allTextContents())
    .toContain("fake.jpg was not added: it is not a JPEG, PNG, WebP, AVIF or GIF image.");
  expect(await page.getByRole("img", { name: "Product image 1" }).count()).toBe(0);
  const picture = await page.screenshot({ type: "png", clip: { x: 0, y: 0, width: 240, height: 240 } });
  await page
    .locator('input[type="file"][multiple]')
    .setInputFiles({ name: "iron.png", mimeType: "image/png", buffer: picture });
  await expect.poll(() => page.getByRole("img", { name: "Product image 1" }).count()).toBe(1);
  // A compact card: a thumbnail of 160 px, not the picture across the whole form.
  // Measured once the card is laid out (the picture loads after the upload answers).
  const thumbnail = page.getByRole("img", { name: "Product image 1" });
  await expect.poll(async () => (await thumbnail.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(161);
  const card = page.locator("li").filter({ has: thumbnail });
  // One read of both sides: the card may be drawn again between two reads (its picture arriving).
  await expect
    .poll(async () => {
      const box = await card.boundingBox();
      return box && { compact: box.height <= 300 && box.width <= 201, width: box.width, height: box.height };
    })
    .toMatchObject({ compact: true });
  // Save waits until the API has checked the image.
  await page.getByRole("button", { name: "Save" }).click();
  // Saved: react-admin opens the edit view of the new record, and says what it saved.
  await page.waitForURL(/#\/products\/\d+$/, { timeout: 30_000 });
  await expect.poll(() => page.getByText("Product created", { exact: true }).count(), { timeout: 15_000 }).toBe(1);

  const created = await shopApi<{ price: number; images: { imageUrl: string }[]; highlights: string[] }>(
    `/products/${slug}?lang=en`,
  );
  expect(created.status).toBe(200);
  expect(created.body.price).toBe(19.9);
  expect(created.body.images).toHaveLength(1);
  expect(created.body.highlights).toEqual(CLAIMS);

  // A visitor finds it in all three languages; only the English page lists claims, the English ones.
  const visitor = await newPage(browser, shopUrl());
  const claimsList = { en: "Why this test", de: "Darum dieser Test", bg: "Защо този тест" };
  for (const language of ["en", "de", "bg"] as const) {
    await visitor.goto(`/${language}/product/${slug}`);
    await expect.poll(() => visitor.getByRole("heading", { level: 1 }).first().textContent()).toBe(NAMES[language]);
    const claims = visitor.getByRole("list", { name: claimsList[language] });
    expect(await claims.count()).toBe(language === "en" ? 1 : 0);
    if (language === "en") expect(await claims.getByRole("listitem").allTextContents()).toEqual(CLAIMS);
  }
  await visitor.context().close();

  // Same browser, storefront: already signed in through the console's adminToken.
  await page.goto(`/en/product/${slug}`);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  await expect.poll(() => page.getByRole("button", { name: "Log out" }).count()).toBeGreaterThan(0);
  const title = page.getByLabel("Title");
  await expect.poll(() => title.inputValue()).toBe(NAMES.en);

  const price = page.getByLabel("Price (EUR, incl. VAT)");
  await expect.poll(() => price.inputValue()).toBe("19.90");
  await price.fill("24.50");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => page.getByRole("status").allTextContents()).toContain("Product updated successfully!");
  await page.reload();
  await expect.poll(() => page.getByLabel("Price (EUR, incl. VAT)").inputValue()).toBe("24.50");
  const updated = await shopApi<{ price: number }>(`/products/${slug}?lang=en`);
  expect(updated.body.price).toBe(24.5);

  // In German: the price as Germans write it, and the description as formatted text, not HTML.
  await page.goto(`/de/product/${slug}`);
  const germanPrice = page.getByLabel("Preis (EUR, inkl. MwSt.)");
  await expect.poll(() => germanPrice.inputValue(), { timeout: 15_000 }).toBe("24,50");
  const description = page.getByRole("textbox", { name: "Beschreibung" });
  await expect.poll(() => description.textContent()).toBe(`${NAMES.de}: de description.`);
  expect(await page.locator("textarea").count()).toBe(0);
  await description.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.getByRole("toolbar", { name: "Formatierung" }).getByRole("button", { name: "Fett" }).click();
  await expect.poll(() => page.getByRole("button", { name: "Fett" }).getAttribute("aria-pressed")).toBe("true");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect.poll(() => page.getByRole("status").allTextContents()).toContain("Produkt erfolgreich aktualisiert!");
  const german = await shopApi<{ price: number; description: string }>(`/products/${slug}?lang=de`);
  expect(german.body.price).toBe(24.5);
  expect(german.body.description).toBe(`<p><strong>${NAMES.de}: de description.</strong></p>`);
  await page.goto(`/en/product/${slug}`);
  await expect.poll(() => page.getByLabel("Title").inputValue(), { timeout: 15_000 }).toBe(NAMES.en);

  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect
    .poll(() => dialog.textContent())
    .toContain("Are you sure you want to delete this item? This action cannot be undone.");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await page.waitForURL(/\/en\/shop$/);
  // The shop page (with the admin's Create tile) has replaced the product page, and its grid has loaded.
  await expect.poll(() => page.getByRole("link", { name: "Create New Product" }).count(), { timeout: 15_000 }).toBe(1);
  await expect
    .poll(() => page.getByText("Home Drug Test – 6 Substances (Urine)").count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(await page.locator("main").textContent()).not.toContain(NAMES.en);
  expect((await shopApi(`/products/${slug}?lang=en`)).status).toBe(404);

  expect(accessibility).toEqual([]);
  // The browser logs the refused upload's answer; nothing else may go wrong.
  expect(problems.filter((problem) => !problem.includes("status of 400 (Bad Request)"))).toEqual([]);
  expect(problems).toHaveLength(1);
  expect(pageErrors(page)).toEqual([]);
}, 240_000); // the console's create form, the shop in three languages, two inline saves

it("asks before saving a product the shop will not sell, and saves nothing when told no", async () => {
  const slug = unique("e2e-zinc-test");
  const token = await staffToken();
  const names = { en: "Zinc home test", de: "Zink-Heimtest", bg: "Домашен тест за цинк" };
  const created = await shopApi<{ id: number }>("/admin/products", {
    token,
    json: {
      slug,
      price: 15,
      stock: 10,
      active: true,
      ...TEST_MANUFACTURER,
      translations: Object.fromEntries(Object.entries(names).map(([l, name]) => [l, { name, description: "" }])),
      images: [],
    },
  });
  expect(created.status).toBe(201);
  const page = await newPage(browser, shopUrl());
  const problems = consoleProblems(page);
  await signInToConsole(page, "admin", workerShop().adminPassword);
  await page.goto(`/admin/#/products/${created.body.id}`);
  await consoleSettled(page);

  await page.getByLabel("On sale").uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("dialog");
  await expect.poll(() => dialog.textContent()).toContain("Save a product the shop will not sell?");
  expect(await dialog.textContent()).toContain("It is not on sale: the shop shows it nowhere");
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect((await shopApi(`/products/${slug}?lang=en`)).status).toBe(200);

  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Save anyway" }).click();
  await expect.poll(async () => (await shopApi(`/products/${slug}?lang=en`)).status, { timeout: 15_000 }).toBe(404);
  expect(problems).toEqual([]);
  expect(pageErrors(page)).toEqual([]);
});

// Journey: an administrator records a product's medical device information in the console (the
// notified body, whose CE marking the form shows as typed; adults only; a country it is not
// delivered to; the manufacturer is product-safety.e2e.ts's), its intended use and instructions for use in English (a file that only
// claims to be a PDF is refused the moment it is chosen), and its page head's title; the shop's
// API then answers them (docs/behaviour.md §21, §22).
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { AdminProductListRow, AdminProductRecord, Product } from "@shop/shared";
import { launchChromium, newPage, pageErrors, workerShop } from "@shop/browser-testing";
import {
  staffToken,
  shopApi,
  consoleProblems,
  consoleSettled,
  shopUrl,
  signInToConsole,
  violationsOn,
} from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

// A kit no other journey buys or changes.
const SLUG = "iron-ferritin-test";

/** The smallest PDF a reader opens: a header, one empty page and the end-of-file marker. */
const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

it("edits a product's IVD information, instructions for use and page title in the console", async () => {
  const token = await staffToken();
  const [{ id }] = (
    await shopApi<AdminProductListRow[]>(`/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: SLUG }))}`, {
      token,
    })
  ).body;
  const original = (await shopApi<AdminProductRecord>(`/admin/products/${id}`, { token })).body;

  const page = await newPage(browser, shopUrl());
  const problems = consoleProblems(page);
  const accessibility: string[] = [];
  await signInToConsole(page, "admin", workerShop().adminPassword);

  await page.goto(`/admin/#/products/${id}/ivd`);
  await consoleSettled(page);
  const notifiedBody = page.getByLabel("Notified body");
  await expect.poll(() => notifiedBody.inputValue(), { timeout: 20_000 }).toBe(original.ivd.notifiedBody ?? "");
  await notifiedBody.fill("2797");
  await expect.poll(() => page.getByTestId("ce-mark").textContent()).toBe("CE marking: CE 2797");
  await page.getByLabel("Adults only (18+)").check();
  await page.getByLabel("Not delivered to").fill("Malta");
  await page.getByRole("option", { name: "Malta (MT)" }).click();
  accessibility.push(...(await violationsOn(page)));

  await page.getByRole("tab", { name: "English" }).click();
  await page.locator('textarea[name="ivd.intendedUse.en"]').fill("For the semi-quantitative detection of ferritin.");
  const pdfInput = page.locator("#instructions-en");
  await pdfInput.setInputFiles({ name: "leaflet.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf") });
  // The console names the refused field before the API's message.
  await expect
    .poll(async () => (await page.getByRole("alert").allTextContents()).join("\n"), { timeout: 20_000 })
    .toContain("The file is not a PDF document");
  await pdfInput.setInputFiles({ name: "leaflet.pdf", mimeType: "application/pdf", buffer: MINIMAL_PDF });
  // The English tab's link now opens the new upload.
  const link = pdfInput.locator("xpath=../..").getByRole("link", { name: "Open the PDF" });
  await expect.poll(() => link.getAttribute("href"), { timeout: 20_000 }).not.toBe(original.ivd.instructionsUrl.en);
  expect(await link.getAttribute("href")).toMatch(/^\/uploads\/d-[a-z0-9]+\.pdf$/);
  await page.locator('input[name="seo.en.seoTitle"]').fill("Iron deficiency test at home");
  accessibility.push(...(await violationsOn(page)));
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(async () => (await shopApi<AdminProductRecord>(`/admin/products/${id}`, { token })).body.version, {
      timeout: 30_000,
    })
    .toBe(original.version + 1);

  const saved = (await shopApi<AdminProductRecord>(`/admin/products/${id}`, { token })).body;
  expect(saved.ivd).toMatchObject({ notifiedBody: "2797", ceMark: "CE 2797" });
  expect(saved.ivd.intendedUse.en).toBe("For the semi-quantitative detection of ferritin.");
  expect(saved.ivd.instructionsKey.en).not.toBe(original.ivd.instructionsKey.en);
  expect(saved.adultsOnly).toBe(true);
  expect(saved.blockedCountries).toEqual([...original.blockedCountries, "MT"].sort());
  expect(saved.seo.en.seoTitle).toBe("Iron deficiency test at home");
  const shown = (await shopApi<Product>(`/products/${SLUG}?lang=en`)).body;
  expect(shown.ivd?.instructionsUrl).toBe(saved.ivd.instructionsUrl.en);
  const pdf = await fetch(new URL(saved.ivd.instructionsUrl.en!, shopUrl()));
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect(Buffer.from(await pdf.arrayBuffer())).toEqual(MINIMAL_PDF);

  expect(accessibility).toEqual([]);
  // The one refused upload is the only request that failed.
  expect(problems).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  expect(pageErrors(page)).toEqual([]);

  // Put the product back for the other journeys of the run.
  const restored = await shopApi(`/admin/products/${id}`, {
    method: "PUT",
    token,
    json: {
      ...saved,
      previousStock: saved.stock,
      // The replaced PDF is gone; the new one stays.
      ivd: { ...original.ivd, instructionsKey: saved.ivd.instructionsKey },
      adultsOnly: original.adultsOnly,
      blockedCountries: original.blockedCountries,
      seo: original.seo,
    },
  });
  expect(restored.status).toBe(200);
}, 180_000);

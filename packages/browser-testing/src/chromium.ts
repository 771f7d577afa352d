// The machine's Chromium (Debian's package), driven by playwright-core: no browser download.
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type BrowserServer,
  type Download,
  type Page,
} from "playwright-core";
import { workerChromium } from "./worker-shop.ts";
import { chromiumOptions } from "./chromium-launch.ts";
import { AxeBuilder } from "@axe-core/playwright";

/** A Chromium that others connect to (the browser tests' global setup starts one per worker). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(chromiumOptions());
}

/**
 * The machine's Chromium for a test file: a connection to its worker's Chromium when the global
 * setup started one (global-setup.ts; closing it closes only this file's contexts), otherwise one
 * launched for it. Starting Chromium anew for every journey file cost each a second or two.
 */
export async function launchChromium(): Promise<Browser> {
  const endpoint = workerChromium();
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch(chromiumOptions());
}

/**
 * A page in a fresh context (no cookies, no local storage) that records its uncaught errors, CSP
 * violations and hydration mismatches. Its goto() and reload() return once the storefront has
 * hydrated the server's HTML (pages of the storefront mark <html data-hydrated>), as a shopper's
 * first tap comes after the page has started: what a journey does next is done by the app.
 */
export async function newPage(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: "en-US",
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  uncaughtErrors.set(page, errors);
  await recordCspViolations(page);
  recordHydrationMismatches(page);
  if (options.javaScriptEnabled === false) return page;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
  return page;
}

/** Waits until the storefront has hydrated the page the server rendered (any other page: at once). */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById("shop-page") || document.documentElement.dataset.hydrated === "true",
    null,
    { timeout: 15_000 },
  );
}

const mismatches: string[] = [];

/** The storefront reports a hydration mismatch on the console (storefront/src/main.tsx). */
function recordHydrationMismatches(page: Page): void {
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().startsWith("Hydration mismatch")) {
      mismatches.push(`${message.text()} (in ${page.url()})`);
    }
  });
}

/** The hydration mismatches of every page newPage() opened, not taken yet; they are then forgotten. */
export function takeHydrationMismatches(): string[] {
  return mismatches.splice(0);
}

const uncaughtErrors = new WeakMap<Page, string[]>();

/** Uncaught errors the page has thrown since newPage() opened it. */
export function pageErrors(page: Page): string[] {
  return uncaughtErrors.get(page) ?? [];
}

const violationsByPage = new Map<Page, string[]>();

/**
 * Every Content-Security-Policy violation of the page, in any document it loads: the
 * securitypolicyviolation event says which directive blocked what and where; Chromium's console
 * message also covers documents the listener never ran in. The report goes through a binding
 * to the test, so a violation just before a navigation is not lost with the document.
 */
async function recordCspViolations(page: Page): Promise<void> {
  const found: string[] = [];
  violationsByPage.set(page, found);
  await page.exposeBinding("__reportCspViolation", ({ frame }, violation: string) => {
    found.push(`${violation} (in ${frame.url()})`);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as { __reportCspViolation?: (violation: string) => void })
          .__reportCspViolation;
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
        report?.(
          `${event.disposition === "report" ? "[report-only] " : ""}${event.effectiveDirective} blocked ${event.blockedURI || "an inline resource"}${where}`,
        );
      },
      true,
    );
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) found.push(message.text());
  });
}

/** The Content-Security-Policy violations the page has reported since newPage() opened it. */
export function cspViolations(page: Page): string[] {
  return violationsByPage.get(page) ?? [];
}

/** The violations of every page newPage() opened (closed ones too) not taken yet; they are then forgotten. */
export function takeCspViolations(): string[] {
  const taken = [...violationsByPage.values()].flatMap((found) => found.splice(0));
  for (const page of violationsByPage.keys()) if (page.isClosed()) violationsByPage.delete(page);
  return taken;
}

/** axe-core's WCAG 2.1 A/AA rules on the page as it is now: the violations, summarised. */
export async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  await animationsSettled(page);
  // Legacy mode: axe runs in the page's frames and gathers their results itself, where its default
  // opens a blank page in the context for that, which was half of each check's time. What it
  // gives up is testing cross-origin frames: here only the payment providers' stand-ins.
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const contrast = (violation: { id: string }) => violation.id === "color-contrast";
  let { violations } = await builder.analyze();
  // A toast or a dialog that began to appear while axe was measuring is half painted: a contrast
  // failure is counted when a second look, once that has settled, finds it too. Every other
  // violation of the first look counts as it was.
  if (violations.some(contrast)) {
    await animationsSettled(page);
    const secondLook = await builder.analyze();
    violations = [...violations.filter((violation) => !contrast(violation)), ...secondLook.violations.filter(contrast)];
  }
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}

/**
 * Waits for the page's running transitions and animations that come to an end (a toast sliding
 * in, a dialog fading out): axe measures colours as they are painted, so text half faded in fails
 * the contrast check though it never stays that way. Endless ones (a spinner) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * What a download holds, read through its stream: the journeys' browser is their worker's
 * Chromium, connected to (launchChromium), where a download has no local path.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

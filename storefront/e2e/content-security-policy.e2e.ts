// Journey: the shop under its Content-Security-Policy (PCI DSS 4.0, 6.4.3). A shopper accepts all
// cookies (the ads tag and analytics run), browses, and pays by card with 3-D Secure and with
// PayPal (the Stripe and PayPal stand-ins' scripts, which the policy allows only in this test
// setup); staff use the console. Every HTML document arrives with the policy, and Chromium
// reports not a single violation.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { BlogPostListItem } from "@shop/shared";
import { cspViolations, newPage, pageErrors } from "@shop/browser-testing";
import { fillCard, openPaymentStep, orderNumberOn, paymentJourney } from "./payment-journey.ts";
import { confirmAge, en, fillShippingForm, mainHeading, pathOf } from "./support.ts";

const journey = paymentJourney();

interface Visit {
  page: Page;
  /** Each HTML document the page loaded, with the policy it came with. */
  documents: { path: string; policy: string | undefined }[];
}

/** A page on the payment shop that records the policy of every document it loads. */
async function visit(): Promise<Visit> {
  const page = await newPage(journey.browser, journey.payments.shop.url);
  const documents: Visit["documents"] = [];
  page.on("response", (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      documents.push({ path: new URL(response.url()).pathname, policy: response.headers()["content-security-policy"] });
    }
  });
  return { page, documents };
}

/** Every document came with a nonce policy (scripts only with the nonce, no eval), and nothing was blocked. */
function expectPolicedWithoutViolations({ page, documents }: Visit, paths: string[]) {
  expect(documents.map((document) => document.path)).toEqual(paths);
  for (const { path, policy } of documents) {
    expect(policy, path).toMatch(/(^|; )script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='( |;|$)/);
    expect(policy, path).toMatch(/(^|; )style-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='( |;|$)/);
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).not.toMatch(/'unsafe-(eval|inline)'/);
  }
  expect(cspViolations(page)).toEqual([]);
  expect(pageErrors(page)).toEqual([]);
}

it("storefront: cookies accepted (ads tag, analytics), home, shop, product, blog post, cart, checkout and a card payment with 3-D Secure", async () => {
  const shopper = await visit();
  const { page } = shopper;
  // The site's analytics tag, as a page that has one would define it; the shop sends its events there.
  await page.addInitScript(() => {
    const events: { name: string; params: unknown }[] = [];
    Object.assign(window, {
      analyticsEvents: events,
      gtag: (_command: string, name: string, params: unknown) => events.push({ name, params }),
    });
  });
  const sentEvents = () =>
    page.evaluate(
      () => (window as unknown as { analyticsEvents: { name: string; params: unknown }[] }).analyticsEvents,
    );
  const analyticsEvents = async () => (await sentEvents()).map((event) => event.name);

  await page.goto("/en");
  await mainHeading(page, en.home.hero.title);
  await page
    .getByRole("region", { name: en.cookies.banner.title })
    .getByRole("button", { name: en.cookies.banner.acceptAll, exact: true })
    .click();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { __testkitAdsLoaded?: boolean }).__testkitAdsLoaded))
    .toBe(true);

  await page.goto("/en/shop");
  await mainHeading(page, en.shop.title);
  await expect.poll(() => page.locator('head script[src="/ads.js"]').count()).toBe(1);

  const [post] = (await (await fetch(`${journey.payments.shop.url}/api/blogs?lang=EN`)).json()) as BlogPostListItem[];
  await page.goto(`/en/blog/${post.slug}`);
  await mainHeading(page, post.title);

  await page.goto("/en/product/drug-tests");
  await expect.poll(() => page.getByRole("button", { name: en.product.addToCart }).isEnabled()).toBe(true);
  await page.getByRole("button", { name: en.product.addToCart }).click();
  await expect.poll(() => pathOf(page)).toBe("/en/cart");
  await expect.poll(analyticsEvents).toContain("add_to_cart");

  await page.getByRole("link", { name: en.cart.proceed }).click();
  await mainHeading(page, en.checkout.title);
  await fillShippingForm(page);
  await confirmAge(page);
  await page.getByRole("button", { name: en.checkout.next }).click();
  await expect.poll(() => pathOf(page)).toBe("/en/payment");
  expect(await analyticsEvents()).toContain("begin_checkout");
  // What a shopper looks at in a health shop stays in the shop: no event names the kit, its slug
  // or its category, nor carries any id of it (ANALYTICS_PRODUCT_IDS is off): the price and the
  // quantity only (docs/storefront.md §8).
  const product = (await (await fetch(`${journey.payments.shop.url}/api/products/drug-tests?lang=EN`)).json()) as {
    name: string;
    price: number;
  };
  const sent = await sentEvents();
  expect(sent.map((event) => event.name)).toEqual([
    "view_item",
    "add_to_cart",
    "view_cart",
    "begin_checkout",
    "checkout_progress",
  ]);
  for (const { params } of sent) {
    const text = JSON.stringify(params);
    expect(text).not.toContain("drug-tests");
    expect(text).not.toContain(product.name);
    expect(text).not.toMatch(/item_id|item_name|item_category/);
  }
  expect(sent[1].params).toEqual({
    currency: "EUR",
    value: product.price,
    items: [{ price: product.price, quantity: 1 }],
  });

  await fillCard(page, "4000 0027 6000 3184");
  await page.getByRole("button", { name: en.payment.placeOrder, exact: true }).click();
  await page
    .getByRole("dialog", { name: "3D Secure authentication" })
    .getByRole("button", { name: "Complete authentication" })
    .click();
  await page.waitForURL(/\/en\/success$/, { timeout: 20_000 });
  expect(await orderNumberOn(page)).toMatch(/^TK-/);

  expectPolicedWithoutViolations(shopper, ["/en", "/en/shop", `/en/blog/${post.slug}`, "/en/product/drug-tests"]);
});

it("storefront: pays with PayPal through the SDK, which gets the page's nonce", async () => {
  const shopper = await visit();
  const { page } = shopper;
  page.on("dialog", (dialog) => void dialog.accept());
  // The buttons take the order only once the server has priced the cart.
  const quoted = page.waitForResponse((response) => response.url().endsWith("/api/cart/quote") && response.ok());
  await openPaymentStep(page);
  await quoted;
  await page.getByRole("radio", { name: /PayPal/ }).check();
  const payPal = page.locator("[data-paypal-standin=button]");
  await expect.poll(() => payPal.isEnabled()).toBe(true);
  await payPal.click();
  await page.waitForURL(/\/en\/success$/, { timeout: 20_000 });
  // The journey.browser hides nonce attributes from the page; the property keeps the value.
  const [sdkNonce, pageNonce] = await page.evaluate(() => [
    document.querySelector<HTMLScriptElement>("script[data-csp-nonce]")?.nonce,
    document.querySelector<HTMLMetaElement>("meta[property=csp-nonce]")?.nonce,
  ]);
  expect(sdkNonce).toBeTruthy();
  expect(sdkNonce).toBe(pageNonce);

  expectPolicedWithoutViolations(shopper, ["/en", "/en/payment"]);
});

it("console: sign-in, dashboard, product list and a product's edit form with the rich-text editor", async () => {
  const staff = await visit();
  const { page } = staff;
  await page.goto("/admin/");
  await page.getByLabel("Username").fill(journey.payments.shop.admin.username);
  await page.getByLabel("Password").fill(journey.payments.shop.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect
    .poll(() => page.getByRole("menuitem", { name: "Orders" }).count(), { timeout: 30_000 })
    .toBeGreaterThan(0);
  // The dashboard has drawn its figures and charts.
  await expect.poll(() => page.locator("main svg").count(), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => page.locator('[role="progressbar"]:visible').count(), { timeout: 20_000 }).toBe(0);

  await page.getByRole("menuitem", { name: "Products" }).click();
  await page.waitForURL(/#\/products$/);
  await expect.poll(() => page.getByRole("row").count(), { timeout: 20_000 }).toBeGreaterThan(1);
  await page.getByRole("row").nth(1).click();
  await page.waitForURL(/#\/products\/\d+$/);
  await page.locator(".ProseMirror").first().waitFor({ state: "attached" });
  // TipTap's own style tag applies (a blocked one would stay in the page without effect).
  await expect.poll(() => page.locator("style[data-tiptap-style]").count()).toBe(1);
  expect(
    await page
      .locator(".ProseMirror")
      .first()
      .evaluate((editor) => getComputedStyle(editor).fontVariantLigatures),
  ).toBe("none");

  expectPolicedWithoutViolations(staff, ["/admin/"]);
});

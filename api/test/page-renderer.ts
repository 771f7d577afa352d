// A storefront renderer for the API's own tests: it keeps the contract of the real one
// (storefront/src/entry-server.tsx, tested end to end in storefront/e2e/server-rendering.e2e.ts)
// in miniature, so the web layer (language redirects, the page cache, nonces, CSP, the reads it
// hands over) is tested here without building the storefront. It renders a plain document from
// the same reads: a product page shows the product's name and price, and a product that does
// not exist, or a path the storefront has no page for, is a 404; the search page and a category of
// the shop page list their products.
import {
  formatPrice,
  isLanguage,
  toCents,
  type PageRenderRequest,
  type RenderedPage,
  type StorefrontRenderer,
} from "@shop/shared";

const PAGES = new Set([
  "",
  "shop",
  "blog",
  "cart",
  "checkout",
  "payment",
  "success",
  "delivery",
  "contact",
  "imprint",
  "withdrawal",
]);

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

export interface TestRenderer extends StorefrontRenderer {
  /** Every request rendered so far (a cached page is not rendered again). */
  readonly renders: PageRenderRequest[];
}

export function testStorefrontRenderer(): TestRenderer {
  const renders: PageRenderRequest[] = [];
  return {
    renders,
    async render(request): Promise<RenderedPage> {
      renders.push(request);
      const { language, origin, nonce, reads } = request;
      const { pathname, searchParams } = new URL(request.url, origin);
      // Segments decoded, as the storefront's router hands them to its pages.
      const [, first = "", section = "", slug, ...rest] = pathname.split("/").map(decodeURIComponent);
      let status: 200 | 404 | 410 = 200;
      let heading = `Page ${pathname}`;
      let text = "";
      if (pathname === "/admin-login") heading = "Sign in";
      else if (!isLanguage(first) || rest.length > 0) status = 404;
      else if (section === "product" && slug) {
        const product = await reads.product({ language, slug });
        if (product && "gone" in product) {
          status = 410;
          heading = "No longer available";
        } else if (product) {
          heading = product.name;
          text = formatPrice(toCents(product.price), language);
        } else status = 404;
      } else if (section === "search" && !slug) {
        const found = await reads.products({ language, q: searchParams.get("q")?.trim() || undefined });
        text = found.items.map((product) => product.name).join(", ");
      } else if (section === "shop" && !slug && searchParams.has("category")) {
        const category = searchParams.get("category")!;
        text = (await reads.products({ language, category })).items.map((product) => product.name).join(", ");
        heading = `Page ${pathname} (${category})`;
      } else if (!PAGES.has(section) || slug) status = 404;
      if (status === 404) heading = "Not found";
      const html =
        `<!DOCTYPE html><html lang="${language}"><head><meta property="csp-nonce" nonce="${nonce}"/>` +
        `<link rel="canonical" href="${escape(origin + pathname)}"/><title>${escape(heading)}</title></head>` +
        `<body><div id="root"><h1>${escape(heading)}</h1><p>${escape(text)}</p></div>` +
        `<script type="module" src="/assets/index.js" nonce="${nonce}" async=""></script></body></html>`;
      return { status, body: new Response(html).body! };
    },
  };
}

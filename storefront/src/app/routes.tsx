// Every screen of the shop, each in its own chunk, as one route table that the browser routes by
// and the server matches to know a page's data, code and status (entry-server.tsx). Any first
// segment reaches LanguageGate, which applies the language-prefix rules (redirect, or the
// not-found page); the server answers those redirects itself before rendering.
import { isLanguage } from "@shop/shared";
import type { ReactNode } from "react";
import { matchRoutes, Navigate, useRoutes, type RouteObject } from "react-router-dom";
import { useLanguage } from "../i18n/useLanguage.ts";
import { LanguageGate, NotFoundPage } from "./LanguageGate.tsx";
import { Footer as LayoutFooter, Layout } from "./Layout.tsx";
import { lazyPage, type LazyCode } from "./lazyPage.ts";
import type { PageId } from "./pageData.ts";

const HomePage = lazyPage("home", "src/home/HomePage.tsx", () =>
  import("../home/HomePage.tsx").then((m) => m.HomePage),
);
const ShopPage = lazyPage("shop", "src/catalog/ShopPage.tsx", () =>
  import("../catalog/ShopPage.tsx").then((m) => m.ShopPage),
);
const SearchPage = lazyPage("search", "src/catalog/SearchPage.tsx", () =>
  import("../catalog/SearchPage.tsx").then((m) => m.SearchPage),
);
const CategoryPage = lazyPage("category", "src/catalog/CategoryPage.tsx", () =>
  import("../catalog/CategoryPage.tsx").then((m) => m.CategoryPage),
);
const ProductPage = lazyPage("product", "src/product/ProductPage.tsx", () =>
  import("../product/ProductPage.tsx").then((m) => m.ProductPage),
);
const BlogListPage = lazyPage("blog", "src/blog/BlogListPage.tsx", () =>
  import("../blog/BlogListPage.tsx").then((m) => m.BlogListPage),
);
const BlogPostPage = lazyPage("blog-post", "src/blog/BlogPostPage.tsx", () =>
  import("../blog/BlogPostPage.tsx").then((m) => m.BlogPostPage),
);
const CheckoutFlow = lazyPage("checkout-flow", "src/checkout/CheckoutFlow.tsx", () =>
  import("../checkout/CheckoutFlow.tsx").then((m) => m.CheckoutFlow),
);
const CartPage = lazyPage("cart", "src/cart/CartPage.tsx", () =>
  import("../cart/CartPage.tsx").then((m) => m.CartPage),
);
const CheckoutPage = lazyPage("checkout", "src/checkout/CheckoutPage.tsx", () =>
  import("../checkout/CheckoutPage.tsx").then((m) => m.CheckoutPage),
);
const PaymentPage = lazyPage("payment", "src/payment/PaymentPage.tsx", () =>
  import("../payment/PaymentPage.tsx").then((m) => m.PaymentPage),
);
const SuccessPage = lazyPage("success", "src/checkout/SuccessPage.tsx", () =>
  import("../checkout/SuccessPage.tsx").then((m) => m.SuccessPage),
);
const StaticPage = lazyPage("static", "src/pages/StaticPage.tsx", () =>
  import("../pages/StaticPage.tsx").then((m) => m.StaticPage),
);
const ContactPage = lazyPage("contact", "src/pages/ContactPage.tsx", () =>
  import("../pages/ContactPage.tsx").then((m) => m.ContactPage),
);
const AccessibilityPage = lazyPage("accessibility", "src/pages/AccessibilityPage.tsx", () =>
  import("../pages/AccessibilityPage.tsx").then((m) => m.AccessibilityPage),
);
const OrderStatusPage = lazyPage("order-status", "src/orders/OrderStatusPage.tsx", () =>
  import("../orders/OrderStatusPage.tsx").then((m) => m.OrderStatusPage),
);
const WithdrawPage = lazyPage("withdraw", "src/orders/WithdrawPage.tsx", () =>
  import("../orders/WithdrawPage.tsx").then((m) => m.WithdrawPage),
);
const NewsletterPage = lazyPage("newsletter", "src/newsletter/NewsletterPage.tsx", () =>
  import("../newsletter/NewsletterPage.tsx").then((m) => m.NewsletterPage),
);
const AdminLoginPage = lazyPage("admin-login", "src/admin/AdminLoginPage.tsx", () =>
  import("../admin/AdminLoginPage.tsx").then((m) => m.AdminLoginPage),
);
const AdminConsolePage = lazyPage("admin", "src/pages/AdminConsolePage.tsx", () =>
  import("../pages/AdminConsolePage.tsx").then((m) => m.AdminConsolePage),
);

/** What the server and the browser's start-up need to know of a route besides its element. */
export interface RouteHandle {
  /** Which data the page shows (pageData.ts). */
  page?: PageId;
  /** The lazily loaded code the route renders. */
  code?: LazyCode;
  /** The not-found page: answered with 404. */
  notFound?: true;
}

function RootRedirect() {
  return <Navigate to={`/${useLanguage()}`} replace />;
}

const route = (path: string, element: ReactNode, handle: RouteHandle): RouteObject => ({ path, element, handle });

const routes: RouteObject[] = [
  { index: true, element: <RootRedirect /> },
  {
    element: <Layout />,
    children: [
      route("admin-login", <AdminLoginPage />, { code: AdminLoginPage }),
      route("admin/*", <AdminConsolePage />, { code: AdminConsolePage }),
      {
        path: ":lang",
        element: <LanguageGate />,
        children: [
          { index: true, element: <HomePage />, handle: { page: "home", code: HomePage } satisfies RouteHandle },
          route("shop", <ShopPage />, { page: "shop", code: ShopPage }),
          route("search", <SearchPage />, { page: "search", code: SearchPage }),
          route("product/:slug", <ProductPage />, { page: "product", code: ProductPage }),
          route("category/:slug", <CategoryPage />, { page: "category", code: CategoryPage }),
          route("blog", <BlogListPage />, { page: "blog", code: BlogListPage }),
          route("blog/:slug", <BlogPostPage />, { page: "blogPost", code: BlogPostPage }),
          {
            element: <CheckoutFlow />,
            handle: { code: CheckoutFlow } satisfies RouteHandle,
            children: [
              route("cart", <CartPage />, { code: CartPage }),
              route("checkout", <CheckoutPage />, { code: CheckoutPage }),
              route("payment", <PaymentPage />, { code: PaymentPage }),
              route("success", <SuccessPage />, { code: SuccessPage }),
            ],
          },
          route("delivery", <StaticPage page="delivery" />, { code: StaticPage }),
          route("privacy-policy", <StaticPage page="privacyPolicy" />, { code: StaticPage }),
          route("terms-and-conditions", <StaticPage page="termsAndConditions" />, { code: StaticPage }),
          route("imprint", <StaticPage page="imprint" />, { code: StaticPage }),
          route("withdrawal", <StaticPage page="withdrawal" />, { code: StaticPage }),
          route("contact", <ContactPage />, { page: "contact", code: ContactPage }),
          // The contact page's data: the customer-care address the statement names.
          route("accessibility", <AccessibilityPage />, { page: "contact", code: AccessibilityPage }),
          route("order-status", <OrderStatusPage />, { code: OrderStatusPage }),
          route("withdraw", <WithdrawPage />, { code: WithdrawPage }),
          route("newsletter/confirmed", <NewsletterPage page="confirmed" />, { code: NewsletterPage }),
          route("newsletter/unsubscribed", <NewsletterPage page="unsubscribed" />, { code: NewsletterPage }),
          route("admin-login", <AdminLoginPage />, { code: AdminLoginPage }),
          route("*", <NotFoundPage />, { code: NotFoundPage, notFound: true }),
        ],
      },
    ],
  },
];

/** Lazy parts of the layout that every page renders. */
const LAYOUT_MODULES = [LayoutFooter];

/**
 * The code a path renders (its routes' pages and the layout's lazy parts): the server loads it
 * before rendering, and the browser before hydrating what the server rendered.
 */
export function codeFor(pathname: string): LazyCode[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  // LanguageGate shows the not-found page for a first segment that is no language.
  if (matches.some((match) => match.route.path === ":lang" && !isLanguage(match.params.lang))) {
    return [NotFoundPage, ...LAYOUT_MODULES];
  }
  const pages = matches.flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle?.code ? [handle.code] : [];
  });
  return [...pages, ...LAYOUT_MODULES];
}

/** The deepest route's handle: which page a path is. */
export function handleFor(pathname: string): { handle: RouteHandle; params: Record<string, string | undefined> } {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches.at(-1);
  return { handle: (leaf?.route.handle as RouteHandle | undefined) ?? {}, params: leaf?.params ?? {} };
}

export function AppRoutes() {
  return useRoutes(routes);
}

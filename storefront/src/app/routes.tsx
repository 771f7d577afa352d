// Every screen of the shop, each in its own chunk. Any first segment reaches LanguageGate,
// which applies the language-prefix rules (redirect, or the not-found page).
import { isLanguage } from "@shop/shared";
import { Navigate, Route, Routes } from "react-router-dom";
import { preloadCatalogData } from "../catalog/catalogApi.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { LanguageGate, NotFoundPage } from "./LanguageGate.tsx";
import { Layout } from "./Layout.tsx";
import { lazyPage } from "./lazyPage.ts";

const HomePage = lazyPage("home", () => import("../home/HomePage.tsx").then((m) => m.HomePage));
const ShopPage = lazyPage("shop", () => import("../catalog/ShopPage.tsx").then((m) => m.ShopPage));
const CategoryPage = lazyPage("category", () => import("../catalog/CategoryPage.tsx").then((m) => m.CategoryPage));
const ProductPage = lazyPage("product", () => import("../product/ProductPage.tsx").then((m) => m.ProductPage));
const BlogListPage = lazyPage("blog", () => import("../blog/BlogListPage.tsx").then((m) => m.BlogListPage));
const BlogPostPage = lazyPage("blog-post", () => import("../blog/BlogPostPage.tsx").then((m) => m.BlogPostPage));
const CheckoutFlow = lazyPage("checkout-flow", () =>
  import("../checkout/CheckoutFlow.tsx").then((m) => m.CheckoutFlow),
);
const CartPage = lazyPage("cart", () => import("../cart/CartPage.tsx").then((m) => m.CartPage));
const CheckoutPage = lazyPage("checkout", () => import("../checkout/CheckoutPage.tsx").then((m) => m.CheckoutPage));
const PaymentPage = lazyPage("payment", () => import("../payment/PaymentPage.tsx").then((m) => m.PaymentPage));
const SuccessPage = lazyPage("success", () => import("../checkout/SuccessPage.tsx").then((m) => m.SuccessPage));
const StaticPage = lazyPage("static", () => import("../pages/StaticPage.tsx").then((m) => m.StaticPage));
const ContactPage = lazyPage("contact", () => import("../pages/ContactPage.tsx").then((m) => m.ContactPage));
const AdminLoginPage = lazyPage("admin-login", () =>
  import("../admin/AdminLoginPage.tsx").then((m) => m.AdminLoginPage),
);
const AdminConsolePage = lazyPage("admin", () =>
  import("../pages/AdminConsolePage.tsx").then((m) => m.AdminConsolePage),
);

/** The page each first segment after the language prefix opens. */
const PAGE_BY_SEGMENT: Record<string, { preload: () => void }> = {
  "": HomePage,
  shop: ShopPage,
  product: ProductPage,
  category: CategoryPage,
  blog: BlogListPage,
  cart: CartPage,
  checkout: CheckoutPage,
  payment: PaymentPage,
  success: SuccessPage,
  contact: ContactPage,
  delivery: StaticPage,
  "privacy-policy": StaticPage,
  "terms-and-conditions": StaticPage,
  imprint: StaticPage,
};

/**
 * Starts downloading the code of the page a visit lands on while the translations load, instead
 * of after them: one round trip less before the first screen.
 */
export function preloadRoute(pathname: string, search = ""): void {
  const [, language = "", segment = "", slug] = pathname.split("/");
  if (!isLanguage(language)) return;
  preloadCatalogData(language, segment, slug, search);
  const page = segment === "blog" && slug ? BlogPostPage : PAGE_BY_SEGMENT[segment];
  if (!page) return;
  if (page === CartPage || page === CheckoutPage || page === PaymentPage || page === SuccessPage)
    CheckoutFlow.preload();
  page.preload();
}

function RootRedirect() {
  return <Navigate to={`/${useLanguage()}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<RootRedirect />} />
      <Route element={<Layout />}>
        <Route path="admin-login" element={<AdminLoginPage />} />
        <Route path="admin/*" element={<AdminConsolePage />} />
        <Route path=":lang" element={<LanguageGate />}>
          <Route index element={<HomePage />} />
          <Route path="shop" element={<ShopPage />} />
          <Route path="product/:slug" element={<ProductPage />} />
          <Route path="category/:slug" element={<CategoryPage />} />
          <Route path="blog" element={<BlogListPage />} />
          <Route path="blog/:slug" element={<BlogPostPage />} />
          <Route element={<CheckoutFlow />}>
            <Route path="cart" element={<CartPage />} />
            <Route path="checkout" element={<CheckoutPage />} />
            <Route path="payment" element={<PaymentPage />} />
            <Route path="success" element={<SuccessPage />} />
          </Route>
          <Route path="delivery" element={<StaticPage page="delivery" />} />
          <Route path="privacy-policy" element={<StaticPage page="privacyPolicy" />} />
          <Route path="terms-and-conditions" element={<StaticPage page="termsAndConditions" />} />
          <Route path="imprint" element={<StaticPage page="imprint" />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="admin-login" element={<AdminLoginPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

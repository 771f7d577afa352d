import { Suspense } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Outlet, useLocation } from "react-router-dom";
import { EuBanner } from "./EuBanner.tsx";
import { lazyPage } from "./lazyPage.ts";
import { Header } from "./Header.tsx";
import { RouteErrorBoundary } from "./RouteErrorBoundary.tsx";
import { ScrollToTop } from "./ScrollToTop.tsx";
import { ScrollTopButton } from "./ScrollTopButton.tsx";
import styles from "./Layout.module.css";

// Below the fold on every page: its code (newsletter, social and payment marks) is its own chunk,
// which the server's HTML already shows and the browser hydrates when it has arrived.
export const Footer = lazyPage("footer", "src/app/Footer.tsx", () =>
  import("./Footer.tsx").then((module) => module.Footer),
);

/** While a page's code arrives: the document keeps a title (the page brings its own). */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <title>{t("common.brand")}</title>
      <span className="sr-only">{t("common.loading")}</span>
    </div>
  );
}

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t("common.skipToContent")}
      </a>
      <EuBanner />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollTopButton />
      <ScrollToTop />
    </>
  );
}

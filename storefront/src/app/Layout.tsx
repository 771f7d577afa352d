import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Outlet, useLocation } from "react-router-dom";
import { EuBanner } from "./EuBanner.tsx";
import { Header } from "./Header.tsx";
import { RouteErrorBoundary } from "./RouteErrorBoundary.tsx";
import { ScrollToTop } from "./ScrollToTop.tsx";
import { ScrollTopButton } from "./ScrollTopButton.tsx";
import styles from "./Layout.module.css";

// Below the fold on every page: its code (newsletter, social and payment marks) loads after the page's.
const Footer = lazy(() => import("./Footer.tsx").then((module) => ({ default: module.Footer })));

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
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

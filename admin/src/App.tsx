import { CacheProvider } from "@emotion/react";
import { Admin, CustomRoutes, Resource } from "react-admin";
import { Route } from "react-router-dom";
import { lazy } from "react";
import { browserAdminTokens } from "@shop/admin-client/token";
import { ACCOUNT_PATH, AccountPage } from "./account/index.ts";
import { authProvider } from "./auth/browserAuthProvider.ts";
import auditLog from "./audit-log/index.ts";
import blogPosts from "./blog-posts/index.ts";
import categories from "./categories/index.ts";
import discountCodes from "./discount-codes/index.ts";
import customers from "./customers/index.ts";
import { createDataProvider } from "./api/dataProvider.ts";
import { createHttpClient } from "./api/httpClient.ts";
import { i18nProvider } from "./i18n/i18nProvider.ts";
import { ConsoleTitle } from "./layout/ConsoleTitle.tsx";
import { Layout } from "./layout/Layout.tsx";
import { createConsoleStore } from "./layout/consoleStore.ts";
import { styleCache } from "./layout/styleCache.ts";
import { darkTheme, lightTheme } from "./layout/theme.ts";
import { ConsoleLoginPage } from "./login/ConsoleLoginPage.tsx";
import newsletterSubscribers from "./newsletter-subscribers/index.ts";
import orders from "./orders/index.ts";
import products from "./products/index.ts";
import users from "./users/index.ts";

const dataProvider = createDataProvider(createHttpClient(() => browserAdminTokens.read()));
const store = createConsoleStore();
const Dashboard = lazy(() => import("./dashboard/Dashboard.tsx"));

export const App = () => (
  <CacheProvider value={styleCache}>
    <Admin
      title={<ConsoleTitle />}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      dashboard={Dashboard}
      layout={Layout}
      loginPage={ConsoleLoginPage}
      theme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      <Resource name="orders" {...orders} />
      <Resource name="customers" {...customers} />
      <Resource name="products" {...products} />
      <Resource name="categories" {...categories} />
      <Resource name="discount-codes" {...discountCodes} />
      <Resource name="blog-posts" {...blogPosts} />
      <Resource name="newsletter-subscribers" {...newsletterSubscribers} />
      <Resource name="users" {...users} />
      <Resource name="audit-log" {...auditLog} />
      <CustomRoutes>
        <Route path={ACCOUNT_PATH} element={<AccountPage />} />
      </CustomRoutes>
    </Admin>
  </CacheProvider>
);

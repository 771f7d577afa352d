import { Suspense, useEffect, type ReactNode } from "react";
import { Layout as RaLayout, useTranslate } from "react-admin";
import { useShopLanguage } from "../common/useShopLanguage.ts";
import { SecondFactorNotice } from "../account/index.ts";
import { AppBar } from "./AppBar.tsx";
import { ScreenLoading } from "./ScreenLoading.tsx";

/**
 * Keeps <html lang> in step with the chosen language, so screen readers pronounce it right,
 * and names the browser tab in that language.
 */
const DocumentLanguage = () => {
  const { language } = useShopLanguage();
  const translate = useTranslate();
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = translate("app.title");
  }, [language, translate]);
  return null;
};

/**
 * react-admin's layout: the app bar holds the language menu, the light/dark switch, the reload
 * button and the user menu (account security, logout); the menu lists only the resources the role
 * may open (authProvider.canAccess). Above every page, a nudge to set up a second factor when the
 * account has none. A screen whose code is still loading shows ScreenLoading (busy at once, its
 * spinner named) instead of react-admin's unnamed one.
 */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar}>
    <DocumentLanguage />
    <SecondFactorNotice />
    <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
  </RaLayout>
);

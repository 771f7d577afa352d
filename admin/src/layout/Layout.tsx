import { useEffect, type ReactNode } from "react";
import { Layout as RaLayout, useTranslate } from "react-admin";
import { useShopLanguage } from "../common/useShopLanguage.ts";
import { AppBar } from "./AppBar.tsx";

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
 * react-admin's layout: the app bar holds the language menu, the light/dark switch and the
 * reload button; the menu lists only the resources the role may open (authProvider.canAccess).
 */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar}>
    <DocumentLanguage />
    {children}
  </RaLayout>
);

import { useEffect, type ReactNode } from "react";
import { Layout as RaLayout, useTranslate } from "react-admin";
import { useShopLanguage } from "../common/useShopLanguage.ts";

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
 * react-admin's layout: its app bar already holds the LocalesMenuButton (the i18nProvider
 * offers three languages) and the light/dark switch; its menu lists only the resources the
 * role may open (authProvider.canAccess).
 */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout>
    <DocumentLanguage />
    {children}
  </RaLayout>
);

import { DateField } from "react-admin";
import { useShopLanguage } from "./useShopLanguage.ts";

/** A timestamp in the console's language (day, month, year, hours and minutes). */
export const DateTimeField = ({ source, showTime = true }: { source: string; label?: string; showTime?: boolean }) => {
  const { locale } = useShopLanguage();
  return (
    <DateField
      source={source}
      locales={locale}
      showTime={showTime}
      options={showTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" }}
    />
  );
};

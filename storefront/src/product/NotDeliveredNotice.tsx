import { countryName } from "@shop/shared/countries";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";

/** "Not delivered to Germany": loaded only when it shows, with the country names it needs. */
export function NotDeliveredNotice({ country }: { country: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className="alert alert-error" role="status" data-testid="not-delivered">
      {t("ivd.notDelivered", { country: countryName(country, language) })}
    </p>
  );
}

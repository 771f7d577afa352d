import type { AdminCategoryRecord } from "@shop/shared";
import { translationOf } from "../common/translationOf.ts";
import { useShopLanguage } from "../common/useShopLanguage.ts";

/** Names a category in the shop language the console shows, else by its slug. */
export function useCategoryName(): (category: AdminCategoryRecord) => string {
  const { language } = useShopLanguage();
  return (category) => translationOf(category.translations, language).name ?? category.slug;
}

import { useTranslation } from "../i18n/useTranslation.ts";
import { useCategories } from "../catalog/catalogApi.ts";
import styles from "./Admin.module.css";

/** Multi-select of categories, as a group of checkboxes (usable by keyboard and on phones). */
export function CategoryPicker({ selected, onChange }: { selected: string[]; onChange: (slugs: string[]) => void }) {
  const { t } = useTranslation();
  const { data: categories } = useCategories();
  const toggle = (slug: string, on: boolean) =>
    onChange(on ? [...selected, slug] : selected.filter((entry) => entry !== slug));
  return (
    <fieldset className={styles.categories}>
      <legend>{t("admin.fields.categories")}</legend>
      {categories?.map((category) => (
        <label key={category.slug} className={styles.categoryOption}>
          <input
            type="checkbox"
            checked={selected.includes(category.slug)}
            onChange={(event) => toggle(category.slug, event.target.checked)}
          />
          {category.name}
        </label>
      ))}
    </fieldset>
  );
}

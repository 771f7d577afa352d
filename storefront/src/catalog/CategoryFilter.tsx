import type { CategoryRef } from "../api/types.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "./Catalog.module.css";

interface CategoryFilterProps {
  categories: CategoryRef[];
  selected: string | null;
  onSelect: (slug: string | null) => void;
}

/** Toggle buttons; the pressed one is the shown category (All when none). */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const { t } = useTranslation();
  const options = [{ slug: null, name: t("catalog.all") }, ...categories];
  return (
    <div className={styles.filters} role="group" aria-label={t("catalog.filterLabel")}>
      {options.map((category) => (
        <button
          key={category.slug ?? "all"}
          type="button"
          className={styles.filter}
          aria-pressed={selected === category.slug}
          onClick={() => onSelect(category.slug)}
        >
          {category.name}
        </button>
      ))}
    </div>
  );
}

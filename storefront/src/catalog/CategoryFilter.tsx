import { useEffect, useRef } from "react";
import type { CategoryRef } from "../api/types.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import styles from "./Catalog.module.css";

interface CategoryFilterProps {
  categories: CategoryRef[];
  selected: string | null;
  onSelect: (slug: string | null) => void;
}

/**
 * Toggle buttons; the pressed one is the shown category (All when none). On a phone the row
 * scrolls sideways: the pressed chip is scrolled into view, also when the page opens on it.
 */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const options = [{ slug: null, name: t("catalog.all") }, ...categories];
  useEffect(() => {
    const container = row.current;
    const chip = container?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!container || !chip) return;
    const outside =
      chip.offsetLeft < container.scrollLeft ||
      chip.offsetLeft + chip.offsetWidth > container.scrollLeft + container.clientWidth;
    // Only the row moves when the chip is already on screen (nearest); the page stays where it is.
    if (outside) chip.scrollIntoView({ block: "nearest", inline: "center" });
  }, [selected, categories.length]);
  return (
    <div ref={row} className={styles.filters} role="group" aria-label={t("catalog.filterLabel")}>
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

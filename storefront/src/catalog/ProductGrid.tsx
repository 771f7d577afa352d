import type { ProductListItem } from "../api/types.ts";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { SkeletonCards } from "../ui/Skeleton.tsx";
import { ProductCard } from "./ProductCard.tsx";
import styles from "./Catalog.module.css";

interface ProductGridProps {
  /** undefined while they load: skeletons in their place. */
  products: ProductListItem[] | undefined;
  skeletons: number;
  /** Shown first, such as the admin's "create" tile. */
  leading?: ReactNode;
  emptyText?: string;
  headingLevel?: 2 | 3;
  /** How many of the first cards load their image at once (the rest when scrolled near). */
  priorityCount?: number;
}

export function ProductGrid({
  products,
  skeletons,
  leading,
  emptyText,
  headingLevel,
  priorityCount = 0,
}: ProductGridProps) {
  const { t } = useTranslation();
  if (products && products.length === 0 && !leading) {
    return <p className={styles.empty}>{emptyText ?? t("catalog.noProducts")}</p>;
  }
  return (
    <div className={styles.grid} aria-busy={!products}>
      {leading}
      {!products ? (
        <SkeletonCards count={skeletons} />
      ) : (
        products.map((product, index) => (
          <ProductCard
            key={product.slug}
            product={product}
            headingLevel={headingLevel}
            priority={index < priorityCount}
          />
        ))
      )}
    </div>
  );
}

import { useTranslation } from "../i18n/useTranslation.ts";
import { useRandomProducts } from "./catalogApi.ts";
import { ProductGrid } from "./ProductGrid.tsx";
import styles from "./Catalog.module.css";

interface RandomProductsProps {
  title: string;
  limit?: number;
  exclude?: string;
  category?: string;
  row?: string;
}

/** A row of products picked by the server at random; on failure: 'No products available.'. */
export function RandomProducts({ title, limit = 4, exclude, category, row }: RandomProductsProps) {
  const { t } = useTranslation();
  const { data, error } = useRandomProducts({ limit, exclude, category, row });
  const headingId = `random-${row ?? "products"}`;
  return (
    <section className={`section ${styles.randomRow}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      {error ? (
        <p className={styles.empty}>{t("catalog.noProductsAvailable")}</p>
      ) : (
        <ProductGrid products={data} skeletons={limit} emptyText={t("catalog.noProductsAvailable")} />
      )}
    </section>
  );
}

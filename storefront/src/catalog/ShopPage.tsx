import { useTranslation } from "../i18n/useTranslation.ts";
import { useSearchParams } from "react-router-dom";
import { useAdmin } from "../admin/AdminContext.tsx";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import { useCategories, useProductPage } from "./catalogApi.ts";
import { CategoryFilter } from "./CategoryFilter.tsx";
import { CreateTile } from "./CreateTile.tsx";
import { currentParams, listQueryOf, pageNumberOf, pastTheEnd, sortOf, withParam } from "./listQuery.ts";
import { Pagination, PastTheEnd } from "./Pagination.tsx";
import { ProductGrid } from "./ProductGrid.tsx";
import { ShownCount } from "./ShownCount.tsx";
import { SortControl } from "./SortControl.tsx";
import styles from "./Catalog.module.css";
import listStyles from "./ListControls.module.css";

const PRODUCT_SKELETONS = 8;
/** The two cards a phone shows first, under the filter. */
const FIRST_ROW_ON_A_PHONE = 2;

export function ShopPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isAdmin } = useAdmin();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get("category");
  const sort = sortOf(searchParams);
  const page = pageNumberOf(searchParams);
  const products = useProductPage({ category: category ?? undefined, sort, page });
  const categories = useCategories();

  // A category keeps the order, and the order the category (docs/storefront.md §13); either starts
  // the list at its first page again.
  const change = (name: "category" | "sort", value: string | undefined | null) =>
    setSearchParams(withParam(withParam(currentParams(), name, value), "page", null), { preventScrollReset: true });
  const current = categories.data?.find((entry) => entry.slug === category);

  return (
    <div className="container page">
      <PageMeta page="shop" query={listQueryOf(searchParams, ["category", "page"])} />
      <header className={styles.pageHeader}>
        <h1>{current ? current.name : t("shop.title")}</h1>
        <p className="lead">{t("shop.intro")}</p>
      </header>
      {/* Shown at once (All only, until the categories arrive) in one row, so nothing below it moves. */}
      <CategoryFilter
        categories={categories.data ?? []}
        selected={category}
        onSelect={(slug) => change("category", slug)}
      />
      <div className={`${listStyles.toolbar} ${listStyles.shopToolbar}`}>
        <ShownCount found={products.data} />
        <SortControl value={sort} own="newest" onChange={(next) => change("sort", next)} />
      </div>
      {products.error && !products.data ? (
        <div className="alert alert-error" role="alert">
          {t("catalog.loadFailed")}{" "}
          <button type="button" className="link-button" onClick={() => void products.mutate()}>
            {t("common.retry")}
          </button>
        </div>
      ) : (
        <>
          {products.data && pastTheEnd(products.data) ? (
            <PastTheEnd params={searchParams} />
          ) : (
            <ProductGrid
              products={products.data?.items}
              skeletons={PRODUCT_SKELETONS}
              headingLevel={2}
              priorityCount={FIRST_ROW_ON_A_PHONE}
              leading={
                isAdmin && page === 1 ? (
                  <CreateTile to={localePath(language, "/product/new")} label={t("admin.createProduct")} />
                ) : undefined
              }
            />
          )}
          {products.data && <Pagination {...products.data} params={searchParams} />}
        </>
      )}
    </div>
  );
}

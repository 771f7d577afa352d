import { useId } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import { useCategories, useProductPage } from "./catalogApi.ts";
import { currentParams, pageNumberOf, pastTheEnd, searchTextOf, sortOf, withParam } from "./listQuery.ts";
import { Pagination, PastTheEnd } from "./Pagination.tsx";
import { ProductGrid } from "./ProductGrid.tsx";
import { SearchForm } from "./SearchForm.tsx";
import { SortControl } from "./SortControl.tsx";
import catalogStyles from "./Catalog.module.css";
import styles from "./ListControls.module.css";

const RESULT_SKELETONS = 4;

/**
 * /{lang}/search?q=…[&sort=…]: the products matching a search and how many (docs/storefront.md §13);
 * when nothing matches, the shop's categories to browse instead. Never indexed.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchTextOf(searchParams);
  const sort = sortOf(searchParams);
  const results = useProductPage(q ? { q, sort, page: pageNumberOf(searchParams) } : null);
  // The layout's read (the footer names them too): already on the page, rendered by the server.
  const categories = useCategories().data;
  const found = results.data;
  const total = found?.total ?? 0;
  const suggestionsId = useId();
  const title = q ? t("search.resultsTitle", { query: q }) : t("search.title");

  return (
    <div className="container page">
      <PageMeta title={title} description={t("search.description")} noindex />
      <header className={catalogStyles.pageHeader}>
        <h1>{title}</h1>
        {!q && <p className="lead">{t("search.prompt")}</p>}
      </header>
      <div className={q ? styles.withResults : undefined}>
        <SearchForm place="page" label={t("search.again")} />
      </div>
      {q &&
        (results.error && !found ? (
          <div className="alert alert-error" role="alert">
            {t("catalog.loadFailed")}{" "}
            <button type="button" className="link-button" onClick={() => void results.mutate()}>
              {t("common.retry")}
            </button>
          </div>
        ) : (
          <>
            <div className={styles.toolbar}>
              {/* Announced when the results arrive, for the new search as for a new order. */}
              <p role="status" className={styles.count}>
                {found && (total > 0 ? t("search.count", { count: total }) : t("search.empty", { query: q }))}
              </p>
              {found && total > 0 && (
                <SortControl
                  value={sort}
                  own="relevance"
                  onChange={(next) =>
                    setSearchParams(withParam(withParam(currentParams(), "sort", next), "page", null), {
                      preventScrollReset: true,
                    })
                  }
                />
              )}
            </div>
            {found && total === 0 ? (
              <div className={styles.empty}>
                <p>{t("search.emptyHint")}</p>
                {categories && categories.length > 0 && (
                  <nav aria-labelledby={suggestionsId}>
                    <h2 id={suggestionsId} className={styles.suggestionsTitle}>
                      {t("search.suggestions")}
                    </h2>
                    <ul className={styles.suggestions}>
                      {categories.map((category) => (
                        <li key={category.slug}>
                          <Link
                            to={`${localePath(language, "/shop")}?${new URLSearchParams({ category: category.slug })}`}
                          >
                            {category.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </nav>
                )}
                <p>
                  <Link to={localePath(language, "/shop")}>{t("search.browseShop")}</Link>
                </p>
              </div>
            ) : (
              <>
                {found && pastTheEnd(found) ? (
                  <PastTheEnd params={searchParams} />
                ) : (
                  <ProductGrid products={found?.items} skeletons={RESULT_SKELETONS} headingLevel={2} />
                )}
                {found && <Pagination {...found} params={searchParams} />}
              </>
            )}
          </>
        ))}
    </div>
  );
}

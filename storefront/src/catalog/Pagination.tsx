import { Link } from "react-router-dom";
import { pageCount } from "@shop/shared";
import { useTranslation } from "../i18n/useTranslation.ts";
import { pageLinks, withParam } from "./listQuery.ts";
import styles from "./Pagination.module.css";

interface PaginationProps {
  /** The list's whole count and page size, and the page shown (from 1). */
  total: number;
  pageSize: number;
  page: number;
  /** The address's query string: its other parameters (category, sort, q) stay in every link. */
  params: URLSearchParams;
}

/**
 * Links to the other pages of a product list, as plain links the server renders (a crawler and a
 * shopper without JavaScript walk the whole catalog); page 1 is the address without `page`.
 * Nothing for a list that fits on one page.
 */
export function Pagination({ total, pageSize, page, params }: PaginationProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const to = (n: number) => {
    const search = withParam(params, "page", n > 1 ? String(n) : null).toString();
    return { search: search ? `?${search}` : "" };
  };
  return (
    <nav className={styles.pagination} aria-label={t("pagination.label")}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={to(page - 1)} rel="prev" className={styles.step}>
              <span aria-hidden="true">‹ </span>
              {t("pagination.previous")}
            </Link>
          </li>
        )}
        {pageLinks(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={to(n)}
                className={styles.number}
                aria-current={n === page ? "page" : undefined}
                aria-label={t("pagination.page", { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={to(page + 1)} rel="next" className={styles.step}>
              {t("pagination.next")}
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** In place of the grid on a page past the list's last: a link back to its first page. */
export function PastTheEnd({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const search = withParam(params, "page", null).toString();
  return (
    <p className={styles.pastTheEnd}>
      {t("pagination.pastTheEnd")} <Link to={{ search: search ? `?${search}` : "" }}>{t("pagination.first")}</Link>
    </p>
  );
}

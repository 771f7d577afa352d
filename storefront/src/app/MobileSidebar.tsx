import { useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Link, NavLink } from "react-router-dom";
import { useAdmin } from "../admin/AdminContext.tsx";
import { useCart } from "../cart/CartContext.tsx";
import { useCategories } from "../catalog/catalogApi.ts";
import { SearchForm } from "../catalog/SearchForm.tsx";
import { useLanguage } from "../i18n/useLanguage.ts";
import { CloseIcon } from "../ui/icons.tsx";
import { useFocusTrap, useScrollLock } from "../ui/useFocusTrap.ts";
import { localePath } from "./languagePath.ts";
import { mainNavigation } from "./navigation.ts";
import styles from "./Header.module.css";

/**
 * The header's links as a side panel for phones and tablets (< 1024 px), with what a phone's
 * shopper looks for that the desktop has in the footer: the categories, the order status page and
 * contact. The page behind does not scroll.
 */
export function MobileSidebar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { quantity } = useCart();
  const { isAdmin, logout } = useAdmin();
  const categories = useCategories().data ?? [];
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, onClose);
  useScrollLock(true);

  return createPortal(
    <div className={styles.sidebarBackdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} className={styles.sidebar} role="dialog" aria-modal="true" aria-label={t("header.menu")}>
        <div className={styles.sidebarHeader}>
          <span className={styles.sidebarTitle}>{t("header.menu")}</span>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t("header.closeMenu")}>
            <CloseIcon />
          </button>
        </div>
        <SearchForm place="sidebar" label={t("search.label")} onSearch={onClose} />
        <nav aria-label={t("header.mainNavigation")}>
          <ul className={styles.sidebarLinks}>
            {mainNavigation(language).map((link) => (
              <li key={link.id}>
                {link.id === "howItWorks" ? (
                  <Link to={link.to} onClick={onClose}>
                    {t(`header.nav.${link.id}`)}
                  </Link>
                ) : (
                  <NavLink to={link.to} end onClick={onClose}>
                    {t(`header.nav.${link.id}`)}
                  </NavLink>
                )}
              </li>
            ))}
            <li>
              <NavLink to={localePath(language, "/cart")} onClick={onClose}>
                {t("header.nav.cart")} ({quantity})
              </NavLink>
            </li>
          </ul>
          {categories.length > 0 && (
            <>
              <h2 className={styles.sidebarHeading} id="sidebar-categories">
                {t("header.categories")}
              </h2>
              <ul className={`${styles.sidebarLinks} ${styles.sidebarCategories}`} aria-labelledby="sidebar-categories">
                {categories.map((category) => (
                  <li key={category.slug}>
                    <Link
                      to={`${localePath(language, "/shop")}?category=${encodeURIComponent(category.slug)}`}
                      onClick={onClose}
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <ul className={styles.sidebarLinks}>
            <li>
              <NavLink to={localePath(language, "/order-status")} onClick={onClose}>
                {t("footer.support.orderStatus")}
              </NavLink>
            </li>
            <li>
              <NavLink to={localePath(language, "/contact")} onClick={onClose}>
                {t("footer.support.contact")}
              </NavLink>
            </li>
          </ul>
        </nav>
        {isAdmin && (
          <button
            type="button"
            className="btn btn-secondary btn-block"
            onClick={() => {
              logout();
              onClose();
            }}
          >
            {t("header.logout")}
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}

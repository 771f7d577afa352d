import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Link, NavLink } from "react-router-dom";
import { useAdmin } from "../admin/AdminContext.tsx";
import { useCart } from "../cart/CartContext.tsx";
import { HeaderSearch } from "../catalog/SearchForm.tsx";
import { useLanguage } from "../i18n/useLanguage.ts";
import { CartIcon, LogoMark, MenuIcon } from "../ui/icons.tsx";
import { useCoveredEdge } from "../ui/useCoveredEdge.ts";
import { LanguageMenu } from "./LanguageMenu.tsx";
import { localePath } from "./languagePath.ts";
import { mainNavigation } from "./navigation.ts";
import styles from "./Header.module.css";

// Only phones open it, and only on demand.
const MobileSidebar = lazy(() => import("./MobileSidebar.tsx").then((module) => ({ default: module.MobileSidebar })));

export function Header() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { quantity } = useCart();
  const { isAdmin, logout } = useAdmin();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const header = useRef<HTMLElement>(null);
  useCoveredEdge(header, "--header-height", "top");

  return (
    <header className={styles.header} ref={header}>
      <div className={`container ${styles.bar}`}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.hamburger}`}
          aria-label={t("header.openMenu")}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <Link to={localePath(language, "/")} className={styles.logo}>
          <LogoMark />
          <span>{t("common.brand")}</span>
        </Link>
        <nav className={styles.nav} aria-label={t("header.mainNavigation")}>
          <ul>
            {mainNavigation(language).map((link) => (
              <li key={link.id}>
                {/* An in-page anchor is never "the current page". */}
                {link.id === "howItWorks" ? (
                  <Link to={link.to}>{t(`header.nav.${link.id}`)}</Link>
                ) : (
                  <NavLink to={link.to} end className={({ isActive }) => (isActive ? styles.active : undefined)}>
                    {t(`header.nav.${link.id}`)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch />
        <div className={styles.actions}>
          <LanguageMenu />
          <Link
            to={localePath(language, "/cart")}
            className={styles.cart}
            aria-label={t("header.cartLabel", { count: quantity })}
          >
            <CartIcon />
            <span aria-hidden="true">({quantity})</span>
          </Link>
          {isAdmin && (
            <button type="button" className={`btn btn-secondary ${styles.logout}`} onClick={logout}>
              {t("header.logout")}
            </button>
          )}
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileSidebar onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}

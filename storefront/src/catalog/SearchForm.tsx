import { useId, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { SEARCH_TEXT_MAX_LENGTH } from "@shop/shared";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { SearchIcon } from "../ui/icons.tsx";
import { searchPath, searchTextOf } from "./listQuery.ts";
import styles from "./SearchForm.module.css";

interface SearchFormProps {
  /** Where it sits: the desktop header, the phone's sidebar, or the search page (phones, or without a search). */
  place: "header" | "sidebar" | "page";
  /** The search landmark's name: two searches visible at once need different ones. */
  label: string;
  /** After a search was submitted (the sidebar closes). */
  onSearch?: () => void;
}

/**
 * The product search field (docs/storefront.md §13): a real GET form to /{lang}/search, so it works
 * before the page's code has arrived and without JavaScript; with it, a client-side navigation.
 * On the search page it shows the current search.
 */
export function SearchForm({ place, label, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const action = localePath(language, "/search");
  const current = pathname === action ? searchTextOf(new URLSearchParams(search)) : "";
  const [text, setText] = useState(current);
  // A new search, or leaving the search page, shows in the field (without remounting it: it keeps focus).
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setText(current);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      input.current?.focus();
      return;
    }
    void navigate(searchPath(language, text));
    onSearch?.();
  };

  return (
    <form
      role="search"
      aria-label={label}
      action={action}
      method="get"
      className={`${styles.form} ${styles[place]}`}
      onSubmit={submit}
    >
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        className={`input ${styles.input}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t("search.placeholder")}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label={t("search.submit")}>
        <SearchIcon />
      </button>
    </form>
  );
}

/**
 * The header's search: the field where the bar has room for it, else a link to the search page,
 * which has a field of its own (phones search from the sidebar instead).
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <SearchForm place="header" label={t("search.label")} />
      <Link to={localePath(language, "/search")} className={styles.headerLink} aria-label={t("search.title")}>
        <SearchIcon />
      </Link>
    </>
  );
}

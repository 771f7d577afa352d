import { LANGUAGES, languageEntry, type Language } from "@shop/shared";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { rememberChoice } from "../i18n/i18n.ts";
import { useLocation, useNavigate } from "react-router-dom";
import { useLanguage } from "../i18n/useLanguage.ts";
import { ChevronIcon } from "../ui/icons.tsx";
import { LanguageFlag } from "./Flags.tsx";
import { switchLanguagePath } from "./languagePath.ts";
import styles from "./Header.module.css";

/** Each language named in itself (its entry's name), so a visitor finds theirs whatever the page shows. */
const nativeName = (language: Language) => languageEntry(language).name;

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        root.current?.querySelector("button")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const choose = (language: Language) => {
    setOpen(false);
    // Remembered at once, not when the texts have loaded: the next visit to `/` goes there.
    rememberChoice(language);
    void i18n.changeLanguage(language);
    void navigate(`${switchLanguagePath(pathname, language)}${search}${hash}`);
  };

  return (
    <div className={styles.languageMenu} ref={root}>
      <button
        type="button"
        className={styles.languageButton}
        aria-expanded={open}
        aria-controls={listId}
        // The name starts with what the button shows, "DE" (WCAG 2.5.3 Label in Name).
        aria-label={t("header.language", { code: current.toUpperCase(), language: nativeName(current) })}
        onClick={() => setOpen((value) => !value)}
      >
        <LanguageFlag language={current} className={styles.flag} />
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <ChevronIcon direction={open ? "up" : "down"} />
      </button>
      <ul id={listId} className={styles.languageList} hidden={!open}>
        {LANGUAGES.filter((language) => language !== current).map((language) => (
          <li key={language}>
            <button type="button" lang={language} className={styles.languageOption} onClick={() => choose(language)}>
              <LanguageFlag language={language} className={styles.flag} />
              {nativeName(language)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { countryName } from "@shop/shared/countries";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { ChevronIcon } from "../ui/icons.tsx";
import { CALLING_CODES, callingCode } from "./callingCodes.ts";
import styles from "./Checkout.module.css";

interface CallingCodePickerProps {
  country: string;
  onChange: (country: string) => void;
  /** The phone field's label, so the button reads "Phone: country code, Germany +49". */
  fieldLabel: string;
}

/** A searchable list of calling codes (WAI-ARIA combobox with a listbox popup). */
export function CallingCodePicker({ country, onChange, fieldLabel }: CallingCodePickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const countries = useMemo(() => {
    const collator = new Intl.Collator(language);
    return [...CALLING_CODES.entries()]
      .map(([code, dial]) => ({ code, dial, name: countryName(code, language) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [language]);

  const matches = useMemo(() => {
    const query = search.trim().toLocaleLowerCase(language).replace(/^\+/, "");
    if (!query) return countries;
    return countries.filter(
      (entry) =>
        entry.name.toLocaleLowerCase(language).includes(query) ||
        entry.dial.startsWith(query) ||
        entry.code.toLowerCase() === query,
    );
  }, [countries, search, language]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, open, listId]);

  const openList = () => {
    setSearch("");
    setActive(
      Math.max(
        0,
        countries.findIndex((entry) => entry.code === country),
      ),
    );
    setOpen(true);
  };

  const choose = (code: string) => {
    onChange(code);
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, matches.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const match = matches[active];
      if (match) choose(match.code);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div className={styles.picker} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.pickerButton}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t("form.phoneCountry", {
          field: fieldLabel,
          country: countryName(country, language),
          code: callingCode(country),
        })}
        onClick={() => (open ? setOpen(false) : openList())}
      >
        <span aria-hidden="true">
          {country} +{callingCode(country)}
        </span>
        <ChevronIcon direction={open ? "up" : "down"} />
      </button>
      {open && (
        <div className={styles.pickerPopup}>
          <input
            type="search"
            className="input"
            role="combobox"
            aria-label={t("form.searchCountry")}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={matches[active] ? `${listId}-${active}` : undefined}
            placeholder={t("form.searchCountry")}
            value={search}
            autoFocus
            onChange={(event) => {
              setSearch(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" aria-label={t("form.callingCodes")} className={styles.pickerList}>
            {matches.map((entry, index) => (
              <li
                key={entry.code}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={entry.code === country}
                className={index === active ? styles.pickerActive : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(entry.code)}
              >
                <span>{entry.name}</span>
                <span className={styles.pickerDial}>+{entry.dial}</span>
              </li>
            ))}
            {matches.length === 0 && <li className={styles.pickerEmpty}>{t("form.noCountryFound")}</li>}
          </ul>
        </div>
      )}
    </div>
  );
}

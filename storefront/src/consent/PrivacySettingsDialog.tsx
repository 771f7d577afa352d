import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { Dialog } from "../ui/Dialog.tsx";
import { ALL_COOKIES, NECESSARY_ONLY, type CookieConsent } from "./consentStorage.ts";
import styles from "./Consent.module.css";
import { StoredDataList } from "./StoredDataList.tsx";

const TABS = ["overview", "necessary", "analytics", "marketing"] as const;
type Tab = (typeof TABS)[number];

/** Each tab's text; a category's tab lists what it stores too. */
const PANEL_TEXT: Record<Tab, string> = {
  overview: "cookies.settings.panels.overview",
  necessary: "cookies.settings.panels.necessary",
  analytics: "cookies.settings.analyticsDescription",
  marketing: "cookies.settings.marketingDescription",
};

interface PrivacySettingsDialogProps {
  initial: CookieConsent | null;
  onSave: (consent: CookieConsent) => void;
  onClose: () => void;
}

function Toggle({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.toggleRow}>
      <div>
        <label htmlFor={id} className={styles.toggleLabel}>
          {label}
        </label>
        <p id={`${id}-description`} className={styles.toggleDescription}>
          {description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}

/**
 * The privacy settings: the saved choice, or nothing optional on a first visit, so "Save settings"
 * untouched consents to nothing; "Reject all" and "Accept all" look alike; each category's tab
 * names every cookie and key it stores, who sets it and for how long (docs/storefront.md §9).
 */
export function PrivacySettingsDialog({ initial, onSave, onClose }: PrivacySettingsDialogProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("overview");
  const [choice, setChoice] = useState<CookieConsent>(initial ?? NECESSARY_ONLY);
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const baseId = useId();

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === "ArrowRight"
        ? TABS[(index + 1) % TABS.length]
        : event.key === "ArrowLeft"
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === "Home"
            ? TABS[0]
            : event.key === "End"
              ? TABS[TABS.length - 1]
              : null;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Dialog
      title={t("cookies.settings.title")}
      onClose={onClose}
      size="large"
      footer={
        <>
          <button type="button" className={`btn btn-primary ${styles.choice}`} onClick={() => onSave(NECESSARY_ONLY)}>
            {t("cookies.settings.rejectAll")}
          </button>
          <button type="button" className={`btn btn-secondary ${styles.choice}`} onClick={() => onSave(choice)}>
            {t("cookies.settings.save")}
          </button>
          <button type="button" className={`btn btn-primary ${styles.choice}`} onClick={() => onSave(ALL_COOKIES)}>
            {t("cookies.settings.acceptAll")}
          </button>
        </>
      }
    >
      <div role="tablist" aria-label={t("cookies.settings.title")} className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node;
            }}
            id={`${baseId}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
          >
            {t(`cookies.settings.tabs.${name}`)}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div
          key={name}
          id={`${baseId}-panel-${name}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${name}`}
          hidden={tab !== name}
          tabIndex={0}
          className={styles.panel}
        >
          <p>{t(PANEL_TEXT[name])}</p>
          {name === "necessary" && <p className={styles.alwaysOn}>{t("cookies.settings.alwaysOn")}</p>}
          {name !== "overview" && <StoredDataList category={name} />}
        </div>
      ))}
      <Toggle
        label={t("cookies.settings.analytics")}
        description={t("cookies.settings.analyticsDescription")}
        checked={choice.analytics}
        onChange={(analytics) => setChoice((current) => ({ ...current, analytics }))}
      />
      <Toggle
        label={t("cookies.settings.marketing")}
        description={t("cookies.settings.marketingDescription")}
        checked={choice.marketing}
        onChange={(marketing) => setChoice((current) => ({ ...current, marketing }))}
      />
    </Dialog>
  );
}

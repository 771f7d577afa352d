import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { loadAdsScript, removeAdsScript } from "./adsScript.ts";
import { ConsentContext } from "./useConsent.ts";
import { browserStore, useBrowserStore } from "../app/browserStore.ts";
import {
  ACCEPTED_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  hasAnswered,
  readConsent,
  storeConsent,
  type CookieConsent,
} from "./consentStorage.ts";

// Returning visitors have answered already and never download the banner.
const CookieBanner = lazy(() => import("./CookieBanner.tsx").then((module) => ({ default: module.CookieBanner })));
const PrivacySettingsDialog = lazy(() =>
  import("./PrivacySettingsDialog.tsx").then((module) => ({ default: module.PrivacySettingsDialog })),
);

/**
 * The visitor's answer, kept in the browser only: unknown (`answered: null`) on the server and
 * while hydrating, so the banner never shows in the HTML and never flashes for returning visitors.
 */
const storedConsent = browserStore<{ consent: CookieConsent | null; answered: boolean | null }>({
  read: () => ({ consent: readConsent(), answered: hasAnswered() }),
  keys: [CONSENT_STORAGE_KEY, ACCEPTED_STORAGE_KEY],
  serverValue: { consent: null, answered: null },
});

export function ConsentProvider({ children }: { children: ReactNode }) {
  const { consent, answered } = useBrowserStore(storedConsent);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    if (answered === null) return; // not read yet: leave the advertising cookies alone
    if (consent?.marketing) loadAdsScript();
    else removeAdsScript();
  }, [answered, consent?.marketing]);

  const save = useCallback((next: CookieConsent) => {
    storeConsent(next);
    storedConsent.set({ consent: next, answered: true });
    setSettingsOpen(false);
  }, []);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  const bannerOpen = answered === false && !settingsOpen;
  const value = useMemo(() => ({ consent, save, openSettings, bannerOpen }), [consent, save, openSettings, bannerOpen]);
  return (
    <ConsentContext.Provider value={value}>
      {children}
      {bannerOpen && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <PrivacySettingsDialog initial={consent} onSave={save} onClose={closeSettings} />
        </Suspense>
      )}
    </ConsentContext.Provider>
  );
}

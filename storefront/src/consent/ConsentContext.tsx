import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { loadAdsScript, removeAdsScript } from "./adsScript.ts";
import { hasAnswered, readConsent, storeConsent, type CookieConsent } from "./consentStorage.ts";

// Returning visitors have answered already and never download the banner.
const CookieBanner = lazy(() => import("./CookieBanner.tsx").then((module) => ({ default: module.CookieBanner })));
const PrivacySettingsDialog = lazy(() =>
  import("./PrivacySettingsDialog.tsx").then((module) => ({ default: module.PrivacySettingsDialog })),
);

interface ConsentContextValue {
  consent: CookieConsent | null;
  save: (consent: CookieConsent) => void;
  openSettings: () => void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [consent, setConsent] = useState<CookieConsent | null>(readConsent);
  const [answered, setAnswered] = useState(hasAnswered);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    if (consent?.marketing) loadAdsScript();
    else removeAdsScript();
  }, [consent?.marketing]);

  const save = useCallback((next: CookieConsent) => {
    storeConsent(next);
    setConsent(next);
    setAnswered(true);
    setSettingsOpen(false);
  }, []);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  const value = useMemo(() => ({ consent, save, openSettings }), [consent, save, openSettings]);
  return (
    <ConsentContext.Provider value={value}>
      {children}
      {!answered && !settingsOpen && (
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

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error("useConsent must be used inside ConsentProvider");
  return value;
}

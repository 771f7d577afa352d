// Facts about the site the server knows and the browser must render identically: the public
// origin (canonical links, structured data; the operator's PUBLIC_URL, not whatever host the
// request came through), the year the page was rendered in (the footer's copyright), and the
// operator's analytics setting (ANALYTICS_PRODUCT_DETAILS, docs/storefront.md §8).
import { createContext, startTransition, useContext, useLayoutEffect, useState } from "react";

export interface Site {
  origin: string;
  year: number;
  /** Analytics events may name the products; otherwise they carry an opaque id only. */
  analyticsProductDetails: boolean;
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite must be used inside SiteContext");
  return site;
}

/** Whether this document's server-rendered HTML has been hydrated (always false on the server). */
let documentHydrated = false;
const waiting = new Set<() => void>();

/**
 * Called once, after the whole page has hydrated (main.tsx): every component waiting to show what
 * only the browser knows does so now, in one transition. A transition renders in slices that
 * yield to the browser, where a store's change (useSyncExternalStore) would re-render every reader
 * at once, blocking input for as long as that takes on a slow phone.
 */
export function markHydrated(): void {
  if (documentHydrated) return;
  documentHydrated = true;
  startTransition(() => {
    for (const show of [...waiting]) show();
  });
}

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards: what
 * only the browser knows (the cart, the signed-in admin, consent, a navigation's state) is shown
 * from then on, so the first render in the browser matches the server's. Every component of the
 * hydrated page turns true in markHydrated's one transition; one that mounts later (a page
 * navigated to, a part hydrated afterwards) turns true before the browser paints it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => {
    if (hydrated) return;
    const show = () => setHydrated(true);
    if (documentHydrated) return show();
    waiting.add(show);
    return () => void waiting.delete(show);
  }, [hydrated]);
  return hydrated;
}

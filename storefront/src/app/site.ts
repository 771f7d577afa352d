// Facts about the site the server knows and the browser must render identically: the public
// origin (canonical links, structured data; the operator's PUBLIC_URL, not whatever host the
// request came through) and the year the page was rendered in (the footer's copyright).
import { createContext, useContext, useSyncExternalStore } from "react";

export interface Site {
  origin: string;
  year: number;
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite must be used inside SiteContext");
  return site;
}

const subscribeNever = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards: what
 * only the browser knows (the cart, the signed-in admin, consent, a navigation's state) is shown
 * from then on, so the first render in the browser matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

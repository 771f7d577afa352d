import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { scrollToAnchor } from "./anchorScroll.ts";

/** Every route change starts at the top, unless it targets an anchor (docs/storefront.md §1). */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const anchorVisit = hash ? key : "";

  useEffect(() => {
    if (hash) return scrollToAnchor(decodeURIComponent(hash.slice(1)));
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    return undefined;
  }, [pathname, hash, anchorVisit]);

  return null;
}

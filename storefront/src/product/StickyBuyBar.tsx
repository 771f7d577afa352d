import type { Product } from "../api/types.ts";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { useConsent } from "../consent/useConsent.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import { usePrice } from "../i18n/usePrice.ts";
import { useCoveredEdge } from "../ui/useCoveredEdge.ts";
import styles from "./StickyBuyBar.module.css";

/** Phones and small tablets: where the buy box scrolls out of a thumb's reach. */
const BUY_BAR_QUERY = "(max-width: 768px)";

/** Whether the buy box has scrolled up out of the screen (not: below it, or not measured yet). */
function useScrolledAway(target: RefObject<HTMLElement | null>): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      setAway(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return away;
}

/** Whether the screen matches `query`; false on the server and while hydrating. */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The product's price and add-to-cart button in a bar at the bottom of a phone's screen, once the
 * buy box has scrolled away. Never over the cookie banner (it waits until the banner is answered);
 * while it shows, its height is `--bottom-bar-height` on the page, so the page's end, the
 * back-to-top button and whatever the keyboard focuses stay above it.
 */
export function StickyBuyBar({
  product,
  buyBox,
  onAdd,
}: {
  product: Product;
  buyBox: RefObject<HTMLElement | null>;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  const { bannerOpen } = useConsent();
  const phone = useMediaQuery(BUY_BAR_QUERY);
  const away = useScrolledAway(buyBox);
  const bar = useRef<HTMLDivElement>(null);
  const shown = phone && away && !bannerOpen;

  useCoveredEdge(bar, "--bottom-bar-height", "bottom", shown);

  if (!shown) return null;
  return (
    <div ref={bar} className={styles.bar} role="region" aria-label={t("product.buyBar", { name: product.name })}>
      <p className={styles.price}>{price(product.price)}</p>
      <button type="button" className={`btn btn-primary ${styles.button}`} onClick={onAdd}>
        {t("product.addToCart")}
      </button>
    </div>
  );
}

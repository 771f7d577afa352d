// What stays on the screen over the page (the sticky header, the buy bar, the cookie banner)
// tells the page how much of the screen's edge it covers, as a CSS property on <html>: the page's
// scroll padding (app/global.css) keeps what the keyboard focuses, and what an anchor scrolls to,
// out from under it (WCAG 2.2, 2.4.11 Focus Not Obscured).
import { useEffect, useLayoutEffect, type RefObject } from "react";

// useLayoutEffect warns on the server; nothing is measured there.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * While `active`, sets `property` on <html> to the height of the element plus its distance from
 * the screen's `edge` (a banner floating 1rem above the bottom covers that too), measured again
 * whenever the element or the screen changes size; removed when it goes. The focused element is
 * scrolled back into the part of the screen left free when it would lie under the element.
 */
export function useCoveredEdge(
  element: RefObject<HTMLElement | null>,
  property: `--${string}`,
  edge: "top" | "bottom",
  active = true,
): void {
  useBrowserLayoutEffect(() => {
    const node = element.current;
    if (!active || !node) return;
    const root = document.documentElement;
    const measure = () => {
      const covered = node.offsetHeight + Math.max(0, parseFloat(getComputedStyle(node)[edge]) || 0);
      root.style.setProperty(property, `${covered}px`);
      // Appearing (the buy bar, once the buy box has scrolled away) or growing, it may now lie
      // over what the keyboard had just focused: scroll that out from under it. What the shopper
      // has scrolled away from stays where it is.
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || !focused.matches(":focus-visible") || node.contains(focused)) return;
      const box = focused.getBoundingClientRect();
      const under =
        edge === "top"
          ? box.top < covered && box.bottom > 0
          : box.bottom > innerHeight - covered && box.top < innerHeight;
      if (under) focused.scrollIntoView({ block: "nearest" });
    };
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(node);
    window.addEventListener("resize", measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", measure);
      root.style.removeProperty(property);
    };
  }, [element, property, edge, active]);
}

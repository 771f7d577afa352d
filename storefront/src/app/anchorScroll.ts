// Scrolling to an in-page anchor that may not exist yet (the home page's how-it-works block is
// rendered after its route chunk and data load): wait for it, up to 10 s (docs/storefront.md §10).
const ANCHOR_WAIT_MS = 10_000;

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

const FOLLOW_MS = 2_500;

/**
 * Content above the anchor may still be arriving (images, product rows) and push it down: for a
 * short while, stay on the anchor when the page's height changes, unless the visitor scrolls.
 */
function followLayoutChanges(target: HTMLElement): () => void {
  let first = true;
  const observer = new ResizeObserver(() => {
    if (first) {
      first = false;
      return;
    }
    target.scrollIntoView({ behavior: "auto", block: "start" });
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ["wheel", "touchstart", "keydown"] as const) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, FOLLOW_MS);
  for (const type of ["wheel", "touchstart", "keydown"] as const)
    window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  return stop;
}

/** Scrolls smoothly to the element with this id once it appears; returns a cancel function. */
export function scrollToAnchor(id: string, timeoutMs = ANCHOR_WAIT_MS): () => void {
  const started = performance.now();
  let frame = 0;
  let stopFollowing = () => {};
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
      // Move keyboard and screen-reader focus along with the view.
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
      stopFollowing = followLayoutChanges(target);
      return;
    }
    if (performance.now() - started < timeoutMs) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => {
    cancelAnimationFrame(frame);
    stopFollowing();
  };
}

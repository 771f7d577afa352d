/**
 * The page's Content-Security-Policy nonce, from the tag the build adds for Vite's runtime: what
 * injects styles at run time (emotion for MUI, TipTap) puts it on them, or the policy blocks them.
 * The browser hides nonce attributes from the DOM; the nonce property keeps the value.
 */
export const pageNonce: string | undefined =
  document.querySelector<HTMLMetaElement>("meta[property=csp-nonce]")?.nonce || undefined;

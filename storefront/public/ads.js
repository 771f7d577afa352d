/*
 * Local placeholder for the advertising tag. The shop loads this file only after a visitor has
 * given marketing consent, and removes it when consent is withdrawn. It sets no cookies and
 * sends nothing: it only records that it ran, so the consent flow can be verified.
 */
window.__testkitAdsLoaded = true;

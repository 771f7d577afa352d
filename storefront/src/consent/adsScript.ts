// The advertising tag exists on the page only while the visitor allows marketing cookies.
const ADS_SCRIPT_ID = "ads-script";
const ADS_SCRIPT_SRC = "/ads.js";
const ADVERTISING_COOKIES = ["_gcl_au", "_fbp", "IDE"] as const;

export function loadAdsScript(): void {
  if (document.getElementById(ADS_SCRIPT_ID)) return;
  const script = document.createElement("script");
  script.id = ADS_SCRIPT_ID;
  script.src = ADS_SCRIPT_SRC;
  script.async = true;
  document.head.appendChild(script);
}

/** Removes the tag and expires its cookies on every domain level they may have been set on. */
export function removeAdsScript(): void {
  document.getElementById(ADS_SCRIPT_ID)?.remove();
  const parts = window.location.hostname.split(".");
  const domains = ["", ...parts.map((_, index) => `; domain=.${parts.slice(index).join(".")}`)];
  for (const name of ADVERTISING_COOKIES) {
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

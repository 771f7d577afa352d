// The checkout's age confirmation (docs/behaviour.md §21), kept for this visit like the addresses
// so the payment step sends it with the order.
const AGE_CONFIRMED_KEY = "checkout_ageConfirmed";

/** The checkbox's id, on the checkout and the payment step: a missing confirmation focuses it. */
export const AGE_CONFIRMATION_ID = "age-confirmed";

export function loadAgeConfirmed(): boolean {
  try {
    return sessionStorage.getItem(AGE_CONFIRMED_KEY) === "true";
  } catch {
    return false;
  }
}

export function saveAgeConfirmed(confirmed: boolean): void {
  try {
    if (confirmed) sessionStorage.setItem(AGE_CONFIRMED_KEY, "true");
    else sessionStorage.removeItem(AGE_CONFIRMED_KEY);
  } catch {
    // Storage refused: the checkbox keeps its value for this page.
  }
}

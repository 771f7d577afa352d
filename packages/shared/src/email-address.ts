// One mailbox, one spelling: the form of an e-mail address that the limits per address count by
// (a discount code's uses per e-mail, the confirmation e-mails a mailbox is sent a day). Mail
// providers deliver `casey+shop@`, `Casey@` and, at Gmail, `c.asey@` to the same mailbox, so a
// limit counted by the address as typed is passed by typing it differently. The address itself is
// stored and written to as typed; only the counting uses this form (docs/behaviour.md §19, §10).

/** Providers that ignore dots in the local part, and the domain each is counted under. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The address as the mailbox it reaches: lower-case, the sub-address (`+tag`) dropped, and at
 * providers that ignore dots (gmail.com, googlemail.com, counted as gmail.com) the local part's
 * dots dropped. A local part that would be left empty is kept as it is.
 */
export function normaliseEmailAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at);
  const tag = local.indexOf("+");
  if (tag > 0) local = local.slice(0, tag);
  const dotless = DOTLESS_DOMAINS[domain];
  if (!dotless) return `${local}@${domain}`;
  return `${local.replaceAll(".", "") || local}@${dotless}`;
}

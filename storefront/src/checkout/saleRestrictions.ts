// Who may buy what where (docs/behaviour.md §21), as the cards, a product's page, the cart and the
// checkout show it before the API refuses an order: whether a product goes to a country, the lines
// that do not, and whether the shopper must confirm being 18 or older.
interface RestrictedLine {
  slug: string;
  name: string;
  blockedCountries: string[];
  adultsOnly: boolean;
}

/** Whether a product may go to `country`; any product may while no country is known. */
export function isDeliveredTo(product: { blockedCountries: readonly string[] }, country: string | null): boolean {
  return !country || !product.blockedCountries.includes(country);
}

/** The lines that cannot be delivered to `country` (none without a country), with what names them. */
export function linesNotDelivered(lines: readonly RestrictedLine[], country: string): { slug: string; name: string }[] {
  return lines.filter((line) => !isDeliveredTo(line, country)).map(({ slug, name }) => ({ slug, name }));
}

/** Whether the order needs the shopper's age confirmation. */
export function needsAgeConfirmation(lines: readonly Pick<RestrictedLine, "adultsOnly">[]): boolean {
  return lines.some((line) => line.adultsOnly);
}

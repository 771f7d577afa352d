/**
 * The order list's date filter: a date input gives a calendar day ("2025-03-31"); the API
 * compares timestamps. "From" means from the start of that day, "until" means to its end,
 * both in the staff member's own time zone.
 */
function localDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function startOfDayIso(day: string): string | null {
  return localDay(day)?.toISOString() ?? null;
}

export function endOfDayIso(day: string): string | null {
  const date = localDay(day);
  if (!date) return null;
  date.setHours(23, 59, 59, 999);
  return date.toISOString();
}

// Dates the law counts, in the shop's time zone (SHOP_TIME_ZONE): a period of days ends at midnight
// there (the withdrawal period, a returned parcel's refund), and a document's year is the calendar
// year there (the invoices' gapless sequences). Instants are stored as such (timestamptz); only
// these calendar questions need the zone, across its clock changes.

/** A date's calendar day where `timeZone` is, as UTC midnight of that day (for arithmetic on days). */
function calendarDay(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" })
    .formatToParts(instant)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return Date.UTC(parts.year, parts.month - 1, parts.day);
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in milliseconds. */
function offset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  })
    .formatToParts(instant)
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the calendar day `days` after `instant`'s ends in `timeZone` (its next midnight there). */
export function endOfDayAfter(instant: Date, days: number, timeZone: string): Date {
  const midnight = calendarDay(instant, timeZone) + (days + 1) * 86_400_000;
  // The offset at that midnight; asked twice, as the first guess may sit across a clock change.
  const guess = midnight - offset(midnight, timeZone);
  return new Date(midnight - offset(guess, timeZone));
}

/** The calendar year of `instant` where `timeZone` is: a payment at 23:30 on New Year's Eve there is the old year's. */
export function yearIn(instant: Date, timeZone: string): number {
  return new Date(calendarDay(instant, timeZone)).getUTCFullYear();
}

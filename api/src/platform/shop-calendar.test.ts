// The dates the law counts, in the shop's time zone: across the clocks changing and across New
// Year's Eve, in Berlin (the default) and in Sofia (an hour further east).
import { describe, expect, it } from "vitest";
import { endOfDayAfter, yearIn } from "./shop-calendar.ts";

const at = (iso: string) => new Date(iso);

describe("a document's year", () => {
  it("is the calendar year where the shop is: 23:30 on New Year's Eve in Sofia is already the new year", () => {
    // 2026-12-31T22:30Z is 00:30 on 1 January 2027 in Sofia (UTC+2) and 23:30 on 31 December in Berlin.
    expect(yearIn(at("2026-12-31T22:30:00Z"), "Europe/Sofia")).toBe(2027);
    expect(yearIn(at("2026-12-31T22:30:00Z"), "Europe/Berlin")).toBe(2026);
    expect(yearIn(at("2026-12-31T22:30:00Z"), "UTC")).toBe(2026);
    expect(yearIn(at("2026-12-31T21:59:59Z"), "Europe/Sofia")).toBe(2026);
    expect(yearIn(at("2026-12-31T22:00:00Z"), "Europe/Sofia")).toBe(2027);
    expect(yearIn(at("2026-12-31T23:00:00Z"), "Europe/Berlin")).toBe(2027);
  });
});

describe("a period of days", () => {
  it("ends at midnight where the shop is, on the day the clocks go forward and back", () => {
    // Received on 28 March 2026 in Sofia (EET); the clocks go forward that night (EEST from 29 March).
    expect(endOfDayAfter(at("2026-03-28T20:00:00Z"), 14, "Europe/Sofia")).toEqual(at("2026-04-11T21:00:00Z"));
    // Received the day before the clocks go back (25 October 2026): the end is an hour later in UTC.
    expect(endOfDayAfter(at("2026-10-24T10:00:00Z"), 14, "Europe/Sofia")).toEqual(at("2026-11-07T22:00:00Z"));
    expect(endOfDayAfter(at("2026-10-24T10:00:00Z"), 14, "Europe/Berlin")).toEqual(at("2026-11-07T23:00:00Z"));
    // Received across New Year's Eve: 00:30 on 1 January in Sofia counts from 1 January.
    expect(endOfDayAfter(at("2026-12-31T22:30:00Z"), 14, "Europe/Sofia")).toEqual(at("2027-01-15T22:00:00Z"));
    expect(endOfDayAfter(at("2026-12-31T22:30:00Z"), 14, "Europe/Berlin")).toEqual(at("2027-01-14T23:00:00Z"));
  });
});

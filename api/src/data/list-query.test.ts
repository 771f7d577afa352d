// The list's page arithmetic: which deep pages are read from the other end, and as which range.
import { LIST_COUNT_CAP } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { fromTheEnd, type ListQuery } from "./list-query.ts";

const page = (start: number, end: number, sortOrder: "asc" | "desc" = "desc"): ListQuery<object> => ({
  sortField: "id",
  sortOrder,
  start,
  end,
  filter: {},
});

describe("fromTheEnd", () => {
  const total = 300_000;

  it("turns the last page into the first rows of the other order", () => {
    expect(fromTheEnd(page(total - 25, total - 1), total)).toEqual(page(0, 24, "asc"));
    expect(fromTheEnd(page(total - 30, total - 1, "asc"), total)).toEqual(page(0, 29, "desc"));
  });

  it("reads a range past the end as the rows there are", () => {
    expect(fromTheEnd(page(total - 3, total + 21), total)).toEqual(page(0, 2, "asc"));
  });

  it("reads forward a page whose count stopped before the end, or one nearer the start", () => {
    // The count reached its limit: rows follow the page, the end is unknown.
    const middle = page(150_000, 150_024);
    expect(fromTheEnd(middle, middle.end + 2)).toBeNull();
    // A page in the first half of a list it ends.
    expect(fromTheEnd(page(LIST_COUNT_CAP + 1, LIST_COUNT_CAP + 25), LIST_COUNT_CAP + 26)).toEqual(
      page(0, 24, "asc"),
    );
    expect(fromTheEnd(page(20_000, 20_024), 20_025)).toEqual(page(0, 24, "asc"));
    expect(fromTheEnd(page(10, 34), 60)).toBeNull();
  });

  it("reads nothing from the end of a page wholly past it", () => {
    expect(fromTheEnd(page(total, total + 24), total)).toBeNull();
  });
});

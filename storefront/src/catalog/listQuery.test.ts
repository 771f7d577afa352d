import { MAX_PRODUCT_PAGE, SEARCH_TEXT_MAX_LENGTH } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { listQueryOf, pageLinks, pageNumberOf, searchPath, searchTextOf, sortOf, withParam } from "./listQuery.ts";

const params = (query: string) => new URLSearchParams(query);

describe("the shop's and the search page's query string", () => {
  it("reads the search text trimmed, empty when missing or blank", () => {
    expect(searchTextOf(params("q=%20%20Vitamin-D%20"))).toBe("Vitamin-D");
    expect(searchTextOf(params("q=+++"))).toBe("");
    expect(searchTextOf(params("category=drug-tests"))).toBe("");
    expect(searchTextOf(params("q=тест+за+овулация&q=other"))).toBe("тест за овулация");
  });

  it("cuts a search text to the length the API takes, never through a character", () => {
    expect(searchTextOf(params(`q=${"a".repeat(150)}`))).toHaveLength(SEARCH_TEXT_MAX_LENGTH);
    const cut = searchTextOf(params(`q=${encodeURIComponent(`${"a".repeat(SEARCH_TEXT_MAX_LENGTH - 1)}😀`)}`));
    expect(cut).toBe("a".repeat(SEARCH_TEXT_MAX_LENGTH - 1));
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });

  it("knows the four orders and ignores anything else", () => {
    expect(sortOf(params("sort=price-asc"))).toBe("price-asc");
    expect(sortOf(params("sort=price-desc"))).toBe("price-desc");
    expect(sortOf(params("sort=name"))).toBe("name");
    expect(sortOf(params("sort=newest"))).toBe("newest");
    expect(sortOf(params("sort=PRICE-ASC"))).toBeUndefined();
    expect(sortOf(params("sort="))).toBeUndefined();
    expect(sortOf(params(""))).toBeUndefined();
  });

  it("sets or removes one parameter and keeps the others", () => {
    const shop = params("category=drug-tests&sort=price-desc");
    expect(withParam(shop, "category", "vitamin-d-test").toString()).toBe("category=vitamin-d-test&sort=price-desc");
    expect(withParam(shop, "category", null).toString()).toBe("sort=price-desc");
    expect(withParam(shop, "sort", "").toString()).toBe("category=drug-tests");
    expect(withParam(params("q=hiv"), "sort", "name").toString()).toBe("q=hiv&sort=name");
    // The original is left as it was.
    expect(shop.toString()).toBe("category=drug-tests&sort=price-desc");
  });

  it("builds the search page's address in the language", () => {
    expect(searchPath("en", " vitamin d ")).toBe("/en/search?q=vitamin+d");
    const bulgarian = new URL(searchPath("bg", "тест & овулация?"), "https://shop.example");
    expect(bulgarian.pathname).toBe("/bg/search");
    expect([...bulgarian.searchParams]).toEqual([["q", "тест & овулация?"]]);
  });
});

describe("a paged list's address", () => {
  it("reads the page asked for, the first for anything but a page number within bounds", () => {
    expect(pageNumberOf(params("page=3"))).toBe(3);
    expect(pageNumberOf(params(""))).toBe(1);
    expect(pageNumberOf(params("page=0"))).toBe(1);
    expect(pageNumberOf(params("page=-2"))).toBe(1);
    expect(pageNumberOf(params("page=2.5"))).toBe(1);
    expect(pageNumberOf(params("page=abc"))).toBe(1);
    expect(pageNumberOf(params(`page=${MAX_PRODUCT_PAGE}`))).toBe(MAX_PRODUCT_PAGE);
    expect(pageNumberOf(params(`page=${MAX_PRODUCT_PAGE + 1}`))).toBe(1);
  });

  it("keeps only the named parameters in its canonical query, page 1 left out", () => {
    expect(
      listQueryOf(params("sort=name&category=drug-tests&page=2&utm_source=x"), ["category", "page"]).toString(),
    ).toBe("category=drug-tests&page=2");
    expect(listQueryOf(params("page=1&category=drug-tests"), ["category", "page"]).toString()).toBe(
      "category=drug-tests",
    );
    expect(listQueryOf(params("page=nonsense"), ["page"]).toString()).toBe("");
  });

  it("links the first and the last page and the two beside the current one, a gap as null", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageLinks(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageLinks(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageLinks(10, 10)).toEqual([1, null, 9, 10]);
  });
});

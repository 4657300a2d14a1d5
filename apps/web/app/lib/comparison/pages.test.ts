import { describe, expect, test } from "vitest";
import { lastPage, PAGE_SIZE, pageOf, pagerNumbers } from "./pages";

const list = (length: number) => Array.from({ length }, (_, index) => index + 1);

describe("pageOf", () => {
  test("today's ten casinos are one page with all of them", () => {
    expect(PAGE_SIZE).toBeGreaterThanOrEqual(10);
    expect(pageOf(list(10), 1)).toEqual({ items: list(10), page: 1, pageCount: 1, from: 1, to: 10, total: 10 });
  });

  test("1,000 casinos are pages of PAGE_SIZE, in the list's order, the last one possibly shorter", () => {
    const thousand = list(1000);
    const second = pageOf(thousand, 2);
    expect(second.items).toEqual(thousand.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    expect(second).toMatchObject({ page: 2, pageCount: 50, from: PAGE_SIZE + 1, to: 2 * PAGE_SIZE, total: 1000 });
    const last = pageOf(list(45), 3);
    expect(last).toMatchObject({ items: [41, 42, 43, 44, 45], page: 3, pageCount: 3, from: 41, to: 45 });
  });

  test("a page past the end is the last page; an empty list is one empty page", () => {
    expect(lastPage(45)).toBe(3);
    expect(lastPage(0)).toBe(1);
    expect(pageOf(list(45), 9).page).toBe(3);
    expect(pageOf([], 4)).toEqual({ items: [], page: 1, pageCount: 0, from: 0, to: 0, total: 0 });
  });
});

describe("pagerNumbers", () => {
  test("no pager for a single page", () => {
    expect(pagerNumbers(1, 0)).toEqual([]);
    expect(pagerNumbers(1, 1)).toEqual([]);
  });

  test("first, last, and the current page with its neighbours; gaps as null", () => {
    expect(pagerNumbers(1, 50)).toEqual([1, 2, null, 50]);
    expect(pagerNumbers(25, 50)).toEqual([1, null, 24, 25, 26, null, 50]);
    expect(pagerNumbers(50, 50)).toEqual([1, null, 49, 50]);
  });

  test("a gap of a single number shows that number instead of an ellipsis", () => {
    expect(pagerNumbers(4, 50)).toEqual([1, 2, 3, 4, 5, null, 50]);
    expect(pagerNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerNumbers(2, 3)).toEqual([1, 2, 3]);
  });
});

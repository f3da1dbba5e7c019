import type { PaginationOptions } from "convex/server";
import { describe, expect, test, vi } from "vitest";
import { readAllPages } from "./csvExport";

describe("readAllPages", () => {
  test("follows the cursor until the last page, in order", async () => {
    const pages = [
      { page: [1, 2], isDone: false, continueCursor: "a" },
      { page: [3], isDone: false, continueCursor: "b" },
      { page: [], isDone: true, continueCursor: "c" },
    ];
    const readPage = vi.fn(async (_options: PaginationOptions) => pages[readPage.mock.calls.length - 1]);
    expect(await readAllPages(readPage)).toEqual([1, 2, 3]);
    expect(readPage.mock.calls.map(([options]) => options)).toEqual([
      { numItems: 500, cursor: null },
      { numItems: 500, cursor: "a" },
      { numItems: 500, cursor: "b" },
    ]);
  });
});

import { describe, expect, test } from "vitest";
import { isFiltered, noFilters, withFilter } from "./wardrobeFilters";

describe("the wardrobe's filters", () => {
  test("a choice sets its filter and leaves the others", () => {
    const byMember = withFilter(noFilters, "memberId", "m1");
    expect(withFilter(byMember, "category", "Shoes")).toEqual({ memberId: "m1", category: "Shoes" });
    expect(withFilter(noFilters, "laundryStatus", "Needs Washing")).toEqual({ laundryStatus: "Needs Washing" });
    expect(withFilter(noFilters, "occasion", "Formal")).toEqual({ occasion: "Formal" });
    expect(withFilter(noFilters, "season", "All-season")).toEqual({ season: "All-season" });
  });

  test("any (the empty choice) clears it", () => {
    expect(withFilter({ category: "Tops", season: "Winter" }, "category", "")).toEqual({ season: "Winter" });
  });

  test("an unknown value is no filter", () => {
    expect(withFilter({ category: "Tops" }, "category", "Hats")).toEqual({});
    expect(withFilter(noFilters, "laundryStatus", "dirty")).toEqual({});
  });

  test("knows whether anything is filtered", () => {
    expect(isFiltered(noFilters)).toBe(false);
    expect(isFiltered({ season: "Rainy" })).toBe(true);
    expect(isFiltered(withFilter({ season: "Rainy" }, "season", ""))).toBe(false);
  });
});

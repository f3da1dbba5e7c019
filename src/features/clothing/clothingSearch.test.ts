import { describe, expect, test } from "vitest";
import { clothingSearch } from "./clothingSearch";

describe("the clothing page's search", () => {
  test("keeps a known tab, view and member", () => {
    expect(clothingSearch({ tab: "outfits", view: "basket", member: "m1" })).toEqual({ tab: "outfits", view: "basket", member: "m1" });
    expect(clothingSearch({ tab: "add" })).toEqual({ tab: "add" });
  });

  test("drops the defaults, so the plain address is the usual page", () => {
    expect(clothingSearch({ tab: "wardrobe", view: "all" })).toEqual({});
  });

  test("falls back on anything odd in a hand-edited URL", () => {
    expect(clothingSearch({ tab: "admin", view: 3, member: "" })).toEqual({});
    expect(clothingSearch({ tab: ["add"], member: { id: "m1" } })).toEqual({});
  });
});

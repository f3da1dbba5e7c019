import { describe, expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { orderFamily } from "./useFamily";

const member = (id: string, name: string) => ({ _id: id as Id<"members">, name });

describe("the family in the clothing selects", () => {
  test("the viewer first, then by name", () => {
    const family = [member("a", "Zoe"), member("b", "Ben"), member("c", "Amy")];
    expect(orderFamily(family, "a").map((m) => m.name)).toEqual(["Zoe", "Amy", "Ben"]);
  });

  test("by name when the viewer is not in the list", () => {
    expect(orderFamily([member("a", "Zoe"), member("b", "Ben")], undefined).map((m) => m.name)).toEqual(["Ben", "Zoe"]);
  });
});

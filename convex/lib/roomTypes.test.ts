import { describe, expect, test } from "vitest";
import { roomTypeFromName } from "./roomTypes";

describe("roomTypeFromName", () => {
  test.each([
    ["Master Bedroom", "bedroom"],
    ["BEDROOM 2", "bedroom"],
    ["Nursery", "bedroom"],
    ["Bathroom", "bathroom"],
    ["Downstairs toilet", "bathroom"],
    ["Shower room", "bathroom"],
    ["WC", "bathroom"],
    ["Guest wc", "bathroom"],
    ["Kitchen", "kitchen"],
    ["kitchenette", "kitchen"],
    ["Pantry", "kitchen"],
    ["Living Room", "living"],
    ["Lounge", "living"],
    ["Sitting room", "living"],
    ["Family Room", "living"],
    ["Garage", "other"],
    ["Study", "other"],
    ["", "other"],
  ] as const)("%s is a %s", (name, type) => {
    expect(roomTypeFromName(name)).toBe(type);
  });

  test("'wc' counts only as a word of its own", () => {
    expect(roomTypeFromName("Newcastle flat")).toBe("other");
  });

  test("the first type in the spec's order wins when a name has two hints", () => {
    expect(roomTypeFromName("Bed-sitting room")).toBe("bedroom");
    expect(roomTypeFromName("Kitchen-living room")).toBe("kitchen");
  });
});

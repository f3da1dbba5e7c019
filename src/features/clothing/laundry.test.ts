import { describe, expect, test } from "vitest";
import { groupByOwner, nextLaundryStatus } from "./laundry";

describe("laundry", () => {
  test("a press toggles Clean and Needs Washing", () => {
    expect(nextLaundryStatus("Clean")).toBe("Needs Washing");
    expect(nextLaundryStatus("Needs Washing")).toBe("Clean");
  });

  test("the basket is grouped per owner, in the server's order", () => {
    const items = [
      { _id: "1", assignedTo: "a", ownerName: "Amy" },
      { _id: "2", assignedTo: "a", ownerName: "Amy" },
      { _id: "3", assignedTo: "b", ownerName: "Ben" },
    ];
    expect(groupByOwner(items)).toEqual([
      { ownerId: "a", ownerName: "Amy", items: [items[0], items[1]] },
      { ownerId: "b", ownerName: "Ben", items: [items[2]] },
    ]);
  });

  test("two owners of the same name stay apart", () => {
    const items = [
      { assignedTo: "a", ownerName: "Sam" },
      { assignedTo: "b", ownerName: "Sam" },
      { assignedTo: "a", ownerName: "Sam" },
    ];
    const groups = groupByOwner(items);
    expect(groups.map((g) => [g.ownerId, g.items.length])).toEqual([
      ["a", 2],
      ["b", 1],
    ]);
  });

  test("an empty basket has no groups", () => {
    expect(groupByOwner([])).toEqual([]);
  });
});

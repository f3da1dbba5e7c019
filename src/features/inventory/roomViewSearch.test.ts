import { describe, expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { roomViewFromSearch, roomViewSearchSchema, searchFromRoomView } from "./roomViewSearch";

const box = "k57box" as Id<"items">;

describe("room view search params", () => {
  test("a view and its URL say the same thing, defaults left out", () => {
    expect(searchFromRoomView({})).toEqual({});
    expect(searchFromRoomView({ tab: "inventory", query: "  " })).toEqual({});
    const search = searchFromRoomView({ containerId: box, tab: "pending", query: "lamp" });
    expect(search).toEqual({ in: box, tab: "pending", q: "lamp" });
    expect(roomViewFromSearch(roomViewSearchSchema.parse(search))).toEqual({ containerId: box, tab: "pending", query: "lamp" });
  });

  test("no params is the top level of the Inventory tab", () => {
    expect(roomViewFromSearch(roomViewSearchSchema.parse({}))).toEqual({ containerId: undefined, tab: "inventory", query: "" });
  });

  test("nonsense in a hand-edited URL falls back to the defaults instead of failing", () => {
    expect(roomViewSearchSchema.parse({ in: "", tab: "garage", q: 42 })).toEqual({ in: undefined, tab: undefined, q: undefined });
  });
});

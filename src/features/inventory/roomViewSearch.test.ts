import { describe, expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { navigationToRoomView, roomViewFromSearch, roomViewSearch, searchFromRoomView } from "./roomViewSearch";

const box = "k57box" as Id<"items">;

describe("room view search params", () => {
  test("a view and its URL say the same thing, defaults left out", () => {
    expect(searchFromRoomView({})).toEqual({});
    expect(searchFromRoomView({ tab: "inventory", query: "  " })).toEqual({});
    const search = searchFromRoomView({ containerId: box, tab: "pending", query: "lamp" });
    expect(search).toEqual({ in: box, tab: "pending", q: "lamp" });
    expect(roomViewFromSearch(roomViewSearch(search))).toEqual({ containerId: box, tab: "pending", query: "lamp" });
  });

  test("no params is the top level of the Inventory tab", () => {
    expect(roomViewFromSearch(roomViewSearch({}))).toEqual({ containerId: undefined, tab: "inventory", query: "" });
  });

  test("nonsense in a hand-edited URL falls back to the defaults instead of failing", () => {
    expect(roomViewSearch({ in: "", tab: "garage", q: 42 })).toEqual({});
  });

  test("typing a search replaces the history entry; opening a container or a tab is a step Back undoes", () => {
    const here = { in: box, q: "la" };
    expect(navigationToRoomView(here, { containerId: box, query: "lamp" })).toEqual({ search: { in: box, q: "lamp" }, replace: true });
    expect(navigationToRoomView(here, { containerId: box })).toEqual({ search: { in: box }, replace: true });
    expect(navigationToRoomView(here, {})).toEqual({ search: {}, replace: false });
    expect(navigationToRoomView(here, { containerId: box, tab: "pending" })).toEqual({ search: { in: box, tab: "pending" }, replace: false });
  });
});

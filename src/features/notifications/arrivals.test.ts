import { describe, expect, test } from "vitest";
import { arrivals } from "./arrivals";

const n = (id: string, read = false) => ({ _id: id, read });

describe("notifications that arrive while the app is open", () => {
  test("what was there on load is not news", () => {
    const first = arrivals(null, [n("b"), n("a")]);
    expect(first.arrived).toEqual([]);
    expect([...first.seen].sort()).toEqual(["a", "b"]);
  });

  test("a new one is news once, and several come oldest first", () => {
    const loaded = arrivals(null, [n("a")]).seen;
    const next = arrivals(loaded, [n("c"), n("b"), n("a")]);
    expect(next.arrived.map((x) => x._id)).toEqual(["b", "c"]);
    // The same list again (a read elsewhere changed it): nothing new.
    expect(arrivals(next.seen, [n("c", true), n("b"), n("a")]).arrived).toEqual([]);
  });

  test("one already read when it first shows (marked read on another device) says nothing", () => {
    const loaded = arrivals(null, []).seen;
    expect(arrivals(loaded, [n("a", true)]).arrived).toEqual([]);
  });

  test("one that falls out of the newest few and back is not news again", () => {
    const loaded = arrivals(null, [n("b"), n("a")]).seen;
    const later = arrivals(loaded, [n("c"), n("b")]);
    expect(later.arrived.map((x) => x._id)).toEqual(["c"]);
    expect(arrivals(later.seen, [n("c"), n("b"), n("a")]).arrived).toEqual([]);
  });
});

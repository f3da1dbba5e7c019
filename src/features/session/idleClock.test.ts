import { afterEach, describe, expect, test } from "vitest";
import { idleState, lastActivity, recordActivity } from "./idleClock";

afterEach(() => localStorage.clear());

describe("idleState", () => {
  const minute = 60_000;
  test("is active until a minute before the limit, then counts down, then expires", () => {
    expect(idleState(0, 0, 5 * minute)).toEqual({ phase: "active" });
    expect(idleState(4 * minute - 1, 0, 5 * minute)).toEqual({ phase: "active" });
    expect(idleState(4 * minute, 0, 5 * minute)).toEqual({ phase: "warning", secondsLeft: 60 });
    expect(idleState(5 * minute - 1500, 0, 5 * minute)).toEqual({ phase: "warning", secondsLeft: 2 });
    expect(idleState(5 * minute, 0, 5 * minute)).toEqual({ phase: "expired" });
  });

  test("a one-minute limit warns halfway, not from the first second", () => {
    expect(idleState(29_000, 0, minute)).toEqual({ phase: "active" });
    expect(idleState(30_000, 0, minute)).toEqual({ phase: "warning", secondsLeft: 30 });
  });
});

describe("lastActivity", () => {
  test("activity in any tab counts (they share one key)", () => {
    recordActivity(5_000);
    expect(lastActivity(1_000)).toBe(5_000);
    expect(lastActivity(9_000)).toBe(9_000);
  });
});

import { describe, expect, test } from "vitest";
import { gameStateFor } from "../../../../convex/lib/game";
import { MAX_STARS, badgeStates, starRow, xpPercent } from "./gameDisplay";

describe("game display", () => {
  test("badges: Bronze, Silver and Gold with the 10 / 50 / 100 transactions they take", () => {
    expect(badgeStates([])).toEqual([
      { badge: "bronze", threshold: 10, earned: false },
      { badge: "silver", threshold: 50, earned: false },
      { badge: "gold", threshold: 100, earned: false },
    ]);
    expect(badgeStates(gameStateFor(50).badges).map((b) => b.earned)).toEqual([true, true, false]);
  });

  test("the XP bar: experience of the next level's threshold", () => {
    expect(xpPercent(0, 100)).toBe(0);
    expect(xpPercent(40, 150)).toBe(26);
    expect(xpPercent(90, 100)).toBe(90);
    expect(xpPercent(150, 150)).toBe(100);
  });

  test("up to five stars, the level's number filled", () => {
    expect(MAX_STARS).toBe(5);
    expect(starRow(1)).toEqual([true, false, false, false, false]);
    expect(starRow(3)).toEqual([true, true, true, false, false]);
    expect(starRow(gameStateFor(1000).stars)).toEqual([true, true, true, true, true]);
    expect(starRow(0).filter(Boolean)).toHaveLength(0);
  });
});

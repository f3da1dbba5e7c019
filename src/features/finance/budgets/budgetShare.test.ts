import { describe, expect, test } from "vitest";
import { budgetLevel, budgetPercent } from "./budgetShare";

describe("budget bars", () => {
  test("under 80 % is green, from 80 % to the budget orange, over it red", () => {
    expect(budgetLevel(0, 10_000)).toBe("under");
    expect(budgetLevel(7_999, 10_000)).toBe("under");
    expect(budgetLevel(8_000, 10_000)).toBe("near");
    expect(budgetLevel(10_000, 10_000)).toBe("near");
    expect(budgetLevel(10_001, 10_000)).toBe("over");
  });

  test("the fill is a whole percentage, full once over budget", () => {
    expect(budgetPercent(0, 10_000)).toBe(0);
    expect(budgetPercent(3_333, 10_000)).toBe(33);
    expect(budgetPercent(10_000, 10_000)).toBe(100);
    expect(budgetPercent(25_000, 10_000)).toBe(100);
    expect(budgetPercent(5, 0)).toBe(100);
  });
});


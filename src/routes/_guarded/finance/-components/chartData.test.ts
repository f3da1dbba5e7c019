import { describe, expect, test } from "vitest";
import type { FinanceSummary } from "../../../../features/finance/types";
import { categoryPoints, seriesPoints } from "./chartData";

const summary = {
  incomePence: 250000,
  expensePence: 6500,
  savingsPence: 243500,
  incomeCount: 1,
  expenseCount: 3,
  byCategory: [
    { categoryId: "c1", name: "Groceries", archived: false, incomePence: 0, expensePence: 5000 },
    { categoryId: "c2", name: "Hobbies", archived: true, incomePence: 0, expensePence: 1500 },
    { categoryId: "c3", name: "Work", archived: false, incomePence: 250000, expensePence: 0 },
  ],
  series: [
    { key: "2026-11-W1", incomePence: 250000, expensePence: 0 },
    { key: "2026-11-W2", incomePence: 0, expensePence: 6500 },
  ],
} as unknown as FinanceSummary;

describe("chart rows", () => {
  test("the series keeps the server's order and names each point short and long", () => {
    expect(seriesPoints(summary, (key, long) => (long ? `long ${key}` : key.slice(-2)))).toEqual([
      { key: "2026-11-W1", label: "W1", longLabel: "long 2026-11-W1", income: 250000, expenses: 0 },
      { key: "2026-11-W2", label: "W2", longLabel: "long 2026-11-W2", expenses: 6500, income: 0 },
    ]);
  });

  test("spending leaves out categories that only took income and names a deleted one", () => {
    expect(categoryPoints(summary, (name) => `${name} (deleted)`)).toEqual([
      { name: "Groceries", spent: 5000 },
      { name: "Hobbies (deleted)", spent: 1500 },
    ]);
  });
});

// Budgets: spent against budget per category for a month, from the running totals.
import { convexTest } from "convex-test";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { errorCatalogue } from "./lib/errors";
import { insertCategory, insertItemType, insertTransaction, type TestTransaction } from "./financeSettings.fixtures";
import schema from "./schema";
import { modules, newBackend, seedRoles, type TestBackend } from "./test.setup";

async function family(t: TestBackend) {
  const roles = await seedRoles(t);
  const food = await insertCategory(t, { name: "Groceries", monthlyBudgetPence: 30_000 });
  const fun = await insertCategory(t, { name: "entertainment", monthlyBudgetPence: 5_000 });
  const bills = await insertCategory(t, { name: "Utilities", monthlyBudgetPence: 10_000 });
  const noBudget = await insertCategory(t, { name: "Transport" });
  const itemTypeId = await insertItemType(t, "Shopping");
  const spend = (tx: Omit<TestTransaction, "itemTypeId" | "createdBy">) =>
    insertTransaction(t, { itemTypeId, createdBy: roles.member.memberId!, ...tx });
  return { roles, food, fun, bills, noBudget, spend };
}

describe("financeSettings.monthBudgets", () => {
  test("spent against budget per category with a budget, by name; over only when spent exceeds it", async () => {
    const t = newBackend();
    const { roles, food, fun, bills, noBudget, spend } = await family(t);
    await spend({ categoryId: food, amountPence: 12_000, date: "2026-11-03" });
    await spend({ categoryId: food, amountPence: 8_000, date: "2026-11-30" });
    // Income is not spending.
    await spend({ categoryId: food, amountPence: 99_999, date: "2026-11-05", transactionType: "income" });
    // Exactly the budget is not over; a penny more is.
    await spend({ categoryId: fun, amountPence: 5_000, date: "2026-11-15" });
    await spend({ categoryId: bills, amountPence: 10_001, date: "2026-11-01" });
    await spend({ categoryId: noBudget, amountPence: 4_000, date: "2026-11-01" });
    // Other months do not count.
    await spend({ categoryId: food, amountPence: 70_000, date: "2026-10-31" });
    await spend({ categoryId: food, amountPence: 70_000, date: "2025-11-10" });

    expect(await roles.member.as.query(api.financeSettings.monthBudgets, { month: "2026-11" })).toEqual([
      { categoryId: fun, name: "entertainment", budgetPence: 5_000, spentPence: 5_000, remainingPence: 0, over: false },
      {
        categoryId: food,
        name: "Groceries",
        budgetPence: 30_000,
        spentPence: 20_000,
        remainingPence: 10_000,
        over: false,
      },
      { categoryId: bills, name: "Utilities", budgetPence: 10_000, spentPence: 10_001, remainingPence: -1, over: true },
    ]);
  });

  test("a transaction counts toward the month of its Month ID", async () => {
    const t = newBackend();
    const { roles, food, spend } = await family(t);
    // Paid on 28 December 2026 but counted toward January 2027.
    await spend({ categoryId: food, amountPence: 31_000, date: "2026-12-28", monthId: 1 });
    const january = await roles.member.as.query(api.financeSettings.monthBudgets, { month: "2027-01" });
    expect(january.find((row) => row.categoryId === food)).toMatchObject({ spentPence: 31_000, over: true });
    const december = await roles.member.as.query(api.financeSettings.monthBudgets, { month: "2026-12" });
    expect(december.find((row) => row.categoryId === food)).toMatchObject({ spentPence: 0, over: false });
  });

  test("archived categories are left out", async () => {
    const t = newBackend();
    const { roles, food } = await family(t);
    await t.run((ctx) => ctx.db.patch("financeCategories", food, { archived: true }));
    const rows = await roles.member.as.query(api.financeSettings.monthBudgets, { month: "2026-11" });
    expect(rows.map((row) => row.name)).toEqual(["entertainment", "Utilities"]);
  });

  test.each(["2026-13", "2026-1", "November", "2026-11-01", ""])("month %j is refused", async (month) => {
    const t = newBackend();
    const { roles } = await family(t);
    await expect(roles.member.as.query(api.financeSettings.monthBudgets, { month })).rejects.toThrow(
      errorCatalogue.UNKNOWN_PERIOD.message,
    );
  });

  // The caller (3: session, user, member), the 4 categories and the month's totals rows: "all" and each category, one
  // type each here (1 + 4). The 300 transactions themselves are never read.
  const bound = 3 + 4 + 5;

  test("reads a bounded number of documents however many transactions the month has", async () => {
    const limits = { documentsRead: 1_000_000 };
    const t = convexTest({ schema, modules, transactionLimits: limits });
    const { roles, food, fun, bills, noBudget, spend } = await family(t);
    for (let n = 0; n < 300; n++) {
      const categoryId = [food, fun, bills, noBudget][n % 4];
      await spend({ categoryId, amountPence: 100, date: `2026-11-${String((n % 28) + 1).padStart(2, "0")}` });
    }
    const call = () => roles.member.as.query(api.financeSettings.monthBudgets, { month: "2026-11" });
    limits.documentsRead = bound - 1;
    await expect(call()).rejects.toThrow(/too many documents/i);
    limits.documentsRead = bound;
    expect((await call()).map((row) => row.spentPence)).toEqual([7_500, 7_500, 7_500]);
  });
});

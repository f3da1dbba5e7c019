// Finance settings' queries: the categories and item types the forms offer (archived ones marked),
// and the admin overview with what uses each. The changes are in financeCategories.test.ts and
// financeItemTypes.test.ts.
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { errorCatalogue } from "./lib/errors";
import { insertBill, insertCategory, insertItemType, insertTransaction, setupFinanceSettings } from "./financeSettings.fixtures";

describe("financeSettings.categories and itemTypes", () => {
  test("list every one by name, archived ones marked", async () => {
    const { t, roles, groceries, utilities, rent, salary } = await setupFinanceSettings();
    const archived = await insertCategory(t, { name: "entertainment", archived: true });
    expect(await roles.member.as.query(api.financeSettings.categories, {})).toEqual([
      { _id: archived, name: "entertainment", archived: true },
      { _id: groceries, name: "Groceries", description: "Food", monthlyBudgetPence: 30_000, archived: false },
      { _id: utilities, name: "Utilities", archived: false },
    ]);
    const gone = await insertItemType(t, "Gas", true);
    expect(await roles.member.as.query(api.financeSettings.itemTypes, {})).toEqual([
      { _id: gone, name: "Gas", archived: true },
      { _id: rent, name: "Rent", archived: false },
      { _id: salary, name: "Salary Income", archived: false },
    ]);
  });
});

describe("financeSettings.overview", () => {
  test("counts the transactions and bills that use each one", async () => {
    const { t, roles, admin, groceries, utilities, rent, salary } = await setupFinanceSettings();
    const createdBy = roles.member.memberId!;
    for (const [amountPence, transactionType] of [
      [100, "expense"],
      [200, "expense"],
      [5000, "income"],
    ] as const) {
      await insertTransaction(t, {
        categoryId: groceries,
        itemTypeId: rent,
        createdBy,
        amountPence,
        transactionType,
        date: "2026-01-31",
      });
    }
    await insertTransaction(t, {
      categoryId: utilities,
      itemTypeId: salary,
      createdBy,
      amountPence: 1,
      date: "2025-12-01",
    });
    await insertBill(t, { categoryId: utilities });
    await insertBill(t, { categoryId: utilities, dueDay: 15 });
    await insertItemType(t, "Gone", true);
    expect(await admin.query(api.financeSettings.overview, {})).toEqual({
      categories: [
        {
          _id: groceries,
          name: "Groceries",
          description: "Food",
          monthlyBudgetPence: 30_000,
          transactionCount: 3,
          outgoingCount: 0,
        },
        { _id: utilities, name: "Utilities", transactionCount: 1, outgoingCount: 2 },
      ],
      itemTypes: [
        { _id: rent, name: "Rent", transactionCount: 3 },
        { _id: salary, name: "Salary Income", transactionCount: 1 },
      ],
    });
  });

  test("a member is refused", async () => {
    const { roles } = await setupFinanceSettings();
    await expect(roles.member.as.query(api.financeSettings.overview, {})).rejects.toThrow(
      errorCatalogue.MANAGE_FINANCE_SETTINGS.message,
    );
  });
});

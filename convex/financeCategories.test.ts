// Finance settings: categories (with budgets) — add, edit, refuse duplicates, archive what
// transactions or bills use, delete what nothing uses, restore by name.
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { CATEGORY_LIMIT } from "./lib/financeSettingsSchema";
import { MAX_AMOUNT_PENCE } from "./lib/money";
import {
  deleteTransaction,
  getCategory,
  insertBill,
  insertCategory,
  insertTransaction,
  setupFinanceSettings,
} from "./financeSettings.fixtures";
import { expectRefused, expectRefusedOn } from "./refusals.fixtures";

describe("financeSettings.addCategory", () => {
  test("adds a trimmed category with its description and budget", async () => {
    const { t, admin } = await setupFinanceSettings();
    const id = await admin.mutation(api.financeSettings.addCategory, {
      category: { name: "  Transport ", description: " Fares ", monthlyBudgetPence: 12_050 },
    });
    expect(await getCategory(t, id)).toMatchObject({
      name: "Transport",
      description: "Fares",
      monthlyBudgetPence: 12_050,
    });
    const bare = await admin.mutation(api.financeSettings.addCategory, {
      category: { name: "Gifts", description: "" },
    });
    const doc = await getCategory(t, bare);
    expect(doc).toMatchObject({ name: "Gifts" });
    expect(doc).not.toHaveProperty("description");
    expect(doc).not.toHaveProperty("monthlyBudgetPence");
  });

  test.each([
    ["CATEGORY_NAME_REQUIRED", { name: "   " }],
    ["NAME_TOO_LONG", { name: "x".repeat(101) }],
    ["TEXT_TOO_LONG", { name: "Fun", description: "x".repeat(2001) }],
    ["AMOUNT_POSITIVE", { name: "Fun", monthlyBudgetPence: 0 }],
    ["AMOUNT_POSITIVE", { name: "Fun", monthlyBudgetPence: -500 }],
    ["AMOUNT_POSITIVE", { name: "Fun", monthlyBudgetPence: 10.5 }],
    ["AMOUNT_TOO_LARGE", { name: "Fun", monthlyBudgetPence: MAX_AMOUNT_PENCE + 1 }],
  ] as const)("%s: nothing written", async (code, category) => {
    const { t, admin } = await setupFinanceSettings();
    await expectRefused(t, () => admin.mutation(api.financeSettings.addCategory, { category }), code);
  });

  test("a name a category already has, in any case, is taken", async () => {
    const { t, admin } = await setupFinanceSettings();
    await expectRefusedOn(
      t,
      () => admin.mutation(api.financeSettings.addCategory, { category: { name: " groceries " } }),
      "CATEGORY_NAME_TAKEN",
      "name",
    );
  });

  test("an archived category's name restores it with the new description and budget", async () => {
    const { t, admin, groceries } = await setupFinanceSettings();
    await t.run((ctx) => ctx.db.patch("financeCategories", groceries, { archived: true }));
    const id = await admin.mutation(api.financeSettings.addCategory, {
      category: { name: "GROCERIES", monthlyBudgetPence: 45_000 },
    });
    expect(id).toBe(groceries);
    const doc = await getCategory(t, groceries);
    expect(doc).toMatchObject({ name: "GROCERIES", monthlyBudgetPence: 45_000 });
    expect(doc).not.toHaveProperty("archived");
    expect(doc).not.toHaveProperty("description");
  });

  test(`at most ${CATEGORY_LIMIT} categories; archived ones do not count`, async () => {
    const { t, admin } = await setupFinanceSettings();
    await t.run(async (ctx) => {
      for (let n = 3; n < CATEGORY_LIMIT; n++) await ctx.db.insert("financeCategories", { name: `Category ${n}` });
      await ctx.db.insert("financeCategories", { name: "Archived", archived: true });
    });
    await admin.mutation(api.financeSettings.addCategory, { category: { name: "The hundredth" } });
    await expectRefused(
      t,
      () => admin.mutation(api.financeSettings.addCategory, { category: { name: "One too many" } }),
      "FINANCE_LIST_LIMIT",
      `A family can have at most ${CATEGORY_LIMIT} of these.`,
    );
  });

  test("a member is refused with the settings message, nothing written", async () => {
    const { t, roles } = await setupFinanceSettings();
    await expectRefused(
      t,
      () => roles.member.as.mutation(api.financeSettings.addCategory, { category: { name: "Mine" } }),
      "MANAGE_FINANCE_SETTINGS",
      "Only administrators can manage finance settings",
    );
  });
});

describe("financeSettings.updateCategory", () => {
  test("renames, and an empty description or budget clears it", async () => {
    const { t, admin, groceries } = await setupFinanceSettings();
    await admin.mutation(api.financeSettings.updateCategory, {
      categoryId: groceries,
      category: { name: "Food shopping" },
    });
    const doc = await getCategory(t, groceries);
    expect(doc?.name).toBe("Food shopping");
    expect(doc).not.toHaveProperty("description");
    expect(doc).not.toHaveProperty("monthlyBudgetPence");
  });

  test("a category may change the case of its own name", async () => {
    const { t, admin, groceries } = await setupFinanceSettings();
    await admin.mutation(api.financeSettings.updateCategory, {
      categoryId: groceries,
      category: { name: "GROCERIES" },
    });
    expect((await getCategory(t, groceries))?.name).toBe("GROCERIES");
  });

  test("another category's name is taken; an archived one's is free", async () => {
    const { t, admin, groceries } = await setupFinanceSettings();
    await expectRefused(
      t,
      () =>
        admin.mutation(api.financeSettings.updateCategory, { categoryId: groceries, category: { name: "utilities" } }),
      "CATEGORY_NAME_TAKEN",
    );
    await insertCategory(t, { name: "Old", archived: true });
    await admin.mutation(api.financeSettings.updateCategory, { categoryId: groceries, category: { name: "Old" } });
    expect((await getCategory(t, groceries))?.name).toBe("Old");
  });

  test("the form's messages are repeated by the server", async () => {
    const { t, admin, groceries } = await setupFinanceSettings();
    const update = (category: { name: string; monthlyBudgetPence?: number }) => () =>
      admin.mutation(api.financeSettings.updateCategory, { categoryId: groceries, category });
    await expectRefused(t, update({ name: "" }), "CATEGORY_NAME_REQUIRED", "Category name is required");
    await expectRefused(
      t,
      update({ name: "Food", monthlyBudgetPence: 1.234 }),
      "AMOUNT_POSITIVE",
      "Amount must be a positive number",
    );
  });

  test("an archived category cannot be renamed", async () => {
    const { t, admin } = await setupFinanceSettings();
    const archived = await insertCategory(t, { name: "Old", archived: true });
    await expectRefused(
      t,
      () => admin.mutation(api.financeSettings.updateCategory, { categoryId: archived, category: { name: "New" } }),
      "NOT_FOUND",
    );
  });
});

describe("financeSettings.deleteCategory", () => {
  test("an unused category is deleted", async () => {
    const { t, admin, utilities } = await setupFinanceSettings();
    expect(await admin.mutation(api.financeSettings.deleteCategory, { categoryId: utilities })).toEqual({
      outcome: "deleted",
    });
    expect(await getCategory(t, utilities)).toBeNull();
  });

  test("one a transaction uses is archived: still listed as deleted, gone from the settings page", async () => {
    const { t, roles, admin, groceries, rent } = await setupFinanceSettings();
    await insertTransaction(t, {
      categoryId: groceries,
      itemTypeId: rent,
      createdBy: roles.member.memberId!,
      amountPence: 500,
      date: "2026-11-10",
    });
    expect(await admin.mutation(api.financeSettings.deleteCategory, { categoryId: groceries })).toEqual({
      outcome: "archived",
    });
    expect(await getCategory(t, groceries)).toMatchObject({ name: "Groceries", archived: true });
    const listed = await roles.member.as.query(api.financeSettings.categories, {});
    expect(listed.find((category) => category._id === groceries)?.archived).toBe(true);
    const overview = await admin.query(api.financeSettings.overview, {});
    expect(overview.categories.map((category) => category.name)).toEqual(["Utilities"]);
    await expectRefused(
      t,
      () => admin.mutation(api.financeSettings.deleteCategory, { categoryId: groceries }),
      "NOT_FOUND",
    );
  });

  test("one a bill uses is archived", async () => {
    const { t, admin, utilities } = await setupFinanceSettings();
    await insertBill(t, { categoryId: utilities });
    expect(await admin.mutation(api.financeSettings.deleteCategory, { categoryId: utilities })).toEqual({
      outcome: "archived",
    });
  });

  test("once its transactions are deleted, a category is unused again", async () => {
    const { t, roles, admin, groceries, rent } = await setupFinanceSettings();
    const tx = await insertTransaction(t, {
      categoryId: groceries,
      itemTypeId: rent,
      createdBy: roles.member.memberId!,
      amountPence: 500,
      date: "2026-11-10",
    });
    await deleteTransaction(t, tx);
    expect(await admin.mutation(api.financeSettings.deleteCategory, { categoryId: groceries })).toEqual({
      outcome: "deleted",
    });
  });
});

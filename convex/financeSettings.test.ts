// Finance settings: categories (with budgets) and item types — add, rename, refuse duplicates,
// archive what transactions or bills use, delete what nothing uses, restore by name.
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { errorCatalogue } from "./lib/errors";
import { CATEGORY_LIMIT, ITEM_TYPE_LIMIT } from "./lib/financeSettingsSchema";
import { MAX_AMOUNT_PENCE } from "./lib/money";
import {
  deleteTransaction,
  insertBill,
  insertCategory,
  insertItemType,
  insertTransaction,
} from "./financeSettings.fixtures";
import { expectRefused } from "./refusals.fixtures";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

async function setup() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const groceries = await insertCategory(t, { name: "Groceries", description: "Food", monthlyBudgetPence: 30_000 });
  const utilities = await insertCategory(t, { name: "Utilities" });
  const rent = await insertItemType(t, "Rent");
  const salary = await insertItemType(t, "Salary Income");
  return { t, roles, admin: roles.admin.as, groceries, utilities, rent, salary };
}

const getCategory = (t: TestBackend, id: Id<"financeCategories">) =>
  t.run((ctx) => ctx.db.get("financeCategories", id));
const getItemType = (t: TestBackend, id: Id<"itemTypes">) => t.run((ctx) => ctx.db.get("itemTypes", id));

describe("financeSettings.categories and itemTypes", () => {
  test("list every one by name, archived ones marked", async () => {
    const { t, roles, groceries, utilities, rent, salary } = await setup();
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

describe("financeSettings.addCategory", () => {
  test("adds a trimmed category with its description and budget", async () => {
    const { t, admin } = await setup();
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
    const { t, admin } = await setup();
    await expectRefused(t, () => admin.mutation(api.financeSettings.addCategory, { category }), code);
  });

  test("a name a category already has, in any case, is taken", async () => {
    const { t, admin } = await setup();
    await expectRefused(
      t,
      () => admin.mutation(api.financeSettings.addCategory, { category: { name: " groceries " } }),
      "CATEGORY_NAME_TAKEN",
    );
  });

  test("an archived category's name restores it with the new description and budget", async () => {
    const { t, admin, groceries } = await setup();
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
    const { t, admin } = await setup();
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
    const { t, roles } = await setup();
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
    const { t, admin, groceries } = await setup();
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
    const { t, admin, groceries } = await setup();
    await admin.mutation(api.financeSettings.updateCategory, {
      categoryId: groceries,
      category: { name: "GROCERIES" },
    });
    expect((await getCategory(t, groceries))?.name).toBe("GROCERIES");
  });

  test("another category's name is taken; an archived one's is free", async () => {
    const { t, admin, groceries } = await setup();
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
    const { t, admin, groceries } = await setup();
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
    const { t, admin } = await setup();
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
    const { t, admin, utilities } = await setup();
    expect(await admin.mutation(api.financeSettings.deleteCategory, { categoryId: utilities })).toEqual({
      outcome: "deleted",
    });
    expect(await getCategory(t, utilities)).toBeNull();
  });

  test("one a transaction uses is archived: still listed as deleted, gone from the settings page", async () => {
    const { t, roles, admin, groceries, rent } = await setup();
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
    const { t, admin, utilities } = await setup();
    await insertBill(t, { categoryId: utilities });
    expect(await admin.mutation(api.financeSettings.deleteCategory, { categoryId: utilities })).toEqual({
      outcome: "archived",
    });
  });

  test("once its transactions are deleted, a category is unused again", async () => {
    const { t, roles, admin, groceries, rent } = await setup();
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

describe("financeSettings.overview", () => {
  test("counts the transactions and bills that use each one", async () => {
    const { t, roles, admin, groceries, utilities, rent, salary } = await setup();
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
    const { roles } = await setup();
    await expect(roles.member.as.query(api.financeSettings.overview, {})).rejects.toThrow(
      errorCatalogue.MANAGE_FINANCE_SETTINGS.message,
    );
  });
});

describe("financeSettings item types", () => {
  test("add trims; an empty or too long name, or a taken one, is refused", async () => {
    const { t, admin } = await setup();
    const id = await admin.mutation(api.financeSettings.addItemType, { name: "  Gas " });
    expect((await getItemType(t, id))?.name).toBe("Gas");
    const add = (name: string) => () => admin.mutation(api.financeSettings.addItemType, { name });
    await expectRefused(t, add(" "), "ITEM_TYPE_NAME_REQUIRED", "Item type name is required");
    await expectRefused(t, add("x".repeat(101)), "NAME_TOO_LONG");
    await expectRefused(t, add("RENT"), "ITEM_TYPE_NAME_TAKEN");
  });

  test("rename; another's name is taken; an archived one is not found", async () => {
    const { t, admin, rent } = await setup();
    await admin.mutation(api.financeSettings.renameItemType, { itemTypeId: rent, name: "Rent & Service" });
    expect((await getItemType(t, rent))?.name).toBe("Rent & Service");
    await expectRefused(
      t,
      () => admin.mutation(api.financeSettings.renameItemType, { itemTypeId: rent, name: "salary income" }),
      "ITEM_TYPE_NAME_TAKEN",
    );
    await expectRefused(
      t,
      () => admin.mutation(api.financeSettings.renameItemType, { itemTypeId: rent, name: "" }),
      "ITEM_TYPE_NAME_REQUIRED",
    );
    const gone = await insertItemType(t, "Gone", true);
    await expectRefused(
      t,
      () => admin.mutation(api.financeSettings.renameItemType, { itemTypeId: gone, name: "Back" }),
      "NOT_FOUND",
    );
  });

  test("delete: archived when used, deleted when not, restored by name", async () => {
    const { t, roles, admin, groceries, rent, salary } = await setup();
    await insertTransaction(t, {
      categoryId: groceries,
      itemTypeId: rent,
      createdBy: roles.member.memberId!,
      amountPence: 80_000,
      date: "2026-02-01",
    });
    expect(await admin.mutation(api.financeSettings.deleteItemType, { itemTypeId: rent })).toEqual({
      outcome: "archived",
    });
    expect(await admin.mutation(api.financeSettings.deleteItemType, { itemTypeId: salary })).toEqual({
      outcome: "deleted",
    });
    expect(await getItemType(t, salary)).toBeNull();
    expect(await admin.query(api.financeSettings.overview, {})).toMatchObject({ itemTypes: [] });
    expect(await admin.mutation(api.financeSettings.addItemType, { name: "rent" })).toBe(rent);
    const restored = await getItemType(t, rent);
    expect(restored?.name).toBe("rent");
    expect(restored).not.toHaveProperty("archived");
  });

  test(`at most ${ITEM_TYPE_LIMIT} item types`, async () => {
    const { t, admin } = await setup();
    await t.run(async (ctx) => {
      for (let n = 2; n < ITEM_TYPE_LIMIT; n++) await ctx.db.insert("itemTypes", { name: `Type ${n}` });
    });
    await expectRefused(
      t,
      () => admin.mutation(api.financeSettings.addItemType, { name: "Extra" }),
      "FINANCE_LIST_LIMIT",
      `A family can have at most ${ITEM_TYPE_LIMIT} of these.`,
    );
  });

  test("a member is refused every change", async () => {
    const { t, roles, rent } = await setup();
    const member = roles.member.as;
    await expectRefused(
      t,
      () => member.mutation(api.financeSettings.addItemType, { name: "Mine" }),
      "MANAGE_FINANCE_SETTINGS",
    );
    await expectRefused(
      t,
      () => member.mutation(api.financeSettings.renameItemType, { itemTypeId: rent, name: "Mine" }),
      "MANAGE_FINANCE_SETTINGS",
    );
    await expectRefused(
      t,
      () => member.mutation(api.financeSettings.deleteItemType, { itemTypeId: rent }),
      "MANAGE_FINANCE_SETTINGS",
    );
  });
});

// Finance settings: item types — add, rename, refuse duplicates, archive what transactions use,
// delete what nothing uses, restore by name; admins only.
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { ITEM_TYPE_LIMIT } from "./lib/financeSettingsSchema";
import { getItemType, insertItemType, insertTransaction, setupFinanceSettings } from "./financeSettings.fixtures";
import { expectRefused, expectRefusedOn } from "./refusals.fixtures";

describe("financeSettings item types", () => {
  test("add trims; an empty or too long name, or a taken one, is refused", async () => {
    const { t, admin } = await setupFinanceSettings();
    const id = await admin.mutation(api.financeSettings.addItemType, { name: "  Gas " });
    expect((await getItemType(t, id))?.name).toBe("Gas");
    const add = (name: string) => () => admin.mutation(api.financeSettings.addItemType, { name });
    await expectRefused(t, add(" "), "ITEM_TYPE_NAME_REQUIRED", "Item type name is required");
    await expectRefusedOn(t, add("x".repeat(101)), "NAME_TOO_LONG", "name");
    await expectRefusedOn(t, add("RENT"), "ITEM_TYPE_NAME_TAKEN", "name");
  });

  test("rename; another's name is taken; an archived one is not found", async () => {
    const { t, admin, rent } = await setupFinanceSettings();
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
    const { t, roles, admin, groceries, rent, salary } = await setupFinanceSettings();
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
    const { t, admin } = await setupFinanceSettings();
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
    const { t, roles, rent } = await setupFinanceSettings();
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

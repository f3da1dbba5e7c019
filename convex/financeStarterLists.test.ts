// The usual categories and item types: the lists themselves (every language, within the name
// limit, the spec's English), and an admin adding them in the family's language.
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { CATEGORY_LIMIT } from "./lib/financeSettingsSchema";
import { starterCategories, starterItemTypes, starterNamesIn, type StarterList } from "./lib/financeStarterLists";
import { NAME_MAX_LENGTH } from "./lib/text";
import { languages } from "./lib/validators";
import { insertCategory, insertItemType, setupFinanceSettings } from "./financeSettings.fixtures";
import { expectRefused } from "./refusals.fixtures";
import type { TestBackend } from "./test.setup";

const lower = (names: string[]) => names.map((name) => name.toLocaleLowerCase("en"));

const activeNames = (t: TestBackend, table: "financeCategories" | "itemTypes") =>
  t.run(async (ctx) => (await ctx.db.query(table).collect()).filter((doc) => doc.archived !== true).map((doc) => doc.name));

const starterEntries = (t: TestBackend) =>
  t.run(async (ctx) =>
    (await ctx.db.query("activityLog").collect()).filter((entry) => entry.details.kind === "financeStarterListAdded"),
  );

describe("the starter lists", () => {
  test("keys are unique; every language names each one, uniquely and within the name limit", () => {
    for (const list of [starterCategories, starterItemTypes]) {
      expect(new Set(list.map((entry) => entry.key)).size).toBe(list.length);
    }
    for (const list of ["categories", "itemTypes"] as StarterList[]) {
      for (const language of languages) {
        const names = starterNamesIn(list, language);
        expect(names.every((name) => name.trim() === name && name.length > 0 && name.length <= NAME_MAX_LENGTH)).toBe(true);
        expect(new Set(lower(names)).size).toBe(names.length);
      }
    }
  });

  test("the English is the spec's: four categories and 31 item types", () => {
    expect(starterCategories.map((c) => [c.name.en, c.description.en])).toEqual([
      ["Groceries", "Food and household shopping"],
      ["Transportation", "Fuel, fares and car costs"],
      ["Utilities", "Energy, water, phone and internet"],
      ["Entertainment", "Days out, streaming and hobbies"],
    ]);
    expect(starterNamesIn("itemTypes", "en")).toHaveLength(31);
    expect(starterNamesIn("itemTypes", "en")).toContain("Council Tax");
  });
});

describe("financeSettings.addStarterLists", () => {
  test("in German, adds the German names (with descriptions), and one activity entry per list", async () => {
    const { t, admin } = await setupFinanceSettings();
    const added = await admin.mutation(api.financeSettings.addStarterLists, { language: "de", lists: ["categories", "itemTypes"] });
    expect(added).toEqual({ categories: 4, itemTypes: 31 });
    const categories = await t.run((ctx) => ctx.db.query("financeCategories").collect());
    expect(categories.find((c) => c.name === "Lebensmittel")?.description).toBe("Essen und Einkäufe für den Haushalt");
    expect(await activeNames(t, "itemTypes")).toEqual(expect.arrayContaining(["Grundsteuer", "Rundfunkbeitrag", "Kindergeld", "Rent"]));
    expect((await starterEntries(t)).map((entry) => entry.details)).toEqual([
      { kind: "financeStarterListAdded", list: "categories", count: 4 },
      { kind: "financeStarterListAdded", list: "itemTypes", count: 31 },
    ]);
  });

  test("a second call adds nothing and records nothing", async () => {
    const { t, admin } = await setupFinanceSettings();
    const add = () => admin.mutation(api.financeSettings.addStarterLists, { language: "fr", lists: ["categories", "itemTypes"] });
    await add();
    const names = { categories: await activeNames(t, "financeCategories"), itemTypes: await activeNames(t, "itemTypes") };
    expect(await add()).toEqual({ categories: 0, itemTypes: 0 });
    expect(await activeNames(t, "financeCategories")).toEqual(names.categories);
    expect(await activeNames(t, "itemTypes")).toEqual(names.itemTypes);
    expect(await starterEntries(t)).toHaveLength(2);
  });

  test("a name the family has, in any case, is skipped; an archived one is restored as it was", async () => {
    const { t, admin, groceries } = await setupFinanceSettings();
    await t.run((ctx) => ctx.db.patch("financeCategories", groceries, { name: "GROCERIES" }));
    const gas = await insertItemType(t, "gas", true);
    const added = await admin.mutation(api.financeSettings.addStarterLists, { language: "en", lists: ["categories", "itemTypes"] });
    // Utilities, Rent and Salary Income were there too.
    expect(added).toEqual({ categories: 2, itemTypes: 29 });
    const categories = await activeNames(t, "financeCategories");
    expect(lower(categories).filter((name) => name === "groceries")).toHaveLength(1);
    expect(categories).toContain("GROCERIES");
    expect(await t.run((ctx) => ctx.db.get("itemTypes", gas))).toMatchObject({ name: "gas" });
    expect((await t.run((ctx) => ctx.db.get("itemTypes", gas)))?.archived).toBeUndefined();
    expect(lower(await activeNames(t, "itemTypes")).filter((name) => name === "gas")).toHaveLength(1);
  });

  test("only the lists asked for; stops at the list's limit", async () => {
    const { t, admin } = await setupFinanceSettings();
    for (let i = 2; i < CATEGORY_LIMIT - 1; i++) await insertCategory(t, { name: `Category ${i}` });
    const added = await admin.mutation(api.financeSettings.addStarterLists, { language: "es", lists: ["categories"] });
    expect(added).toEqual({ categories: 1, itemTypes: 0 });
    expect(await activeNames(t, "financeCategories")).toHaveLength(CATEGORY_LIMIT);
    expect(await activeNames(t, "financeCategories")).toContain("Alimentación");
    expect(await activeNames(t, "itemTypes")).toEqual(["Rent", "Salary Income"]);
  });

  test("a member is refused, and nothing is written", async () => {
    const { t, roles } = await setupFinanceSettings();
    await expectRefused(
      t,
      () => roles.member.as.mutation(api.financeSettings.addStarterLists, { language: "de", lists: ["categories", "itemTypes"] }),
      "MANAGE_FINANCE_SETTINGS",
    );
  });
});

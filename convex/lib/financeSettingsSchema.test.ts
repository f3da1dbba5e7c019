import { describe, expect, test } from "vitest";
import {
  categoryFormDefaults,
  categoryFormFrom,
  categoryFormSchema,
  categoryInputSchema,
  itemTypeFormSchema,
  type CategoryForm,
} from "./financeSettingsSchema";
import { MAX_AMOUNT_PENCE } from "./money";

const valid: CategoryForm = { name: "Groceries", description: "Food and household", budget: "300" };

function problem(values: Partial<CategoryForm>) {
  const result = categoryFormSchema().safeParse({ ...valid, ...values });
  return result.success ? null : result.error.issues[0].message;
}

describe("categoryFormSchema", () => {
  test("a name is required: 'Category name is required'", () => {
    expect(problem({ name: "  " })).toBe("CATEGORY_NAME_REQUIRED");
    expect(categoryFormSchema()
        .safeParse(categoryFormDefaults).error?.issues.map((issue) => issue.message)).toEqual([
      "CATEGORY_NAME_REQUIRED",
    ]);
  });

  test("names keep 100 characters and descriptions 2,000", () => {
    expect(problem({ name: "x".repeat(101) })).toBe("NAME_TOO_LONG");
    expect(problem({ name: "x".repeat(100) })).toBeNull();
    expect(problem({ description: "x".repeat(2001) })).toBe("TEXT_TOO_LONG");
    expect(problem({ description: "x".repeat(2000) })).toBeNull();
  });

  test("the budget is optional: empty means none", () => {
    expect(categoryFormSchema().parse({ name: " Fun ", description: " ", budget: "  " })).toEqual({ name: "Fun" });
  });

  test("a budget in pounds becomes pence", () => {
    expect(categoryFormSchema().parse(valid)).toEqual({
      name: "Groceries",
      description: "Food and household",
      monthlyBudgetPence: 30_000,
    });
  });

  test("the budget follows lib/amountSchema.ts (its tests hold every case)", () => {
    expect(problem({ budget: "0" })).toBe("AMOUNT_POSITIVE");
    expect(problem({ budget: "1000000.01" })).toBe("AMOUNT_TOO_LARGE");
  });

  test("editing starts from the category's values", () => {
    expect(categoryFormFrom({ name: "Bills", monthlyBudgetPence: 12_345 })).toEqual({
      name: "Bills",
      description: "",
      budget: "123.45",
    });
    expect(categoryFormFrom({ name: "Bills", description: "Gas" })).toEqual({
      name: "Bills",
      description: "Gas",
      budget: "",
    });
  });
});

describe("categoryInputSchema (the server's side)", () => {
  test("trims, and leaves out an empty description", () => {
    expect(categoryInputSchema.parse({ name: " Bills ", description: "  " })).toEqual({ name: "Bills" });
  });

  test("the same messages", () => {
    const problemOf = (value: unknown) => categoryInputSchema.safeParse(value).error?.issues[0].message ?? null;
    expect(problemOf({ name: "" })).toBe("CATEGORY_NAME_REQUIRED");
    expect(problemOf({ name: "x".repeat(101) })).toBe("NAME_TOO_LONG");
    expect(problemOf({ name: "A", description: "x".repeat(2001) })).toBe("TEXT_TOO_LONG");
    expect(problemOf({ name: "A", monthlyBudgetPence: 0 })).toBe("AMOUNT_POSITIVE");
    expect(problemOf({ name: "A", monthlyBudgetPence: MAX_AMOUNT_PENCE + 1 })).toBe("AMOUNT_TOO_LARGE");
  });
});

describe("itemTypeFormSchema", () => {
  test("'Item type name is required', at most 100 characters, trimmed", () => {
    const problemOf = (name: string) => itemTypeFormSchema.safeParse({ name }).error?.issues[0].message ?? null;
    expect(problemOf(" ")).toBe("ITEM_TYPE_NAME_REQUIRED");
    expect(problemOf("x".repeat(101))).toBe("NAME_TOO_LONG");
    expect(itemTypeFormSchema.parse({ name: " Rent " })).toEqual({ name: "Rent" });
  });
});

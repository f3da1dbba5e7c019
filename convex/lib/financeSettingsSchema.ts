// The Finance settings forms' rules (spec section 5: categories and item types; beyond
// it, an optional monthly budget per category), shared by the forms (react-hook-form's zod
// resolver) and the server (model/financeSettings.ts). Each message is an error code of
// lib/errors.ts. Budgets are typed in pounds and stored in integer pence.
import { v, type Infer } from "convex/values";
import { z } from "zod";
import type { ErrorCode } from "./errors";
import { optionalPoundsField, penceField } from "./amountSchema";
import { poundsFromPence, type DecimalMark } from "./money";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "./text";

const code = (c: ErrorCode) => c;

/** At most this many categories and item types (FINANCE_LIST_LIMIT): settings lists, not data. */
export const CATEGORY_LIMIT = 100;
export const ITEM_TYPE_LIMIT = 200;

const categoryName = z
  .string()
  .trim()
  .min(1, code("CATEGORY_NAME_REQUIRED"))
  .max(NAME_MAX_LENGTH, code("NAME_TOO_LONG"));
const itemTypeName = z
  .string()
  .trim()
  .min(1, code("ITEM_TYPE_NAME_REQUIRED"))
  .max(NAME_MAX_LENGTH, code("NAME_TOO_LONG"));
const description = z.string().trim().max(TEXT_MAX_LENGTH, code("TEXT_TOO_LONG"));

/** What `addCategory` / `updateCategory` take; a missing description or budget clears it. */
export const vCategoryInput = v.object({
  name: v.string(),
  description: v.optional(v.string()),
  monthlyBudgetPence: v.optional(v.number()),
});
export type CategoryInput = Infer<typeof vCategoryInput>;

/** Leaves out an empty description and a missing budget, so they are unset rather than "". */
function categoryInput(name: string, text: string | undefined, budget: number | undefined): CategoryInput {
  return {
    name,
    ...(text ? { description: text } : {}),
    ...(budget !== undefined ? { monthlyBudgetPence: budget } : {}),
  };
}

/** The category form: name required, description optional, budget in pounds or empty. */
export const categoryFormSchema = (mark: DecimalMark = ".") =>
  z
  .object({
    name: categoryName,
    description,
    budget: optionalPoundsField(mark),
    })
  .transform(({ name, description: text, budget }) => categoryInput(name, text, budget));
export type CategoryForm = z.input<ReturnType<typeof categoryFormSchema>>;

export const categoryFormDefaults: CategoryForm = { name: "", description: "", budget: "" };

/** The form's values to edit an existing category. */
export function categoryFormFrom(category: {
  name: string;
  description?: string;
  monthlyBudgetPence?: number;
},
  mark: DecimalMark = ".",
): CategoryForm {
  return {
    name: category.name,
    description: category.description ?? "",
    budget: category.monthlyBudgetPence !== undefined ? poundsFromPence(category.monthlyBudgetPence, mark) : "",
  };
}

/** The same rules on the server's shape. */
export const categoryInputSchema = z
  .object({
    name: categoryName,
    description: description.optional(),
    monthlyBudgetPence: penceField.optional(),
  })
  .transform(({ name, description: text, monthlyBudgetPence }) => categoryInput(name, text, monthlyBudgetPence));

/** The item type form (add and rename): a name. */
export const itemTypeFormSchema = z.object({ name: itemTypeName });
export type ItemTypeForm = z.input<typeof itemTypeFormSchema>;
export const itemTypeFormDefaults: ItemTypeForm = { name: "" };

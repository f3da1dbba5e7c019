// Finance settings' field errors are error codes (the shared zod schemas' messages and the
// server's refusals alike), shown under the field they concern; the rest become toasts.
import type { ErrorCode } from "../../../../convex/lib/errors";
import type { CategoryForm, ItemTypeForm } from "../../../../convex/lib/financeSettingsSchema";
import { refusalUnderField } from "../../feedback/fieldRefusal";

export type CategoryField = keyof CategoryForm;
export type ItemTypeField = keyof ItemTypeForm;

const categoryFieldOf: Partial<Record<ErrorCode, CategoryField>> = {
  CATEGORY_NAME_REQUIRED: "name",
  CATEGORY_NAME_TAKEN: "name",
  NAME_TOO_LONG: "name",
  TEXT_TOO_LONG: "description",
  AMOUNT_POSITIVE: "budget",
  AMOUNT_TOO_LARGE: "budget",
};

const itemTypeFieldOf: Partial<Record<ErrorCode, ItemTypeField>> = {
  ITEM_TYPE_NAME_REQUIRED: "name",
  ITEM_TYPE_NAME_TAKEN: "name",
  NAME_TOO_LONG: "name",
};

/** The category form field a server refusal belongs under; null for the rest (a toast). */
export const categoryFieldRefusal = (error: unknown) => refusalUnderField(error, categoryFieldOf);

/** The item type name field's refusals; null for the rest (a toast). */
export const itemTypeFieldRefusal = (error: unknown) => refusalUnderField(error, itemTypeFieldOf);

/** What deleting a category or item type will do (API.md): delete an unused one, archive a used one. */
export function deleteOutcome(usage: { transactionCount: number; outgoingCount?: number }): "deleted" | "archived" {
  return usage.transactionCount > 0 || (usage.outgoingCount ?? 0) > 0 ? "archived" : "deleted";
}

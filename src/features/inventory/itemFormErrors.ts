// The item form's errors are error codes (the zod schema's messages and the
// server's refusals alike), shown under the field they concern.
import { ConvexError } from "convex/values";
import type { FieldErrors } from "react-hook-form";
import { isHouseholdErrorData, type ErrorCode } from "../../../convex/lib/errors";
import type { ItemForm } from "../../../convex/lib/itemSchema";

export type ItemField = "name" | "category" | "quantity" | "condition" | "notes" | "image";

const fieldOf: Partial<Record<ErrorCode, ItemField>> = {
  ITEM_FIELDS_REQUIRED: "name",
  NAME_TOO_LONG: "name",
  QUANTITY_MIN: "quantity",
  TEXT_TOO_LONG: "notes",
  IMAGE_TYPE_NOT_ALLOWED: "image",
  IMAGE_TOO_LARGE: "image",
  IMAGE_URL_INVALID: "image",
  IMAGE_ERROR: "image",
};

/** The field a server refusal belongs under, with its code; null for refusals about no one field. */
export function itemFieldRefusal(error: unknown): { field: ItemField; code: ErrorCode } | null {
  if (!(error instanceof ConvexError) || !isHouseholdErrorData(error.data)) return null;
  const field = fieldOf[error.data.code];
  return field ? { field, code: error.data.code } : null;
}

/** The photo's error code wherever zod put it (on the union, or on its `url`). */
export function imageErrorCode(errors: FieldErrors<ItemForm>): string | undefined {
  const image = errors.image as { message?: string; url?: { message?: string }; storageId?: { message?: string } } | undefined;
  return image?.message ?? image?.url?.message ?? image?.storageId?.message;
}

/** Spec section 5: a missing name or category is also told as the 'Missing Information' toast. */
export function missesRequired(errors: FieldErrors<ItemForm>): boolean {
  return errors.name?.message === "ITEM_FIELDS_REQUIRED" || errors.category?.message === "ITEM_FIELDS_REQUIRED";
}

// The item form's errors are error codes (the zod schema's messages and the
// server's refusals alike), shown under the field they concern.
import type { FieldErrors } from "react-hook-form";
import type { ErrorCode } from "../../../convex/lib/errors";
import type { ItemForm } from "../../../convex/lib/itemSchema";
import { refusalUnderField } from "../feedback/fieldRefusal";

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
export const itemFieldRefusal = (error: unknown) => refusalUnderField(error, fieldOf);

/** The photo's error code wherever zod put it (on the union, or on its `url`). */
export function imageErrorCode(errors: FieldErrors<ItemForm>): string | undefined {
  const image = errors.image as { message?: string; url?: { message?: string }; storageId?: { message?: string } } | undefined;
  return image?.message ?? image?.url?.message ?? image?.storageId?.message;
}

/** Spec section 5: a missing name or category is also told as the 'Missing Information' toast. */
export function missesRequired(errors: FieldErrors<ItemForm>): boolean {
  return errors.name?.message === "ITEM_FIELDS_REQUIRED" || errors.category?.message === "ITEM_FIELDS_REQUIRED";
}

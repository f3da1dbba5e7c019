// The item form's rule for the spec's 'Missing Information' toast.
import type { FieldErrors } from "react-hook-form";
import type { ItemForm } from "../../../convex/lib/itemSchema";

/** Spec section 5: a missing name or category is also told as the 'Missing Information' toast. */
export function missesRequired(errors: FieldErrors<ItemForm>): boolean {
  return errors.name?.message === "ITEM_FIELDS_REQUIRED" || errors.category?.message === "ITEM_FIELDS_REQUIRED";
}

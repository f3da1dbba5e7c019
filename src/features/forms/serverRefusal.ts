// A server refusal about one field carries that field's name (the path its zod schema reported,
// or the name the server gave a check of its own), so a form puts it under the field without a
// table of its own mapping codes to fields.
import { ConvexError } from "convex/values";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ErrorCode } from "../../../convex/lib/errors";
import { isHouseholdErrorData } from "../../../convex/lib/errorData";
import { notifyFailure } from "../feedback/notify";

/**
 * The form field a server refusal belongs under, with its code; null when it is about no field
 * of this form (a toast says those). `serverNames` renames the few fields the server calls
 * otherwise (the form's typed `amount` is the server's `amountPence`).
 */
export function refusalField<F extends string>(
  error: unknown,
  fields: readonly F[],
  serverNames: Partial<Record<string, F>> = {},
): { field: F; code: ErrorCode } | null {
  if (!(error instanceof ConvexError) || !isHouseholdErrorData(error.data) || error.data.field === undefined) return null;
  const named = serverNames[error.data.field] ?? error.data.field;
  return (fields as readonly string[]).includes(named) ? { field: named as F, code: error.data.code } : null;
}

type RefusalTarget<T extends FieldValues> = {
  getValues: () => T;
  setError: UseFormSetError<T>;
};

/**
 * Puts a server refusal under the field of the form it is about and moves the focus there;
 * false when it is about none of the form's fields (the caller says it in a toast).
 */
export function showRefusalUnderField<T extends FieldValues>(
  form: RefusalTarget<T>,
  error: unknown,
  serverNames: Partial<Record<string, Path<T>>> = {},
): boolean {
  const refusal = refusalField(error, Object.keys(form.getValues()) as Path<T>[], serverNames);
  if (refusal === null) return false;
  form.setError(refusal.field, { message: refusal.code }, { shouldFocus: true });
  return true;
}

/**
 * Every form's save: runs `save` (the mutation, then the form's own success: a toast, closing);
 * a refusal about one of the form's fields goes under it, anything else into a toast with
 * `failure` (the server's own text when it sent one).
 */
export async function saveForm<T extends FieldValues>(
  form: RefusalTarget<T>,
  save: () => Promise<unknown>,
  failure: { title: string; message: string },
  serverNames: Partial<Record<string, Path<T>>> = {},
): Promise<void> {
  try {
    await save();
  } catch (error) {
    if (!showRefusalUnderField(form, error, serverNames)) notifyFailure(error, failure);
  }
}

// A server refusal about one form field is shown under that field, not only in a toast. Each
// form says which error codes belong under which of its fields; this finds the one that applies.
import { ConvexError } from "convex/values";
import { isHouseholdErrorData, type ErrorCode } from "../../../convex/lib/errors";

/** The field a server refusal belongs under, with its code; null for refusals about no one field (a toast says those). */
export function refusalUnderField<F extends string>(
  error: unknown,
  fieldOf: Partial<Record<ErrorCode, F>>,
): { field: F; code: ErrorCode } | null {
  if (!(error instanceof ConvexError) || !isHouseholdErrorData(error.data)) return null;
  const field = fieldOf[error.data.code];
  return field ? { field, code: error.data.code } : null;
}

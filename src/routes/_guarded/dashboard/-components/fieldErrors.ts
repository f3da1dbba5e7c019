import { ConvexError } from "convex/values";
import { useId, useState } from "react";
import { isHouseholdErrorData, type ErrorCode } from "../../../../../convex/lib/errors";
import { serverErrorOf } from "../../../../features/feedback/notify";

/**
 * The messages shown under a form's invalid fields. `root(field)` goes on the
 * Field.Root (invalid: the input gets aria-invalid; the message's id) and
 * `input(field)` on the input: it names the message in aria-describedby too,
 * which screen readers read more widely than Chakra's aria-errormessage.
 * A field's message goes away as soon as it is edited.
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const idBase = useId();
  const errorId = (field: F) => `${idBase}-${field}-error`;
  return {
    errors,
    root(field: F) {
      return { invalid: errors[field] !== undefined, ids: { errorText: errorId(field) } };
    },
    input(field: F): { "aria-describedby"?: string } {
      return errors[field] === undefined ? {} : { "aria-describedby": errorId(field) };
    },
    /** Replaces every message at once; returns whether there are any. */
    show(next: Partial<Record<F, string>>) {
      setErrors(next);
      return Object.keys(next).length > 0;
    },
    clear(field: F) {
      setErrors((current) => {
        if (current[field] === undefined) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
    },
    reset() {
      setErrors({});
    },
  };
}

/**
 * The field a server refusal is about (by its code), with its translated
 * message, so the form marks the field too and not only the toast says it.
 */
export function fieldOfRefusal<F extends string>(error: unknown, fields: Partial<Record<ErrorCode, F>>): Partial<Record<F, string>> {
  if (!(error instanceof ConvexError) || !isHouseholdErrorData(error.data)) return {};
  const field = fields[error.data.code];
  const refusal = serverErrorOf(error);
  if (field === undefined || refusal === null) return {};
  return { [field]: refusal.message } as Partial<Record<F, string>>;
}

// Text limits of DESIGN.md decision 16, checked on the server (the forms mirror them).
import { fieldError, type ErrorCode } from "./errors";

export const NAME_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 2000;

/**
 * A trimmed, non-empty name or title of at most 100 characters; `required` names the refusal,
 * `field` the input it is about.
 */
export function cleanName(value: string, required: ErrorCode,
  field = "name",
): string {
  const name = value.trim();
  if (!name) throw fieldError(field, required);
  if (name.length > NAME_MAX_LENGTH) throw fieldError(field, "NAME_TOO_LONG");
  return name;
}

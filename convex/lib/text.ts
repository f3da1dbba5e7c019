// Text limits of DESIGN.md decision 16, checked on the server (the forms mirror them).
import { householdError, type ErrorCode } from "./errors";

export const NAME_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 2000;

/** A trimmed, non-empty name or title of at most 100 characters; `required` names the refusal. */
export function cleanName(value: string, required: ErrorCode): string {
  const name = value.trim();
  if (!name) throw householdError(required);
  if (name.length > NAME_MAX_LENGTH) throw householdError("NAME_TOO_LONG");
  return name;
}

/** A trimmed description or note of at most 2,000 characters (may be empty). */
export function cleanText(value: string): string {
  const text = value.trim();
  if (text.length > TEXT_MAX_LENGTH) throw householdError("TEXT_TOO_LONG");
  return text;
}

// Spec section 5: password and reset-link rules. A broken password rule is an
// error code of the catalogue (convex/lib/errors.ts), shown under its field as
// every form's errors are; the hint and the link's text live in auth.json.
import type { ParseKeys } from "i18next";
import type { ErrorCode } from "../../../convex/lib/errors";

export const MIN_PASSWORD_LENGTH = 8;
/** "Password must be at least 8 characters long". */
export const PASSWORD_HINT = "auth.password.hint" satisfies ParseKeys;
/** "The password reset link is invalid or has expired. Please request a new password reset link." */
export const INVALID_RESET_LINK = "auth.reset.invalidLink" satisfies ParseKeys;

/** A broken rule: the field it is about and its error code. */
export type RuleFailure = { field: "password" | "confirmation"; code: ErrorCode };

/** A reset link is valid only if its token is present and longer than 20 characters. */
export function isValidResetToken(token: string | undefined): token is string {
  return typeof token === "string" && token.length > 20;
}

/** The server's own rule (PASSWORD_TOO_SHORT), said before anything is sent. */
export function checkPassword(password: string): RuleFailure | null {
  return password.length < MIN_PASSWORD_LENGTH ? { field: "password", code: "PASSWORD_TOO_SHORT" } : null;
}

/** A new password and the same again. */
export function checkNewPassword(password: string, confirmation: string): RuleFailure | null {
  return checkPassword(password) ?? (password !== confirmation ? { field: "confirmation", code: "PASSWORD_MISMATCH" } : null);
}

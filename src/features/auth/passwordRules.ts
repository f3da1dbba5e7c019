// Spec section 5: password and reset-link rules. Their texts (the spec's exact
// English) live in src/i18n/<lang>/auth.json; the rules name them by key.
import type { ParseKeys } from "i18next";

export const MIN_PASSWORD_LENGTH = 8;
/** "Password must be at least 8 characters long". */
export const PASSWORD_HINT = "auth.password.hint" satisfies ParseKeys;
/** "The password reset link is invalid or has expired. Please request a new password reset link." */
export const INVALID_RESET_LINK = "auth.reset.invalidLink" satisfies ParseKeys;

/** A broken rule, as the i18n keys of its toast title and message. */
export type RuleFailure = { title: ParseKeys; message: ParseKeys };

/** A reset link is valid only if its token is present and longer than 20 characters. */
export function isValidResetToken(token: string | undefined): token is string {
  return typeof token === "string" && token.length > 20;
}

export function checkNewPassword(password: string, confirmation: string): RuleFailure | null {
  if (password.length < MIN_PASSWORD_LENGTH) return { title: "auth.password.tooShortTitle", message: PASSWORD_HINT };
  if (password !== confirmation) return { title: "auth.password.mismatchTitle", message: "auth.password.mismatch" };
  return null;
}

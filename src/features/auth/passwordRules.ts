// Spec section 5: password and reset-link rules, with the spec's exact texts.

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_HINT = "Password must be at least 8 characters long";
export const INVALID_RESET_LINK =
  "The password reset link is invalid or has expired. Please request a new password reset link.";

export type RuleFailure = { title: string; message: string };

/** A reset link is valid only if its token is present and longer than 20 characters. */
export function isValidResetToken(token: string | undefined): token is string {
  return typeof token === "string" && token.length > 20;
}

export function checkNewPassword(password: string, confirmation: string): RuleFailure | null {
  if (password.length < MIN_PASSWORD_LENGTH) return { title: "Password too short", message: PASSWORD_HINT };
  if (password !== confirmation) return { title: "Passwords do not match", message: "Please make sure your passwords match" };
  return null;
}

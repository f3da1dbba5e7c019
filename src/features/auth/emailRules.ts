// DESIGN.md decision 13: emails are checked before they are sent. The server
// applies the same rule (convex/lib/viewer.ts; emailRules.test.ts keeps the two
// equal); this copy keeps server code out of the sign-in screens' bundle.
import type { ParseKeys } from "i18next";

/** "Please enter a valid email address" (the server's INVALID_EMAIL, in the reader's language). */
export const INVALID_EMAIL = "errors.INVALID_EMAIL.message" satisfies ParseKeys;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim().toLowerCase());
}

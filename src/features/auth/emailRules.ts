// DESIGN.md decision 13: emails are checked before they are sent, by the
// server's own rule (convex/lib/email.ts, which imports nothing).
import type { ParseKeys } from "i18next";

export { isValidEmail } from "../../../convex/lib/email";

/** "Please enter a valid email address" (the server's INVALID_EMAIL, in the reader's language). */
export const INVALID_EMAIL = "errors.INVALID_EMAIL.message" satisfies ParseKeys;

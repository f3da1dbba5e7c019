// DESIGN.md decision 13: emails are checked before they are sent, by the
// server's own rule (convex/lib/email.ts, which imports nothing).
import type { ErrorCode } from "../../../convex/lib/errors";

export { isValidEmail } from "../../../convex/lib/email";

/** "Please enter a valid email address": the server's own code, shown under the field. */
export const INVALID_EMAIL = "INVALID_EMAIL" satisfies ErrorCode;

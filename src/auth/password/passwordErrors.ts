import { ConvexError } from "convex/values";
import { isHouseholdErrorData } from "../../../convex/lib/errorData";
import { AuthServiceError } from "../AuthFlow";

/**
 * Convex Auth reports bare codes. An unknown email and a wrong password get one
 * message, so the sign-in form does not reveal which emails have accounts.
 * Each message carries its i18n key; `message` keeps the English text.
 */
export function describePasswordAuthError(error: unknown): AuthServiceError {
  if (error instanceof ConvexError && typeof error.data === "object" && error.data !== null) {
    const data: unknown = error.data;
    // Its key names the code's translation; a code the app has no words for shows the server's text.
    if (isHouseholdErrorData(data)) {
      return new AuthServiceError(data.message, `errors.${data.code}.message`, data.params);
    }
    const message = (data as { message?: unknown }).message;
    if (typeof message === "string") return new AuthServiceError(message);
  }
  const text = error instanceof Error ? error.message : String(error);
  if (/InvalidSecret|InvalidAccountId/.test(text)) {
    return new AuthServiceError("Invalid email or password.", "auth.errors.invalidCredentials");
  }
  if (/TooManyFailedAttempts/.test(text)) {
    return new AuthServiceError("Too many failed attempts. Please wait a while and try again.", "auth.errors.tooManyAttempts");
  }
  if (/Could not verify code|Invalid verification code|expired/i.test(text)) {
    return new AuthServiceError(
      "The password reset link is invalid or has expired. Please request a new password reset link.",
      "auth.reset.invalidLink",
    );
  }
  if (/Password must be at least 8 characters long/.test(text)) {
    return new AuthServiceError("Password must be at least 8 characters long", "auth.password.hint");
  }
  return new AuthServiceError("");
}

/**
 * The "email-verification" step: a wrong, used or expired code (or too many
 * tries) is one message; anything else is described as for sign-in.
 */
export function describeEmailCodeError(error: unknown): AuthServiceError {
  const text = error instanceof Error ? error.message : String(error);
  if (/Could not verify code|Invalid code|InvalidAccountId/.test(text)) {
    return new AuthServiceError("That code did not verify your email.", "auth.errors.codeNotVerified");
  }
  return describePasswordAuthError(error);
}

export function isUnknownAccount(error: unknown): boolean {
  return String(error instanceof Error ? error.message : error).includes("InvalidAccountId");
}

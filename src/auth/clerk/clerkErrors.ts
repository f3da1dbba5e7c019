import { AuthServiceError } from "../AuthFlow";

type ClerkErrorBody = { code?: string; message?: string; longMessage?: string };

function clerkErrors(error: unknown): ClerkErrorBody[] {
  if (typeof error === "object" && error !== null && Array.isArray((error as { errors?: unknown }).errors)) {
    return (error as { errors: ClerkErrorBody[] }).errors;
  }
  return [];
}

/**
 * Clerk's own message (its "service message"), for the screens to show as is:
 * it carries no i18n key. Our own errors (with their keys) pass through unchanged.
 */
export function describeClerkError(error: unknown): AuthServiceError {
  if (error instanceof AuthServiceError) return error;
  const [first] = clerkErrors(error);
  return new AuthServiceError(first?.longMessage ?? first?.message ?? "");
}

/** Clerk says so when no account has this email; a reset request must not reveal it. */
export function isUnknownIdentifier(error: unknown): boolean {
  return clerkErrors(error).some((e) => e.code === "form_identifier_not_found");
}

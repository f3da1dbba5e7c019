import { AuthServiceError } from "../../auth/AuthFlow";

/** The service's own message when it has one, else the spec's fallback text. */
export function serviceMessage(error: unknown, fallback: string): string {
  if (error instanceof AuthServiceError && error.message) return error.message;
  return fallback;
}

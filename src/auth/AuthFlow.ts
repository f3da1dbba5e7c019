// One interface for signing in, whichever service does it (DESIGN.md decision 2).
// No screen knows whether the password flow or Clerk is behind it.
import type { ParseKeys } from "i18next";
import { createContext, useContext } from "react";

export type SignUpInput = { name: string; email: string; password: string };

/**
 * Whether the person is in, or must first type the code just mailed to them.
 * Both services check a new account's email with a code (DESIGN.md decision 13);
 * the password service also asks again at sign-in while the email is unproven.
 */
export type SignUpResult = { status: "complete" } | { status: "needsEmailCode" };

/** Password reset mails a link; Clerk mails a short code typed on the same page. */
export type ResetDelivery = "link" | "code";

export interface AuthFlow {
  readonly kind: "password" | "clerk";
  /** Nothing returned means complete (Clerk's sign-in never asks for an email code). */
  signIn(email: string, password: string): Promise<SignUpResult | void>;
  signUp(input: SignUpInput): Promise<SignUpResult>;
  /**
   * The code from the verification email, after a sign-up or sign-in said
   * `needsEmailCode`; `email` is the address it went to (default: that step's).
   */
  verifySignUpCode(code: string, email?: string): Promise<void>;
  /** Mails a new code (absent where the service has no way to). */
  resendEmailCode?(input: { email: string; password: string }): Promise<void>;
  signOut(): Promise<void>;
  /** Resolves even for an unknown email, so the form never reveals who has an account. */
  requestPasswordReset(email: string): Promise<ResetDelivery>;
  resetPassword(input: { email: string; token: string; newPassword: string }): Promise<void>;
}

/**
 * A failure the sign-in screens show (the "service message" of spec section 8).
 * Our own messages carry an i18n key (and its params), shown in the reader's
 * language; a service's own message (Clerk's) has no key and is shown as is.
 * `message` is always the English text.
 */
export class AuthServiceError extends Error {
  override name = "AuthServiceError";
  readonly key?: ParseKeys;
  readonly params?: Record<string, string | number>;

  constructor(message: string, key?: ParseKeys, params?: Record<string, string | number>) {
    super(message);
    if (key !== undefined) this.key = key;
    if (params !== undefined) this.params = params;
  }
}

export const AuthFlowContext = createContext<AuthFlow | null>(null);

/** Spec section 8: using the authentication context outside its provider throws. */
export function useAuthFlow(): AuthFlow {
  const flow = useContext(AuthFlowContext);
  if (flow === null) throw new Error("useAuthFlow must be used within an AuthFlowProvider");
  return flow;
}

export { normalizeEmail } from "../../convex/lib/email";

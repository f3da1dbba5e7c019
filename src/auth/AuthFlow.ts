// One interface for signing in, whichever service does it (DESIGN.md decision 2).
// No screen knows whether the password flow or Clerk is behind it.
import type { ParseKeys } from "i18next";
import { createContext, useContext } from "react";

export type SignUpInput = { name: string; email: string; password: string };

/** Password sign-up signs in at once; Clerk first checks the email with a code. */
export type SignUpResult = { status: "complete" } | { status: "needsEmailCode" };

/** Password reset mails a link; Clerk mails a short code typed on the same page. */
export type ResetDelivery = "link" | "code";

export interface AuthFlow {
  readonly kind: "password" | "clerk";
  signIn(email: string, password: string): Promise<void>;
  signUp(input: SignUpInput): Promise<SignUpResult>;
  /** Clerk only: the code from the verification email. */
  verifySignUpCode(code: string): Promise<void>;
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

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

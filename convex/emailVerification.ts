// The email check of password sign-up (DESIGN.md decision 13): an account is
// usable only once its owner has typed the 8-digit code mailed to its address.
// Convex Auth's Password provider drives it (its `verify` option): sign-up and
// every sign-in of an unverified account mail a fresh code and return without a
// session; the "email-verification" flow with the code then signs in.
// This module exports no Convex functions, only the provider's configuration.
import { Email } from "@convex-dev/auth/providers/Email";
import type { GenericActionCtx } from "convex/server";
import type { DataModel } from "./_generated/dataModel";
import { normalizeEmail } from "./lib/email";
import { deliverEmail } from "./model/mail";

export const EMAIL_CODE_LENGTH = 8;
/** How long a code works; signing in again mails a new one. */
export const EMAIL_CODE_MAX_AGE_S = 60 * 60;

/** Eight uniformly random digits (rejection sampling keeps every digit equally likely). */
export function generateEmailCode(): string {
  const digits: number[] = [];
  const bytes = new Uint8Array(16);
  while (digits.length < EMAIL_CODE_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < 250 && digits.length < EMAIL_CODE_LENGTH) digits.push(byte % 10);
    }
  }
  return digits.join("");
}

/**
 * Sign-up with an address that already has an account (and another password): the person
 * signing up sees the same "Check your email" step as anyone, so the page never says which
 * addresses have accounts; the address's owner gets this instead of a code.
 */
export function accountExistsEmail(email: string) {
  return {
    to: email,
    kind: "account-exists" as const,
    subject: "Someone tried to create a Family Household account with your email",
    body:
      `Someone just tried to create a Family Household account with this email address, ` +
      `which already has one.\n\n` +
      `If it was you, sign in with your password, or choose "Forgot password?" on the sign-in page ` +
      `to set a new one. If it was not you, ignore this email: nothing has changed.`,
  };
}

export function verificationEmail(email: string, code: string) {
  return {
    to: email,
    kind: "email-verification" as const,
    subject: `${code} is your Family Household code`,
    body:
      `Welcome to Family Household!\n\n` +
      `Enter this code to confirm your email address:\n\n    ${code}\n\n` +
      `It works for one hour. If you did not create an account, ignore this email: ` +
      `nobody can use the address without the code.`,
  };
}

export const EmailVerificationCode = Email({
  id: "email-verification",
  maxAge: EMAIL_CODE_MAX_AGE_S,
  generateVerificationToken: generateEmailCode,
  async sendVerificationRequest({ identifier, token }, ...rest: unknown[]) {
    // Convex Auth passes the action context as a second argument (untyped upstream).
    const ctx = rest[0] as GenericActionCtx<DataModel> | undefined;
    if (!ctx) throw new Error("Email verification needs the action context");
    await deliverEmail(ctx, verificationEmail(normalizeEmail(identifier), token));
  },
});

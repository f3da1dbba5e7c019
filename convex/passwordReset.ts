// The reset step of password sign-in (DESIGN.md decision 4): a long random
// token, emailed as a link to /reset-password?token=…&email=….
import { Email } from "@convex-dev/auth/providers/Email";
import type { GenericActionCtx } from "convex/server";
import type { DataModel } from "./_generated/dataModel";
import { env } from "./_generated/server";
import { normalizeEmail } from "./lib/email";
import { deliverEmail } from "./model/mail";

/** Spec section 5: a reset link is valid only with a token longer than 20 characters. */
export const RESET_TOKEN_LENGTH = 32;
const RESET_TOKEN_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

export function generateResetToken(): string {
  const bytes = new Uint8Array(RESET_TOKEN_LENGTH);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => RESET_TOKEN_ALPHABET[b % RESET_TOKEN_ALPHABET.length]).join("");
}

export function resetLink(siteUrl: string, email: string, token: string): string {
  const url = new URL("/reset-password", siteUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("email", email);
  return url.toString();
}

export const PasswordResetEmail = Email({
  id: "password-reset",
  maxAge: 60 * 60, // one hour
  generateVerificationToken: generateResetToken,
  async sendVerificationRequest({ identifier, token }, ...rest: unknown[]) {
    // The account id is the lower-cased email, and verification compares the two.
    const email = normalizeEmail(identifier);
    // Convex Auth passes the action context as a second argument (untyped upstream).
    const ctx = rest[0] as GenericActionCtx<DataModel> | undefined;
    if (!ctx) throw new Error("Password reset needs the action context");
    const link = resetLink(env.SITE_URL ?? "http://127.0.0.1:5173", email, token);
    await deliverEmail(ctx, {
      to: email,
      kind: "password-reset",
      subject: "Reset your Family Household password",
      body:
        `Someone asked to reset the password of your Family Household account.\n\n` +
        `Open this link within an hour to choose a new password:\n${link}\n\n` +
        `If it was not you, ignore this email: your password stays the same.`,
    });
  },
});

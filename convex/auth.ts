// Built-in email + password sign-in (DESIGN.md decisions 2 and 13). Emails are
// checked and lower-cased so "Mum@Example.com" and "mum@example.com" are one
// account, and an account is usable only once its email is verified by the
// emailed code (EmailVerificationCode).
import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import type { Value } from "convex/values";
import type { DataModel } from "./_generated/dataModel";
import { EmailVerificationCode, accountExistsEmail } from "./emailVerification";
import { householdError } from "./lib/errors";
import { isValidEmail, normalizeEmail } from "./lib/email";
import { NAME_MAX_LENGTH } from "./lib/text";
import { deliverEmail } from "./model/mail";
import { PasswordResetEmail } from "./passwordReset";

export const MIN_PASSWORD_LENGTH = 8;

/**
 * The account's email from the sign-in params: syntactically checked, lower-cased.
 * The params are normalised in place too: the Password provider hands the same
 * object to the code steps (verification and reset), which store and compare
 * `params.email` as given, and it must equal the lower-cased account id.
 */
export function accountEmail(params: Record<string, Value | undefined>): string {
  const email = normalizeEmail(typeof params.email === "string" ? params.email : "");
  if (!isValidEmail(email)) throw householdError("INVALID_EMAIL");
  params.email = email;
  return email;
}

const password = Password<DataModel>({
  reset: PasswordResetEmail,
  verify: EmailVerificationCode,
  profile(params) {
    const email = accountEmail(params);
    const name = typeof params.name === "string" && params.name.trim() ? params.name.trim() : undefined;
    // The name flows into the join request, notifications and the member row: the limit of every name.
    if (name !== undefined && name.length > NAME_MAX_LENGTH) throw householdError("NAME_TOO_LONG");
    return { email, ...(name ? { name } : {}) };
  },
  validatePasswordRequirements(password: string) {
    if (password.length < MIN_PASSWORD_LENGTH) throw householdError("PASSWORD_TOO_SHORT");
  },
});

// A sign-up with an address that has an account (another password) is answered as any sign-up
// is, with the "Check your email" step, rather than "already exists": sign-in and "Forgot
// password?" already do not say which addresses have accounts. The owner gets a notice instead.
// (ConvexCredentials keeps the provider's own authorize in `options`; the top-level one is a stub.)
type Authorize = typeof password.authorize;
const options = (password as unknown as { options: { authorize: Authorize } }).options;
const authorizePassword = options.authorize;
options.authorize = async (params, ctx) => {
  try {
    return await authorizePassword(params, ctx);
  } catch (error) {
    if (params.flow !== "signUp" || !(error instanceof Error) || !/already exists/.test(error.message)) throw error;
    await deliverEmail(ctx, accountExistsEmail(accountEmail(params)));
    return null;
  }
};

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({ providers: [password] });

// Built-in email + password sign-in (DESIGN.md decision 2). Emails are
// lower-cased so "Mum@Example.com" and "mum@example.com" are one account.
import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import { ConvexError } from "convex/values";
import { errorCatalogue } from "./lib/errors";
import { normalizeEmail } from "./lib/viewer";
import { PasswordResetEmail } from "./passwordReset";

export const MIN_PASSWORD_LENGTH = 8;

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [
    Password({
      reset: PasswordResetEmail,
      profile(params) {
        const email = normalizeEmail(String(params.email ?? ""));
        const name = typeof params.name === "string" && params.name.trim() ? params.name.trim() : undefined;
        return { email, ...(name ? { name } : {}) };
      },
      validatePasswordRequirements(password: string) {
        if (password.length < MIN_PASSWORD_LENGTH) {
          const { title, message } = errorCatalogue.PASSWORD_TOO_SHORT;
          throw new ConvexError({ code: "PASSWORD_TOO_SHORT", title, message });
        }
      },
    }),
  ],
});

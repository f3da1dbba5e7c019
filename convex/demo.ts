// Two demo sign-ins for the local stack (DESIGN.md decision 12), linked by
// email to the sample family's admin and member on their first sign-in. They
// are created with a verified email (nobody reads a demo inbox), so they sign
// in at once and link to their invited members.
import { createAccount, retrieveAccount } from "@convex-dev/auth/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalAction, internalMutation } from "./_generated/server";
import { sampleMembers } from "./model/sampleFamily";

export const DEMO_PASSWORDS = { admin: "household-admin", member: "household-member" } as const;

export const createDemoAccounts = internalAction({
  args: {},
  handler: async (ctx) => {
    const created: { role: "admin" | "member"; name: string; email: string; password: string }[] = [];
    for (const sample of sampleMembers) {
      if (!sample.email) continue;
      const password = DEMO_PASSWORDS[sample.role];
      const account = { id: sample.email, secret: password };
      try {
        const existing = await retrieveAccount(ctx, { provider: "password", account });
        // A demo account from before email verification existed is verified now.
        if (!existing.account.emailVerified) {
          await ctx.runMutation(internal.demo.markEmailVerified, { accountId: existing.account._id });
        }
      } catch (error) {
        // Only a missing account is created; any other failure is worth seeing.
        if (!String(error).includes("InvalidAccountId")) throw error;
        // `emailVerified` is read by Convex Auth (it stamps the user's
        // emailVerificationTime and the account's emailVerified); it is not a
        // users field, so it goes in through a variable, not a literal.
        const profile = { email: sample.email, name: sample.name, emailVerified: true };
        await createAccount(ctx, { provider: "password", account, profile });
      }
      created.push({ role: sample.role, name: sample.name, email: sample.email, password });
    }
    return created;
  },
});

/** What Convex Auth writes when a code is entered: the account's and the user's verified email. */
export const markEmailVerified = internalMutation({
  args: { accountId: v.id("authAccounts") },
  handler: async (ctx, { accountId }) => {
    const account = await ctx.db.get("authAccounts", accountId);
    if (account === null) return;
    await ctx.db.patch("authAccounts", accountId, { emailVerified: account.providerAccountId });
    const user = await ctx.db.get("users", account.userId);
    if (user !== null && user.emailVerificationTime === undefined) {
      await ctx.db.patch("users", account.userId, { emailVerificationTime: Date.now() });
    }
  },
});

// Two demo sign-ins for the local stack (DESIGN.md decision 12), linked by
// email to the sample family's admin and member on their first sign-in.
import { createAccount, retrieveAccount } from "@convex-dev/auth/server";
import { internalAction } from "./_generated/server";
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
        await retrieveAccount(ctx, { provider: "password", account });
      } catch (error) {
        // Only a missing account is created; any other failure is worth seeing.
        if (!String(error).includes("InvalidAccountId")) throw error;
        await createAccount(ctx, {
          provider: "password",
          account,
          profile: { email: sample.email, name: sample.name },
        });
      }
      created.push({ role: sample.role, name: sample.name, email: sample.email, password });
    }
    return created;
  },
});

// Joining the family after sign-in. Join requests are decided in the approval
// inbox (approvals.decide), through model/accounts.ts's approve and reject.
import { accountMutation } from "./functions";
import { joinFamily } from "./model/accounts";

/** Called after every sign-in: loads, links or creates the caller's profile, or queues them. */
export const join = accountMutation({
  args: {},
  handler: (ctx) => joinFamily(ctx, ctx.viewer.account),
});

// Joining the family after sign-in. Join requests are decided in the approval
// inbox (approvals.decide), through model/accounts.ts's approve and reject.
import { v } from "convex/values";
import { accountMutation } from "./functions";
import { TIME_ZONE_MAX_LENGTH } from "./lib/timeZone";
import { householdError } from "./lib/errors";
import { joinFamily } from "./model/accounts";

/**
 * Called after every sign-in: loads, links or creates the caller's profile, or queues them.
 * `timeZone` is the device's (Intl's): the first admin's becomes the family's.
 */
export const join = accountMutation({
  args: { timeZone: v.optional(v.string()) },
  handler: (ctx, { timeZone }) => {
    if (timeZone !== undefined && timeZone.length > TIME_ZONE_MAX_LENGTH) throw householdError("UNKNOWN_TIME_ZONE");
    return joinFamily(ctx, ctx.viewer.account, { timeZone });
  },
});

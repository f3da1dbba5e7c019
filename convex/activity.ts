// The family activity log (/admin/activity): who did what and when, for admins
// only. Entries are written by model/activityLog.ts recordActivity.
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { adminQuery } from "./functions";
import { listActivity as list } from "./model/activityLog";

/** Newest first, a page at a time; only one member's actions when `memberId` is given. */
export const listActivity = adminQuery({
  args: { memberId: v.optional(v.id("members")), paginationOpts: paginationOptsValidator },
  handler: (ctx, args) => list(ctx, args),
});

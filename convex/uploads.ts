// The hourly sweep of uploads nobody used, run by convex/crons.ts (no caller,
// no identity). The rules are in model/uploads.ts.
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { sweepUnclaimedUploads } from "./model/uploads";

/** One batch; a full batch schedules the next at once. */
export const sweep = internalMutation({
  args: {},
  handler: async (ctx) => {
    const { more } = await sweepUnclaimedUploads(ctx);
    if (more) await ctx.scheduler.runAfter(0, internal.uploads.sweep, {});
  },
});

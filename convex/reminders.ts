// The daily reminders, run by convex/crons.ts (no caller, no identity). The
// logic is in model/reminders.ts; these only carry a long run on in scheduled
// batches so no transaction reads an unbounded number of tasks.
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { internal } from "./_generated/api";
import { internalMutation, type MutationCtx } from "./_generated/server";
import { openTaskStatuses, remindTasksDue, sendDueReminders as sendDue, type TaskReminderPosition } from "./model/reminders";

async function continueFrom(ctx: MutationCtx, next: TaskReminderPosition | null) {
  if (next !== null) await ctx.scheduler.runAfter(0, internal.reminders.sendTaskReminders, next);
}

/** Today's reminders (the UTC day of Date.now()): bills due tomorrow, then tasks due or overdue. */
export const sendDueReminders = internalMutation({
  args: {},
  handler: async (ctx) => continueFrom(ctx, await sendDue(ctx, Date.now())),
});

/** The next batch of task reminders, for the day the run began on. */
export const sendTaskReminders = internalMutation({
  args: { today: v.string(), status: literals(...openTaskStatuses), cursor: v.union(v.string(), v.null()) },
  handler: async (ctx, position) => continueFrom(ctx, await remindTasksDue(ctx, position)),
});

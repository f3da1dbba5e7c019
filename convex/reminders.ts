// The daily reminders, run by convex/crons.ts (no caller, no identity). The
// logic is in model/reminders.ts, which carries a long run on in scheduled
// batches (sendTaskReminders) so no transaction reads an unbounded number of tasks.
import { v } from "convex/values";
import { literals } from "convex-helpers/validators";
import { internalMutation } from "./_generated/server";
import { openTaskStatuses, remindTasksDue, sendDueReminders as sendDue } from "./model/reminders";

/** Hourly; at the family's 7 o'clock, today's reminders (its day there): bills due tomorrow, then tasks due or overdue. */
export const sendDueReminders = internalMutation({
  args: {},
  handler: (ctx) => sendDue(ctx, Date.now()),
});

/** The next batch of task reminders, for the day the run began on. */
export const sendTaskReminders = internalMutation({
  args: { today: v.string(), status: literals(...openTaskStatuses), cursor: v.union(v.string(), v.null()) },
  handler: (ctx, position) => remindTasksDue(ctx, position),
});

// The daily reminders (convex/crons.ts runs the job hourly; it acts at the
// family's 7 o'clock): the assignee of
// every open task due today or overdue, and everyone with the finance page for
// every monthly bill due tomorrow and not yet paid. Each reminder has a key
// naming its kind, subject and day, and deliverNotification skips a key the
// member already has: the job run twice (a retry, a restarted backend) delivers
// once. Delivery goes through deliverNotification, so the family-wide switch
// and each person's muted topics apply as they do to every notification.
//
// "Today" and the hour are the family's (System Settings' time zone, UTC until an
// admin saves one): Convex's crons run in UTC, so the job runs every hour and
// acts in the one whose local hour is 7, whatever daylight saving has done to
// the zone's offset.
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { hasPageAccess } from "../lib/access";
import { OUTGOING_LIMIT } from "../lib/outgoingSchema";
import { dueDateIn, shiftPeriod } from "../lib/periods";
import { MAX_MEMBERS } from "./members";
import { deliverNotification } from "./notifications";
import { paymentFor } from "./outgoings";
import { DEFAULT_TIME_ZONE, wallClockIn } from "../lib/timeZone";
import { readFamilySettings } from "./settings";
import { awayDates } from "./chores";
import { isAway } from "../lib/choreSchema";

/** Tasks reminded per transaction; the rest continue in a scheduled mutation. */
export const TASK_BATCH = 100;

/** A task is open until completed; each open status is one range of the tasks index. */
export const openTaskStatuses = ["pending", "in-progress"] as const;
export type OpenTaskStatus = (typeof openTaskStatuses)[number];

/** Where a run of the task reminders is: the day, which status's range, and the cursor in it. */
export type TaskReminderPosition = { today: string; status: OpenTaskStatus; cursor: string | null };

/** The family's local hour the reminders go out in: the morning, before school and work. */
export const REMINDER_HOUR = 7;

/**
 * The hourly run. In the family's 7 o'clock hour, the day's reminders: the bills due tomorrow,
 * then the first batch of tasks (the rest follow in scheduled batches). In any other hour, nothing.
 */
export async function sendDueReminders(ctx: MutationCtx, now: number): Promise<void> {
  const settings = await readFamilySettings(ctx);
  // With notifications off nobody would be told anything: skip the reads.
  if (!settings.notifications) return;
  const clock = wallClockIn(settings.timeZone ?? DEFAULT_TIME_ZONE, now);
  if (clock.hour !== REMINDER_HOUR) return;
  const today = clock.day;
  await remindBillsDueTomorrow(ctx, today);
  await remindTasksDue(ctx, { today, status: openTaskStatuses[0], cursor: null });
}

/**
 * One batch of one status's open tasks due on or before `today`, then the
 * next batch (the next status when this one is done) scheduled, if any.
 * One paginated query per transaction, as Convex allows.
 */
export async function remindTasksDue(ctx: MutationCtx, position: TaskReminderPosition): Promise<void> {
  const { today, status } = position;
  const page = await ctx.db
    .query("tasks")
    .withIndex("by_status_and_dueDate", (q) => q.eq("status", status).lte("dueDate", today))
    .paginate({ numItems: TASK_BATCH, cursor: position.cursor });
  // "We're away" mutes the chores' reminders (their occurrences are paused; one made before is not nagged about).
  const away = await awayDates(ctx);
  for (const task of page.page) {
    if (task.choreId !== undefined && isAway(away, today)) continue;
    await remindTask(ctx, task, today);
  }
  const continueAt = (next: TaskReminderPosition) => ctx.scheduler.runAfter(0, internal.reminders.sendTaskReminders, next);
  if (!page.isDone) {
    await continueAt({ today, status, cursor: page.continueCursor });
    return;
  }
  const nextStatus = openTaskStatuses[openTaskStatuses.indexOf(status) + 1];
  if (nextStatus !== undefined) await continueAt({ today, status: nextStatus, cursor: null });
}

async function remindTask(ctx: MutationCtx, task: Doc<"tasks">, today: string) {
  await deliverNotification(ctx, task.assignedTo, {
    details: { kind: "taskDue", taskId: task._id, taskTitle: task.title, dueDate: task.dueDate, overdue: task.dueDate < today },
    reminderKey: `taskDue:${task._id}:${today}`,
  });
}

/** Every bill due tomorrow (a due day past the month's end is due on its last day) that is not paid for that month. */
async function remindBillsDueTomorrow(ctx: MutationCtx, today: string) {
  const tomorrow = shiftPeriod({ kind: "day", key: today }, 1).key;
  const month = tomorrow.slice(0, 7);
  // Due days from tomorrow's on: the only ones that can fall tomorrow (the month-end rule moves days back, never forward).
  const candidates = await ctx.db
    .query("monthlyOutgoings")
    .withIndex("by_dueDay", (q) => q.gte("dueDay", Number(tomorrow.slice(8))))
    .take(OUTGOING_LIMIT);
  const due = candidates.filter((bill) => dueDateIn(month, bill.dueDay) === tomorrow);
  if (due.length === 0) return;
  const readers = await financeReaders(ctx);
  for (const bill of due) {
    if ((await paymentFor(ctx, bill._id, month)) !== null) continue;
    for (const memberId of readers) {
      await deliverNotification(ctx, memberId, {
        details: {
          kind: "billDueTomorrow",
          outgoingId: bill._id,
          description: bill.description,
          amountPence: bill.amountPence,
          dueDate: tomorrow,
        },
        reminderKey: `billDueTomorrow:${bill._id}:${tomorrow}`,
      });
    }
  }
}

/** The members who see the finance page (admins too, by their flag). */
async function financeReaders(ctx: MutationCtx): Promise<Id<"members">[]> {
  const members = await ctx.db.query("members").take(MAX_MEMBERS);
  return members.filter((member) => hasPageAccess(member, "finance")).map((member) => member._id);
}

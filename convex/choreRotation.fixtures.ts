// A family of four sharing chores, for the rotation tests: Rose (admin) and Sarah, David, Emma and
// Sam, in a family that keeps UTC (so noon UTC is noon on the family's day), driven through the
// model functions with the clock given to each call.
import type { Doc, Id } from "./_generated/dataModel";
import { addDays } from "./lib/calendarSchema";
import { choreForm } from "./chores.fixtures";
import * as chores from "./model/chores";
import { approveSwap, askSwap } from "./model/choreSwaps";
import { approveTask, completeTask, rejectTask } from "./model/tasks";
import { newBackend, seedAccount, type TestBackend } from "./test.setup";

/** Noon UTC on `day`: noon on the family's day. */
export const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);

export async function carterFamily() {
  const t = newBackend();
  const account = (name: string, role?: "admin") => seedAccount(t, { name, email: `${name.toLowerCase()}@carter.test`, role });
  const rose = (await account("Rose", "admin")).memberId!;
  const people = {
    sarah: (await account("Sarah")).memberId!,
    david: (await account("David")).memberId!,
    emma: (await account("Emma")).memberId!,
    sam: (await account("Sam")).memberId!,
  };
  await t.run((ctx) =>
    ctx.db.insert("familySettings", { familyName: "Carter", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: "UTC" }),
  );
  return new Family(t, rose, people);
}

export class Family {
  constructor(
    readonly t: TestBackend,
    readonly rose: Id<"members">,
    readonly people: { sarah: Id<"members">; david: Id<"members">; emma: Id<"members">; sam: Id<"members"> },
  ) {}

  private admin = (ctx: { db: { get: (table: "members", id: Id<"members">) => Promise<Doc<"members"> | null> } }) =>
    ctx.db.get("members", this.rose).then((member) => member!);

  /** A rotation by turns of `order` (daily from Monday 7 January 2030 unless `extra` says otherwise). */
  rotation(order: Id<"members">[], day: string, extra: Record<string, unknown> = {}) {
    return this.t.run(async (ctx) => chores.createChore(ctx, await this.admin(ctx), choreForm(order, { assignment: "rotation", ...extra }), noon(day)));
  }

  create(form: Record<string, unknown>, day: string) {
    return this.t.run(async (ctx) => chores.createChore(ctx, await this.admin(ctx), form, noon(day)));
  }

  edit(choreId: Id<"chores">, form: Record<string, unknown>, day: string) {
    return this.t.run(async (ctx) => chores.updateChore(ctx, await this.admin(ctx), choreId, form, noon(day)));
  }

  /** The hourly job's first run of `day`. */
  runDay(day: string) {
    return this.t.run((ctx) => chores.generateDaily(ctx, noon(day)));
  }

  away(range: { from: string; to: string } | null, day: string) {
    return this.t.run(async (ctx) => chores.setAway(ctx, await this.admin(ctx), range, noon(day)));
  }

  giveTo(taskId: Id<"tasks">, to: Id<"members">, day: string) {
    return this.t.run(async (ctx) => chores.swapOccurrence(ctx, await this.admin(ctx), taskId, to, noon(day)));
  }

  skip(taskId: Id<"tasks">, day: string) {
    return this.t.run(async (ctx) => chores.skipOccurrence(ctx, await this.admin(ctx), taskId, "Trip", noon(day)));
  }

  /** The turn's person asks to give it to `to`, and Rose approves. */
  swap(taskId: Id<"tasks">, to: Id<"members">, day: string) {
    return this.t.run(async (ctx) => {
      const task = (await ctx.db.get("tasks", taskId))!;
      const asker = (await ctx.db.get("members", task.assignedTo))!;
      const requestId = await askSwap(ctx, asker, { taskId, toMemberId: to, note: "" }, noon(day));
      return approveSwap(ctx, await this.admin(ctx), requestId, noon(day));
    });
  }

  complete(taskId: Id<"tasks">, day: string) {
    return this.t.run(async (ctx) => {
      const task = (await ctx.db.get("tasks", taskId))!;
      await completeTask(ctx, (await ctx.db.get("members", task.assignedTo))!, taskId, noon(day));
    });
  }

  approve(taskId: Id<"tasks">) {
    return this.t.run(async (ctx) => approveTask(ctx, await this.admin(ctx), taskId));
  }

  reject(taskId: Id<"tasks">, day: string) {
    return this.t.run(async (ctx) => rejectTask(ctx, await this.admin(ctx), taskId, noon(day)));
  }

  /** The chore's occurrences by day. */
  occurrences(choreId: Id<"chores">) {
    return this.t.run(async (ctx) =>
      ctx.db
        .query("tasks")
        .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", choreId))
        .collect(),
    );
  }

  async on(choreId: Id<"chores">, day: string) {
    const task = (await this.occurrences(choreId)).find((row) => row.occurrenceDate === day);
    if (task === undefined) throw new Error(`no occurrence on ${day}`);
    return task;
  }

  async nameOf(id: Id<"members">) {
    return (await this.t.run((ctx) => ctx.db.get("members", id)))!.name;
  }

  /** Day → person's name, for reading a deal at a glance. */
  async dealt(choreId: Id<"chores">) {
    const names = new Map(await this.t.run(async (ctx) => (await ctx.db.query("members").collect()).map((member) => [member._id, member.name] as const)));
    return Object.fromEntries((await this.occurrences(choreId)).map((task) => [task.occurrenceDate!, names.get(task.assignedTo)]));
  }

  notifications(memberId: Id<"members">) {
    return this.t.run((ctx) =>
      ctx.db
        .query("notifications")
        .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
        .collect(),
    );
  }
}

/**
 * For the activity and notification tests, at the real clock: a daily rotation of `from` and
 * `to` from today, and the day after tomorrow (`from`'s turn) given to `to` by `admin`; what
 * that logged and told is cleared. Setting tomorrow away then moves that day onto `to`'s own
 * turn, so the hand-over goes back to the rotation. Returns tomorrow.
 */
export async function handedOverTurn(t: TestBackend, admin: Id<"members">, from: Id<"members">, to: Id<"members">): Promise<string> {
  return t.run(async (ctx) => {
    const adminDoc = (await ctx.db.get("members", admin))!;
    const now = Date.now();
    const today = await chores.familyToday(ctx, now);
    const choreId = await chores.createChore(ctx, adminDoc, choreForm([from, to], { assignment: "rotation", start: today }), now);
    const later = (await ctx.db
      .query("tasks")
      .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", choreId).eq("occurrenceDate", addDays(today, 2)))
      .first())!;
    await chores.swapOccurrence(ctx, adminDoc, later._id, to, now);
    for (const row of await ctx.db.query("activityLog").collect()) await ctx.db.delete("activityLog", row._id);
    for (const row of await ctx.db.query("notifications").collect()) await ctx.db.delete("notifications", row._id);
    return addDays(today, 1);
  });
}

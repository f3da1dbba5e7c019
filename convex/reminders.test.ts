// The daily reminders (model/reminders.ts), run the way convex/crons.ts runs
// them: internal.reminders.sendDueReminders with no identity, on a fake clock,
// at the family's 7 o'clock (UTC unless a test sets the family's zone).
import { getFunctionName } from "convex/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import crons from "./crons";
import { defaultPageAccess } from "./lib/access";
import { TASK_BATCH } from "./model/reminders";
import { newBackend, seedAccount, seedRoles, type TestBackend } from "./test.setup";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The clock in the job's hour of `day` for a family on UTC (07:05). */
function setToday(day: string) {
  vi.setSystemTime(new Date(`${day}T07:05:00Z`));
}

/** Ada (admin) and Max (member) see the finance page; Nia does not. */
async function seedFamily(t: TestBackend) {
  const roles = await seedRoles(t);
  const nia = await seedAccount(t, { name: "Nia NoFinance", email: "nia@household.test" });
  await t.run((ctx) => ctx.db.patch("members", nia.memberId!, { pageAccess: { ...defaultPageAccess, finance: false } }));
  return { ...roles, ada: roles.admin.memberId!, max: roles.member.memberId!, nia: nia.memberId! };
}
type Family = Awaited<ReturnType<typeof seedFamily>>;

async function addTask(t: TestBackend, f: Family, fields: Partial<Doc<"tasks">> & Pick<Doc<"tasks">, "title" | "dueDate">) {
  return t.run((ctx) =>
    ctx.db.insert("tasks", {
      description: "",
      assignedTo: f.max,
      status: "pending",
      priority: "medium",
      createdBy: f.ada,
      needsApproval: false,
      ...fields,
    }),
  );
}

async function addBill(t: TestBackend, description: string, dueDay: number) {
  return t.run(async (ctx) => {
    const categoryId =
      (await ctx.db.query("financeCategories").first())?._id ?? (await ctx.db.insert("financeCategories", { name: "Bills" }));
    return ctx.db.insert("monthlyOutgoings", {
      description,
      amountPence: 1_000 + dueDay,
      dueDay,
      paymentMethod: "Bank Transfer",
      categoryId,
      paymentType: "direct-debit",
    });
  });
}

/** The cron job's first mutation only (bills, then the first batch of tasks). */
const startJob = (t: TestBackend) => t.mutation(internal.reminders.sendDueReminders, {});

/** The whole run: the job and the continuations it schedules (each open status is its own range). */
async function runJob(t: TestBackend) {
  await startJob(t);
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

async function remindersOf(t: TestBackend, memberId: Id<"members">) {
  const rows = await t.run((ctx) =>
    ctx.db
      .query("notifications")
      .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
      .collect(),
  );
  return rows.map(({ details, reminderKey, actorName, readAt }) => ({ details, reminderKey, actorName, readAt }));
}

/** Per member, the reminders' subjects: a task's title or a bill's description. */
async function subjectsOf(t: TestBackend, memberId: Id<"members">) {
  return (await remindersOf(t, memberId))
    .map(({ details }) =>
      details.kind === "taskDue" ? details.taskTitle : details.kind === "billDueTomorrow" ? details.description : details.kind,
    )
    .sort();
}

async function countNotifications(t: TestBackend) {
  return (await t.run((ctx) => ctx.db.query("notifications").collect())).length;
}

describe("task reminders", () => {
  test("an open task due today or overdue reminds its assignee; completed and future tasks do not", async () => {
    setToday("2030-04-29");
    const t = newBackend();
    const f = await seedFamily(t);
    const today = await addTask(t, f, { title: "Water the plants", dueDate: "2030-04-29" });
    const overdue = await addTask(t, f, { title: "Tidy your room", dueDate: "2030-04-20", status: "in-progress" });
    await addTask(t, f, { title: "Done already", dueDate: "2030-04-20", status: "completed", completedAt: 1 });
    await addTask(t, f, { title: "Awaiting approval", dueDate: "2030-04-29", status: "completed", approvalStatus: "pending" });
    await addTask(t, f, { title: "Tomorrow's", dueDate: "2030-04-30" });
    await addTask(t, f, { title: "Ada's own", dueDate: "2030-04-29", assignedTo: f.ada });

    await runJob(t);

    expect(await remindersOf(t, f.max)).toEqual(
      expect.arrayContaining([
        {
          details: { kind: "taskDue", taskId: today, taskTitle: "Water the plants", dueDate: "2030-04-29", overdue: false },
          reminderKey: `taskDue:${today}:2030-04-29`,
          actorName: undefined,
          readAt: undefined,
        },
        {
          details: { kind: "taskDue", taskId: overdue, taskTitle: "Tidy your room", dueDate: "2030-04-20", overdue: true },
          reminderKey: `taskDue:${overdue}:2030-04-29`,
          actorName: undefined,
          readAt: undefined,
        },
      ]),
    );
    expect(await subjectsOf(t, f.max)).toEqual(["Tidy your room", "Water the plants"]);
    expect(await subjectsOf(t, f.ada)).toEqual(["Ada's own"]);
    expect(await subjectsOf(t, f.nia)).toEqual([]);
    // The bell shows them like any other notification.
    expect(await f.member.as.query(api.notifications.unreadCount, {})).toBe(2);
  });

  test("more tasks than one batch are all reminded, the rest by scheduled continuations", async () => {
    setToday("2030-04-29");
    const t = newBackend();
    const f = await seedFamily(t);
    const pending = TASK_BATCH + 30;
    const inProgress = TASK_BATCH + 20;
    await t.run(async (ctx) => {
      const task = { description: "", assignedTo: f.max, priority: "low" as const, createdBy: f.ada, needsApproval: false };
      for (let i = 0; i < pending; i++) await ctx.db.insert("tasks", { ...task, title: `P${i}`, dueDate: "2030-04-2" + (i % 10), status: "pending" });
      for (let i = 0; i < inProgress; i++) await ctx.db.insert("tasks", { ...task, title: `I${i}`, dueDate: "2030-04-29", status: "in-progress" });
      // Due later: past the end of the index range, never read.
      for (let i = 0; i < 5; i++) await ctx.db.insert("tasks", { ...task, title: `F${i}`, dueDate: "2030-05-01", status: "pending" });
    });

    await startJob(t);
    expect(await countNotifications(t)).toBe(TASK_BATCH);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const subjects = await subjectsOf(t, f.max);
    expect(subjects).toHaveLength(pending + inProgress);
    expect(new Set(subjects).size).toBe(pending + inProgress);
    expect(subjects.some((s) => s.startsWith("F"))).toBe(false);

    // And the whole run again delivers nothing new.
    await runJob(t);
    expect(await countNotifications(t)).toBe(pending + inProgress);
  });

  test("a run that passes the hour (and UTC's midnight) between batches keeps the day it began on", async () => {
    // 07:59:59 on the 29th in Shanghai (UTC+8) is 23:59:59 on the 28th in UTC.
    vi.setSystemTime(new Date("2030-04-28T23:59:59Z"));
    const t = newBackend();
    const f = await seedFamily(t);
    await t.run((ctx) =>
      ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 60, language: "en", timeZone: "Asia/Shanghai" }),
    );
    await t.run(async (ctx) => {
      for (let i = 0; i < TASK_BATCH + 10; i++) {
        await ctx.db.insert("tasks", {
          title: `T${i}`,
          description: "",
          assignedTo: f.max,
          dueDate: "2030-04-29",
          status: "pending",
          priority: "low",
          createdBy: f.ada,
          needsApproval: false,
        });
      }
    });
    await startJob(t);
    vi.setSystemTime(new Date("2030-04-29T00:00:05Z"));
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const reminders = await remindersOf(t, f.max);
    expect(reminders).toHaveLength(TASK_BATCH + 10);
    expect(reminders.every(({ reminderKey, details }) => reminderKey!.endsWith(":2030-04-29") && details.kind === "taskDue" && !details.overdue)).toBe(true);
  });

  test("the family's time zone decides the hour and the day: each hourly run of a daylight-saving day, New York and London", async () => {
    for (const [zone, day, remindedAt] of [
      // New York moves to EDT at 02:00 on 10 March 2030: its 7 o'clock is 11:00 UTC that day, 12:00 the day before.
      ["America/New_York", "2030-03-09", "2030-03-09T12:05:00Z"],
      ["America/New_York", "2030-03-10", "2030-03-10T11:05:00Z"],
      // Back to EST on 3 November 2030.
      ["America/New_York", "2030-11-03", "2030-11-03T12:05:00Z"],
      // London moves to BST on 31 March 2030 and back on 27 October.
      ["Europe/London", "2030-03-31", "2030-03-31T06:05:00Z"],
      ["Europe/London", "2030-10-27", "2030-10-27T07:05:00Z"],
    ] as const) {
      const t = newBackend();
      const f = await seedFamily(t);
      await t.run((ctx) => ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 60, language: "en", timeZone: zone }));
      const task = await addTask(t, f, { title: "Feed the cat", dueDate: day });
      const runs: string[] = [];
      // Every hourly run from 00:05 UTC of the day to 23:05 UTC of the next (the Americas' morning is UTC's midday).
      for (let hour = 0; hour < 48; hour++) {
        const at = new Date(Date.parse(`${day}T00:05:00Z`) + hour * 3_600_000);
        vi.setSystemTime(at);
        const before = (await remindersOf(t, f.max)).length;
        await runJob(t);
        if ((await remindersOf(t, f.max)).length > before) runs.push(at.toISOString().replace(".000", ""));
      }
      // One reminder, on the family's day, at its 7 o'clock; the next day's 7 o'clock reminds the task as overdue.
      expect(runs, zone + " " + day).toEqual([remindedAt, expect.any(String)]);
      const reminders = await remindersOf(t, f.max);
      expect(reminders[0].reminderKey).toBe(`taskDue:${task}:${day}`);
      expect(reminders[1].details).toMatchObject({ kind: "taskDue", overdue: true });
    }
  });
});

describe("bill reminders", () => {
  test("a bill due tomorrow reminds everyone with the finance page, and nobody else", async () => {
    setToday("2030-04-14");
    const t = newBackend();
    const f = await seedFamily(t);
    const water = await addBill(t, "Water", 15);
    await addBill(t, "Due today", 14);
    await addBill(t, "Due the day after", 16);

    await runJob(t);

    const expected = {
      details: { kind: "billDueTomorrow", outgoingId: water, description: "Water", amountPence: 1_015, dueDate: "2030-04-15" },
      reminderKey: `billDueTomorrow:${water}:2030-04-15`,
      actorName: undefined,
      readAt: undefined,
    };
    expect(await remindersOf(t, f.ada)).toEqual([expected]);
    expect(await remindersOf(t, f.max)).toEqual([expected]);
    expect(await remindersOf(t, f.nia)).toEqual([]);
  });

  test("a due day past the month's end is due on its last day (the bills board's rule)", async () => {
    const t = newBackend();
    const f = await seedFamily(t);
    for (const day of [28, 29, 30, 31]) await addBill(t, `Day ${day}`, day);

    // April has 30 days: on the 29th, the bills of days 30 and 31 are due tomorrow.
    setToday("2030-04-29");
    await runJob(t);
    expect(await subjectsOf(t, f.max)).toEqual(["Day 30", "Day 31"]);

    // May has 31: on the 29th only day 30's, on the 30th day 31's.
    setToday("2030-05-29");
    await runJob(t);
    expect(await subjectsOf(t, f.max)).toEqual(["Day 30", "Day 30", "Day 31"]);
    setToday("2030-05-30");
    await runJob(t);
    expect(await subjectsOf(t, f.max)).toEqual(["Day 30", "Day 30", "Day 31", "Day 31"]);

    // February 2030 has 28: on the 27th, every one of them.
    setToday("2030-02-27");
    await runJob(t);
    expect((await remindersOf(t, f.max)).filter(({ details }) => details.kind === "billDueTomorrow" && details.dueDate === "2030-02-28")).toHaveLength(4);
  });

  test("a bill already paid for that month is not reminded; paid another month, it is", async () => {
    setToday("2030-04-14");
    const t = newBackend();
    const f = await seedFamily(t);
    const paid = await addBill(t, "Paid", 15);
    const paidLastMonth = await addBill(t, "Paid in March", 15);
    await t.run(async (ctx) => {
      await ctx.db.insert("outgoingPayments", { outgoingId: paid, month: "2030-04", paidBy: f.max });
      await ctx.db.insert("outgoingPayments", { outgoingId: paidLastMonth, month: "2030-03", paidBy: f.max });
    });
    await runJob(t);
    expect(await subjectsOf(t, f.ada)).toEqual(["Paid in March"]);
    expect(await subjectsOf(t, f.max)).toEqual(["Paid in March"]);
  });

  test("the month of a bill due tomorrow is tomorrow's: on the 31st, the 1st's bill, paid or not for the new month", async () => {
    setToday("2030-05-31");
    const t = newBackend();
    const f = await seedFamily(t);
    const rent = await addBill(t, "Rent", 1);
    // Paid for May: June's is still to pay.
    await t.run((ctx) => ctx.db.insert("outgoingPayments", { outgoingId: rent, month: "2030-05", paidBy: f.max }));
    await runJob(t);
    expect((await remindersOf(t, f.max)).map(({ details }) => details)).toMatchObject([{ kind: "billDueTomorrow", dueDate: "2030-06-01" }]);
  });
});

describe("delivered once, and only where wanted", () => {
  test("running the job twice delivers once; the next day an overdue task is reminded again", async () => {
    setToday("2030-04-14");
    const t = newBackend();
    const f = await seedFamily(t);
    await addTask(t, f, { title: "Mow the lawn", dueDate: "2030-04-14" });
    await addBill(t, "Water", 15);

    await runJob(t);
    await runJob(t);
    expect(await subjectsOf(t, f.max)).toEqual(["Mow the lawn", "Water"]);
    expect(await subjectsOf(t, f.ada)).toEqual(["Water"]);

    setToday("2030-04-15");
    await runJob(t);
    await runJob(t);
    const tasks = (await remindersOf(t, f.max)).filter(({ details }) => details.kind === "taskDue");
    expect(tasks.map(({ details, reminderKey }) => [details.kind === "taskDue" && details.overdue, reminderKey!.slice(-10)])).toEqual([
      [false, "2030-04-14"],
      [true, "2030-04-15"],
    ]);
    // The bill was due on the 15th: not due tomorrow any more.
    expect(await subjectsOf(t, f.ada)).toEqual(["Water"]);
  });

  test("a muted topic is not delivered to that person; the others still are", async () => {
    setToday("2030-04-14");
    const t = newBackend();
    const f = await seedFamily(t);
    await addTask(t, f, { title: "Max's task", dueDate: "2030-04-14" });
    await addTask(t, f, { title: "Ada's task", dueDate: "2030-04-14", assignedTo: f.ada });
    await addBill(t, "Water", 15);
    await f.member.as.mutation(api.notifications.setMuted, { topic: "tasksDue", muted: true });
    await f.admin.as.mutation(api.notifications.setMuted, { topic: "billsDue", muted: true });

    await runJob(t);
    expect(await subjectsOf(t, f.max)).toEqual(["Water"]);
    expect(await subjectsOf(t, f.ada)).toEqual(["Ada's task"]);

    // Unmuted, the same day's run delivers what was held back.
    await f.member.as.mutation(api.notifications.setMuted, { topic: "tasksDue", muted: false });
    await runJob(t);
    expect(await subjectsOf(t, f.max)).toEqual(["Max's task", "Water"]);
  });

  test("with the family's notifications off, nobody is reminded", async () => {
    setToday("2030-04-14");
    const t = newBackend();
    const f = await seedFamily(t);
    await addTask(t, f, { title: "Mow the lawn", dueDate: "2030-04-13" });
    await addBill(t, "Water", 15);
    const settings = { familyName: "Our Family", colorMode: "system", autoLogoutMinutes: 60, language: "en" };
    await f.admin.as.mutation(api.settings.saveFamilySettings, { ...settings, notifications: false });

    await runJob(t);
    expect(await countNotifications(t)).toBe(0);

    await f.admin.as.mutation(api.settings.saveFamilySettings, { ...settings, notifications: true });
    await runJob(t);
    expect(await subjectsOf(t, f.max)).toEqual(["Mow the lawn", "Water"]);
  });
});

describe("convex/crons.ts", () => {
  test("runs sendDueReminders every hour (it acts in the family's 7 o'clock)", () => {
    expect(crons.crons["send due reminders"]).toEqual({
      name: getFunctionName(internal.reminders.sendDueReminders),
      args: [{}],
      schedule: { type: "hourly", minuteUTC: 5 },
    });
    expect(getFunctionName(internal.reminders.sendDueReminders)).toBe("reminders:sendDueReminders");
  });
});

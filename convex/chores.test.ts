// Recurring chores (model/chores.ts): every schedule kind on the family's own days (across
// daylight saving and midnight), rotations and the reasons they record, first-to-finish and
// everyone-their-own, missable against stays-due, idempotent generation, "We're away", and
// points paid as promised (model/points.ts).
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { CHORES_MAX } from "./lib/choreSchema";
import { balanceOf } from "./model/points";
import { approveTask, completeTask, rejectTask } from "./model/tasks";
import * as chores from "./model/chores";
import { choreForm, noRepeatForm } from "./chores.fixtures";
import { storeFile } from "./inventory.fixtures";
import { sendDueReminders } from "./model/reminders";
import { newBackend, seedAccount, seedRoles, type TestBackend } from "./test.setup";

const noRepeat = noRepeatForm;
const chore = (people: Id<"members">[], extra: Record<string, unknown> = {}) => choreForm(people, extra);

/** Noon UTC on `day`. */
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);

async function setup(zone = "Europe/London") {
  const t = newBackend();
  const roles = await seedRoles(t);
  const emma = await seedAccount(t, { name: "Emma", email: "emma@household.test" });
  await t.run((ctx) =>
    ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: zone }),
  );
  const ada = roles.admin.memberId!;
  const max = roles.member.memberId!;
  const create = (form: Record<string, unknown>, now: number) =>
    t.run(async (ctx) => chores.createChore(ctx, (await ctx.db.get("members", ada))!, form, now));
  const run = (now: number) => t.run((ctx) => chores.generateDaily(ctx, now));
  const occurrences = (choreId?: Id<"chores">) =>
    t.run(async (ctx) =>
      (await ctx.db.query("tasks").collect())
        .filter((task) => task.choreId !== undefined && (choreId === undefined || task.choreId === choreId))
        .sort((a, b) => a.occurrenceDate!.localeCompare(b.occurrenceDate!) || a.assignedTo.localeCompare(b.assignedTo)),
    );
  const complete = (task: Doc<"tasks">, now: number) => t.run(async (ctx) => completeTask(ctx, (await ctx.db.get("members", task.assignedTo))!, task._id, now));
  const points = (id: Id<"members">) => t.run((ctx) => balanceOf(ctx, id));
  return { t, ...roles, ada, max, emma: emma.memberId!, create, run, occurrences, complete, points };
}

const days = (tasks: Doc<"tasks">[]) => tasks.map((task) => task.occurrenceDate);

describe("making occurrences", () => {
  test("a daily chore makes today and the next six days, once: a second run makes nothing", async () => {
    const { create, run, occurrences, max } = await setup();
    await create(chore([max]), noon("2030-01-07"));
    expect(days(await occurrences())).toEqual(["2030-01-07", "2030-01-08", "2030-01-09", "2030-01-10", "2030-01-11", "2030-01-12", "2030-01-13"]);
    expect(await run(noon("2030-01-07"))).toBe(0);
    expect(await run(noon("2030-01-08"))).toBe(1);
    expect((await occurrences()).length).toBe(7);
    const first = (await occurrences())[0];
    expect(first).toMatchObject({ title: "Feed the cat", assignedTo: max, dueDate: "2030-01-08", status: "pending", chore: { points: 5, partOfDay: "morning", icon: "cat" } });
  });

  test("the hourly job makes each family day once: its other runs that day read only the settings", async () => {
    const { t, create, occurrences, max } = await setup();
    await create(chore([max]), noon("2030-01-07"));
    const runAt = (iso: string) =>
      t.run(async (ctx) => {
        const made = await chores.generateDaily(ctx, Date.parse(iso));
        return { made, read: (await ctx.meta.getTransactionMetrics()).documentsRead.used };
      });
    expect((await runAt("2030-01-08T00:05:00Z")).made).toBe(1);
    expect(await runAt("2030-01-08T01:05:00Z")).toEqual({ made: 0, read: 1 });
    expect(await runAt("2030-01-08T23:05:00Z")).toEqual({ made: 0, read: 1 });
    expect(days(await occurrences()).at(-1)).toBe("2030-01-14");
  });

  test("the family's day decides: a weekly Sunday chore in Auckland and Los Angeles, across midnight and daylight saving", async () => {
    // New Zealand's summer time ends on Sunday 7 April 2030 (03:00 → 02:00); the USA's begins on 10 March.
    for (const [zone, start, at, first] of [
      // 11:30 UTC on Saturday 6 April is already 00:30 on Sunday in Auckland.
      ["Pacific/Auckland", "2030-03-31", "2030-04-06T11:30:00Z", "2030-04-07"],
      // 07:30 UTC on Sunday 10 March is still 23:30 on Saturday in Los Angeles.
      ["America/Los_Angeles", "2030-03-03", "2030-03-10T07:30:00Z", "2030-03-10"],
    ] as const) {
      const { create, occurrences, max } = await setup(zone);
      await create(chore([max], { repeat: { ...noRepeat, freq: "weekly", byDay: ["SU"] }, start }), Date.parse(at));
      expect(days(await occurrences())).toEqual([first]);
    }
    // In Los Angeles the Saturday is still today: an occurrence of a Saturday chore is for it.
    const { create, occurrences, max } = await setup("America/Los_Angeles");
    await create(chore([max], { repeat: { ...noRepeat, freq: "weekly", byDay: ["SA"] }, start: "2030-03-02" }), Date.parse("2030-03-10T07:30:00Z"));
    expect(days(await occurrences())).toEqual(["2030-03-09"]);
  });

  test("seasonal months, a start in the future, and the form's refusals name their fields", async () => {
    const { create, occurrences, max, admin } = await setup();
    await create(chore([max], { title: "Mow the lawn", months: [4, 5, 6, 7, 8, 9], repeat: { ...noRepeat, freq: "weekly", byDay: ["SA"] } }), noon("2030-03-28"));
    // Its only Saturday in the window is 30 March: out of season.
    expect(days(await occurrences())).toEqual([]);
    await create(chore([max], { title: "Later", start: "2030-04-02" }), noon("2030-03-30"));
    expect(days(await occurrences())).toEqual(["2030-04-02", "2030-04-03", "2030-04-04", "2030-04-05"]);
    await expect(admin.as.mutation(api.chores.createChore, { chore: chore([max], { title: "" }) })).rejects.toMatchObject({ data: { code: "FIELD_REQUIRED", field: "title" } });
    await expect(admin.as.mutation(api.chores.createChore, { chore: chore([max], { points: 5000 }) })).rejects.toMatchObject({ data: { code: "CHORE_POINTS", field: "points" } });
    await expect(admin.as.mutation(api.chores.createChore, { chore: chore([max], { assignment: "rotation" }) })).rejects.toMatchObject({
      data: { code: "CHORE_ROTATION_PEOPLE", field: "memberIds" },
    });
    await expect(admin.as.mutation(api.chores.createChore, { chore: chore([], {}) })).rejects.toMatchObject({ data: { field: "memberIds" } });
    // A picture the app does not draw (from a caller other than the form): refused on its field.
    await expect(admin.as.mutation(api.chores.createChore, { chore: chore([max], { icon: "fish" }) })).rejects.toMatchObject({
      data: { code: "UNKNOWN_CHOICE", field: "icon" },
    });
  });

  test("a family keeps at most its cap of chores", async () => {
    const { t, create, max, admin } = await setup();
    await create(chore([max], { start: "2031-01-01" }), noon("2030-01-07"));
    await t.run(async (ctx) => {
      const first = (await ctx.db.query("chores").first())!;
      const { _id, _creationTime, ...fields } = first;
      for (let i = 1; i < CHORES_MAX; i++) await ctx.db.insert("chores", fields);
    });
    await expect(admin.as.mutation(api.chores.createChore, { chore: chore([max]) })).rejects.toMatchObject({ data: { code: "CHORE_LIMIT" } });
  });

  test("a run makes at most its cap of occurrences; the day is finished by the next runs, each making the rest once", async () => {
    const { t, create, run, occurrences, ada, max, emma } = await setup();
    // Three chores, each everyone's own for three people: 63 occurrences over the seven days.
    for (const title of ["Make your bed", "Brush your teeth", "Pack your bag"]) {
      await create(chore([ada, max, emma], { title, assignment: "everyone" }), noon("2030-01-07"));
    }
    expect((await occurrences()).length).toBe(63);
    // The family comes back to a week with none made (as after a long outage of the job).
    await t.run(async (ctx) => {
      for (const task of await ctx.db.query("tasks").collect()) await ctx.db.delete("tasks", task._id);
    });
    const runWithCap = (now: number) => t.run((ctx) => chores.generateDaily(ctx, now, 25));
    const day = noon("2030-01-08");
    // Whole days only: 24, not 25 (a day is three people's), then the rest of the day's work.
    expect(await runWithCap(day)).toBe(24);
    expect(await runWithCap(day)).toBe(24);
    expect(await runWithCap(day)).toBe(15);
    expect(await runWithCap(day)).toBe(0);
    const made = await occurrences();
    expect(made.length).toBe(63);
    // Each (chore, day, person) once, from the family's today to the window's end.
    expect(new Set(made.map((task) => `${task.choreId} ${task.occurrenceDate} ${task.assignedTo}`)).size).toBe(63);
    expect(days(made)[0]).toBe("2030-01-08");
    expect(days(made).at(-1)).toBe("2030-01-14");
    expect(await run(day)).toBe(0);
  });
});

describe("on the dashboard", () => {
  test("a member's list and count of open tasks hold a daily chore's today, not the six days made ahead", async () => {
    const { t, create, max, member } = await setup();
    const now = noon("2030-01-07");
    await create(chore([max]), now);
    await t.run(async (ctx) => {
      const ada = (await ctx.db.query("members").withIndex("by_role", (q) => q.eq("role", "admin")).first())!;
      await ctx.db.insert("tasks", { title: "Return the books", description: "", assignedTo: max, dueDate: "2030-01-20", status: "pending", priority: "medium", createdBy: ada._id, needsApproval: false });
    });
    const listed = await member.as.query(api.tasks.forMember, { memberId: max, today: "2030-01-07" });
    expect(listed.map((task) => [task.title, task.dueDate])).toEqual([
      ["Feed the cat", "2030-01-07"],
      ["Return the books", "2030-01-20"],
    ]);
    expect(await member.as.query(api.tasks.openCounts, { today: "2030-01-07" })).toEqual([{ memberId: max, open: 2 }]);
    // The next day, that day's occurrence is the one listed.
    const tomorrow = await member.as.query(api.tasks.forMember, { memberId: max, today: "2030-01-08" });
    expect(tomorrow.filter((task) => task.title === "Feed the cat").map((task) => task.dueDate)).toEqual(["2030-01-07", "2030-01-08"]);
  });
});

describe("who does it", () => {
  test("a rotation takes turns in its order, and each occurrence says why", async () => {
    const { create, occurrences, complete, emma, max, run } = await setup();
    await create(chore([emma, max], { assignment: "rotation", repeat: { ...noRepeat, freq: "weekly", byDay: ["TU", "FR"] } }), noon("2030-01-07"));
    const made = await occurrences();
    expect(made.map((task) => [task.occurrenceDate, task.assignedTo])).toEqual([
      ["2030-01-08", emma],
      ["2030-01-11", max],
    ]);
    expect(made[0].chore!.reason).toEqual({ kind: "rotationFirst" });
    expect(made[1].chore!.reason).toEqual({ kind: "rotation", previousName: "Emma", previousDay: "2030-01-08", previousDone: false });
    // Emma does Tuesday's: Friday's reason now says she did.
    await complete(made[0], noon("2030-01-08"));
    expect((await occurrences())[1].chore!.reason).toEqual({ kind: "rotation", previousName: "Emma", previousDay: "2030-01-08", previousDone: true });
    // Day by day, as the hourly run goes: the next week goes on from Max, who missed his Friday (it rolled away).
    for (const day of ["2030-01-08", "2030-01-09", "2030-01-10", "2030-01-11", "2030-01-12", "2030-01-13"]) await run(noon(day));
    const next = await occurrences();
    expect(next.map((task) => [task.occurrenceDate, task.assignedTo])).toEqual([
      ["2030-01-08", emma],
      ["2030-01-15", emma],
      ["2030-01-18", max],
    ]);
    expect(next[1].chore!.reason).toEqual({ kind: "rotation", previousName: "Max Member", previousDay: "2030-01-11", previousDone: false });
  });

  test("a swapped occurrence keeps the rotation's order; a skipped one is not made again", async () => {
    const { t, create, occurrences, emma, max, admin, run } = await setup();
    await create(chore([emma, max], { assignment: "rotation" }), noon("2030-01-07"));
    const [monday] = await occurrences();
    await t.run(async (ctx) => chores.swapOccurrence(ctx, (await ctx.db.get("members", admin.memberId!))!, monday._id, max, noon("2030-01-07")));
    const after = await occurrences();
    expect(after[0]).toMatchObject({ assignedTo: max, chore: { reason: { kind: "swapped", fromName: "Emma", byName: "Ada Admin" } } });
    expect(after.map((task) => task.assignedTo)).toEqual([max, max, emma, max, emma, max, emma]);
    await t.run(async (ctx) => chores.skipOccurrence(ctx, (await ctx.db.get("members", admin.memberId!))!, after[2]._id, "School trip", noon("2030-01-07")));
    await run(noon("2030-01-07"));
    const dealt = await occurrences();
    expect(days(dealt)).not.toContain("2030-01-09");
    // Emma's skipped turn moves to the next day: the turns after it are dealt again.
    expect(dealt.map((task) => task.assignedTo)).toEqual([max, max, emma, max, emma, max]);
    expect(dealt[2].chore!.reason).toEqual({ kind: "rotation", previousName: "Max Member", previousDay: "2030-01-08", previousDone: false });
    const listed = await admin.as.query(api.chores.list, { today: "2030-01-07" });
    expect(listed.chores[0].skips).toEqual([{ day: "2030-01-09", reason: "School trip" }]);
  });

  test("a rotation by the week gives each person a whole week", async () => {
    const { create, occurrences, emma, max } = await setup();
    // Friday 11 January: the rest of that week is Emma's, the next week Max's.
    await create(chore([emma, max], { assignment: "rotation", rotateBy: "week", start: "2030-01-11" }), noon("2030-01-11"));
    expect((await occurrences()).map((task) => [task.occurrenceDate, task.assignedTo === emma ? "Emma" : "Max"])).toEqual([
      ["2030-01-11", "Emma"],
      ["2030-01-12", "Emma"],
      ["2030-01-13", "Emma"],
      ["2030-01-14", "Max"],
      ["2030-01-15", "Max"],
      ["2030-01-16", "Max"],
      ["2030-01-17", "Max"],
    ]);
    expect((await occurrences())[3].chore!.reason).toEqual({ kind: "rotationWeek", weekOf: "2030-01-14" });
  });

  test("anyone: the first to finish does it, and the others' offers go; everyone: each their own", async () => {
    const { create, occurrences, complete, emma, max, points } = await setup();
    const anyone = await create(chore([emma, max], { title: "Empty the dishwasher", assignment: "anyone", start: "2030-01-07", repeat: { ...noRepeat, freq: "daily", ends: "count", count: 1 } }), noon("2030-01-07"));
    const offers = await occurrences(anyone);
    expect(offers.map((task) => task.assignedTo).sort()).toEqual([emma, max].sort());
    await complete(offers.find((task) => task.assignedTo === max)!, noon("2030-01-07"));
    expect((await occurrences(anyone)).map((task) => [task.assignedTo, task.status])).toEqual([[max, "completed"]]);
    expect(await points(max)).toBe(5);
    expect(await points(emma)).toBe(0);

    const everyone = await create(chore([emma, max], { title: "Make your bed", assignment: "everyone", repeat: { ...noRepeat, freq: "daily", ends: "count", count: 1 } }), noon("2030-01-07"));
    const own = await occurrences(everyone);
    expect(own.length).toBe(2);
    await complete(own.find((task) => task.assignedTo === emma)!, noon("2030-01-07"));
    expect((await occurrences(everyone)).map((task) => task.status).sort()).toEqual(["completed", "pending"]);
    expect(await points(emma)).toBe(5);
  });
});

describe("missed, due, away", () => {
  test("a missable chore's missed day rolls away; one that stays due holds back the next until done", async () => {
    const { create, occurrences, run, complete, max } = await setup();
    const bins = await create(chore([max], { title: "Bins out", repeat: { ...noRepeat, freq: "weekly", byDay: ["MO"] } }), noon("2030-01-07"));
    const bed = await create(chore([max], { title: "Tidy your room", missable: false, repeat: { ...noRepeat, freq: "weekly", byDay: ["MO"] } }), noon("2030-01-07"));
    await run(noon("2030-01-14"));
    // Bins: last Monday's is gone, this Monday's is there. Room: last Monday's is still due (overdue), this one's waits.
    expect(days(await occurrences(bins))).toEqual(["2030-01-14"]);
    expect(days(await occurrences(bed))).toEqual(["2030-01-07"]);
    await complete((await occurrences(bed))[0], noon("2030-01-14"));
    await run(noon("2030-01-14"));
    expect(days(await occurrences(bed))).toEqual(["2030-01-07", "2030-01-14"]);
  });

  test("every N days after it was last done: done early, the next comes early", async () => {
    const { create, occurrences, run, complete, max } = await setup();
    const plants = await create(chore([max], { title: "Water the plants", scheduleKind: "after", afterDays: 3, missable: false }), noon("2030-01-07"));
    expect(days(await occurrences(plants))).toEqual(["2030-01-07"]);
    // Done a day late, on the 8th: the next is the 11th.
    await complete((await occurrences(plants))[0], noon("2030-01-08"));
    expect(days(await occurrences(plants))).toEqual(["2030-01-07", "2030-01-11"]);
    // Done early, on the 9th: the next is the 12th.
    await complete((await occurrences(plants))[1], noon("2030-01-09"));
    expect(days(await occurrences(plants))).toEqual(["2030-01-07", "2030-01-11", "2030-01-12"]);
    expect(await run(noon("2030-01-09"))).toBe(0);
  });

  test("every day after it was last done: done early, the next is made once; completing whatever is open all day pays one turn ahead, not more", async () => {
    const { create, occurrences, complete, points, run, max } = await setup();
    const plants = await create(chore([max], { title: "Water the plants", scheduleKind: "after", afterDays: 1, missable: false, points: 5 }), noon("2030-01-07"));
    let completions = 0;
    for (let minute = 0; minute < 10; minute++) {
      const open = (await occurrences(plants)).find((task) => task.status === "pending");
      if (open === undefined) break;
      await complete(open, noon("2030-01-07") + minute * 60_000);
      completions++;
    }
    // Today's, then tomorrow's done early: its next would be tomorrow again, which is done.
    expect(completions).toBe(2);
    expect(days(await occurrences(plants))).toEqual(["2030-01-07", "2030-01-08"]);
    expect(await points(max)).toBe(10);
    // Tomorrow holds nothing more to do; the day after has its turn.
    await run(noon("2030-01-08"));
    expect((await occurrences(plants)).filter((task) => task.status === "pending")).toEqual([]);
    await run(noon("2030-01-09"));
    expect((await occurrences(plants)).filter((task) => task.status === "pending").map((task) => task.occurrenceDate)).toEqual(["2030-01-09"]);
  });

  test("we're away: no occurrences on those days, the ones made go, and missed days there do not break a streak", async () => {
    const { t, create, occurrences, run, complete, max, admin } = await setup();
    const cat = await create(chore([max]), noon("2030-01-07"));
    await complete((await occurrences(cat))[0], noon("2030-01-07"));
    await t.run(async (ctx) => chores.setAway(ctx, (await ctx.db.get("members", admin.memberId!))!, { from: "2030-01-09", to: "2030-01-11" }, noon("2030-01-07")));
    expect(days(await occurrences(cat))).toEqual(["2030-01-07", "2030-01-08", "2030-01-12", "2030-01-13"]);
    // The 8th is missed too (the one free miss of the week); away days are not misses.
    await run(noon("2030-01-12"));
    const streak = await t.run((ctx) => ctx.db.query("choreStreaks").first());
    expect(streak).toMatchObject({ count: 1, forgivenWeek: "2030-01-07" });
    await expect(admin.as.mutation(api.chores.setAway, { away: { from: "2030-01-09", to: "2030-01-08" } })).rejects.toMatchObject({ data: { code: "AWAY_DATES", field: "to" } });
  });

  test("a second missed day in a week ends the streak", async () => {
    const { t, create, occurrences, run, complete, max } = await setup();
    const cat = await create(chore([max]), noon("2030-01-07"));
    await complete((await occurrences(cat))[0], noon("2030-01-07"));
    await run(noon("2030-01-09"));
    expect(await t.run((ctx) => ctx.db.query("choreStreaks").first())).toMatchObject({ count: 1, best: 1 });
    await run(noon("2030-01-10"));
    expect(await t.run((ctx) => ctx.db.query("choreStreaks").first())).toMatchObject({ count: 0, best: 1 });
  });
});

describe("points", () => {
  test("paid as promised when the occurrence was made, even after the chore is edited", async () => {
    const { t, create, occurrences, complete, max, points, admin } = await setup();
    const cat = await create(chore([max], { points: 10 }), noon("2030-01-07"));
    await t.run(async (ctx) => chores.updateChore(ctx, (await ctx.db.get("members", admin.memberId!))!, cat, chore([max], { points: 25 }), noon("2030-01-07")));
    const made = await occurrences(cat);
    expect(made.map((task) => task.chore!.points)).toEqual([10, 25, 25, 25, 25, 25, 25]);
    await complete(made[0], noon("2030-01-07"));
    expect(await points(max)).toBe(10);
    await complete((await occurrences(cat))[1], noon("2030-01-08"));
    expect(await points(max)).toBe(35);
    const ledger = await t.run((ctx) => ctx.db.query("pointsLedger").collect());
    expect(ledger.map((row) => [row.points, row.balance, row.kind])).toEqual([
      [10, 10, "chore"],
      [25, 35, "chore"],
    ]);
  });

  test("a chore that needs approval pays on approval; a rejection pays nothing", async () => {
    const { t, create, occurrences, complete, max, points, admin } = await setup();
    const cat = await create(chore([max], { needsApproval: true, repeat: { ...noRepeat, freq: "daily", ends: "count", count: 1 } }), noon("2030-01-07"));
    const [task] = await occurrences(cat);
    await complete(task, noon("2030-01-07"));
    expect(await points(max)).toBe(0);
    const ada = await t.run(async (ctx) => (await ctx.db.get("members", admin.memberId!))!);
    await t.run((ctx) => rejectTask(ctx, ada, task._id, noon("2030-01-07")));
    expect(await points(max)).toBe(0);
    await complete((await occurrences(cat))[0], noon("2030-01-07"));
    await t.run((ctx) => approveTask(ctx, ada, task._id));
    expect(await points(max)).toBe(5);
    expect(await t.run((ctx) => ctx.db.query("pointsLedger").collect())).toHaveLength(1);
  });
});

describe("photo as proof", () => {
  test("a chore that asks for a photo is completed only with the assignee's own upload, kept for the approving admin", async () => {
    const { t, member, admin, max } = await setup();
    const today = await t.run((ctx) => chores.familyToday(ctx, Date.now()));
    await admin.as.mutation(api.chores.createChore, { chore: chore([max], { title: "Tidy your room", photoProof: true, needsApproval: true, start: today }) });
    const task = (await t.run((ctx) => ctx.db.query("tasks").collect())).find((row) => row.occurrenceDate === today)!;
    await expect(member.as.mutation(api.tasks.completeTask, { taskId: task._id })).rejects.toMatchObject({ data: { code: "CHORE_PHOTO_REQUIRED", field: "image" } });
    // The admin's upload is not Max's to send.
    const adminsPhoto = await storeFile(t, "image/png");
    await admin.as.action(api.tasks.checkUpload, { storageId: adminsPhoto });
    await expect(member.as.mutation(api.tasks.completeTask, { taskId: task._id, photo: adminsPhoto })).rejects.toMatchObject({ data: { code: "UPLOAD_NOT_YOURS" } });
    const photo = await storeFile(t, "image/jpeg");
    expect((await member.as.action(api.tasks.checkUpload, { storageId: photo })).refused).toBeNull();
    await member.as.mutation(api.tasks.completeTask, { taskId: task._id, photo });
    expect(await t.run((ctx) => ctx.db.get("tasks", task._id))).toMatchObject({ status: "completed", approvalStatus: "pending", proofStorageId: photo });
    // The admin sees it in the approval inbox, beside the completion.
    const { rows } = await admin.as.query(api.approvals.inbox, {});
    expect(rows.find((row) => row.id === task._id)?.photoUrl).toMatch(/^https?:\/\//);
    // With the points approving pays, as promised when it was made.
    expect(rows.find((row) => row.id === task._id)?.points).toBe(5);
  });
});

describe("reminders", () => {
  test("while the family is away, chores are not reminded of; other tasks still are", async () => {
    const { t, create, admin, max } = await setup("UTC");
    await create(chore([max], { title: "Feed the cat" }), noon("2030-01-07"));
    await t.run((ctx) =>
      ctx.db.insert("tasks", { title: "Dentist forms", description: "", assignedTo: max, dueDate: "2030-01-08", status: "pending", priority: "medium", createdBy: admin.memberId!, needsApproval: false }),
    );
    await t.run(async (ctx) => chores.setAway(ctx, (await ctx.db.get("members", admin.memberId!))!, { from: "2030-01-08", to: "2030-01-09" }, noon("2030-01-07")));
    // The 8th's chore was removed with the away dates; the 7th's is still open and overdue. At 07:00 on the 8th:
    await t.run((ctx) => sendDueReminders(ctx, Date.parse("2030-01-08T07:00:00Z")));
    const told = await t.run(async (ctx) => (await ctx.db.query("notifications").collect()).filter((row) => row.memberId === max).map((row) => row.details));
    expect(told.map((details) => ("taskTitle" in details ? details.taskTitle : details.kind))).toEqual(["Dentist forms"]);
  });
});

describe("who may", () => {
  test("only admins set chores up; a member lists the chores they are in, with everyone's turns", async () => {
    const { admin, member, max, emma, t } = await setup();
    await expect(member.as.mutation(api.chores.createChore, { chore: chore([max]) })).rejects.toMatchObject({ data: { code: "ADMIN_REQUIRED" } });
    const today = await t.run((ctx) => chores.familyToday(ctx, Date.now()));
    await admin.as.mutation(api.chores.createChore, { chore: chore([emma, max], { assignment: "rotation", start: today }) });
    await admin.as.mutation(api.chores.createChore, { chore: chore([emma], { title: "Emma's only", start: today }) });
    const seen = await member.as.query(api.chores.list, { today });
    expect(seen.chores.map((c) => c.title)).toEqual(["Feed the cat"]);
    expect(new Set(seen.chores[0].occurrences.map((o) => o.person.name))).toEqual(new Set(["Emma", "Max Member"]));
    expect((await admin.as.query(api.chores.list, { today })).chores).toHaveLength(2);
  });
});

export type { TestBackend };

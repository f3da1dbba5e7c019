// Chore streaks (choreStreaks in model/chores.ts): a person's run of days done on one chore, grown by a day later than
// the last one counted, one missed day a week forgiven, the best run kept, and the days the family's own (its time zone).
// Driven through the model functions with the clock given to each call, as chores.test.ts does.
import { describe, expect, test } from "vitest";
import type { Doc, Id } from "./_generated/dataModel";
import { choreForm } from "./chores.fixtures";
import * as chores from "./model/chores";
import { approveTask, completeTask } from "./model/tasks";
import { newBackend, seedAccount, seedRoles } from "./test.setup";

/** Noon UTC on `day` (noon on the family's day in London in winter). */
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
const MONDAY = "2030-01-07";

async function setup(zone = "Europe/London") {
  const t = newBackend();
  const roles = await seedRoles(t);
  const emma = (await seedAccount(t, { name: "Emma", email: "emma@household.test" })).memberId!;
  await t.run((ctx) =>
    ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: zone }),
  );
  const ada = roles.admin.memberId!;
  const max = roles.member.memberId!;
  const admin = (ctx: { db: { get: (table: "members", id: Id<"members">) => Promise<Doc<"members"> | null> } }) => ctx.db.get("members", ada).then((m) => m!);
  const create = (form: Record<string, unknown>, now: number) => t.run(async (ctx) => chores.createChore(ctx, await admin(ctx), form, now));
  const run = (now: number) => t.run((ctx) => chores.generateDaily(ctx, now));
  const occurrence = (choreId: Id<"chores">, day: string, memberId = max) =>
    t.run(async (ctx) => (await ctx.db.query("tasks").collect()).find((x) => x.choreId === choreId && x.occurrenceDate === day && x.assignedTo === memberId) ?? null);
  const complete = (task: Doc<"tasks"> | null, now: number) =>
    t.run(async (ctx) => completeTask(ctx, (await ctx.db.get("members", task!.assignedTo))!, task!._id, now));
  /** The hourly job's run on `day`, then the person's occurrence of it done at noon. */
  const doneOn = async (choreId: Id<"chores">, day: string, memberId = max) => {
    await run(noon(day));
    await complete(await occurrence(choreId, day, memberId), noon(day));
  };
  const streak = (choreId: Id<"chores">, memberId = max) =>
    t.run(async (ctx) => (await ctx.db.query("choreStreaks").collect()).find((row) => row.memberId === memberId && row.choreId === choreId) ?? null);
  return { t, ada, max, emma, admin, create, run, occurrence, complete, doneOn, streak };
}

describe("chore streaks", () => {
  test("a forgiven miss in each of two weeks running keeps the streak going", async () => {
    const { create, run, doneOn, streak, max } = await setup();
    const cat = await create(choreForm([max]), noon(MONDAY));
    await doneOn(cat, MONDAY);
    // Tuesday 8th missed: the week's one free miss.
    for (const day of ["2030-01-09", "2030-01-10", "2030-01-11", "2030-01-12", "2030-01-13"]) await doneOn(cat, day);
    expect(await streak(cat)).toMatchObject({ count: 6, forgivenWeek: MONDAY });
    // Monday 14th missed: a new week, so a new free miss, not the second of the last.
    await run(noon("2030-01-15"));
    expect(await streak(cat)).toMatchObject({ count: 6, forgivenWeek: "2030-01-14" });
    await doneOn(cat, "2030-01-15");
    expect(await streak(cat)).toMatchObject({ count: 7, best: 7 });
  });

  test("a completion on the same day, or an older one, does not grow the streak", async () => {
    const { t, admin, create, occurrence, complete, doneOn, streak, max, emma } = await setup();
    // Older: Monday's waits for approval while Tuesday's is approved first; Monday's approval then counts nothing.
    const dishes = await create(choreForm([max], { title: "Dishes", needsApproval: true }), noon(MONDAY));
    const monday = await occurrence(dishes, MONDAY);
    await complete(monday, noon(MONDAY));
    await doneOn(dishes, "2030-01-08");
    const tuesday = await occurrence(dishes, "2030-01-08");
    await t.run(async (ctx) => approveTask(ctx, await admin(ctx), tuesday!._id));
    expect(await streak(dishes)).toMatchObject({ count: 1, lastDay: "2030-01-08" });
    await t.run(async (ctx) => approveTask(ctx, await admin(ctx), monday!._id));
    expect(await streak(dishes)).toMatchObject({ count: 1, best: 1, lastDay: "2030-01-08" });

    // Same day: an admin gives Emma's Thursday of a chore everyone does to Max, who then does two on one day.
    const beds = await create(choreForm([max, emma], { title: "Make your bed", assignment: "everyone" }), noon("2030-01-08"));
    await doneOn(beds, "2030-01-09");
    const emmas = await occurrence(beds, "2030-01-10", emma);
    await t.run(async (ctx) => chores.swapOccurrence(ctx, await admin(ctx), emmas!._id, max, noon("2030-01-10")));
    const thursdays = await t.run(async (ctx) =>
      (await ctx.db.query("tasks").collect()).filter((x) => x.choreId === beds && x.occurrenceDate === "2030-01-10" && x.assignedTo === max),
    );
    expect(thursdays).toHaveLength(2);
    for (const task of thursdays) await complete(task, noon("2030-01-10"));
    expect(await streak(beds)).toMatchObject({ count: 2, best: 2, lastDay: "2030-01-10" });
  });

  test("the best run is kept when a second miss in a week ends the streak, and a new run starts from 1", async () => {
    const { create, run, doneOn, streak, max } = await setup();
    const cat = await create(choreForm([max]), noon(MONDAY));
    for (const day of [MONDAY, "2030-01-08", "2030-01-09"]) await doneOn(cat, day);
    // Thursday and Friday missed: the second ends it.
    await run(noon("2030-01-12"));
    expect(await streak(cat)).toMatchObject({ count: 0, best: 3 });
    await doneOn(cat, "2030-01-12");
    expect(await streak(cat)).toMatchObject({ count: 1, best: 3 });
  });

  test("a chore for anyone to take never counts a miss against its people", async () => {
    const { create, run, doneOn, streak, max, emma } = await setup();
    const bins = await create(choreForm([max, emma], { title: "Bins", assignment: "anyone" }), noon(MONDAY));
    await doneOn(bins, MONDAY);
    // Three days nobody took: nobody in particular missed them.
    await run(noon("2030-01-11"));
    const row = await streak(bins);
    expect(row).toMatchObject({ count: 1, best: 1 });
    expect(row?.forgivenWeek).toBeUndefined();
  });

  test("a turn that stays due, done late, counts: its day is later than the last counted", async () => {
    const { create, run, occurrence, complete, streak, max, doneOn } = await setup();
    const dog = await create(choreForm([max], { title: "Walk the dog", missable: false }), noon(MONDAY));
    await doneOn(dog, MONDAY);
    // Tuesday's is not done on Tuesday; it stays due (no miss) and is done on Thursday.
    await run(noon("2030-01-08"));
    await run(noon("2030-01-10"));
    const tuesday = await occurrence(dog, "2030-01-08");
    expect(tuesday).toMatchObject({ status: "pending" });
    expect((await streak(dog))?.forgivenWeek).toBeUndefined();
    await complete(tuesday, noon("2030-01-10"));
    expect(await streak(dog)).toMatchObject({ count: 2, best: 2, lastDay: "2030-01-08" });
  });

  test("a family in Auckland counts its days by its own midnight, not UTC's", async () => {
    const { create, run, occurrence, complete, streak, max } = await setup("Pacific/Auckland");
    // New Zealand summer time is UTC+13: 20:00 UTC on Sunday 6 January is 09:00 on Monday 7th there.
    const cat = await create(choreForm([max]), Date.parse("2030-01-06T20:00:00Z"));
    // 23:30 on Monday in Auckland, then 00:30 on Tuesday: one UTC day (the 7th), two family days.
    await complete(await occurrence(cat, MONDAY), Date.parse("2030-01-07T10:30:00Z"));
    await run(Date.parse("2030-01-07T11:30:00Z"));
    await complete(await occurrence(cat, "2030-01-08"), Date.parse("2030-01-07T11:30:00Z"));
    expect(await streak(cat)).toMatchObject({ count: 2, lastDay: "2030-01-08" });
    // Wednesday passes undone: missed at Auckland's midnight (11:00 UTC on the 9th), while UTC's 9th has hours to go.
    await run(Date.parse("2030-01-09T11:30:00Z"));
    expect(await streak(cat)).toMatchObject({ count: 2, forgivenWeek: MONDAY });
    expect(await occurrence(cat, "2030-01-09")).toBeNull();
  });
});

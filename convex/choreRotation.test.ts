// A rotation's turns and reasons as a family lives them (model/chores.ts, model/choreRotations.ts):
// away days take nobody's turn, a missed turn is remembered, away on and off re-deals, approved
// swaps and hand-overs survive it, reasons follow swaps and send-backs, a chore that stays due
// keeps one open occurrence per person, a later day's chore cannot be done today, and an older
// chore without a rotation record gets one.
import { describe, expect, test } from "vitest";
import { choreForm, noRepeatForm } from "./chores.fixtures";
import { carterFamily, noon } from "./choreRotation.fixtures";
import { screenCompleteTask, type Unlocked } from "./model/screenUnlocks";
import { completeTask } from "./model/tasks";

const monWedFri = { repeat: { ...noRepeatForm, freq: "weekly", byDay: ["MO", "WE", "FR"] } };

describe("away days and missed turns", () => {
  test("an away day takes nobody's turn: the turns after it are dealt again, with true reasons", async () => {
    const f = await carterFamily();
    const { emma, sam } = f.people;
    const bins = await f.rotation([emma, sam], "2030-01-07", { title: "Bins", ...monWedFri });
    await f.complete((await f.on(bins, "2030-01-07"))._id, "2030-01-07");
    await f.runDay("2030-01-08");
    await f.runDay("2030-01-09");
    await f.complete((await f.on(bins, "2030-01-09"))._id, "2030-01-09");
    await f.runDay("2030-01-10");
    expect(await f.dealt(bins)).toEqual({ "2030-01-07": "Emma", "2030-01-09": "Sam", "2030-01-11": "Emma", "2030-01-14": "Sam", "2030-01-16": "Emma" });
    // Friday becomes an away day: Emma's turn moves to Monday.
    await f.away({ from: "2030-01-11", to: "2030-01-11" }, "2030-01-10");
    expect(await f.dealt(bins)).toEqual({ "2030-01-07": "Emma", "2030-01-09": "Sam", "2030-01-14": "Emma", "2030-01-16": "Sam" });
    expect((await f.on(bins, "2030-01-14")).chore!.reason).toEqual({ kind: "rotation", previousName: "Sam", previousDay: "2030-01-09", previousDone: true });
  });

  test("a missed turn is remembered after it rolls away, even when every occurrence since has gone", async () => {
    const f = await carterFamily();
    const { emma, sam } = f.people;
    const dinner = await f.rotation([emma, sam], "2030-01-07", { title: "Cook dinner" });
    // Emma misses Monday; the family is away the nine days after it.
    await f.away({ from: "2030-01-08", to: "2030-01-16" }, "2030-01-07");
    for (const day of ["2030-01-08", "2030-01-09", "2030-01-10", "2030-01-11", "2030-01-12"]) await f.runDay(day);
    const back = await f.on(dinner, "2030-01-17");
    expect(await f.nameOf(back.assignedTo)).toBe("Sam");
    expect(back.chore!.reason).toEqual({ kind: "rotation", previousName: "Emma", previousDay: "2030-01-07", previousDone: false });
  });

  test("away on then off again re-deals the coming turns both times, so they still alternate", async () => {
    const f = await carterFamily();
    const { emma, sam } = f.people;
    const bins = await f.rotation([emma, sam], "2030-01-07", { title: "Bins", ...monWedFri });
    await f.away({ from: "2030-01-09", to: "2030-01-09" }, "2030-01-07");
    expect(await f.dealt(bins)).toEqual({ "2030-01-07": "Emma", "2030-01-11": "Sam" });
    expect((await f.on(bins, "2030-01-11")).chore!.reason).toEqual({ kind: "rotation", previousName: "Emma", previousDay: "2030-01-07", previousDone: false });
    await f.away(null, "2030-01-07");
    expect(await f.dealt(bins)).toEqual({ "2030-01-07": "Emma", "2030-01-09": "Sam", "2030-01-11": "Emma" });
    expect((await f.on(bins, "2030-01-11")).chore!.reason).toEqual({ kind: "rotation", previousName: "Sam", previousDay: "2030-01-09", previousDone: false });
  });
});

describe("swaps and hand-overs", () => {
  test("an approved swap survives away on and off over its day", async () => {
    const f = await carterFamily();
    const { sarah, david, emma } = f.people;
    const dinner = await f.rotation([sarah, david, emma], "2030-01-07", { title: "Cook dinner" });
    // Thursday the 10th is Sarah's (Mon Sarah, Tue David, Wed Emma, Thu Sarah): she gives it to David.
    const thursday = await f.on(dinner, "2030-01-10");
    expect(thursday.assignedTo).toBe(sarah);
    expect(await f.swap(thursday._id, david, "2030-01-07")).toEqual({ outcome: "applied" });
    // Away from Thursday by mistake, and home again a minute later.
    await f.away({ from: "2030-01-10", to: "2030-01-13" }, "2030-01-07");
    await f.away(null, "2030-01-07");
    const again = await f.on(dinner, "2030-01-10");
    expect(again.assignedTo).toBe(david);
    expect(again.chore!.reason).toEqual({ kind: "swapRequested", fromName: "Sarah", byName: "Rose" });
  });

  test("an admin's hand-over survives away on and off over its day", async () => {
    const f = await carterFamily();
    const { emma, sam, sarah } = f.people;
    const bins = await f.rotation([emma, sam], "2030-01-07", { title: "Bins", ...monWedFri });
    await f.giveTo((await f.on(bins, "2030-01-09"))._id, sarah, "2030-01-07");
    await f.away({ from: "2030-01-09", to: "2030-01-09" }, "2030-01-07");
    await f.away(null, "2030-01-07");
    expect(await f.dealt(bins)).toEqual({ "2030-01-07": "Emma", "2030-01-09": "Sarah", "2030-01-11": "Emma" });
  });

  test("a hand-over a re-deal moves to someone else's turn goes back to the rotation, and its people are told", async () => {
    const f = await carterFamily();
    const { emma, sam, sarah } = f.people;
    const bins = await f.rotation([emma, sam], "2030-01-07", { title: "Bins", ...monWedFri });
    // Wednesday is Sam's turn; Rose gives it to Sarah. Then Monday becomes an away day, so
    // Wednesday is Emma's turn, not Sam's: the hand-over of Sam's turn no longer fits.
    await f.giveTo((await f.on(bins, "2030-01-09"))._id, sarah, "2030-01-07");
    await f.away({ from: "2030-01-07", to: "2030-01-07" }, "2030-01-07");
    expect(await f.dealt(bins)).toEqual({ "2030-01-09": "Emma", "2030-01-11": "Sam" });
    for (const who of [sam, sarah]) {
      expect((await f.notifications(who)).map((row) => row.details)).toContainEqual(
        expect.objectContaining({ kind: "choreHandoverUndone", taskTitle: "Bins", date: "2030-01-09", fromName: "Sam", toName: "Sarah" }),
      );
    }
  });

  test("the turn after a swapped or handed-over one says who had it instead", async () => {
    const f = await carterFamily();
    const { emma, sam, sarah, david } = f.people;
    const bins = await f.rotation([emma, sam], "2030-01-07", { title: "Bins", ...monWedFri });
    // Rose gives Wednesday's bins (Sam's) to Emma: Friday is still Emma's turn, after Sam's given to Emma.
    await f.giveTo((await f.on(bins, "2030-01-09"))._id, emma, "2030-01-07");
    expect((await f.on(bins, "2030-01-11")).chore!.reason).toEqual({ kind: "rotation", previousName: "Sam", previousDay: "2030-01-09", previousDone: false, previousGivenTo: "Emma" });
    const dinner = await f.rotation([sarah, david], "2030-01-07", { title: "Cook dinner" });
    // Sarah asks to give Wednesday's dinner to David: Thursday's (David's) names Sarah's turn, given to David.
    await f.swap((await f.on(dinner, "2030-01-09"))._id, david, "2030-01-07");
    expect(await f.nameOf((await f.on(dinner, "2030-01-10")).assignedTo)).toBe("David");
    expect((await f.on(dinner, "2030-01-10")).chore!.reason).toEqual({
      kind: "rotation",
      previousName: "Sarah",
      previousDay: "2030-01-09",
      previousDone: false,
      previousGivenTo: "David",
    });
  });

  test("a turn sent back (not done) no longer reads as done in the next turn's reason", async () => {
    const f = await carterFamily();
    const { emma, sam } = f.people;
    const table = await f.rotation([emma, sam], "2030-01-07", { title: "Set the table", needsApproval: true });
    await f.complete((await f.on(table, "2030-01-07"))._id, "2030-01-07");
    expect((await f.on(table, "2030-01-08")).chore!.reason).toMatchObject({ previousName: "Emma", previousDone: true });
    await f.reject((await f.on(table, "2030-01-07"))._id, "2030-01-07");
    expect((await f.on(table, "2030-01-08")).chore!.reason).toEqual({ kind: "rotation", previousName: "Emma", previousDay: "2030-01-07", previousDone: false });
  });
});

describe("stays due until done", () => {
  test("one open occurrence per person, across away on and off and missed days", async () => {
    const f = await carterFamily();
    const { sarah } = f.people;
    const dishwasher = await f.create(choreForm([sarah], { title: "Unload the dishwasher", missable: false }), "2030-01-07");
    await f.runDay("2030-01-08");
    // Away from yesterday to today, then home again: Monday's, still not done, went with it.
    await f.away({ from: "2030-01-07", to: "2030-01-08" }, "2030-01-08");
    await f.away(null, "2030-01-08");
    await f.runDay("2030-01-09");
    await f.runDay("2030-01-10");
    const open = (await f.occurrences(dishwasher)).filter((task) => task.status !== "completed");
    expect(open).toHaveLength(1);
    // Done, the next comes.
    await f.complete(open[0]._id, open[0].occurrenceDate! < "2030-01-10" ? "2030-01-10" : open[0].occurrenceDate!);
    expect((await f.occurrences(dishwasher)).filter((task) => task.status !== "completed")).toHaveLength(1);
  });

  test("a rotation's turn sent back holds its person's next back again; a day nobody is free for is not dealt", async () => {
    const f = await carterFamily();
    const { emma, sam } = f.people;
    const dog = await f.rotation([emma, sam], "2030-01-07", { title: "Walk the dog", missable: false, needsApproval: true });
    // Emma's Monday and Sam's Tuesday are open: nobody is free for Wednesday on.
    expect(await f.dealt(dog)).toEqual({ "2030-01-07": "Emma", "2030-01-08": "Sam" });
    await f.complete((await f.on(dog, "2030-01-07"))._id, "2030-01-07");
    expect(await f.dealt(dog)).toEqual({ "2030-01-07": "Emma", "2030-01-08": "Sam", "2030-01-09": "Emma" });
    // Sent back, Monday's is Emma's to do again: Wednesday is nobody's until someone is free.
    await f.reject((await f.on(dog, "2030-01-07"))._id, "2030-01-07");
    expect(await f.dealt(dog)).toEqual({ "2030-01-07": "Emma", "2030-01-08": "Sam" });
    await f.complete((await f.on(dog, "2030-01-07"))._id, "2030-01-07");
    expect(await f.dealt(dog)).toEqual({ "2030-01-07": "Emma", "2030-01-08": "Sam", "2030-01-09": "Emma" });
  });
});

describe("a later day's chore", () => {
  test("cannot be completed today, in the app or on the family screen; today's can, and an ordinary task may be done early", async () => {
    const f = await carterFamily();
    const { emma, sam } = f.people;
    const bed = await f.rotation([emma, sam], "2030-01-07", { title: "Make your bed" });
    const tomorrow = await f.on(bed, "2030-01-08");
    const [sams] = await f.t.run(async (ctx) => [(await ctx.db.get("members", sam))!]);
    await expect(f.t.run((ctx) => completeTask(ctx, sams, tomorrow._id, noon("2030-01-07")))).rejects.toMatchObject({ data: { code: "CHORE_NOT_YET" } });
    const unlocked = { member: sams } as Unlocked;
    await expect(f.t.run((ctx) => screenCompleteTask(ctx, unlocked, tomorrow._id, noon("2030-01-07")))).rejects.toMatchObject({ data: { code: "CHORE_NOT_YET" } });
    expect((await f.on(bed, "2030-01-08")).status).toBe("pending");
    // On its day it can.
    await f.complete(tomorrow._id, "2030-01-08");
    expect((await f.on(bed, "2030-01-08")).status).toBe("completed");
    const early = await f.t.run((ctx) =>
      ctx.db.insert("tasks", { title: "Library books", description: "", assignedTo: sam, dueDate: "2030-01-20", status: "pending", priority: "medium", createdBy: f.rose, needsApproval: false }),
    );
    await f.t.run((ctx) => completeTask(ctx, sams, early, noon("2030-01-08")));
    expect((await f.t.run((ctx) => ctx.db.get("tasks", early)))!.status).toBe("completed");
  });
});

describe("an older chore", () => {
  test("without a rotation record gets one from its occurrences, and its turns go on", async () => {
    const f = await carterFamily();
    const { emma, sam, david } = f.people;
    const dinner = await f.rotation([emma, sam, david], "2030-01-07", { title: "Cook dinner" });
    // As the app stored it before: no record, occurrences counting turns, none naming whose turn.
    await f.t.run(async (ctx) => {
      for (const row of await ctx.db.query("choreRotations").collect()) await ctx.db.delete("choreRotations", row._id);
      const tasks = await ctx.db.query("tasks").collect();
      for (const [turn, task] of tasks.sort((a, b) => a.occurrenceDate!.localeCompare(b.occurrenceDate!)).entries()) {
        const { turnOf: _turnOf, ...promise } = task.chore!;
        await ctx.db.patch("tasks", task._id, { chore: { ...promise, turn } });
      }
    });
    await f.runDay("2030-01-08");
    await f.runDay("2030-01-09");
    const record = await f.t.run((ctx) => ctx.db.query("choreRotations").first());
    expect(record).toMatchObject({ choreId: dinner, last: { memberId: sam, day: "2030-01-08", done: false }, next: david });
    expect(Object.values(await f.dealt(dinner))).toEqual(["David", "Emma", "Sam", "David", "Emma", "Sam", "David"]);
    expect(Object.keys(await f.dealt(dinner))[0]).toBe("2030-01-09");
  });
});

// Eight simulated weeks of a family of four (model/chores.ts, model/choreRotations.ts, driven under
// convex-test with the clock moved day by day): random days of done, approved, sent back, missed
// (nothing done), "We're away" on and off, swaps asked and approved, an admin's hand-overs, skips
// and edits of the rotation's order. After every day:
// - Balance: each rotation's turns dealt (done or missed; away and skipped days are nobody's)
//   stay within one per person, counted between edits of its order (an edit starts a new count
//   with its new people). A swap or hand-over gives the doing away, not the turn: the turn stays
//   counted as its dealt person's.
// - True reasons: every occurrence's "whose turn and why" names the turn really before it (that
//   day, that person, done or not, and who had it instead when it was given away), or says
//   "first" only when there was none.
// - Kept hand-overs: an approved swap or hand-over still gives its day to the person it went to,
//   unless the day is away or skipped, or its two people were told it went back to the rotation.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { Doc, Id } from "./_generated/dataModel";
import { addDays } from "./lib/calendarSchema";
import { choreForm, noRepeatForm } from "./chores.fixtures";
import { carterFamily, type Family } from "./choreRotation.fixtures";

const START = "2030-01-07";
const DAYS = 56;
/** Cases run (each eight weeks of days): kept so the file stays well under a minute on a loaded machine. */
const RUNS = 4;
// Each local run draws new cases; CI replays fixed ones so that a red run is always a change's
// doing and can be replayed (ROTATION_SEED=<n> replays any seed fast-check reports).
const SEED = process.env.ROTATION_SEED ? Number(process.env.ROTATION_SEED) : process.env.CI ? 20261202 : undefined;

type Person = "sarah" | "david" | "emma" | "sam";
const everyone: Person[] = ["sarah", "david", "emma", "sam"];

const choreSpecs = [
  { title: "Cook dinner", needsApproval: true, repeat: { ...noRepeatForm, freq: "daily" } },
  { title: "Bins", needsApproval: false, repeat: { ...noRepeatForm, freq: "weekly", byDay: ["MO", "WE", "FR"] } },
] as const;

const which = fc.nat(choreSpecs.length - 1);
const action = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("done" as const), chore: which, then: fc.constantFrom("wait", "approve", "reject") }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("awayOn" as const), start: fc.nat(6), length: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("awayOff" as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("swap" as const), chore: which, pick: fc.nat(6), to: fc.nat(4) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("handover" as const), chore: which, pick: fc.nat(6), to: fc.nat(4) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("skip" as const), chore: which, pick: fc.nat(6) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("edit" as const), chore: which, order: fc.shuffledSubarray(everyone, { minLength: 2 }) }) },
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;
const weeks = fc.array(fc.array(action, { maxLength: 3 }), { minLength: DAYS, maxLength: DAYS });

/** A turn as it stood at the end of its day. */
type Turn = { day: string; turnOf: Id<"members">; doer: Id<"members">; done: boolean };
type Kept = { to: Id<"members">; told: number };

class Simulation {
  choreIds: Id<"chores">[] = [];
  orders: Person[][] = [];
  /** Per chore: the settled turns, and the days its order was edited on. */
  history: Turn[][] = [];
  edits: string[][] = [];
  /** Per chore: the day of its last edit and the occurrence that day had then (null: none). */
  editedToday: ({ day: string; taskId: Id<"tasks"> | null } | undefined)[] = [];
  /** Per chore: its order in each stretch between edits. */
  epochOrders: Person[][][] = [];
  kept = new Map<string, Kept>();
  away: { from: string; to: string } | null = null;
  names = new Map<Id<"members">, string>();
  dealtCount = 0;
  caseLog: string[] = [];

  constructor(readonly f: Family) {}

  id = (person: Person) => this.f.people[person];

  async start() {
    for (const index of choreSpecs.keys()) {
      const order = index === 0 ? [...everyone] : (["emma", "sam", "david"] as Person[]);
      this.orders.push(order);
      this.choreIds.push(await this.f.create(this.form(index, order), START));
      this.history.push([]);
      this.edits.push([]);
      this.epochOrders.push([order]);
    }
    const members = await this.f.t.run(async (ctx) => (await ctx.db.query("members").collect()).map((member) => [member._id, member.name] as const));
    for (const [id, name] of members) this.names.set(id, name);
    await this.refresh();
  }

  form(index: number, order: Person[]) {
    const spec = choreSpecs[index];
    return choreForm(order.map(this.id), { title: spec.title, assignment: "rotation", needsApproval: spec.needsApproval, repeat: spec.repeat });
  }

  /** Every chore occurrence and every "went back to the rotation" entry, read once after each change. */
  snap: { tasks: Doc<"tasks">[]; undone: { date: string; title: string }[] } = { tasks: [], undone: [] };

  async refresh() {
    this.snap = await this.f.t.run(async (ctx) => {
      const tasks = (await ctx.db.query("tasks").collect()).filter((task) => task.choreId !== undefined);
      const undone = [];
      for (const row of await ctx.db.query("activityLog").collect()) {
        if (row.details.kind === "choreHandoverUndone") undone.push({ date: row.details.date, title: row.details.taskTitle });
      }
      return { tasks, undone };
    });
  }

  async occurrences(index: number) {
    return this.snap.tasks.filter((task) => task.choreId === this.choreIds[index]).sort((a, b) => a.occurrenceDate!.localeCompare(b.occurrenceDate!));
  }

  /** Yesterday's turns are final: kept before the day's run rolls the missed ones away. */
  async settleDay(day: string) {
    for (const index of this.choreIds.keys()) {
      for (const task of await this.occurrences(index)) {
        if (task.occurrenceDate !== day) continue;
        this.history[index].push({ day, turnOf: task.chore!.turnOf!, doer: task.assignedTo, done: task.status === "completed" });
        this.dealtCount++;
      }
    }
  }

  async pending(index: number, today: string) {
    return (await this.occurrences(index)).filter((task) => task.status === "pending" && task.occurrenceDate! >= today);
  }

  async told(index: number, day: string) {
    return this.snap.undone.filter((row) => row.date === day && row.title === choreSpecs[index].title).length;
  }

  async keep(index: number, task: Doc<"tasks">, to: Id<"members">) {
    this.kept.set(`${index} ${task.occurrenceDate}`, { to, told: await this.told(index, task.occurrenceDate!) });
  }

  async act(today: string, step: Action) {
    this.caseLog.push(`${today} ${JSON.stringify(step)}`);
    switch (step.kind) {
      case "done": {
        const task = (await this.occurrences(step.chore)).find((row) => row.occurrenceDate === today);
        if (task === undefined) return;
        if (task.status !== "completed") await this.f.complete(task._id, today);
        if (!choreSpecs[step.chore].needsApproval || task.approvalStatus === "approved") return;
        if (step.then === "approve") await this.f.approve(task._id);
        if (step.then === "reject") await this.f.reject(task._id);
        return;
      }
      case "awayOn":
        this.away = { from: addDays(today, step.start), to: addDays(today, step.start + step.length - 1) };
        await this.f.away(this.away, today);
        return;
      case "awayOff":
        this.away = null;
        await this.f.away(null, today);
        return;
      case "swap": {
        const open = await this.pending(step.chore, today);
        if (open.length === 0) return;
        const task = open[step.pick % open.length];
        const people = this.orders[step.chore].map(this.id).filter((id) => id !== task.assignedTo);
        const sameDay = (await this.occurrences(step.chore)).filter((row) => row.occurrenceDate === task.occurrenceDate).map((row) => row.assignedTo);
        const to = people.filter((id) => !sameDay.includes(id))[step.to % people.length];
        if (to === undefined) return;
        const { outcome } = await this.f.swap(task._id, to, today);
        expect(outcome).toBe("applied");
        await this.keep(step.chore, task, to);
        return;
      }
      case "handover": {
        const open = await this.pending(step.chore, today);
        if (open.length === 0) return;
        const task = open[step.pick % open.length];
        const family = [...everyone.map(this.id), this.f.rose].filter((id) => id !== task.assignedTo);
        const to = family[step.to % family.length];
        await this.f.giveTo(task._id, to, today);
        await this.keep(step.chore, task, to);
        return;
      }
      case "skip": {
        const open = await this.pending(step.chore, today);
        if (open.length === 0) return;
        const task = open[step.pick % open.length];
        await this.f.skip(task._id, today);
        this.kept.delete(`${step.chore} ${task.occurrenceDate}`);
        return;
      }
      case "edit": {
        // An edit re-deals what is not yet made; today's occurrence, once made, keeps its turn.
        // Which one today has is looked at by `check`, once the day's other steps are done.
        const made = (await this.occurrences(step.chore)).find((task) => task.occurrenceDate === today);
        this.editedToday[step.chore] = { day: today, taskId: made?._id ?? null };
        this.orders[step.chore] = step.order;
        await this.f.edit(this.choreIds[step.chore], this.form(step.chore, step.order), today);
        this.edits[step.chore].push(today);
        this.epochOrders[step.chore].push(step.order);
        return;
      }
    }
  }

  /** The turns dealt so far and the window's, for one chore, in day order. */
  async turns(index: number, today: string): Promise<Turn[]> {
    const window = (await this.occurrences(index))
      .filter((task) => task.occurrenceDate! >= today)
      .map((task) => ({ day: task.occurrenceDate!, turnOf: task.chore!.turnOf!, doer: task.assignedTo, done: task.status === "completed", task }));
    return [...this.history[index], ...window];
  }

  async check(today: string) {
    for (const index of this.choreIds.keys()) {
      // Today's occurrence made after an edit of today (it was away, and away was switched off)
      // is dealt by the new order: today then counts with the new order's turns.
      const edited = this.editedToday[index];
      const made = (await this.occurrences(index)).find((task) => task.occurrenceDate === today);
      if (edited?.day === today && made !== undefined && made._id !== edited.taskId) {
        this.edits[index] = this.edits[index].map((cut) => (cut === today ? addDays(today, -1) : cut));
      }
      // Balance, between edits of the order (settled turns: the window's are still to come).
      const cuts = this.edits[index];
      const epochOf = (day: string) => cuts.filter((cut) => cut < day).length;
      for (const [epoch, order] of this.epochOrders[index].entries()) {
        const dealt = this.history[index].filter((turn) => epochOf(turn.day) === epoch).map((turn) => turn.turnOf);
        const people = order.map(this.id);
        for (const id of dealt) expect(people, `${choreSpecs[index].title}: a turn for someone not in the order`).toContain(id);
        const tally = people.map((id) => dealt.filter((other) => other === id).length);
        expect(Math.max(...tally) - Math.min(...tally), `${choreSpecs[index].title} turns since edit ${epoch}: ${JSON.stringify(tally)}`).toBeLessThanOrEqual(1);
      }
      // True reasons, for the occurrences there are now.
      const turns = await this.turns(index, today);
      for (const [position, turn] of turns.entries()) {
        if (!("task" in turn)) continue;
        const reason = (turn.task as Doc<"tasks">).chore!.reason;
        const before = turns.slice(0, position).filter((other) => other.day < turn.day).at(-1);
        if (reason.kind === "rotationFirst") expect(before, `${turn.day}: "first" after a turn`).toBeUndefined();
        if (reason.kind === "rotation") {
          expect(before, `${turn.day}: names a turn that never was`).toBeDefined();
          expect(reason).toEqual({
            kind: "rotation",
            previousName: this.names.get(before!.turnOf),
            previousDay: before!.day,
            previousDone: before!.done,
            ...(before!.doer !== before!.turnOf ? { previousGivenTo: this.names.get(before!.doer) } : {}),
          });
        }
        if (reason.kind === "swapped" || reason.kind === "swapRequested") {
          expect(this.kept.has(`${index} ${turn.day}`), `${turn.day}: a swap nobody made`).toBe(true);
        }
      }
      // Kept hand-overs.
      for (const [key, kept] of [...this.kept.entries()]) {
        const [keptIndex, day] = key.split(" ");
        if (Number(keptIndex) !== index) continue;
        if (day < today) {
          this.kept.delete(key);
          continue;
        }
        const task = (await this.occurrences(index)).find((row) => row.occurrenceDate === day);
        const away = this.away !== null && day >= this.away.from && day <= this.away.to;
        if (await this.told(index, day) > kept.told) {
          this.kept.delete(key);
          continue;
        }
        if (away) {
          // One already done before the away dates were set stays done.
          expect(task === undefined || task.status !== "pending", `${day}: an unstarted occurrence on an away day`).toBe(true);
          continue;
        }
        expect(task?.assignedTo, `${choreSpecs[index].title} ${day}: the approved swap or hand-over silently changed`).toBe(kept.to);
      }
    }
  }
}

describe("eight weeks of rotating chores", () => {
  test(
    "turns stay balanced, every reason names a real previous turn, and kept swaps and hand-overs are never silently changed",
    async () => {
      let cases = 0;
      let turns = 0;
      await fc.assert(
        fc.asyncProperty(weeks, async (plan) => {
          const sim = new Simulation(await carterFamily());
          await sim.start();
          for (let offset = 0; offset < DAYS; offset++) {
            const today = addDays(START, offset);
            if (offset > 0) {
              await sim.settleDay(addDays(today, -1));
              await sim.f.runDay(today);
            }
            await sim.refresh();
            for (const step of plan[offset]) {
              await sim.act(today, step);
              await sim.refresh();
            }
            try {
              await sim.check(today);
            } catch (error) {
              if (process.env.ROTATION_DEBUG) console.log(sim.caseLog.join("\n"), JSON.stringify(sim.history.map((h) => h.map((t) => [t.day, sim.names.get(t.turnOf), sim.names.get(t.doer), t.done]))));
              throw error;
            }
          }
          cases++;
          turns += sim.dealtCount;
        }),
        { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      expect(cases).toBe(RUNS);
      // Each case settles about 56 + 24 turns; say how many were checked.
      console.info(`choreRotation.property: ${cases} cases of ${DAYS} days, ${turns} settled turns checked`);
    },
    240_000,
  );
});

// What recurring chores cost: a family of four with 50 chores of every kind (daily and weekly,
// rotations by turn and by week, anyone-first, everyone-their-own, every N days after done,
// missable or staying due). The hourly generation job is run for `--days` days (24 runs a day,
// each occurrence done on its day but one in five, which is missed): documents read and written
// per run and per day, and its time; then the family screen's view (its chore chart) for one
// day: documents read. Seeds a convex-test backend (bench/lib/convexBackend.ts). Times are
// printed, never asserted.
//
//   npm run bench:chores -- [--chores N] [--days N]
import { api } from "../convex/_generated/api";
import type { Doc } from "../convex/_generated/dataModel";
import { addDays } from "../convex/lib/calendarSchema";
import { createChore, generateDaily } from "../convex/model/chores";
import { startScreen } from "../convex/model/familyScreen";
import { completeTask } from "../convex/model/tasks";
import { addMembers, startConvexTest, type RunCtx } from "./lib/convexBackend";
import { medianAndP95, option } from "./lib/stats";

const choreCount = option("chores", 50);
const dayCount = option("days", 14);
const START = "2030-03-04";

const t = startConvexTest();
const family = await addMembers(t, [
  ["Dad", "admin"],
  ["Mum", "member"],
  ["Emma", "member"],
  ["Sam", "member"],
]);
const people = family.map((person) => person.memberId as string);
const kids = people.slice(2);
await t.run((ctx) =>
  ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: "Europe/London" }),
);

const noRepeat = { freq: "none", interval: 1, byDay: [] as string[], monthly: "date", ends: "never", until: "", count: 10 };
const kinds = [
  { assignment: "everyone", memberIds: people, repeat: { ...noRepeat, freq: "daily" } },
  { assignment: "rotation", memberIds: kids, repeat: { ...noRepeat, freq: "daily" } },
  { assignment: "rotation", rotateBy: "week", memberIds: kids, repeat: { ...noRepeat, freq: "daily" } },
  { assignment: "anyone", memberIds: kids, repeat: { ...noRepeat, freq: "weekly", byDay: ["MO", "TH"] } },
  { assignment: "fixed", memberIds: [people[1]], repeat: { ...noRepeat, freq: "weekly", byDay: ["SA"] }, missable: false },
  { assignment: "fixed", memberIds: [people[2]], scheduleKind: "after", afterDays: 3, missable: false },
];
const at = (day: string, hour: number) => Date.parse(`${day}T${String(hour).padStart(2, "0")}:30:00Z`);

const dad = await t.run(async (ctx) => (await ctx.db.get("members", family[0].memberId))!);
await t.run(async (ctx) => {
  for (let i = 0; i < choreCount; i++) {
    const kind = kinds[i % kinds.length];
    await createChore(
      ctx,
      dad,
      {
        title: `Chore ${i}`,
        icon: "star",
        partOfDay: (["morning", "afternoon", "evening", "any"] as const)[i % 4],
        points: 5,
        needsApproval: false,
        photoProof: false,
        scheduleKind: "repeat",
        repeat: noRepeat,
        start: START,
        afterDays: 3,
        months: [],
        missable: true,
        rotateBy: "occurrence",
        ...kind,
      },
      at(START, 0),
    );
  }
});

type Metrics = { read: number; written: number; ms: number };
async function measured(work: (ctx: RunCtx) => Promise<unknown>): Promise<Metrics> {
  return t.run(async (ctx) => {
    const started = performance.now();
    await work(ctx as RunCtx);
    const ms = performance.now() - started;
    const metrics = await ctx.meta.getTransactionMetrics();
    return { read: metrics.documentsRead.used, written: metrics.documentsWritten.used, ms };
  });
}

console.log(`chores chores=${choreCount} members=${family.length} days=${dayCount}`);
const runs: Metrics[] = [];
const perDay: { read: number; written: number }[] = [];
for (let d = 0; d < dayCount; d++) {
  const day = addDays(START, d);
  let read = 0;
  let written = 0;
  for (let hour = 0; hour < 24; hour++) {
    const run = await measured((ctx) => generateDaily(ctx, at(day, hour)));
    runs.push(run);
    read += run.read;
    written += run.written;
    // Midday: the family does the day's chores, all but every fifth.
    if (hour === 12) {
      await t.run(async (ctx) => {
        const due = (await ctx.db.query("tasks").collect()).filter((task) => task.dueDate === day && task.status !== "completed");
        for (const [index, task] of due.entries()) {
          if (index % 5 === 4 || (await ctx.db.get("tasks", task._id)) === null) continue;
          const member = (await ctx.db.get("members", task.assignedTo)) as Doc<"members">;
          await completeTask(ctx, member, task._id, at(day, 12));
        }
      });
    }
  }
  perDay.push({ read, written });
}
const [msMedian, msP95] = medianAndP95(runs.map((run) => run.ms));
const reads = runs.map((run) => run.read).sort((a, b) => a - b);
const dayReads = perDay.map((day) => day.read).sort((a, b) => a - b);
const dayWrites = perDay.map((day) => day.written).sort((a, b) => a - b);
console.log(
  `chores generation runs=${runs.length} docs_read_per_run_median=${reads[Math.floor(reads.length / 2)]} max=${reads.at(-1)} ` +
    `docs_read_per_day_median=${dayReads[Math.floor(dayReads.length / 2)]} docs_written_per_day_median=${dayWrites[Math.floor(dayWrites.length / 2)]} ms_median=${msMedian} p95=${msP95}`,
);

const { screenKey } = await t.run((ctx) => startScreen(ctx, dad, "Kitchen", Date.now()));
const today = addDays(START, dayCount - 1);
const view = await measured((ctx) => ctx.runQuery(api.familyScreen.view, { screenKey, today }));
const tasksShown = await t.run(async (ctx) => (await ctx.runQuery(api.familyScreen.view, { screenKey, today })).members.reduce((sum, m) => sum + m.tasks.length, 0));
console.log(`chores family-screen day=${today} docs_read=${view.read} tasks_shown=${tasksShown}`);

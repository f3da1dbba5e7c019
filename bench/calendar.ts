// What the calendar's month costs with 200 repeating events: the documents `calendar.range`
// reads for a month view (six weeks), a week and the next seven days, and how long the
// repeats take to expand (rrule-temporal, per window, in this process). Seeds a convex-test
// backend (bench/lib/convexBackend.ts). Times are printed, never asserted.
//
// `--since` dates the series that many years before 2030 (a family's long-running repeats).
//
//   npm run bench:calendar -- [--series N] [--runs N] [--since YEARS]
import { api } from "../convex/_generated/api";
import type { Repeat } from "../convex/lib/calendarSchema";
import { repeatDaysBetween } from "../convex/model/recurrence";
import { addMembers, documentsRead, signIn, startConvexTest } from "./lib/convexBackend";
import { medianAndP95, option } from "./lib/stats";

const seriesCount = option("series", 200);
const runs = option("runs", 20);
const since = option("since", 0, 0);

/** A family's kinds of repeat: weekly clubs, fortnightly, a monthly "2nd Tuesday", daily school runs in term. */
const repeats: Repeat[] = [
  { freq: "weekly", interval: 1, byDay: ["MO", "WE"] },
  { freq: "weekly", interval: 2, byDay: ["SA"] },
  { freq: "monthly", interval: 1, monthly: "weekday" },
  { freq: "daily", interval: 1, until: "2031-07-18" },
  { freq: "yearly", interval: 1 },
];

const t = startConvexTest();
const family = await addMembers(t, [
  ["Ada Admin", "admin"],
  ["Max Member", "member"],
  ["Emma", "member"],
  ["Sam", "member"],
]);
await t.run(async (ctx) => {
  for (let i = 0; i < seriesCount; i++) {
    const repeat = repeats[i % repeats.length];
    const date = `${2030 - since}-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, "0")}`;
    const eventId = await ctx.db.insert("events", {
      name: `Club ${i}`,
      date,
      startTime: "16:00",
      endTime: "17:00",
      timeZone: "Europe/London",
      everyone: i % 4 === 0,
      repeat,
      seriesEnd: repeat.until ?? "9999-12-31",
      sequence: 0,
      createdBy: family[0].memberId,
    });
    if (i % 4 !== 0) await ctx.db.insert("eventPeople", { eventId, memberId: family[1 + (i % 3)].memberId });
  }
});
const asMember = await signIn(t, family[1].userId);

const windows = [
  ["month", "2031-03-30", "2031-05-10"],
  ["week", "2031-04-14", "2031-04-20"],
  ["agenda", "2031-04-16", "2031-04-22"],
] as const;
console.log(`calendar series=${seriesCount} since=${2030 - since} members=${family.length}`);
for (const [view, from, to] of windows) {
  const { documents: docs, result } = await documentsRead(asMember, (ctx) => ctx.runQuery(api.calendar.range, { from, to }));
  const occurrences = result.events.length;
  const ms: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await asMember.query(api.calendar.range, { from, to });
    ms.push(performance.now() - started);
  }
  const [median, p95] = medianAndP95(ms);
  console.log(`calendar view=${view} from=${from} to=${to} docs_read=${docs} occurrences=${occurrences} query_ms_median=${median} p95=${p95}`);
}

// Expansion alone: every series over the month view's six weeks, as the query does it.
const stored = await t.run((ctx) => ctx.db.query("events").collect());
const expansion: number[] = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  for (const event of stored) if (event.repeat) repeatDaysBetween(event.date, event.repeat, "2031-03-30", "2031-05-10", 2000);
  expansion.push(performance.now() - started);
}
const [median, p95] = medianAndP95(expansion);
console.log(`calendar expansion series=${stored.length} window_days=42 ms_median=${median} p95=${p95}`);

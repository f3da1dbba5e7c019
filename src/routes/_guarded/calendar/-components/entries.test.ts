// The month and week views' lanes, stated over random sets of overlapping events: no two bars
// share a lane on a day, a bar keeps one lane across its days in a week row, each bar sits in
// the lowest lane free, and a month cell accounts for every entry of its day (shown or "+N more",
// with what the server's cap left out).
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { Id } from "../../../../../convex/_generated/dataModel";
import { daysOf, shiftDay } from "../../../../features/calendar/calendarDates";
import { entriesByDay, monthCell, spanOf, weekSegments, type CalendarRange, type Entry, type ImportedOccurrence, type Occurrence, type Segment } from "./entries";

// January 2030 in Monday-started weeks: 31 December 2029 to 3 February 2030, five rows.
const grid = daysOf("2029-12-31", "2030-02-03");
const rows = Array.from({ length: grid.length / 7 }, (_, i) => grid.slice(i * 7, i * 7 + 7));
const LINES = 3;

type Made = { imported: boolean; start: number; days: number; time?: string };

function occurrence({ start, days, time }: Made, i: number): Occurrence {
  const date = shiftDay(grid[0], start);
  return {
    key: `e${i}`,
    eventId: `e${i}` as Id<"events">,
    occurrenceDate: date,
    date,
    endDate: days > 1 ? shiftDay(date, days - 1) : undefined,
    startTime: time,
    endTime: undefined,
    name: `Event ${i}`,
    everyone: true,
    memberIds: [],
    createdBy: "m1" as Id<"members">,
    canEdit: true,
  };
}

function imported(made: Made, i: number): ImportedOccurrence {
  const { date, endDate, startTime } = occurrence(made, i);
  return { key: `k${i}`, importId: "ci1" as Id<"calendarImports">, importName: "School", color: "teal", name: `Imported ${i}`, date, endDate, startTime, repeats: false, everyone: true, memberIds: [] };
}

// Events starting up to a week before the grid and ending up to a week after it, one day or many,
// all-day or timed, ours or another calendar's; and the server's cut per day.
const made = fc.record({
  imported: fc.boolean(),
  start: fc.integer({ min: -7, max: grid.length }),
  days: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 12 })),
  time: fc.option(fc.constantFrom("08:00", "12:30", "18:00"), { nil: undefined }),
});
const world = fc.record({
  events: fc.array(made, { minLength: 4, maxLength: 30, size: "max" }),
  cut: fc.dictionary(fc.constantFrom(...grid), fc.integer({ min: 1, max: 5 }), { maxKeys: 4 }),
});

function rangeOf(events: Made[]): CalendarRange {
  return {
    events: events.flatMap((e, i) => (e.imported ? [] : [occurrence(e, i)])),
    imported: events.flatMap((e, i) => (e.imported ? [imported(e, i)] : [])),
    tasks: [],
    bills: [],
    birthdays: [],
    truncated: false,
    cut: [],
  };
}

const overlaps = (a: Segment, b: Segment) => a.first <= b.last && b.first <= a.last;
const RUNS = { numRuns: 100 };

describe("the lanes of a week row", () => {
  test("no two bars share a lane on a day; each bar is in the lowest lane free on all its days", () => {
    fc.assert(
      fc.property(world, ({ events }) => {
        const byDay = entriesByDay(rangeOf(events), grid);
        for (const week of rows) {
          const segments = weekSegments(week, byDay);
          for (const a of segments)
            for (const b of segments) if (a !== b && overlaps(a, b)) expect(a.lane, `${a.id} and ${b.id} on one day`).not.toBe(b.lane);
          // A lower lane was free nowhere on its days: something overlapping it holds each one.
          for (const piece of segments)
            for (let lane = 0; lane < piece.lane; lane++) expect(segments.some((other) => other.lane === lane && overlaps(other, piece)), `${piece.id} could be in lane ${lane}`).toBe(true);
        }
      }),
      RUNS,
    );
  });

  test("a multi-day entry is one piece per week row it touches: its days there, whether it goes on before and after", () => {
    fc.assert(
      fc.property(world, ({ events }) => {
        const byDay = entriesByDay(rangeOf(events), grid);
        const spans = new Map<string, { first: string; last: string }>();
        for (const list of byDay.values()) for (const entry of list) if (spanOf(entry)) spans.set(spanOf(entry)!.id, spanOf(entry)!);
        for (const week of rows) {
          const segments = weekSegments(week, byDay);
          expect(new Set(segments.map((piece) => piece.id)).size).toBe(segments.length);
          const touching = [...spans].filter(([, span]) => span.first <= week[6] && span.last >= week[0]);
          expect(segments.map((piece) => piece.id).sort()).toEqual(touching.map(([id]) => id).sort());
          for (const piece of segments) {
            const span = spans.get(piece.id)!;
            expect(piece.first).toBe(span.first < week[0] ? week[0] : span.first);
            expect(piece.last).toBe(span.last > week[6] ? week[6] : span.last);
            expect(piece.days).toBe(daysOf(piece.first, piece.last).length);
            expect([piece.before, piece.after]).toEqual([span.first < week[0], span.last > week[6]]);
          }
        }
      }),
      RUNS,
    );
  });

  test("a column's bars in the week view follow the same rule over one week of days", () => {
    // The week view lays out each person's column with weekSegments over its seven days.
    fc.assert(
      fc.property(world, fc.integer({ min: 0, max: rows.length - 1 }), ({ events }, row) => {
        const week = rows[row];
        const byDay = entriesByDay(rangeOf(events), week);
        const segments = weekSegments(week, byDay);
        for (const day of week) {
          const lanes = segments.filter((piece) => piece.first <= day && piece.last >= day).map((piece) => piece.lane);
          expect(new Set(lanes).size, `lanes on ${day}`).toBe(lanes.length);
          // Which day of its span each day's chip says ("day N of M") is within 1..M.
          for (const piece of segments.filter((p) => p.first <= day && p.last >= day)) {
            const span = spanOf(piece.entry)!;
            const n = daysOf(span.first, day).length;
            expect(n).toBeGreaterThanOrEqual(1);
            expect(n).toBeLessThanOrEqual(daysOf(span.first, span.last).length);
          }
        }
      }),
      RUNS,
    );
  });
});

describe("a month cell", () => {
  test("bars shown + entries shown + \"+N more\" = the day's entries and what the server left out, in at most its lines", () => {
    fc.assert(
      fc.property(world, ({ events, cut }) => {
        const byDay = entriesByDay(rangeOf(events), grid);
        for (const week of rows) {
          const segments = weekSegments(week, byDay);
          for (const day of week) {
            const entries: Entry[] = byDay.get(day)!;
            const left = cut[day] ?? 0;
            const cell = monthCell(day, entries, segments, left, LINES);
            expect(cell.over.length + cell.shown.length + cell.more).toBe(entries.length + left);
            expect(cell.more).toBeGreaterThanOrEqual(0);
            expect(cell.lanes + cell.shown.length).toBeLessThanOrEqual(LINES);
            // Every bar over the day in a shown lane is drawn, each in its own line.
            const overDay = segments.filter((piece) => piece.first <= day && piece.last >= day);
            expect(cell.over).toEqual(overDay.filter((piece) => piece.lane < LINES));
            expect(new Set(cell.over.map((piece) => piece.lane)).size).toBe(cell.over.length);
            // The one-day entries shown are the day's first ones, in the day's order; one is left
            // out only when the cell's lines are full.
            const singles = entries.filter((entry) => spanOf(entry) === null);
            expect(cell.shown).toEqual(singles.slice(0, cell.shown.length));
            if (cell.shown.length < singles.length) expect(cell.lanes + cell.shown.length).toBe(LINES);
          }
        }
      }),
      RUNS,
    );
  });

  test("longer first on the same day; a bar keeps its lane, leaving a gap above it, after the bar above ends", () => {
    const events: Made[] = [
      { imported: false, start: 14, days: 3 }, // Monday 14 to Wednesday 16 January
      { imported: false, start: 14, days: 5 }, // Monday 14 to Friday 18
      { imported: false, start: 17, days: 1, time: "09:00" }, // Thursday 17
      { imported: false, start: 16, days: 4 }, // Wednesday 16 to Saturday 19
      { imported: false, start: 17, days: 1, time: "10:00" }, // Thursday 17
    ];
    const byDay = entriesByDay(rangeOf(events), grid);
    const week = rows[2];
    const segments = weekSegments(week, byDay);
    expect(segments.map((piece) => [piece.id, piece.lane, piece.days])).toEqual([
      ["event:e1", 0, 5],
      ["event:e0", 1, 3],
      ["event:e3", 2, 4],
    ]);
    // Thursday: lane 1 is free but kept as a gap so the Wednesday–Saturday bar stays on its line;
    // no line is left for the two timed events.
    const thursday = monthCell(week[3], byDay.get(week[3])!, segments, 0, LINES);
    expect([thursday.lanes, thursday.over.map((piece) => piece.lane), thursday.shown.length, thursday.more]).toEqual([3, [0, 2], 0, 2]);
    // Saturday: only lane 2 is over it, and still one line is left for nothing else; the cut counts.
    const saturday = monthCell(week[5], byDay.get(week[5])!, segments, 2, LINES);
    expect([saturday.lanes, saturday.shown.length, saturday.more]).toEqual([3, 0, 2]);
  });
});

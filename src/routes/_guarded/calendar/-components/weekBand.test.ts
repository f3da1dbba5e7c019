// The week view's band: an event over several days is one bar across its days, cut at the week's first and last day
// (saying whether it goes on before or after), however the family's week starts. Hand-picked cases beside the lane
// properties in entries.test.ts: each states one cut.
import { describe, expect, test } from "vitest";
import type { Id } from "../../../../../convex/_generated/dataModel";
import { daysOf, viewWindow } from "../../../../features/calendar/calendarDates";
import { entriesByDay, weekSegments, type CalendarRange, type ImportedOccurrence, type Occurrence } from "./entries";

// Monday 7 to Sunday 13 January 2030.
const week = daysOf("2030-01-07", "2030-01-13");

function event(name: string, date: string, endDate?: string, startTime?: string, endTime?: string): Occurrence {
  return { key: name, eventId: name as Id<"events">, occurrenceDate: date, date, endDate, startTime, endTime, name, everyone: true, memberIds: [], createdBy: "m1" as Id<"members">, canEdit: true };
}
function range(events: Occurrence[], imported: ImportedOccurrence[] = []): CalendarRange {
  return { events, imported, tasks: [], bills: [], birthdays: [], truncated: false, cut: [] };
}
/** The bars of `days` as [name, first, last, days, before, after, lane]. */
function bars(days: string[], events: Occurrence[], imported: ImportedOccurrence[] = []) {
  return weekSegments(days, entriesByDay(range(events, imported), days)).map((bar) => {
    const name = bar.entry.kind === "event" ? bar.entry.event.name : bar.entry.kind === "imported" ? bar.entry.imported.name : "";
    return [name, bar.first, bar.last, bar.days, bar.before, bar.after, bar.lane];
  });
}

describe("one bar across an event's days in the week", () => {
  test("inside the week: one bar from its first to its last day, though it is an entry on each day", () => {
    const visit = event("Grandma", "2030-01-09", "2030-01-11");
    expect([...entriesByDay(range([visit]), week).values()].flat()).toHaveLength(3);
    expect(bars(week, [visit])).toEqual([["Grandma", "2030-01-09", "2030-01-11", 3, false, false, 0]]);
  });

  test("begun the week before: cut at the week's first day, going on before", () => {
    expect(bars(week, [event("Camp", "2030-01-05", "2030-01-08")])).toEqual([["Camp", "2030-01-07", "2030-01-08", 2, true, false, 0]]);
  });

  test("going on into the next week: cut at the week's last day, going on after", () => {
    expect(bars(week, [event("Trip", "2030-01-12", "2030-01-15")])).toEqual([["Trip", "2030-01-12", "2030-01-13", 2, false, true, 0]]);
  });

  test("over the whole week and beyond both ends: the seven days, going on both ways", () => {
    expect(bars(week, [event("Holiday", "2029-12-28", "2030-01-20")])).toEqual([["Holiday", "2030-01-07", "2030-01-13", 7, true, true, 0]]);
  });

  test("ending on the week's first day or starting on its last: a one-day piece that still says it goes on", () => {
    expect(bars(week, [event("Ends Monday", "2030-01-04", "2030-01-07"), event("Starts Sunday", "2030-01-13", "2030-01-14")])).toEqual([
      ["Ends Monday", "2030-01-07", "2030-01-07", 1, true, false, 0],
      ["Starts Sunday", "2030-01-13", "2030-01-13", 1, false, true, 0],
    ]);
  });

  test("a timed event over two nights is a bar too; a one-day event, or one ending the day it starts, is none", () => {
    const sleepover = event("Sleepover", "2030-01-11", "2030-01-12", "18:00", "10:00");
    expect(bars(week, [sleepover, event("Swim", "2030-01-08", undefined, "16:00", "17:00"), event("Fair", "2030-01-09", "2030-01-09")])).toEqual([
      ["Sleepover", "2030-01-11", "2030-01-12", 2, false, false, 0],
    ]);
  });

  test("another calendar's event over several days is a bar in the same way", () => {
    const term: ImportedOccurrence = { key: "k1", importId: "ci1" as Id<"calendarImports">, importName: "School", color: "teal", name: "Half term", date: "2030-01-10", endDate: "2030-01-18", repeats: false, everyone: true, memberIds: [] };
    expect(bars(week, [], [term])).toEqual([["Half term", "2030-01-10", "2030-01-13", 4, false, true, 0]]);
  });

  test("a family whose week starts on Sunday cuts the same event at its own edges", () => {
    // Sunday 6 to Saturday 12 January 2030.
    const { from, to } = viewWindow("week", "2030-01-09", 0);
    const sundayWeek = daysOf(from, to);
    expect([sundayWeek[0], sundayWeek[6]]).toEqual(["2030-01-06", "2030-01-12"]);
    const trip = event("Trip", "2030-01-05", "2030-01-13");
    expect(bars(sundayWeek, [trip])).toEqual([["Trip", "2030-01-06", "2030-01-12", 7, true, true, 0]]);
    expect(bars(week, [trip])).toEqual([["Trip", "2030-01-07", "2030-01-13", 7, true, false, 0]]);
  });

  test("bars on the same days take lanes one under another; a later one takes the first lane free again", () => {
    expect(
      bars(week, [event("Long", "2030-01-07", "2030-01-10"), event("Short", "2030-01-08", "2030-01-09"), event("After", "2030-01-11", "2030-01-13")]),
    ).toEqual([
      ["Long", "2030-01-07", "2030-01-10", 4, false, false, 0],
      ["Short", "2030-01-08", "2030-01-09", 2, false, false, 1],
      ["After", "2030-01-11", "2030-01-13", 3, false, false, 0],
    ]);
  });
});

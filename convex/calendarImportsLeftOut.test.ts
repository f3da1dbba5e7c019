// Every reason a read can leave an event out for (lib/calendarImports.ts leftOutReasons) is one the reader really gives:
// a file with one event of each kind is read whole but those, each counted under its own reason, once. The samples are
// keyed by the reasons' type, so a reason added to the list without a sample here fails (and is typed out by tsc).
import { describe, expect, test } from "vitest";
import { leftOutReasons, type LeftOutReason } from "./lib/calendarImports";
import { readCalendar } from "./model/calendarImports";

const vevent = (...lines: string[]) => ["BEGIN:VEVENT", "DTSTAMP:20300101T000000Z", ...lines, "END:VEVENT"].join("\r\n");
const vcalendar = (...events: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Club//Test//EN", ...events, "END:VCALENDAR"].join("\r\n");

/** 1,001 excluded days from 2030, one past IMPORTED_DATES_MAX. */
const manyDays = Array.from({ length: 1001 }, (_, n) => new Date(Date.UTC(2030, 0, 2 + n, 17)).toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z").join(",");

/** An event each reason leaves out, and nothing else wrong with it. */
const samples: Record<LeftOutReason, string> = {
  noStart: vevent("UID:no-start@club.test", "SUMMARY:When?"),
  badValue: vevent("UID:bad-value@club.test", "DTSTART:20300110T170000Z", "DTEND:garbage", "SUMMARY:Bad end"),
  tooFrequent: vevent("UID:too-frequent@club.test", "DTSTART:20300110T170000Z", "RRULE:FREQ=MINUTELY", "SUMMARY:Every minute"),
  // Leap days that are Mondays: one every 28 years, so 500 of them cost too much to work out.
  badRule: vevent("UID:bad-rule@club.test", "DTSTART:20300101T090000Z", "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=500", "SUMMARY:Rare"),
  noOccurrence: vevent("UID:no-occurrence@club.test", "DTSTART:20300101T090000Z", "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "SUMMARY:30 February"),
  tooManyDates: vevent("UID:too-many@club.test", "DTSTART:20300101T170000Z", "RRULE:FREQ=DAILY", `EXDATE:${manyDays}`, "SUMMARY:Daily, mostly not"),
  cancelled: vevent("UID:cancelled@club.test", "DTSTART:20300110T170000Z", "DURATION:PT1H", "STATUS:CANCELLED", "SUMMARY:Called off"),
};
const good = vevent("UID:good@club.test", "DTSTART;TZID=Europe/London:20300110T170000", "DURATION:PT1H", "SUMMARY:Match");

describe("left-out reasons the reader gives", () => {
  test("a sample for each reason in the list, and no other", () => {
    expect(Object.keys(samples).sort()).toEqual([...leftOutReasons].sort());
  });

  test.each(leftOutReasons)("an event it leaves out as %s is counted under that reason; the good one beside it is kept", (reason) => {
    const read = readCalendar(vcalendar(good, samples[reason]), "Europe/London");
    if (!read.ok) throw new Error(read.problem);
    expect(read.events.map((event) => event.uid)).toEqual(["good@club.test"]);
    expect(read.leftOut).toEqual([{ reason, count: 1 }]);
  });

  test("a file with one event of every kind counts each reason once, and reads the rest", () => {
    const read = readCalendar(vcalendar(good, ...leftOutReasons.map((reason) => samples[reason])), "Europe/London");
    if (!read.ok) throw new Error(read.problem);
    expect(read.events).toHaveLength(1);
    expect(read.read).toBe(1 + leftOutReasons.length);
    expect([...read.leftOut].sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([...leftOutReasons].sort().map((reason) => ({ reason, count: 1 })));
  });
});

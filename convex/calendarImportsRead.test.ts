// Reading a calendar (model/calendarImportsParse.ts) and expanding it in a window
// (model/calendarImports.ts importedBetween): a bad property leaves out its own event with a
// reason, never the file; what was left out is kept on the import and listed; a counted rule
// that never falls costs no iteration; a window of hundreds of hourly series stops expanding
// once its budget of occurrences is full.
import fc from "fast-check";
import { RRuleTemporal } from "rrule-temporal";
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { createImport, importedBetween, IMPORTED_OCCURRENCES_MAX, readCalendar } from "./model/calendarImports";
import { newBackend, seedRoles } from "./test.setup";

afterEach(() => {
  vi.restoreAllMocks();
});

const LONDON = "Europe/London";

const vevent = (...lines: string[]) => ["BEGIN:VEVENT", "DTSTAMP:20300101T000000Z", ...lines, "END:VEVENT"].join("\r\n");
const vcalendar = (...events: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Club//Test//EN", ...events, "END:VCALENDAR"].join("\r\n");

/** An ordinary event, the nth. */
const good = (n: number) =>
  vevent(`UID:good-${n}@club.test`, `DTSTART;TZID=Europe/London:2030${String((n % 12) + 1).padStart(2, "0")}10T170000`, "DURATION:PT1H", `SUMMARY:Match ${n}`);

/** One malformed property each: the event it is in cannot be read. */
const bad = {
  dtend: (n: number) => vevent(`UID:bad-${n}@club.test`, "DTSTART:20300110T170000Z", "DTEND:garbage", "SUMMARY:Bad end"),
  exdate: (n: number) => vevent(`UID:bad-${n}@club.test`, "DTSTART:20300110T170000Z", "RRULE:FREQ=WEEKLY;COUNT=3", "EXDATE:garbage", "SUMMARY:Bad exdate"),
  recurrenceId: (n: number) =>
    [
      vevent(`UID:bad-${n}@club.test`, "DTSTART:20300110T170000Z", "RRULE:FREQ=WEEKLY;COUNT=3", "SUMMARY:Series"),
      vevent(`UID:bad-${n}@club.test`, "RECURRENCE-ID:garbage", "DTSTART:20300117T180000Z", "SUMMARY:Moved"),
    ].join("\r\n"),
  until: (n: number) => vevent(`UID:bad-${n}@club.test`, "DTSTART:20300110T170000Z", "RRULE:FREQ=WEEKLY;UNTIL=garbage", "SUMMARY:Bad until"),
  period: (n: number) => vevent(`UID:bad-${n}@club.test`, "DTSTART;VALUE=PERIOD:20300110T170000Z/PT1H", "SUMMARY:Period start"),
  text: (n: number) => vevent(`UID:bad-${n}@club.test`, "DTSTART;VALUE=TEXT:next tuesday", "SUMMARY:Text start"),
};
type BadKind = keyof typeof bad;

describe("a malformed property leaves out its own event, with a reason", () => {
  test.each(Object.keys(bad) as BadKind[])("199 good events and one bad %s: the 199 are read", (kind) => {
    const events = Array.from({ length: 199 }, (_, n) => good(n));
    const read = readCalendar(vcalendar(...events, bad[kind](0)), LONDON);
    if (!read.ok) throw new Error(read.problem);
    const kept = read.events.filter((event) => event.uid.startsWith("good-"));
    expect(kept).toHaveLength(199);
    // The series of a bad RECURRENCE-ID is kept; its changed occurrence is the one left out.
    expect(read.events.filter((event) => event.uid.startsWith("bad-"))).toHaveLength(kind === "recurrenceId" ? 1 : 0);
    expect(read.read).toBe(kind === "recurrenceId" ? 201 : 200);
    expect(read.leftOut).toEqual([{ reason: "badValue", count: 1 }]);
  });

  test("any mix of good and bad events: every good one kept, every bad one counted", () => {
    const kinds = Object.keys(bad).filter((kind) => kind !== "recurrenceId") as BadKind[];
    fc.assert(
      fc.property(fc.array(fc.option(fc.constantFrom(...kinds), { nil: undefined }), { maxLength: 25 }), (plan) => {
        const text = vcalendar(...plan.map((kind, n) => (kind === undefined ? good(n) : bad[kind](n))));
        const read = readCalendar(text, LONDON);
        if (!read.ok) return false;
        const bads = plan.filter((kind) => kind !== undefined).length;
        expect(read.read).toBe(plan.length);
        expect(read.events).toHaveLength(plan.length - bads);
        expect(read.leftOut).toEqual(bads > 0 ? [{ reason: "badValue", count: bads }] : []);
        return true;
      }),
      { numRuns: 40 },
    );
  });

  test("events without DTSTART are counted out; one without UID is kept", () => {
    const read = readCalendar(
      vcalendar(vevent("SUMMARY:No uid", "DTSTART:20300110T170000Z"), vevent("UID:nostart@club.test", "SUMMARY:No start"), vevent("UID:off@club.test", "DTSTART:20300111T170000Z", "STATUS:CANCELLED", "SUMMARY:Off")),
      LONDON,
    );
    if (!read.ok) throw new Error(read.problem);
    expect(read.events.map((event) => event.name)).toEqual(["No uid"]);
    expect(read.read).toBe(3);
    expect(read.leftOut).toEqual(expect.arrayContaining([{ reason: "noStart", count: 1 }, { reason: "cancelled", count: 1 }]));
  });

  test("Google's 2006 holiday calendar (dates without VALUE=DATE) is read, not 0 of 96", async () => {
    const text = import.meta.glob<string>("../tests/calendar-corpus/ical4j--google_aus_holidays.ics", { query: "?raw", import: "default", eager: true });
    const read = readCalendar(Object.values(text)[0], LONDON);
    if (!read.ok) throw new Error(read.problem);
    expect(read.read).toBe(96);
    expect(read.leftOut).toEqual([]);
    expect(read.events.length).toBeGreaterThan(90);
  });
});

describe("the read's summary is kept on the import and listed", () => {
  test("a file with a bad event: added, and the list says what was left out", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    await t.run((ctx) =>
      ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: LONDON }),
    );
    const added = await admin.as.action(api.calendarImports.addFileImport, {
      import: { name: "Club", color: "teal", everyone: true, memberIds: [] },
      ics: vcalendar(good(1), good(2), bad.dtend(3), vevent("UID:nostart@club.test", "SUMMARY:No start")),
    });
    expect(added.ok).toBe(true);
    const [listed] = await member.as.query(api.calendarImports.list, {});
    expect(listed.eventCount).toBe(2);
    expect(listed.lastRead).toEqual({ read: 4, leftOut: expect.arrayContaining([{ reason: "badValue", count: 1 }, { reason: "noStart", count: 1 }]) });
    expect(listed.lastRead!.leftOut).toHaveLength(2);
  });
});

describe("cost", () => {
  test("a counted rule that never falls is left out without walking the rule", () => {
    const all = vi.spyOn(RRuleTemporal.prototype, "all");
    const events = Array.from({ length: 200 }, (_, n) =>
      vevent(`UID:never-${n}@club.test`, "DTSTART:20300101T090000Z", "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;COUNT=5", "SUMMARY:Never"),
    );
    const read = readCalendar(vcalendar(...events), LONDON);
    if (!read.ok) throw new Error(read.problem);
    expect(read.events).toHaveLength(0);
    expect(read.leftOut).toEqual([{ reason: "noOccurrence", count: 200 }]);
    expect(all).not.toHaveBeenCalled();
  });

  test("a counted rule that falls too seldom to count out within the bound is left out as a bad rule", () => {
    // Leap days that are Mondays: one every 28 years, so 500 of them need 14,000 years.
    const read = readCalendar(vcalendar(vevent("UID:rare@club.test", "DTSTART:20300101T090000Z", "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=500", "SUMMARY:Rare")), LONDON);
    if (!read.ok) throw new Error(read.problem);
    expect(read.events).toHaveLength(0);
    expect(read.leftOut).toEqual([{ reason: "badRule", count: 1 }]);
  });

  test("a file of many such rules gives up on a few, then leaves the rest of its counted rules out unwalked", () => {
    const all = vi.spyOn(RRuleTemporal.prototype, "all");
    const rare = Array.from({ length: 30 }, (_, n) =>
      vevent(`UID:rare-${n}@club.test`, "DTSTART:20300101T090000Z", "RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=500", "SUMMARY:Rare"),
    );
    const read = readCalendar(vcalendar(...rare, vevent("UID:weekly@club.test", "DTSTART:20300101T090000Z", "RRULE:FREQ=WEEKLY;COUNT=3", "SUMMARY:Weekly")), LONDON);
    if (!read.ok) throw new Error(read.problem);
    expect(read.events).toHaveLength(0);
    expect(read.leftOut).toEqual([{ reason: "badRule", count: 31 }]);
    expect(all.mock.calls.length).toBeLessThanOrEqual(10);
  });

  test("500 hourly series: a window expands only as many as fill its budget, and says it was cut short", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    const events = Array.from({ length: 500 }, (_, n) => vevent(`UID:hourly-${n}@club.test`, "DTSTART:20300101T000000Z", "DURATION:PT10M", "RRULE:FREQ=HOURLY", `SUMMARY:Hourly ${n}`));
    const read = readCalendar(vcalendar(...events), LONDON);
    if (!read.ok) throw new Error(read.problem);
    await t.run(async (ctx) => {
      await ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: LONDON });
      await createImport(ctx, admin.memberId!, { name: "Club", color: "teal", everyone: true, memberIds: [] }, { events: read.events, familyZone: LONDON });
    });
    const between = vi.spyOn(RRuleTemporal.prototype, "between");
    const window = await t.run((ctx) => importedBetween(ctx, "2030-03-01", "2030-03-07"));
    expect(window.truncated).toBe(true);
    expect(window.occurrences).toHaveLength(IMPORTED_OCCURRENCES_MAX);
    // A week of hourly occurrences is 168 (the rule is asked for a few days either side):
    // the budget is full after a dozen series; the other ~490 are never expanded.
    expect(between.mock.calls.length).toBeLessThanOrEqual(Math.ceil(IMPORTED_OCCURRENCES_MAX / 168) + 1);
  });
});

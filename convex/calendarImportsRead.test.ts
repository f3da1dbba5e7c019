// Reading a calendar (model/calendarImportsParse.ts) and expanding it in a window
// (model/calendarImports.ts importedBetween): a bad property leaves out its own event with a
// reason, never the file; what was left out is kept on the import and listed; a counted rule
// that never falls costs no iteration; a window of hundreds of hourly series stops expanding
// once its budget of occurrences is full; RANGE=THISANDFUTURE changes every later occurrence.
import fc from "fast-check";
import { RRuleTemporal } from "rrule-temporal";
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { createImport, importedBetween, IMPORTED_OCCURRENCES_MAX, readCalendar, removeImport } from "./model/calendarImports";
import { newBackend, seedRoles } from "./test.setup";

afterEach(() => {
  vi.restoreAllMocks();
});

const LONDON = "Europe/London";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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

describe("RECURRENCE-ID;RANGE=THISANDFUTURE changes its occurrence and every later one (RFC 5545 3.8.4.4)", () => {
  /** Mondays at four in London, six times from 7 January 2030. */
  const club = (...more: string[]) =>
    vevent("UID:club@club.test", "DTSTART;TZID=Europe/London:20300107T160000", "DTEND;TZID=Europe/London:20300107T170000", "RRULE:FREQ=WEEKLY;COUNT=6", "SUMMARY:Club", "LOCATION:Hall", ...more);
  const change = (range: boolean, rid: string, start: string, end: string, ...more: string[]) =>
    vevent(
      "UID:club@club.test",
      `RECURRENCE-ID;${range ? "RANGE=THISANDFUTURE;" : ""}TZID=Europe/London:${rid}`,
      `DTSTART;TZID=Europe/London:${start}`,
      `DTEND;TZID=Europe/London:${end}`,
      "SEQUENCE:1",
      "LOCATION:Hall",
      ...more,
    );

  /** What the family's calendar shows from the file, read in London, one line an occurrence. */
  async function shown(text: string): Promise<string[]> {
    const read = readCalendar(text, LONDON);
    if (!read.ok) throw new Error(read.problem);
    const t = newBackend();
    const { admin } = await seedRoles(t);
    await t.run(async (ctx) => {
      await ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: LONDON });
      await createImport(ctx, admin.memberId!, { name: "Club", color: "teal", everyone: true, memberIds: [] }, { events: read.events, familyZone: LONDON });
    });
    const window = await t.run((ctx) => importedBetween(ctx, "2030-01-01", "2030-02-28"));
    return window.occurrences.map(
      (o) => `${o.date}${o.endDate ? `..${o.endDate}` : ""} ${o.startTime ? `${o.startTime}-${o.endTime}` : "all day"} ${o.name}${o.location ? ` @${o.location}` : ""}`,
    );
  }

  test("moved an hour and a half later and made longer from the 3rd on: the first two stay", async () => {
    expect(await shown(vcalendar(club(), change(true, "20300121T160000", "20300121T173000", "20300121T190000", "SUMMARY:Club")))).toEqual([
      "2030-01-07 16:00-17:00 Club @Hall",
      "2030-01-14 16:00-17:00 Club @Hall",
      "2030-01-21 17:30-19:00 Club @Hall",
      "2030-01-28 17:30-19:00 Club @Hall",
      "2030-02-04 17:30-19:00 Club @Hall",
      "2030-02-11 17:30-19:00 Club @Hall",
    ]);
  });

  test("a new title and place from the 4th on, at the same time", async () => {
    const text = vcalendar(club(), change(true, "20300128T160000", "20300128T160000", "20300128T170000", "SUMMARY:Club (new coach)").replace("LOCATION:Hall", "LOCATION:Gym"));
    expect(await shown(text)).toEqual([
      "2030-01-07 16:00-17:00 Club @Hall",
      "2030-01-14 16:00-17:00 Club @Hall",
      "2030-01-21 16:00-17:00 Club @Hall",
      "2030-01-28 16:00-17:00 Club (new coach) @Gym",
      "2030-02-04 16:00-17:00 Club (new coach) @Gym",
      "2030-02-11 16:00-17:00 Club (new coach) @Gym",
    ]);
  });

  test("the rest moved centuries (a start in year 0030) is left out: no window walks the rule that far from itself", async () => {
    // A never-ending daily series: a part moved 2,000 years earlier would make every window read the rule in year ~4030.
    const daily = vevent("UID:d@club.test", "DTSTART;TZID=Europe/London:20300107T160000", "DTEND;TZID=Europe/London:20300107T170000", "RRULE:FREQ=DAILY", "SUMMARY:Daily");
    const moved = vevent("UID:d@club.test", "RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=Europe/London:20300110T160000", "DTSTART;TZID=Europe/London:00300110T160000", "DTEND;TZID=Europe/London:00300110T170000", "SUMMARY:Ancient");
    const read = readCalendar(vcalendar(daily, moved), LONDON);
    if (!read.ok) throw new Error(read.problem);
    expect(read.leftOut).toEqual([{ reason: "badValue", count: 1 }]);
    const t = newBackend();
    const { admin } = await seedRoles(t);
    await t.run(async (ctx) => {
      await ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: LONDON });
      await createImport(ctx, admin.memberId!, { name: "D", color: "teal", everyone: true, memberIds: [] }, { events: read.events, familyZone: LONDON });
    });
    const between = vi.spyOn(RRuleTemporal.prototype, "between");
    const window = await t.run((ctx) => importedBetween(ctx, "2030-01-06", "2030-01-12"));
    // The series until the change; nothing placed in year 0030, and the rule read near the window only.
    expect(window.occurrences.map((o) => `${o.date} ${o.name}`)).toEqual(["2030-01-07 Daily", "2030-01-08 Daily", "2030-01-09 Daily"]);
    const yearOf = (at: unknown) => (at instanceof Date ? at.getUTCFullYear() : Number.NaN);
    const years = between.mock.calls.flatMap(([after, before]) => [yearOf(after), yearOf(before)]);
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((year) => Math.abs(year - 2030) <= 1)).toBe(true);
  });

  test("a part long over, and the series cut before it, are not expanded by a later window: only the part that reaches it", async () => {
    // A never-ending daily series changed twice "this and following" a year before the window.
    const daily = vevent("UID:e@club.test", "DTSTART;TZID=Europe/London:20290101T090000", "DURATION:PT1H", "RRULE:FREQ=DAILY", "SUMMARY:Early");
    const later = vevent("UID:e@club.test", "RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=Europe/London:20290110T090000", "DTSTART;TZID=Europe/London:20290110T100000", "DURATION:PT1H", "SUMMARY:Later");
    const back = vevent("UID:e@club.test", "RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=Europe/London:20290120T090000", "DTSTART;TZID=Europe/London:20290120T090000", "DURATION:PT1H", "SUMMARY:Back");
    const read = readCalendar(vcalendar(daily, later, back), LONDON);
    if (!read.ok) throw new Error(read.problem);
    expect(read.events).toHaveLength(3);
    const t = newBackend();
    const { admin } = await seedRoles(t);
    await t.run(async (ctx) => {
      await ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: LONDON });
      await createImport(ctx, admin.memberId!, { name: "E", color: "teal", everyone: true, memberIds: [] }, { events: read.events, familyZone: LONDON });
    });
    const between = vi.spyOn(RRuleTemporal.prototype, "between");
    const window = await t.run((ctx) => importedBetween(ctx, "2030-03-01", "2030-03-03"));
    expect(window.occurrences.map((o) => `${o.date} ${o.startTime} ${o.name}`)).toEqual(["2030-03-01 09:00 Back", "2030-03-02 09:00 Back", "2030-03-03 09:00 Back"]);
    expect(between).toHaveBeenCalledTimes(1);
    // Its own days still show each part.
    const january = await t.run((ctx) => importedBetween(ctx, "2029-01-08", "2029-01-21"));
    expect(january.occurrences.map((o) => `${o.date.slice(8)} ${o.startTime} ${o.name}`)).toEqual([
      "08 09:00 Early", "09 09:00 Early",
      ...Array.from({ length: 10 }, (_, i) => `${String(10 + i)} 10:00 Later`),
      "20 09:00 Back", "21 09:00 Back",
    ]);
  });

  test("two of them: each part from its own occurrence to the next, a day later and then back to three", async () => {
    const text = vcalendar(
      change(true, "20300204T160000", "20300204T150000", "20300204T160000", "SUMMARY:Club (early)"),
      club(),
      change(true, "20300121T160000", "20300122T160000", "20300122T170000", "SUMMARY:Club (Tuesdays)"),
    );
    expect(await shown(text)).toEqual([
      "2030-01-07 16:00-17:00 Club @Hall",
      "2030-01-14 16:00-17:00 Club @Hall",
      "2030-01-22 16:00-17:00 Club (Tuesdays) @Hall",
      "2030-01-29 16:00-17:00 Club (Tuesdays) @Hall",
      "2030-02-04 15:00-16:00 Club (early) @Hall",
      "2030-02-11 15:00-16:00 Club (early) @Hall",
    ]);
  });

  test("a single changed occurrence after one still wins for its own occurrence", async () => {
    const text = vcalendar(
      club(),
      change(true, "20300121T160000", "20300121T170000", "20300121T180000", "SUMMARY:Club"),
      change(false, "20300128T160000", "20300130T180000", "20300130T190000", "SUMMARY:Club (Wednesday)"),
    );
    expect(await shown(text)).toEqual([
      "2030-01-07 16:00-17:00 Club @Hall",
      "2030-01-14 16:00-17:00 Club @Hall",
      "2030-01-21 17:00-18:00 Club @Hall",
      "2030-01-30 18:00-19:00 Club (Wednesday) @Hall",
      "2030-02-04 17:00-18:00 Club @Hall",
      "2030-02-11 17:00-18:00 Club @Hall",
    ]);
  });

  test("one on a day the series skips is shown, as any changed occurrence is; later skipped days stay skipped", async () => {
    const text = vcalendar(
      club("EXDATE;TZID=Europe/London:20300121T160000,20300204T160000"),
      change(true, "20300121T160000", "20300121T180000", "20300121T190000", "SUMMARY:Club"),
    );
    expect(await shown(text)).toEqual([
      "2030-01-07 16:00-17:00 Club @Hall",
      "2030-01-14 16:00-17:00 Club @Hall",
      "2030-01-21 18:00-19:00 Club @Hall",
      "2030-01-28 18:00-19:00 Club @Hall",
      "2030-02-11 18:00-19:00 Club @Hall",
    ]);
  });

  test("an all-day series moved a day later and made two days long from the 3rd on", async () => {
    const text = vcalendar(
      vevent("UID:fair@club.test", "DTSTART;VALUE=DATE:20300107", "RRULE:FREQ=WEEKLY;COUNT=4", "SUMMARY:Fair", "LOCATION:Hall"),
      vevent("UID:fair@club.test", "RECURRENCE-ID;RANGE=THISANDFUTURE;VALUE=DATE:20300121", "DTSTART;VALUE=DATE:20300122", "DTEND;VALUE=DATE:20300124", "SUMMARY:Fair", "LOCATION:Hall"),
    );
    expect(await shown(text)).toEqual([
      "2030-01-07 all day Fair @Hall",
      "2030-01-14 all day Fair @Hall",
      "2030-01-22..2030-01-23 all day Fair @Hall",
      "2030-01-29..2030-01-30 all day Fair @Hall",
    ]);
    const read = readCalendar(text, LONDON);
    if (!read.ok) throw new Error(read.problem);
    expect(read.events.find((event) => event.recurrenceId === "2030-01-21")).toMatchObject({ shiftMinutes: 1440, spanDays: 1 });
  });

  test("one cancelled calls off its occurrence and every later one", async () => {
    const text = vcalendar(club(), change(true, "20300128T160000", "20300128T160000", "20300128T170000", "SUMMARY:Club", "STATUS:CANCELLED"));
    expect(await shown(text)).toEqual(["2030-01-07 16:00-17:00 Club @Hall", "2030-01-14 16:00-17:00 Club @Hall", "2030-01-21 16:00-17:00 Club @Hall"]);
  });

  test("any series, any occurrence k, any move: occurrences before k unchanged, from k on moved by the same time", async () => {
    const t = newBackend();
    const { admin } = await seedRoles(t);
    await t.run((ctx) =>
      ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: LONDON }),
    );
    const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";
    const first = Date.UTC(2030, 0, 7, 10);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 3 }),
        fc.nat(),
        fc.integer({ min: -2880, max: 2880 }),
        fc.integer({ min: 15, max: 240 }),
        async (count, everyDays, kSeed, deltaMinutes, lengthMinutes) => {
          const k = kSeed % count;
          const at = (i: number) => first + i * everyDays * DAY;
          const text = vcalendar(
            vevent("UID:p@club.test", `DTSTART:${utc(first)}`, `DTEND:${utc(first + HOUR)}`, `RRULE:FREQ=DAILY;INTERVAL=${everyDays};COUNT=${count}`, "SUMMARY:Before"),
            vevent("UID:p@club.test", `RECURRENCE-ID;RANGE=THISANDFUTURE:${utc(at(k))}`, `DTSTART:${utc(at(k) + deltaMinutes * MINUTE)}`, `DTEND:${utc(at(k) + (deltaMinutes + lengthMinutes) * MINUTE)}`, "SUMMARY:After"),
          );
          const read = readCalendar(text, LONDON);
          if (!read.ok) throw new Error(read.problem);
          // January in London is UTC's wall clock.
          const clock = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace("T", " ");
          const expected = Array.from({ length: count }, (_, i) => {
            const start = i < k ? at(i) : at(i) + deltaMinutes * MINUTE;
            return `${clock(start)}-${clock(start + (i < k ? HOUR : lengthMinutes * MINUTE)).slice(11)} ${i < k ? "Before" : "After"}`;
          }).sort();
          const got = await t.run(async (ctx) => {
            const made = await createImport(ctx, admin.memberId!, { name: "P", color: "teal", everyone: true, memberIds: [] }, { events: read.events, familyZone: LONDON });
            if (!made.ok) throw new Error(made.problem);
            const window = await importedBetween(ctx, "2029-12-30", "2030-02-28");
            await removeImport(ctx, made.value);
            return window.occurrences.map((o) => `${o.date} ${o.startTime}-${o.endTime} ${o.name}`).sort();
          });
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});

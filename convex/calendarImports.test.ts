// Other calendars (model/calendarImports.ts, model/calendarImportsParse.ts): a file's all-day,
// timed and repeating events on the family's wall clock, a refetch that tells of moves once,
// the caps, a URL fetched from a loopback server through the guarded fetch (timeouts, oversize
// answers and refused addresses kept as lastError), who may do what, and what deleting a member does to an import.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { IMPORTED_EVENTS_MAX, IMPORTS_MAX, IMPORT_BYTES_MAX, importUrlOf } from "./lib/calendarImports";
import { errorCatalogue } from "./lib/errors";
import { everything } from "./refusals.fixtures";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LONDON = "Europe/London";

async function setup(zone = LONDON) {
  const t = newBackend();
  const roles = await seedRoles(t);
  await t.run((ctx) =>
    ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: zone }),
  );
  return { t, ...roles, max: roles.member.memberId!, ada: roles.admin.memberId! };
}

/** One VEVENT's lines. */
const vevent = (...lines: string[]) => ["BEGIN:VEVENT", "DTSTAMP:20300101T000000Z", ...lines, "END:VEVENT"].join("\r\n");
const vcalendar = (...events: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//School//Test//EN", ...events, "END:VCALENDAR"].join("\r\n");

const insetDay = vevent("UID:inset@school.test", "DTSTART;VALUE=DATE:20300110", "DTEND;VALUE=DATE:20300111", "SUMMARY:Inset day");
/** Noon in New York: 17:00 in London in January. */
const parentsCall = (start = "120000", end = "130000") =>
  vevent(
    "UID:call@school.test",
    `DTSTART;TZID=America/New_York:20300108T${start}`,
    `DTEND;TZID=America/New_York:20300108T${end}`,
    "SUMMARY:Parents' call",
    "LOCATION:Zoom",
    "DESCRIPTION:Bring the report\\, please",
  );
/** Mondays at four for ten weeks; not on the 14th; the 21st at five. */
const football = vevent(
  "UID:football@school.test",
  "DTSTART;TZID=Europe/London:20300107T160000",
  "DTEND;TZID=Europe/London:20300107T170000",
  "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=10",
  "EXDATE;TZID=Europe/London:20300114T160000",
  "SUMMARY:Football",
);
const footballOn21st = vevent(
  "UID:football@school.test",
  "RECURRENCE-ID;TZID=Europe/London:20300121T160000",
  "DTSTART;TZID=Europe/London:20300121T170000",
  "DTEND;TZID=Europe/London:20300121T180000",
  "SEQUENCE:1",
  "SUMMARY:Football",
);
/** Mondays at five in New York, over both countries' clock changes in March 2030. */
const choir = vevent(
  "UID:choir@school.test",
  "DTSTART;TZID=America/New_York:20300304T170000",
  "DURATION:PT1H",
  "RRULE:FREQ=WEEKLY;COUNT=5",
  "SUMMARY:Choir",
);
const term = vcalendar(insetDay, parentsCall(), football, footballOn21st, choir);

const form = (memberIds: Id<"members">[], extra: Partial<{ name: string; color: string; everyone: boolean }> = {}) => ({
  name: "School",
  color: "teal",
  everyone: false,
  memberIds: memberIds as string[],
  ...extra,
});

type Client = { query: TestBackend["query"]; mutation: TestBackend["mutation"]; action: TestBackend["action"] };

async function addFile(admin: Client, memberIds: Id<"members">[], ics = term) {
  const outcome = await admin.action(api.calendarImports.addFileImport, { import: form(memberIds), ics });
  if (!outcome.ok) throw new Error(`import refused: ${outcome.problem}`);
  return outcome.value;
}

const shown = (range: { imported: { name: string; date: string; startTime?: string; endTime?: string; endDate?: string }[] }) =>
  range.imported.map((o) => [o.name, o.date, o.startTime ?? "all day", o.endTime ?? ""].join(" "));

async function notifications(t: TestBackend) {
  return t.run((ctx) => ctx.db.query("notifications").collect());
}

describe("a file import", () => {
  test("shows all-day, timed (another zone) and repeating events on the family's wall clock, read-only, in its colour", async () => {
    const { admin, member, max } = await setup();
    const importId = await addFile(admin.as, [max]);
    const january = await member.as.query(api.calendar.range, { from: "2030-01-01", to: "2030-01-31" });
    expect(shown(january)).toEqual([
      "Football 2030-01-07 16:00 17:00",
      "Parents' call 2030-01-08 17:00 18:00",
      "Inset day 2030-01-10 all day ",
      "Football 2030-01-21 17:00 18:00",
      "Football 2030-01-28 16:00 17:00",
    ]);
    expect(january.events).toEqual([]);
    expect(january.imported[1]).toMatchObject({
      importId,
      importName: "School",
      color: "teal",
      location: "Zoom",
      notes: "Bring the report, please",
      everyone: false,
      memberIds: [max],
      repeats: false,
    });
    expect(january.imported[0].repeats).toBe(true);
    // 17:00 in New York is 22:00 in London, 21:00 while only America is on summer time.
    const march = await member.as.query(api.calendar.range, { from: "2030-03-01", to: "2030-04-05" });
    expect(shown(march).filter((line) => line.startsWith("Choir"))).toEqual([
      "Choir 2030-03-04 22:00 23:00",
      "Choir 2030-03-11 21:00 22:00",
      "Choir 2030-03-18 21:00 22:00",
      "Choir 2030-03-25 21:00 22:00",
      "Choir 2030-04-01 22:00 23:00",
    ]);
    // The count ends the football after ten Mondays (the skipped 14th among them).
    expect(shown(march).filter((line) => line.startsWith("Football"))).toEqual(["Football 2030-03-04 16:00 17:00", "Football 2030-03-11 16:00 17:00"]);
  });

  test("follows the family's zone when it changes, and an all-day event keeps its day", async () => {
    const { t, admin, member, max } = await setup();
    await addFile(admin.as, [max]);
    await t.run(async (ctx) => {
      const settings = await ctx.db.query("familySettings").first();
      await ctx.db.patch("familySettings", settings!._id, { timeZone: "Asia/Tokyo" });
    });
    const week = await member.as.query(api.calendar.range, { from: "2030-01-07", to: "2030-01-11" });
    // Noon in New York is 02:00 the next day in Tokyo; four in London is one at night there.
    expect(shown(week)).toEqual(["Football 2030-01-08 01:00 02:00", "Parents' call 2030-01-09 02:00 03:00", "Inset day 2030-01-10 all day "]);
  });

  test("a TZID that is not an IANA name is read by the zone it names, or by the file's VTIMEZONE", async () => {
    const { admin, member, max } = await setup();
    const outlookZone = [
      "BEGIN:VTIMEZONE",
      "TZID:W. Europe Standard Time",
      "BEGIN:STANDARD",
      "DTSTART:16010101T030000",
      "TZOFFSETFROM:+0200",
      "TZOFFSETTO:+0100",
      "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:16010101T020000",
      "TZOFFSETFROM:+0100",
      "TZOFFSETTO:+0200",
      "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
    ].join("\r\n");
    const ics = vcalendar(
      outlookZone,
      // 10:00 in Berlin's summer is 09:00 in London's.
      vevent("UID:outlook@club.test", "DTSTART;TZID=W. Europe Standard Time:20300710T100000", "DTEND;TZID=W. Europe Standard Time:20300710T110000", "SUMMARY:Match"),
      // A path that ends in an IANA name (as Lightning writes them).
      vevent("UID:path@club.test", "DTSTART;TZID=/citadel.org/20190914_1/Europe/Berlin:20300711T100000", "DURATION:PT30M", "SUMMARY:Training"),
      // A series in the VTIMEZONE's zone keeps its first start's offset (+01:00 in January).
      vevent("UID:weekly@club.test", "DTSTART;TZID=W. Europe Standard Time:20300107T100000", "DURATION:PT1H", "RRULE:FREQ=WEEKLY;COUNT=2", "SUMMARY:Weekly"),
      // No zone at all: the family's wall clock.
      vevent("UID:floating@club.test", "DTSTART:20300712T100000", "DTEND:20300712T103000", "SUMMARY:Floating"),
    );
    await addFile(admin.as, [max], ics);
    expect(shown(await member.as.query(api.calendar.range, { from: "2030-07-10", to: "2030-07-12" }))).toEqual([
      "Match 2030-07-10 09:00 10:00",
      "Training 2030-07-11 09:00 09:30",
      "Floating 2030-07-12 10:00 10:30",
    ]);
    expect(shown(await member.as.query(api.calendar.range, { from: "2030-01-07", to: "2030-01-14" }))).toEqual([
      "Weekly 2030-01-07 09:00 10:00",
      "Weekly 2030-01-14 09:00 10:00",
    ]);
  });

  test("a cancelled event, or a cancelled occurrence, is not shown", async () => {
    const { admin, member, max } = await setup();
    const cancelled21st = vevent("UID:football@school.test", "RECURRENCE-ID;TZID=Europe/London:20300121T160000", "DTSTART;TZID=Europe/London:20300121T160000", "STATUS:CANCELLED", "SUMMARY:Football");
    const cancelledCall = parentsCall().replace("SUMMARY:", "STATUS:CANCELLED\r\nSUMMARY:");
    await addFile(admin.as, [max], vcalendar(football, cancelled21st, cancelledCall));
    expect(shown(await member.as.query(api.calendar.range, { from: "2030-01-01", to: "2030-01-31" }))).toEqual([
      "Football 2030-01-07 16:00 17:00",
      "Football 2030-01-28 16:00 17:00",
    ]);
  });

  test("lists the import for members without its URL, and for admins with it", async () => {
    const { admin, member, max } = await setup();
    await addFile(admin.as, [max]);
    const forMember = await member.as.query(api.calendarImports.list, {});
    expect(forMember).toEqual([
      expect.objectContaining({ name: "School", color: "teal", source: "file", everyone: false, memberIds: [max], eventCount: 5 }),
    ]);
    expect(forMember[0].lastFetchedAt).toBeGreaterThan(0);
    expect(forMember[0].lastError).toBeUndefined();
  });

  test("a second read of changed text tells the import's people once of the moved event, not of the rest", async () => {
    const { t, admin, max, ada } = await setup();
    const importId = await addFile(admin.as, [max]);
    expect(await notifications(t)).toEqual([]);
    // The call moves two hours on; the inset day is renamed (not a move); the rest is as it was.
    const changed = vcalendar(insetDay.replace("SUMMARY:Inset day", "SUMMARY:Training day"), parentsCall("140000", "150000"), football, footballOn21st, choir);
    expect(await admin.as.action(api.calendarImports.refresh, { importId, ics: changed })).toEqual({ ok: true, value: null });
    const told = await notifications(t);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      memberId: max,
      actorName: "School",
      details: { kind: "importedEventChanged", importId, importName: "School", eventTitle: "Parents' call", date: "2030-01-08", startTime: "19:00" },
    });
    expect(told.map((row) => row.memberId)).not.toContain(ada);
    // The activity log has it, with the import as the actor.
    const log = await t.run((ctx) => ctx.db.query("activityLog").collect());
    expect(log).toMatchObject([{ actorName: "School", details: { kind: "importedEventChanged", eventTitle: "Parents' call" } }]);
    expect(log[0].actorId).toBeUndefined();
    // The same text again changes nothing and tells no one.
    await admin.as.action(api.calendarImports.refresh, { importId, ics: changed });
    expect(await notifications(t)).toHaveLength(1);
    const range = await admin.as.query(api.calendar.range, { from: "2030-01-08", to: "2030-01-10" });
    expect(shown(range)).toEqual(["Parents' call 2030-01-08 19:00 20:00", "Training day 2030-01-10 all day "]);
  });

  test("a newly moved occurrence of a series is told, and a removed event as cancelled; a new event is not", async () => {
    const { t, admin, max } = await setup();
    const importId = await addFile(admin.as, [max]);
    const on28th = vevent(
      "UID:football@school.test",
      "RECURRENCE-ID;TZID=Europe/London:20300128T160000",
      "DTSTART;TZID=Europe/London:20300128T180000",
      "DTEND;TZID=Europe/London:20300128T190000",
      "SUMMARY:Football",
    );
    const disco = vevent("UID:disco@school.test", "DTSTART;VALUE=DATE:20300215", "SUMMARY:Disco");
    await admin.as.action(api.calendarImports.refresh, { importId, ics: vcalendar(parentsCall(), football, footballOn21st, on28th, choir, disco) });
    // The inset day is gone from the file: cancelled.
    expect((await notifications(t)).map((row) => row.details)).toEqual([
      { kind: "importedEventChanged", importId, importName: "School", eventTitle: "Football", date: "2030-01-28", startTime: "18:00" },
      { kind: "importedEventChanged", importId, importName: "School", eventTitle: "Inset day", date: "2030-01-10", cancelled: true },
    ]);
    const range = await admin.as.query(api.calendar.range, { from: "2030-01-27", to: "2030-02-20" });
    expect(shown(range)).toEqual([
      "Football 2030-01-28 18:00 19:00",
      "Football 2030-02-04 16:00 17:00",
      "Football 2030-02-11 16:00 17:00",
      "Disco 2030-02-15 all day ",
      "Football 2030-02-18 16:00 17:00",
    ]);
  });

  test("cancellations are told: an occurrence cancelled or skipped, a moved one cancelled, a series gone; past ones are not", async () => {
    const { t, admin, max } = await setup();
    const scouts = vevent(
      "UID:scouts@club.test",
      "DTSTART;TZID=Europe/London:20300301T180000",
      "DTEND;TZID=Europe/London:20300301T193000",
      "RRULE:FREQ=WEEKLY;COUNT=8",
      "SUMMARY:Scouts",
    );
    const importId = await addFile(admin.as, [max], vcalendar(insetDay, parentsCall(), football, footballOn21st, choir, scouts));
    const cancelled8th = vevent(
      "UID:scouts@club.test",
      "RECURRENCE-ID;TZID=Europe/London:20300308T180000",
      "DTSTART;TZID=Europe/London:20300308T180000",
      "DTEND;TZID=Europe/London:20300308T193000",
      "STATUS:CANCELLED",
      "SEQUENCE:1",
      "SUMMARY:Scouts",
    );
    // 8 Mar cancelled; 22 Mar dropped by an EXDATE; the moved football of 21 Jan cancelled (its
    // override gone, its day skipped); choir gone altogether; one past Scouts skipped too.
    const skipping = scouts.replace("RRULE:", "EXDATE;TZID=Europe/London:20300322T180000\r\nRRULE:");
    const footballWithout21st = football.replace("EXDATE;TZID=Europe/London:20300114T160000", "EXDATE;TZID=Europe/London:20300114T160000,20300121T160000");
    await admin.as.action(api.calendarImports.refresh, { importId, ics: vcalendar(insetDay, parentsCall(), footballWithout21st, skipping, cancelled8th) });
    const told = (await notifications(t)).map((row) => row.details);
    expect(told).toEqual(
      expect.arrayContaining([
        { kind: "importedEventChanged", importId, importName: "School", eventTitle: "Scouts", date: "2030-03-08", startTime: "18:00", cancelled: true },
        { kind: "importedEventChanged", importId, importName: "School", eventTitle: "Scouts", date: "2030-03-22", startTime: "18:00", cancelled: true },
        { kind: "importedEventChanged", importId, importName: "School", eventTitle: "Football", date: "2030-01-21", startTime: "17:00", cancelled: true },
        { kind: "importedEventChanged", importId, importName: "School", eventTitle: "Choir", date: "2030-03-04", startTime: "22:00", cancelled: true },
      ]),
    );
    expect(told).toHaveLength(4);
    const range = await admin.as.query(api.calendar.range, { from: "2030-03-01", to: "2030-03-29" });
    expect(shown(range).filter((line) => line.startsWith("Scouts"))).toEqual([
      "Scouts 2030-03-01 18:00 19:30",
      "Scouts 2030-03-15 18:00 19:30",
      "Scouts 2030-03-29 18:00 19:30",
    ]);
    // The same file again tells nothing more.
    await admin.as.action(api.calendarImports.refresh, { importId, ics: vcalendar(insetDay, parentsCall(), footballWithout21st, skipping, cancelled8th) });
    expect(await notifications(t)).toHaveLength(4);
  });

  test("two occurrences of one day cancelled are two cancellations, each told once, also beside one skipped before", async () => {
    const { t, admin, max } = await setup();
    // Eight and six every day; the 2nd's eight already skipped.
    const twiceDaily = (exdates: string) =>
      vevent(
        "UID:feeds@zoo.test",
        "DTSTART;TZID=Europe/London:20300301T080000",
        "DURATION:PT30M",
        "RRULE:FREQ=DAILY;BYHOUR=8,18;COUNT=20",
        `EXDATE;TZID=Europe/London:${exdates}`,
        "SUMMARY:Feeding",
      );
    const importId = await addFile(admin.as, [max], vcalendar(twiceDaily("20300302T080000")));
    const cancelled4th = vevent(
      "UID:feeds@zoo.test",
      "RECURRENCE-ID;TZID=Europe/London:20300304T180000",
      "DTSTART;TZID=Europe/London:20300304T180000",
      "STATUS:CANCELLED",
      "SUMMARY:Feeding",
    );
    // The 2nd's six now skipped too; both of the 3rd; the 4th's six cancelled.
    const ics = vcalendar(twiceDaily("20300302T080000,20300302T180000,20300303T080000,20300303T180000"), cancelled4th);
    await admin.as.action(api.calendarImports.refresh, { importId, ics });
    const told = (await notifications(t)).map((row) => row.details);
    const cancelled = (date: string, startTime: string) => ({ kind: "importedEventChanged", importId, importName: "School", eventTitle: "Feeding", date, startTime, cancelled: true });
    expect(told).toEqual([cancelled("2030-03-02", "18:00"), cancelled("2030-03-03", "08:00"), cancelled("2030-03-03", "18:00"), cancelled("2030-03-04", "18:00")]);
    await admin.as.action(api.calendarImports.refresh, { importId, ics });
    expect(await notifications(t)).toHaveLength(4);
  });

  test("this and every later occurrence moved (RANGE=THISANDFUTURE) is told once, with the first of them", async () => {
    const { t, admin, max } = await setup();
    const importId = await addFile(admin.as, [max], vcalendar(football));
    const fromThe28th = vevent(
      "UID:football@school.test",
      "RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=Europe/London:20300128T160000",
      "DTSTART;TZID=Europe/London:20300128T170000",
      "DTEND;TZID=Europe/London:20300128T180000",
      "SEQUENCE:1",
      "SUMMARY:Football",
    );
    await admin.as.action(api.calendarImports.refresh, { importId, ics: vcalendar(football, fromThe28th) });
    expect((await notifications(t)).map((row) => row.details)).toEqual([
      { kind: "importedEventChanged", importId, importName: "School", eventTitle: "Football", date: "2030-01-28", startTime: "17:00" },
    ]);
    await admin.as.action(api.calendarImports.refresh, { importId, ics: vcalendar(football, fromThe28th) });
    expect(await notifications(t)).toHaveLength(1);
    const range = await admin.as.query(api.calendar.range, { from: "2030-01-20", to: "2030-02-05" });
    expect(shown(range)).toEqual(["Football 2030-01-21 16:00 17:00", "Football 2030-01-28 17:00 18:00", "Football 2030-02-04 17:00 18:00"]);
    // A later occurrence skipped: told at the time the move put it.
    const skipping4th = football.replace("EXDATE;TZID=Europe/London:20300114T160000", "EXDATE;TZID=Europe/London:20300114T160000,20300204T160000");
    await admin.as.action(api.calendarImports.refresh, { importId, ics: vcalendar(skipping4th, fromThe28th) });
    expect((await notifications(t)).map((row) => row.details).slice(1)).toEqual([
      { kind: "importedEventChanged", importId, importName: "School", eventTitle: "Football", date: "2030-02-04", startTime: "17:00", cancelled: true },
    ]);
  });

  test("a cancellation in the past is not told", async () => {
    const { t, admin, max } = await setup();
    const old = vevent("UID:old@club.test", "DTSTART;VALUE=DATE:20200110", "SUMMARY:Old fair");
    const importId = await addFile(admin.as, [max], vcalendar(old, insetDay));
    await admin.as.action(api.calendarImports.refresh, { importId, ics: vcalendar(insetDay) });
    expect(await notifications(t)).toEqual([]);
  });

  test("a series moved to another time is told with its next occurrence; for everyone, to everyone", async () => {
    const { t, admin, max, ada } = await setup();
    const outcome = await admin.as.action(api.calendarImports.addFileImport, { import: form([], { everyone: true }), ics: term });
    if (!outcome.ok) throw new Error(outcome.problem);
    const later = football.replaceAll("T160000", "T170000").replace("DTEND;TZID=Europe/London:20300107T170000", "DTEND;TZID=Europe/London:20300107T180000");
    await admin.as.action(api.calendarImports.refresh, { importId: outcome.value, ics: vcalendar(insetDay, parentsCall(), later, footballOn21st, choir) });
    const told = await notifications(t);
    expect(told.map((row) => row.memberId).sort()).toEqual([ada, max].sort());
    expect(told[0].details).toMatchObject({ kind: "importedEventChanged", eventTitle: "Football", date: "2030-01-07", startTime: "17:00" });
  });

  test("refuses what it cannot take, writing nothing: too large, too many events, not a calendar, one import too many", async () => {
    const { t, admin, max } = await setup();
    const before = await everything(t);
    const huge = vcalendar(vevent("UID:big", "DTSTART;VALUE=DATE:20300101", `DESCRIPTION:${"x".repeat(IMPORT_BYTES_MAX)}`, "SUMMARY:Big"));
    expect(await admin.as.action(api.calendarImports.addFileImport, { import: form([max]), ics: huge })).toEqual({ ok: false, problem: "tooLarge" });
    const many = vcalendar(
      ...Array.from({ length: IMPORTED_EVENTS_MAX + 1 }, (_, i) => vevent(`UID:e${i}`, "DTSTART;VALUE=DATE:20300101", `SUMMARY:E${i}`)),
    );
    expect(await admin.as.action(api.calendarImports.addFileImport, { import: form([max]), ics: many })).toEqual({ ok: false, problem: "tooManyEvents" });
    for (const text of ["not a calendar", "BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD", ""]) {
      expect(await admin.as.action(api.calendarImports.addFileImport, { import: form([max]), ics: text })).toEqual({ ok: false, problem: "unreadable" });
    }
    expect(await everything(t)).toEqual(before);

    await t.run(async (ctx) => {
      for (let i = 0; i < IMPORTS_MAX; i++) {
        await ctx.db.insert("calendarImports", { name: `C${i}`, color: "red", source: "file", everyone: true, eventCount: 0 });
      }
    });
    const full = await everything(t);
    expect(await admin.as.action(api.calendarImports.addFileImport, { import: form([max]), ics: term })).toEqual({ ok: false, problem: "limit" });
    expect(await admin.as.mutation(api.calendarImports.addUrlImport, { import: form([max]), url: "https://school.test/cal.ics" })).toEqual({
      ok: false,
      problem: "limit",
    });
    expect(await everything(t)).toEqual(full);
  });

  test("keeps at most 2,000 events, and a file of exactly that many is read", async () => {
    const { admin, max } = await setup();
    const ics = vcalendar(...Array.from({ length: IMPORTED_EVENTS_MAX }, (_, i) => vevent(`UID:e${i}`, "DTSTART;VALUE=DATE:20300101", `SUMMARY:E${i}`)));
    await addFile(admin.as, [max], ics);
    const [listed] = await admin.as.query(api.calendarImports.list, {});
    expect(listed.eventCount).toBe(IMPORTED_EVENTS_MAX);
  });

  test("checks the name, colour and people as the event form does", async () => {
    const { t, admin, max } = await setup();
    const before = await everything(t);
    const refused = async (input: ReturnType<typeof form>, code: keyof typeof errorCatalogue) => {
      const attempt = admin.as.action(api.calendarImports.addFileImport, { import: input, ics: term });
      await expect(attempt).rejects.toMatchObject({ data: { code } });
    };
    await refused(form([max], { name: "  " }), "FIELD_REQUIRED");
    await refused(form([max], { name: "x".repeat(101) }), "NAME_TOO_LONG");
    await refused(form([max], { color: "gold" }), "UNKNOWN_CHOICE");
    await refused(form([]), "EVENT_PEOPLE_REQUIRED");
    await refused({ ...form([]), memberIds: ["not-a-member"] }, "EVENT_PEOPLE_REQUIRED");
    expect(await everything(t)).toEqual(before);
  });

  test("a file import asks for the file again to refresh", async () => {
    const { admin, max } = await setup();
    const importId = await addFile(admin.as, [max]);
    expect(await admin.as.action(api.calendarImports.refresh, { importId })).toEqual({ ok: false, problem: "fileNeeded" });
    expect(await admin.as.action(api.calendarImports.refresh, { importId, ics: "garbage" })).toEqual({ ok: false, problem: "unreadable" });
    expect((await admin.as.query(api.calendarImports.list, {}))[0].eventCount).toBe(5);
  });

  test("changing the name, colour and people; removing takes its events away", async () => {
    const { t, admin, member, max, ada } = await setup();
    const importId = await addFile(admin.as, [max]);
    await admin.as.mutation(api.calendarImports.updateImport, { importId, import: form([ada], { name: "Club", color: "purple" }) });
    const week = await member.as.query(api.calendar.range, { from: "2030-01-07", to: "2030-01-08" });
    expect(week.imported[0]).toMatchObject({ importName: "Club", color: "purple", memberIds: [ada] });
    await admin.as.mutation(api.calendarImports.updateImport, { importId, import: form([], { name: "Club", everyone: true }) });
    expect((await member.as.query(api.calendarImports.list, {}))[0]).toMatchObject({ everyone: true, memberIds: [] });
    expect(await t.run((ctx) => ctx.db.query("calendarImportPeople").collect())).toEqual([]);

    await admin.as.mutation(api.calendarImports.removeImport, { importId });
    expect((await member.as.query(api.calendar.range, { from: "2030-01-01", to: "2030-01-31" })).imported).toEqual([]);
    expect(await member.as.query(api.calendarImports.list, {})).toEqual([]);
    expect(await t.run((ctx) => ctx.db.query("importedEvents").collect())).toEqual([]);
    await expect(admin.as.mutation(api.calendarImports.removeImport, { importId })).rejects.toMatchObject({ data: { code: "NOT_FOUND" } });
  });

  test("a removed import's many events go in batches", async () => {
    vi.useFakeTimers();
    const { t, admin, max } = await setup();
    const ics = vcalendar(...Array.from({ length: 1200 }, (_, i) => vevent(`UID:e${i}`, "DTSTART;VALUE=DATE:20300101", `SUMMARY:E${i}`)));
    const importId = await addFile(admin.as, [max], ics);
    await admin.as.mutation(api.calendarImports.removeImport, { importId });
    expect((await t.run((ctx) => ctx.db.query("importedEvents").collect())).length).toBe(700);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await t.run((ctx) => ctx.db.query("importedEvents").collect())).toEqual([]);
  });
});

describe("a URL import", () => {
  // A real server on loopback, let through by the test allowance (model/guardedFetch.ts): the
  // fetch goes through the same guarded path as in production.
  type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
  let handler: Handler = (_request, response) => response.writeHead(404).end();
  const requests: string[] = [];
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requests.push(request.url ?? "");
      handler(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
    vi.stubEnv("GUARDED_FETCH_ALLOW_LOOPBACK_PORTS", new URL(origin).port);
    vi.stubEnv("CONVEX_CLOUD_URL", "http://127.0.0.1:3210");
  });
  afterEach(() => vi.unstubAllEnvs());

  function serve(answer: Handler) {
    handler = answer;
  }
  const serveCalendar = (text: string) => serve((_request, response) => response.writeHead(200, { "content-type": "text/calendar" }).end(text));

  async function addUrl(admin: Client, url = `${origin}/term.ics`) {
    const outcome = await admin.mutation(api.calendarImports.addUrlImport, { import: form([], { everyone: true }), url });
    if (!outcome.ok) throw new Error(outcome.problem);
    return outcome.value;
  }

  test("webcal:// is kept as https://; a URL is fetched at once, and the cron's round fetches it again", async () => {
    vi.useFakeTimers();
    const { t, admin, member } = await setup();
    serveCalendar(term);
    await addUrl(admin.as, `webcal://${new URL(origin).host}/webcal.ics`);
    await addUrl(admin.as);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    // The webcal one went out as https (which this plain-http server cannot answer), never as http.
    expect(requests).toEqual(["/term.ics"]);
    const byUrl = Object.fromEntries((await admin.as.query(api.calendarImports.list, {})).map((calendar) => [calendar.url, calendar]));
    expect(byUrl[`https://${new URL(origin).host}/webcal.ics`]).toMatchObject({ lastError: "unreachable", eventCount: 0 });
    expect(shown(await member.as.query(api.calendar.range, { from: "2030-01-08", to: "2030-01-08" }))).toEqual(["Parents' call 2030-01-08 17:00 18:00"]);
    expect(byUrl[`${origin}/term.ics`]).toMatchObject({ source: "url", eventCount: 5 });
    expect(byUrl[`${origin}/term.ics`].lastError).toBeUndefined();
    expect((await member.as.query(api.calendarImports.list, {}))[0].url).toBeUndefined();

    await t.mutation(internal.calendarImports.refreshAll, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(requests).toEqual(["/term.ics", "/term.ics"]);
  });

  // The real clock: these tests fake the timers and the clock.
  const realNow = performance.now.bind(performance);

  test.each([
    ["a timeout", "timeout"],
    ["an answer over 1 MB", "tooLarge"],
    ["an answer that says it is over 1 MB", "tooLarge"],
    ["an error status", "httpError"],
    ["a network failure", "unreachable"],
    ["text that is not a calendar", "unreadable"],
    ["a redirect to a private address", "blockedAddress"],
    ["a redirect loop", "badRedirect"],
  ] as const)("%s is kept as lastError, and the events read before stay", async (what, problem) => {
    vi.useFakeTimers();
    const { t, admin, member } = await setup();
    serveCalendar(term);
    const importId = await addUrl(admin.as, `${origin}/term.ics`);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const [first] = await admin.as.query(api.calendarImports.list, {});
    expect(first).toMatchObject({ eventCount: 5 });

    serve((request, response) => {
      switch (what) {
        case "a timeout":
          return; // never answers
        case "an answer over 1 MB": {
          // Streamed without a length: read until it is too much.
          response.writeHead(200);
          response.on("error", () => undefined);
          const chunk = "x".repeat(64 * 1024);
          const pump = () => {
            while (response.write(chunk)) if (response.writableLength > IMPORT_BYTES_MAX * 2) return;
            response.once("drain", pump);
          };
          return pump();
        }
        case "an answer that says it is over 1 MB":
          response.writeHead(200, { "content-length": String(IMPORT_BYTES_MAX + 1) });
          return void response.write("BEGIN:VCALENDAR");
        case "an error status":
          return void response.writeHead(404).end("Not found");
        case "a network failure":
          return void request.socket.destroy();
        case "text that is not a calendar":
          return void response.writeHead(200).end("<html>Moved</html>");
        case "a redirect to a private address":
          return void response.writeHead(302, { location: "http://192.168.1.1/calendar.ics" }).end();
        case "a redirect loop":
          return void response.writeHead(302, { location: "/term.ics" }).end();
      }
    });
    // The deadline runs on real timers, not the fake ones: the test stack's lower limit
    // (GUARDED_FETCH_TIMEOUT_MS) spares the real 10 s, and the fetch must last until it.
    if (what === "a timeout") vi.stubEnv("GUARDED_FETCH_TIMEOUT_MS", "400");
    const began = realNow();
    await t.action(internal.calendarImports.fetchNow, { importId });
    if (what === "a timeout") expect(realNow() - began).toBeGreaterThanOrEqual(390);
    const [after] = await admin.as.query(api.calendarImports.list, {});
    expect(after).toMatchObject({ lastError: problem, eventCount: 5, lastFetchedAt: first.lastFetchedAt });
    expect(shown(await member.as.query(api.calendar.range, { from: "2030-01-08", to: "2030-01-08" }))).toEqual(["Parents' call 2030-01-08 17:00 18:00"]);

    // The next good read clears it.
    serveCalendar(term);
    await t.action(internal.calendarImports.fetchNow, { importId });
    expect((await admin.as.query(api.calendarImports.list, {}))[0].lastError).toBeUndefined();
  });

  test("a URL whose host is a private or loopback address, or localhost, is refused when added, writing nothing", async () => {
    const { t, admin } = await setup();
    const before = await everything(t);
    const port = new URL(origin).port;
    const refused = [
      "http://10.0.0.1/calendar.ics",
      "https://192.168.1.1/calendar.ics",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/calendar.ics",
      "http://[fd00::1]/calendar.ics",
      "http://[::ffff:10.0.0.1]/calendar.ics",
      "http://[::127.0.0.1]/calendar.ics",
      "http://2130706433/calendar.ics",
      "http://0.0.0.0/calendar.ics",
      "webcal://127.0.0.1/calendar.ics",
      "http://localhost/calendar.ics",
      "http://calendar.localhost./calendar.ics",
      // Loopback on a port the test allowance does not name.
      `http://127.0.0.1:${Number(port) + 1}/calendar.ics`,
    ];
    for (const url of refused) {
      expect({ url, outcome: await admin.as.mutation(api.calendarImports.addUrlImport, { import: form([], { everyone: true }), url }) }).toEqual({
        url,
        outcome: { ok: false, problem: "blockedAddress" },
      });
    }
    for (const url of ["ftp://school.test/term.ics", "https://user:secret@school.test/term.ics"]) {
      expect(await admin.as.mutation(api.calendarImports.addUrlImport, { import: form([], { everyone: true }), url })).toEqual({ ok: false, problem: "badUrl" });
    }
    expect(await everything(t)).toEqual(before);
  });

  test("a URL that leads somewhere private only when fetched is fetched by nobody: the import says why", async () => {
    vi.useFakeTimers();
    const { t, admin } = await setup();
    serveCalendar(term);
    // Added while the test allowance lets this loopback server through, fetched after it no longer does.
    await addUrl(admin.as, `${origin}/term.ics`);
    vi.stubEnv("GUARDED_FETCH_ALLOW_LOOPBACK_PORTS", "");
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(requests).toEqual([]);
    expect((await admin.as.query(api.calendarImports.list, {})).map((calendar) => calendar.lastError)).toEqual(["blockedAddress"]);
  });

  test("a calendar the reader chokes on is never a silent failure: it is read, or the import says why", async () => {
    vi.useFakeTimers();
    const { t, admin } = await setup();
    const good = Array.from({ length: 5 }, (_, i) => vevent(`UID:g${i}`, "DTSTART;VALUE=DATE:20300101", `SUMMARY:G${i}`));
    serveCalendar(vcalendar(...good, vevent("UID:bad", "DTSTART:20300101T100000Z", "DTEND:garbage", "SUMMARY:Bad")));
    await addUrl(admin.as);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const [calendar] = await admin.as.query(api.calendarImports.list, {});
    if (calendar.lastError === undefined) expect(calendar.eventCount).toBeGreaterThan(0);
    else expect(calendar.lastError).toBe("unreadable");
    expect(calendar.lastError !== undefined || calendar.lastFetchedAt !== undefined).toBe(true);
  });

  test("refresh fetches now; a URL that is not http(s) is refused", async () => {
    vi.useFakeTimers();
    const { t, admin } = await setup();
    serveCalendar(term);
    const importId = await addUrl(admin.as, `${origin}/term.ics`);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await admin.as.action(api.calendarImports.refresh, { importId })).toEqual({ ok: true, value: null });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(requests).toHaveLength(2);
    for (const url of ["ftp://school.test/term.ics", "javascript:alert(1)", "school.test/term.ics", "https://user:pw@school.test/x.ics", ""]) {
      expect(await admin.as.mutation(api.calendarImports.addUrlImport, { import: form([], { everyone: true }), url })).toEqual({ ok: false, problem: "badUrl" });
    }
  });

  test("importUrlOf: webcal and webcals are https; http and https are kept", () => {
    expect(importUrlOf(" webcal://a.test/c.ics ")).toBe("https://a.test/c.ics");
    expect(importUrlOf("WEBCALS://a.test/c.ics")).toBe("https://a.test/c.ics");
    expect(importUrlOf("http://a.test/c.ics?x=1")).toBe("http://a.test/c.ics?x=1");
    expect(importUrlOf("file:///etc/passwd")).toBeNull();
  });
});

describe("who may", () => {
  test("members read the list and the events; only admins change imports", async () => {
    const { t, admin, member, max } = await setup();
    const importId = await addFile(admin.as, [max]);
    const before = await everything(t);
    const refusals = [
      () => member.as.action(api.calendarImports.addFileImport, { import: form([max]), ics: term }),
      () => member.as.mutation(api.calendarImports.addUrlImport, { import: form([max]), url: "https://school.test/x.ics" }),
      () => member.as.action(api.calendarImports.refresh, { importId, ics: term }),
      () => member.as.mutation(api.calendarImports.updateImport, { importId, import: form([max]) }),
      () => member.as.mutation(api.calendarImports.removeImport, { importId }),
    ];
    for (const attempt of refusals) await expect(attempt()).rejects.toThrow(errorCatalogue.ADMIN_REQUIRED.message);
    expect(await everything(t)).toEqual(before);
  });
});

describe("deleting a member", () => {
  test("takes them out of imports' people and clears who added an import", async () => {
    const { t, admin, member, max } = await setup();
    const theirs = await t.run(async (ctx) => {
      const importId = await ctx.db.insert("calendarImports", { name: "Club", color: "red", source: "file", everyone: false, createdBy: max, eventCount: 0 });
      await ctx.db.insert("calendarImportPeople", { importId, memberId: max });
      return importId;
    });
    const other = await addFile(admin.as, [max, admin.memberId!]);
    await admin.as.mutation(api.members.deleteMember, { memberId: max });
    const after = await t.run(async (ctx) => ({
      theirs: await ctx.db.get("calendarImports", theirs),
      people: await ctx.db.query("calendarImportPeople").collect(),
    }));
    expect(after.theirs).not.toBeNull();
    expect(after.theirs!.createdBy).toBeUndefined();
    expect(after.people.map((row) => [row.importId, row.memberId])).toEqual([[other, admin.memberId]]);
    void member;
  });
});

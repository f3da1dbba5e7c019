// The feed as the wire carries it: a moved occurrence an app keeps updating (RECURRENCE-ID and a
// SEQUENCE that grows with each edit), cancelled occurrences, and content lines of RFC 5545 —
// CRLF, folded at 75 octets without splitting a character — for long text in any script.
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { feedPath } from "./lib/calendarFeed";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

// The tests' events are in 2030, seen from its New Year (the feed's window is about "now").
beforeEach(() => vi.useFakeTimers({ now: new Date("2030-01-01T09:00:00Z"), toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

const noRepeat = { freq: "none", interval: 1, byDay: [] as string[], monthly: "date", ends: "never", until: "", count: 10 };
const weekly = (byDay: string[]) => ({ ...noRepeat, freq: "weekly", byDay });
const allDay = { allDay: true, startTime: "", endTime: "" };

/** An event form: Monday 7 January 2030, 17:00–18:00, for `people`. */
function form(people: Id<"members">[], extra: Record<string, unknown> = {}) {
  return { name: "Swimming", allDay: false, date: "2030-01-07", startTime: "17:00", endTime: "18:00", everyone: false, memberIds: people as string[], repeat: noRepeat, ...extra };
}

async function setup() {
  const t = newBackend();
  const roles = await seedRoles(t);
  await t.run(async (ctx) => {
    await ctx.db.insert("familySettings", { familyName: "The Lovelaces", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: "Europe/London" });
  });
  const { token } = await roles.admin.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "family" });
  const feed = async () => {
    const response = await t.fetch(feedPath(token), { method: "GET" });
    expect(response.status).toBe(200);
    return response.text();
  };
  return { t, ...roles, max: roles.member.memberId!, feed };
}

function eventsOf(text: string): ICAL.Component[] {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents("vtimezone")) {
    const tzid = String(zone.getFirstPropertyValue("tzid"));
    if (ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.remove(tzid);
    ICAL.TimezoneService.register(zone);
  }
  return root.getAllSubcomponents("vevent");
}
const named = (events: ICAL.Component[], name: string) => events.filter((event) => event.getFirstPropertyValue("summary") === name);
const line = (component: ICAL.Component, name: string) => component.getFirstProperty(name)?.toICALString();
const sequenceOf = (component: ICAL.Component) => Number(component.getFirstPropertyValue("sequence"));

/** The days (and start times) a calendar app shows in January 2030, expanding with ical.js. */
function januaryOf(events: ICAL.Component[]): string[] {
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const component of events) {
    const event = new ICAL.Event(component);
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  for (const exception of exceptions) masters.get(exception.uid)!.relateException(exception);
  const seen: string[] = [];
  for (const master of masters.values()) {
    const iterator = master.iterator();
    for (let next = iterator.next(); next && next.toString() < "2030-02-08"; next = iterator.next()) {
      const { startDate, item } = master.getOccurrenceDetails(next);
      const text = startDate.toString().slice(0, 16).replace("T", " ");
      if (text >= "2030-01-01" && text < "2030-02-01") seen.push(`${text} ${item.summary}`);
      if (!master.isRecurring()) break;
    }
  }
  return seen.sort();
}

/** The same days as calendar.range shows them. */
async function januaryInApp(client: TestBackend["query"]): Promise<string[]> {
  const range = await client(api.calendar.range, { from: "2030-01-01", to: "2030-01-31" });
  return range.events.map((event) => `${event.date}${event.startTime ? ` ${event.startTime}` : ""} ${event.name}`).sort();
}

describe("a moved occurrence in the feed", () => {
  test("keeps the series' UID and the day it was on; its SEQUENCE grows with each edit, and the series' with the move", async () => {
    const { admin, max, feed } = await setup();
    const swimming = await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([max], { repeat: weekly(["MO"]) }) });
    const seriesBefore = sequenceOf(named(eventsOf(await feed()), "Swimming")[0]);
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId: swimming,
      scope: "one",
      occurrenceDate: "2030-01-21",
      event: form([max], { date: "2030-01-22", startTime: "16:00", endTime: "17:00" }),
    });
    const movedId = (await admin.as.query(api.calendar.range, { from: "2030-01-22", to: "2030-01-22" })).events[0].eventId;
    expect(movedId).not.toBe(swimming);

    const sequences: number[] = [];
    for (const [i, time] of ["16:00", "15:30", "15:00"].entries()) {
      if (i > 0) {
        await admin.as.mutation(api.calendar.updateCalendarEvent, {
          eventId: movedId,
          scope: "one",
          occurrenceDate: "2030-01-22",
          event: form([max], { date: "2030-01-22", startTime: time, endTime: "17:00" }),
        });
      }
      const events = eventsOf(await feed());
      const [series, ...instances] = named(events, "Swimming");
      expect(instances).toHaveLength(1);
      const [moved] = instances;
      expect(moved.getFirstPropertyValue("uid")).toBe(series.getFirstPropertyValue("uid"));
      // Always the day and time the series had it on, however often it is moved on.
      expect(line(moved, "recurrence-id")).toBe("RECURRENCE-ID;TZID=Europe/London:20300121T170000");
      expect(line(moved, "dtstart")).toBe(`DTSTART;TZID=Europe/London:20300122T${time.replace(":", "")}00`);
      if (i === 0) expect(sequenceOf(series)).toBeGreaterThan(seriesBefore);
      sequences.push(sequenceOf(moved));
      expect(januaryOf(events)).toEqual(await januaryInApp(admin.as.query));
    }
    // Each edit a higher SEQUENCE than the copy an app keeps, or the app would keep its copy.
    expect(sequences[1]).toBeGreaterThan(sequences[0]);
    expect(sequences[2]).toBeGreaterThan(sequences[1]);
  });

  test("of an all-day series: RECURRENCE-ID is a DATE, as the series' DTSTART, and its SEQUENCE grows too", async () => {
    const { admin, max, feed } = await setup();
    const bins = await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([max], { ...allDay, name: "Bins", repeat: weekly(["MO"]) }) });
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId: bins,
      scope: "one",
      occurrenceDate: "2030-01-14",
      event: form([max], { ...allDay, name: "Bins", date: "2030-01-15" }),
    });
    const first = named(eventsOf(await feed()), "Bins")[1];
    expect(line(first, "recurrence-id")).toBe("RECURRENCE-ID;VALUE=DATE:20300114");
    const movedId = (await admin.as.query(api.calendar.range, { from: "2030-01-15", to: "2030-01-15" })).events[0].eventId;
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId: movedId,
      scope: "one",
      occurrenceDate: "2030-01-15",
      event: form([max], { ...allDay, name: "Bins", date: "2030-01-16" }),
    });
    const events = eventsOf(await feed());
    const again = named(events, "Bins")[1];
    expect(line(again, "recurrence-id")).toBe("RECURRENCE-ID;VALUE=DATE:20300114");
    expect(line(again, "dtstart")).toBe("DTSTART;VALUE=DATE:20300116");
    expect(sequenceOf(again)).toBeGreaterThan(sequenceOf(first));
    expect(januaryOf(events)).toEqual(await januaryInApp(admin.as.query));
  });
});

describe("cancelled occurrences in the feed", () => {
  test("a skipped day and a moved one deleted are both EXDATEs, no instance of either is left, and each raises the series' SEQUENCE", async () => {
    const { admin, max, feed } = await setup();
    const swimming = await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([max], { repeat: weekly(["MO"]) }) });
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId: swimming,
      scope: "one",
      occurrenceDate: "2030-01-21",
      event: form([max], { date: "2030-01-22" }),
    });
    const moved = named(eventsOf(await feed()), "Swimming")[0];
    await admin.as.mutation(api.calendar.deleteCalendarEvent, { eventId: swimming, scope: "one", occurrenceDate: "2030-01-14" });
    const skipped = named(eventsOf(await feed()), "Swimming")[0];
    expect(line(skipped, "exdate")).toBe("EXDATE;TZID=Europe/London:20300114T170000");
    expect(sequenceOf(skipped)).toBeGreaterThan(sequenceOf(moved));

    const movedId = (await admin.as.query(api.calendar.range, { from: "2030-01-22", to: "2030-01-22" })).events[0].eventId;
    await admin.as.mutation(api.calendar.deleteCalendarEvent, { eventId: movedId, scope: "one" });
    const events = eventsOf(await feed());
    const swims = named(events, "Swimming");
    expect(swims).toHaveLength(1);
    expect(swims[0].hasProperty("recurrence-id")).toBe(false);
    // The day the moved one was on (the series' day, not the day it moved to).
    expect(line(swims[0], "exdate")).toBe("EXDATE;TZID=Europe/London:20300114T170000,20300121T170000");
    expect(sequenceOf(swims[0])).toBeGreaterThan(sequenceOf(skipped));
    expect(januaryOf(events)).toEqual(["2030-01-07 17:00 Swimming", "2030-01-28 17:00 Swimming"]);
    expect(januaryOf(events)).toEqual(await januaryInApp(admin.as.query));
  });

  test("a one-off event deleted leaves the feed; the series' other days stay", async () => {
    const { admin, max, feed } = await setup();
    const dentist = await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([max], { name: "Dentist", date: "2030-01-09" }) });
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([max], { repeat: weekly(["MO"]) }) });
    expect(named(eventsOf(await feed()), "Dentist")).toHaveLength(1);
    await admin.as.mutation(api.calendar.deleteCalendarEvent, { eventId: dentist, scope: "all" });
    const events = eventsOf(await feed());
    expect(named(events, "Dentist")).toEqual([]);
    expect(januaryOf(events)).toHaveLength(4);
  });
});

describe("content lines", () => {
  const encoder = new TextEncoder();
  // Long text in several scripts: accents (2 octets), CJK and the euro sign (3), emoji (4, a surrogate pair in JS).
  const name = "Élodie’s 9th birthday 🎉🎂 at Grand-mère’s, 生日快乐! Ñoño’s too — €5 each";
  const notes = "Bring: 🧁 cupcakes, crêpes, Brötchen, churros; 1 € each.\nLine two: ñandú, łódź, Ελληνικά, русский, 日本語 🚗🚕🚙 ".repeat(6).trim();
  const place = "Salle des fêtes, 12 rue de l’Église; 75001 Paris — entrée côté 🅿️ parking";

  test("every line ends CRLF and is at most 75 octets; a fold starts with one space and never splits a character", async () => {
    const { admin, max, feed } = await setup();
    const party = await admin.as.mutation(api.calendar.createCalendarEvent, {
      event: form([max], { name, notes, location: place, repeat: weekly(["SA"]), date: "2030-01-05", startTime: "14:00", endTime: "17:00" }),
    });
    // Enough skipped Saturdays for a long EXDATE line.
    for (const day of ["2030-01-12", "2030-01-19", "2030-01-26", "2030-02-02", "2030-02-09", "2030-02-16"])
      await admin.as.mutation(api.calendar.deleteCalendarEvent, { eventId: party, scope: "one", occurrenceDate: day });
    const text = await feed();
    expect(text.endsWith("\r\n")).toBe(true);
    // No bare CR or LF: every line break is CRLF.
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split("\r\n");
    const long = lines.filter((l) => encoder.encode(l).length > 75);
    expect(long).toEqual([]);
    // A lone surrogate is half an emoji: a fold between its two halves.
    expect(lines.filter((l) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(l))).toEqual([]);
    // Continuations start with exactly one space (a folded line's first character is kept).
    const folded = lines.filter((l) => l.startsWith(" "));
    expect(folded.length).toBeGreaterThan(10);
    // Folding is used only where needed: each line before a continuation is nearly full.
    lines.forEach((l, i) => {
      if (lines[i + 1]?.startsWith(" ")) expect(encoder.encode(l).length).toBeGreaterThan(70);
    });
    expect(lines.some((l) => l.startsWith("EXDATE") && lines[lines.indexOf(l) + 1].startsWith(" "))).toBe(true);

    const [event] = named(eventsOf(text), name);
    expect(event.getFirstPropertyValue("description")).toBe(notes);
    expect(event.getFirstPropertyValue("location")).toBe(place);
    expect(String(event.getFirstProperty("exdate")!.getValues().length)).toBe("6");
  });
});

// A wall time the spring change skips (01:30 on 28 March 2027 in London, 02:30 on 14 March 2027 in New York) is one
// moment everywhere the app tells it: the window (calendar.range), the feed (as a calendar app parses what it writes)
// and the reminder job (the minute it sends). The app reads it as RFC 5545 (3.3.5) does, with the offset before the gap,
// so it comes out later by the gap: 01:30 London is 02:30 BST (01:30 UTC), 02:30 New York is 03:30 EDT (07:30 UTC).
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { feedPath } from "./lib/calendarFeed";
import { sendEventReminders } from "./model/calendar";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

// The feed carries what is near "now": the tests look at March 2027 from its New Year.
beforeEach(() => vi.useFakeTimers({ now: new Date("2027-01-01T09:00:00Z"), toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

const noRepeat = { freq: "none", interval: 1, byDay: [] as string[], monthly: "date", ends: "never", until: "", count: 10 };
const MINUTE = 60_000;

/** Each zone's spring change in 2027: the skipped wall time, the instant the app reads it as, and how the family's clock shows it. */
const springs = [
  {
    zone: "Europe/London",
    day: "2027-03-28",
    skipped: "01:30",
    end: "03:00",
    instant: Date.parse("2027-03-28T01:30:00Z"),
    shown: "02:30",
    // 01:30–02:00: 02:00 BST comes before 01:30 read later by the gap, so the end keeps the half hour the wall times say.
    shortEnd: "02:00",
    shortEndAt: Date.parse("2027-03-28T02:00:00Z"),
    shownShortEnd: "03:00",
    // Sundays on either side: 01:30 GMT the week before, 01:30 BST (00:30 UTC) the week after.
    weekBefore: Date.parse("2027-03-21T01:30:00Z"),
    weekAfter: Date.parse("2027-04-04T00:30:00Z"),
  },
  {
    zone: "America/New_York",
    day: "2027-03-14",
    skipped: "02:30",
    end: "04:00",
    instant: Date.parse("2027-03-14T07:30:00Z"),
    shown: "03:30",
    shortEnd: "03:00",
    shortEndAt: Date.parse("2027-03-14T08:00:00Z"),
    shownShortEnd: "04:00",
    weekBefore: Date.parse("2027-03-07T07:30:00Z"),
    weekAfter: Date.parse("2027-03-21T06:30:00Z"),
  },
] as const;
type Spring = (typeof springs)[number];

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function setup(zone: string) {
  const t = newBackend();
  const roles = await seedRoles(t);
  await t.run((ctx) =>
    ctx.db.insert("familySettings", { familyName: "The Lovelaces", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: zone }),
  );
  return { t, ...roles, ada: roles.admin.memberId! };
}

function form(people: Id<"members">[], extra: Record<string, unknown> = {}) {
  return { name: "Night feed", allDay: false, date: "2027-03-01", startTime: "01:30", endTime: "03:00", everyone: false, memberIds: people as string[], repeat: noRepeat, reminders: [30], ...extra };
}

/** The family feed's text and its VEVENTs, the feed's own VTIMEZONEs registered so ical.js reads each TZID by them. */
async function familyFeed(t: TestBackend, admin: Awaited<ReturnType<typeof setup>>["admin"]) {
  const { token } = await admin.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "family" });
  const response = await t.fetch(feedPath(token), { method: "GET" });
  expect(response.status).toBe(200);
  const text = await response.text();
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents("vtimezone")) {
    const tzid = String(zone.getFirstPropertyValue("tzid"));
    if (ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.remove(tzid);
    ICAL.TimezoneService.register(zone);
  }
  return { text, vevents: root.getAllSubcomponents("vevent") };
}

/** Every start a calendar app finds in the feed's VEVENTs up to `until` (ms), the instances changed on their own in place of their days. */
function feedStarts(vevents: ICAL.Component[], until: number): number[] {
  return feedSpans(vevents, until).map(([start]) => start);
}

/** Every occurrence's start and end (ms) a calendar app finds in the feed's VEVENTs up to `until`, in order. */
function feedSpans(vevents: ICAL.Component[], until: number): [number, number][] {
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const component of vevents) {
    const event = new ICAL.Event(component);
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  for (const exception of exceptions) masters.get(exception.uid)!.relateException(exception);
  const spans: [number, number][] = [];
  for (const master of masters.values()) {
    const iterator = master.iterator();
    for (let next = iterator.next(); next && next.toUnixTime() * 1000 <= until; next = iterator.next()) {
      const { startDate, endDate } = master.getOccurrenceDetails(next);
      spans.push([startDate.toUnixTime() * 1000, endDate.toUnixTime() * 1000]);
      if (!master.isRecurring()) break;
    }
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/** The minutes from `from` to `to` (ms) at which the reminder job sent something, running it once a minute. */
async function reminderMinutes(t: TestBackend, from: number, to: number): Promise<number[]> {
  const sentAt: number[] = [];
  for (let now = from; now <= to; now += MINUTE) if ((await t.run((ctx) => sendEventReminders(ctx, now))) > 0) sentAt.push(now);
  return sentAt;
}

/** The minutes around each 30-minute reminder of starts at `starts`: when the job runs every minute there, it sends on the due minute only. */
async function remindersAround(t: TestBackend, starts: number[]): Promise<number[]> {
  const sentAt: number[] = [];
  for (const start of starts) sentAt.push(...(await reminderMinutes(t, start - 30 * MINUTE - 3 * MINUTE, start - 30 * MINUTE + 2 * MINUTE)));
  return sentAt;
}

describe.each(springs)("$skipped on $day in $zone, a time the clocks skip", (spring: Spring) => {
  test("a one-off event there is refused when made, start or end, so none is saved to move without a word", async () => {
    const { t, admin, ada } = await setup(spring.zone);
    await expect(
      admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { date: spring.day, startTime: spring.skipped, endTime: spring.end }) }),
    ).rejects.toMatchObject({ data: { code: "EVENT_TIME_SKIPPED", field: "startTime" } });
    await expect(
      admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { date: spring.day, startTime: "00:00", endTime: spring.skipped }) }),
    ).rejects.toMatchObject({ data: { code: "EVENT_TIME_SKIPPED", field: "endTime" } });
    expect(await t.run((ctx) => ctx.db.query("events").collect())).toEqual([]);
  });

  test("a one-off event already stored at it is one moment, later by the gap, in the window, the feed (written in UTC) and the reminder", async () => {
    const { t, admin, ada } = await setup(spring.zone);
    // Saved before the form refused such times: the reads must still agree on it.
    await t.run(async (ctx) => {
      const eventId = await ctx.db.insert("events", {
        name: "Night feed",
        date: spring.day,
        startTime: spring.skipped,
        endTime: spring.end,
        timeZone: spring.zone,
        everyone: false,
        reminders: [30],
        remindUntil: spring.day,
        sequence: 0,
        createdBy: ada,
      });
      await ctx.db.insert("eventPeople", { eventId, memberId: ada });
    });
    const { events } = await admin.as.query(api.calendar.range, { from: addDays(spring.day, -1), to: addDays(spring.day, 1) });
    expect(events.map((e) => [e.date, e.startTime, e.startAt])).toEqual([[spring.day, spring.shown, spring.instant]]);

    const { text, vevents } = await familyFeed(t, admin);
    // A local time the clocks skip is written as its moment: calendar apps read such a TZID time each their own way.
    expect(text).toContain(`DTSTART:${new Date(spring.instant).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`);
    expect(feedStarts(vevents, spring.instant + 86_400_000)).toEqual([spring.instant]);

    expect(await remindersAround(t, [spring.instant])).toEqual([spring.instant - 30 * MINUTE]);
  });

  test("a weekly series at it is later by the gap on that day only: the weeks either side keep their wall time, in the window, the feed and the reminders", async () => {
    const { t, admin, ada } = await setup(spring.zone);
    const weekly = { ...noRepeat, freq: "weekly", byDay: ["SU"], ends: "count", count: 3 };
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { date: addDays(spring.day, -7), startTime: spring.skipped, endTime: spring.end, repeat: weekly }) });
    const moments = [spring.weekBefore, spring.instant, spring.weekAfter];

    const { events } = await admin.as.query(api.calendar.range, { from: addDays(spring.day, -8), to: addDays(spring.day, 8) });
    expect(events.map((e) => `${e.date} ${e.startTime}`)).toEqual([`${addDays(spring.day, -7)} ${spring.skipped}`, `${spring.day} ${spring.shown}`, `${addDays(spring.day, 7)} ${spring.skipped}`]);
    expect(events.map((e) => e.startAt)).toEqual(moments);

    const { text, vevents } = await familyFeed(t, admin);
    // The series keeps its wall time with its TZID; its day in the gap is an instance of its own, at its moment in UTC.
    const compactDay = spring.day.replaceAll("-", "");
    expect(text).toContain(`DTSTART;TZID=${spring.zone}:${addDays(spring.day, -7).replaceAll("-", "")}T${spring.skipped.replace(":", "")}00`);
    expect(text).toContain(`RECURRENCE-ID;TZID=${spring.zone}:${compactDay}T${spring.skipped.replace(":", "")}00`);
    expect(feedStarts(vevents, spring.weekAfter + 86_400_000)).toEqual(moments);

    expect(await remindersAround(t, moments)).toEqual(moments.map((start) => start - 30 * MINUTE));
  });

  test("a weekly series ending just after the gap keeps the length its wall times say that day, in the window and the feed", async () => {
    const { t, admin, ada } = await setup(spring.zone);
    const weekly = { ...noRepeat, freq: "weekly", byDay: ["SU"], ends: "count", count: 2 };
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { date: addDays(spring.day, -7), startTime: spring.skipped, endTime: spring.shortEnd, repeat: weekly }) });
    const { events } = await admin.as.query(api.calendar.range, { from: spring.day, to: spring.day });
    expect(events.map((e) => [e.startTime, e.endTime, e.startAt, e.endAt])).toEqual([[spring.shown, spring.shownShortEnd, spring.instant, spring.shortEndAt]]);
    const { vevents } = await familyFeed(t, admin);
    expect(feedSpans(vevents, spring.instant + 86_400_000).at(-1)).toEqual([spring.instant, spring.shortEndAt]);
  });

  test("that day's occurrence renamed on its own stays at its moment in the window, the feed and the reminder; the other weeks are as they were", async () => {
    const { t, admin, ada } = await setup(spring.zone);
    const weekly = { ...noRepeat, freq: "weekly", byDay: ["SU"], ends: "count", count: 3 };
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { date: addDays(spring.day, -7), startTime: spring.skipped, endTime: spring.end, repeat: weekly }) });
    const seen = async () => (await admin.as.query(api.calendar.range, { from: addDays(spring.day, -8), to: addDays(spring.day, 8) })).events;
    const [, gapDay] = await seen();
    // The dialog opens with the family's clock: the later time the day shows.
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId: gapDay.eventId,
      scope: "one",
      occurrenceDate: gapDay.occurrenceDate,
      event: form([ada], { name: "Gala night", date: gapDay.date, startTime: gapDay.startTime, endTime: gapDay.endTime }),
    });
    const moments = [spring.weekBefore, spring.instant, spring.weekAfter];
    const after = await seen();
    expect(after.map((e) => [e.name, e.startAt])).toEqual([["Night feed", moments[0]], ["Gala night", moments[1]], ["Night feed", moments[2]]]);
    const { vevents } = await familyFeed(t, admin);
    expect(feedStarts(vevents, spring.weekAfter + 86_400_000)).toEqual(moments);
    expect(await remindersAround(t, moments)).toEqual(moments.map((start) => start - 30 * MINUTE));
  });

  test("the whole series renamed from that day's occurrence keeps its wall time on the other weeks", async () => {
    // The dialog shows the gap day at its later time (02:30 London); copied as the series' time it would move every week an hour.
    const { t, admin, ada } = await setup(spring.zone);
    const weekly = { ...noRepeat, freq: "weekly", byDay: ["SU"], ends: "count", count: 3 };
    const eventId = await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { date: addDays(spring.day, -7), startTime: spring.skipped, endTime: spring.end, repeat: weekly }) });
    const [, gapDay] = (await admin.as.query(api.calendar.range, { from: addDays(spring.day, -8), to: addDays(spring.day, 8) })).events;
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId,
      scope: "all",
      occurrenceDate: gapDay.occurrenceDate,
      event: form([ada], { name: "Night feed (bottle)", date: gapDay.date, startTime: gapDay.startTime, endTime: gapDay.endTime, repeat: { ...weekly, byDay: ["SU"] } }),
    });
    expect(await t.run((ctx) => ctx.db.get("events", eventId))).toMatchObject({ date: addDays(spring.day, -7), startTime: spring.skipped, endTime: spring.end });
  });

  test("that day and the following renamed from that day's occurrence: the week after keeps its wall time", async () => {
    // As for the whole series: the new series starting on the gap day keeps 01:30, not the later time the dialog showed.
    const { admin, ada } = await setup(spring.zone);
    const weekly = { ...noRepeat, freq: "weekly", byDay: ["SU"], ends: "count", count: 3 };
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { date: addDays(spring.day, -7), startTime: spring.skipped, endTime: spring.end, repeat: weekly }) });
    const seen = async () => (await admin.as.query(api.calendar.range, { from: addDays(spring.day, -8), to: addDays(spring.day, 8) })).events;
    const [, gapDay] = await seen();
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId: gapDay.eventId,
      scope: "following",
      occurrenceDate: gapDay.occurrenceDate,
      event: form([ada], { name: "Night feed (bottle)", date: gapDay.date, startTime: gapDay.startTime, endTime: gapDay.endTime, repeat: weekly }),
    });
    expect((await seen()).map((e) => [e.name, e.startAt])).toEqual([
      ["Night feed", spring.weekBefore],
      ["Night feed (bottle)", spring.instant],
      ["Night feed (bottle)", spring.weekAfter],
    ]);
  });
});

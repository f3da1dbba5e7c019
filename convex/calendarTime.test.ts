// Every event at the right hour: the family's zone, an event's own zone, daylight saving, and
// events over midnight, as the views (calendar.range), the feed (read back by ical.js) and
// the reminders (reminderDueAt) see them. They must agree on every occurrence's moment.
import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { feedPath } from "./lib/calendarFeed";
import { repeatFormOf } from "./lib/calendarSchema";
import { wallAt } from "./lib/timeZone";
import { MEMBER_EVENTS_MAX, reminderDueAt } from "./model/calendar";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

type SentRepeat = { freq: string; interval: number; byDay: string[]; monthly: string; ends: string; until: string; count: number };
const noRepeat: SentRepeat = { freq: "none", interval: 1, byDay: [], monthly: "date", ends: "never", until: "", count: 10 };

function form(people: Id<"members">[], extra: Record<string, unknown> = {}) {
  return {
    name: "Swimming",
    allDay: false,
    date: "2027-06-15",
    startTime: "17:00",
    endTime: "18:00",
    everyone: false,
    memberIds: people as string[],
    repeat: noRepeat,
    ...extra,
  };
}

async function setup(zone: string | undefined) {
  const t = newBackend();
  const roles = await seedRoles(t);
  if (zone !== undefined) await setZone(t, zone);
  return { t, ...roles, max: roles.member.memberId!, ada: roles.admin.memberId! };
}

/** The family's zone, as System Settings saves it. */
async function setZone(t: TestBackend, timeZone: string) {
  await t.run(async (ctx) => {
    const row = await ctx.db.query("familySettings").first();
    if (row !== null) await ctx.db.patch("familySettings", row._id, { timeZone });
    else await ctx.db.insert("familySettings", { familyName: "The Lovelaces", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone });
  });
}

/** Each occurrence's start as ical.js reads the family feed (through the feed's own VTIMEZONEs), by name. */
async function feedStarts(t: TestBackend, admin: { as: { mutation: TestBackend["mutation"] } }, from: string, to: string): Promise<Map<string, number[]>> {
  const { token } = await admin.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "family" });
  const response = await t.fetch(feedPath(token), { method: "GET" });
  const text = await response.text();
  if (process.env.DEBUG_FEED) console.log(text.split("\r\n").filter((l) => /^(DT|RECUR|UID|SUMMARY|RRULE|BEGIN:VEVENT)/.test(l)).join("\n"));
  expect(text.endsWith("\r\n")).toBe(true);
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents("vtimezone")) {
    const tzid = String(zone.getFirstPropertyValue("tzid"));
    if (ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.remove(tzid);
    ICAL.TimezoneService.register(zone);
  }
  const fromMs = Date.parse(`${from}T00:00:00Z`) - 2 * 86_400_000;
  const toMs = Date.parse(`${to}T23:59:59Z`) + 2 * 86_400_000;
  const starts = new Map<string, number[]>();
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const component of root.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(component);
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  for (const exception of exceptions) masters.get(exception.uid)!.relateException(exception);
  for (const event of masters.values()) {
    const seen: number[] = [];
    if (!event.isRecurring()) seen.push(event.startDate.toUnixTime() * 1000);
    else {
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        const at = event.getOccurrenceDetails(next).startDate.toUnixTime() * 1000;
        if (next.toUnixTime() * 1000 > toMs) break;
        seen.push(at);
      }
    }
    starts.set(event.summary, seen.filter((at) => at >= fromMs && at <= toMs));
  }
  return starts;
}

describe("the family's zone and each event's", () => {
  test("an event made in London and a family moved to New York: the view, the feed and the reminder say the same moment", async () => {
    const { t, admin, ada } = await setup("Europe/London");
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { reminders: [30] }) });
    // Moving the family keeps each event's moment, as Google Calendar does: 17:00 London is 12:00 New York.
    await setZone(t, "America/New_York");
    const { events } = await admin.as.query(api.calendar.range, { from: "2027-06-01", to: "2027-06-30" });
    expect(events).toEqual([expect.objectContaining({ date: "2027-06-15", startTime: "12:00", endTime: "13:00", timeZone: "Europe/London" })]);
    const moment = Date.parse("2027-06-15T16:00:00Z");
    expect(events[0].startAt).toBe(moment);
    expect(reminderDueAt(events[0], 30, "America/New_York")).toBe(moment - 30 * 60_000);
    expect((await feedStarts(t, admin, "2027-06-01", "2027-06-30")).get("Swimming")).toEqual([moment]);
  });

  test("an edit keeps the zone the event was made in: the form's times are the family's clock, stored in the event's zone", async () => {
    const { t, admin, ada } = await setup("Europe/London");
    const eventId = await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada]) });
    await setZone(t, "America/New_York");
    // The dialog shows 12:00–13:00 New York; the person renames it and moves it an hour on.
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId,
      scope: "all",
      occurrenceDate: "2027-06-15",
      event: form([ada], { name: "Swimming lesson", startTime: "13:00", endTime: "14:00" }),
    });
    const stored = await t.run((ctx) => ctx.db.get("events", eventId));
    expect(stored).toMatchObject({ timeZone: "Europe/London", date: "2027-06-15", startTime: "18:00", endTime: "19:00" });
  });
});

describe("a weekly series seen from a zone where its days fall differently", () => {
  // Mondays and Thursdays 17:00 in London are Tuesdays and Fridays 01:00 in Tokyo.
  const mondaysAndThursdays = { ...noRepeat, freq: "weekly", byDay: ["MO", "TH"] };

  async function madeInLondonSeenFromTokyo() {
    const { t, admin, ada } = await setup("Europe/London");
    const eventId = await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { date: "2027-06-14", repeat: mondaysAndThursdays }) });
    await setZone(t, "Asia/Tokyo");
    const seen = async () => (await admin.as.query(api.calendar.range, { from: "2027-06-14", to: "2027-06-27" })).events;
    return { t, admin, ada, eventId, seen };
  }
  const shown = (events: { name: string; date: string; startTime?: string }[]) => events.map((e) => `${e.name} ${e.date} ${e.startTime}`);

  test("the dialog offers the days it shows on, and an edit of the whole series that changes only its name keeps every day and time", async () => {
    const { t, admin, ada, eventId, seen } = await madeInLondonSeenFromTokyo();
    const before = await seen();
    expect(shown(before)).toEqual(["Swimming 2027-06-15 01:00", "Swimming 2027-06-18 01:00", "Swimming 2027-06-22 01:00", "Swimming 2027-06-25 01:00"]);
    // What the dialog opens with: the family's clock, days included.
    const first = before[0];
    expect(repeatFormOf(first.repeat, first.seriesDate ?? first.date).byDay).toEqual(["TU", "FR"]);
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId,
      scope: "all",
      occurrenceDate: first.occurrenceDate,
      event: form([ada], {
        name: "Swimming lesson",
        date: first.date,
        startTime: first.startTime,
        endTime: first.endTime,
        repeat: { ...repeatFormOf(first.repeat, first.seriesDate ?? first.date), count: 10 },
      }),
    });
    expect(shown(await seen())).toEqual(shown(before).map((line) => line.replace("Swimming", "Swimming lesson")));
    // Kept in London, as made: Mondays and Thursdays at 17:00 from the 14th.
    expect(await t.run((ctx) => ctx.db.get("events", eventId))).toMatchObject({
      timeZone: "Europe/London",
      date: "2027-06-14",
      startTime: "17:00",
      repeat: { freq: "weekly", interval: 1, byDay: ["MO", "TH"] },
    });
  });

  test("days chosen in the dialog are the family's: Wednesdays at 01:00 in Tokyo are Tuesdays at 17:00 in London", async () => {
    const { t, admin, ada, eventId, seen } = await madeInLondonSeenFromTokyo();
    const [first] = await seen();
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId,
      scope: "all",
      occurrenceDate: first.occurrenceDate,
      event: form([ada], { date: "2027-06-16", startTime: "01:00", endTime: "02:00", repeat: { ...noRepeat, freq: "weekly", byDay: ["WE"] } }),
    });
    expect(shown(await seen())).toEqual(["Swimming 2027-06-16 01:00", "Swimming 2027-06-23 01:00"]);
    expect(await t.run((ctx) => ctx.db.get("events", eventId))).toMatchObject({ timeZone: "Europe/London", date: "2027-06-15", startTime: "17:00", repeat: { byDay: ["TU"] } });
  });
});

describe("daylight saving", () => {
  test("a one-off event at a time the spring change skips is refused, with a message for the field", async () => {
    const { admin, ada } = await setup("America/New_York");
    await expect(
      admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { date: "2027-03-14", startTime: "02:30", endTime: "04:00" }) }),
    ).rejects.toMatchObject({ data: { code: "EVENT_TIME_SKIPPED", field: "startTime" } });
    // The repeated hour in autumn is its first passing.
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { date: "2027-11-07", startTime: "01:30", endTime: "03:00" }) });
    const { events } = await admin.as.query(api.calendar.range, { from: "2027-11-07", to: "2027-11-07" });
    expect(events[0].startAt).toBe(Date.parse("2027-11-07T05:30:00Z"));
  });

  test("a daily 02:30 series in New York is 03:30 on the day the clocks skip it, in the view, the feed and the reminders", async () => {
    const { t, admin, ada } = await setup("America/New_York");
    await admin.as.mutation(api.calendar.createCalendarEvent, {
      event: form([ada], { name: "Night feed", date: "2027-03-13", startTime: "02:30", endTime: "03:00", repeat: { ...noRepeat, freq: "daily", ends: "count", count: 3 } }),
    });
    const { events } = await admin.as.query(api.calendar.range, { from: "2027-03-13", to: "2027-03-15" });
    expect(events.map((e) => `${e.date} ${e.startTime}`)).toEqual(["2027-03-13 02:30", "2027-03-14 03:30", "2027-03-15 02:30"]);
    const moments = events.map((e) => e.startAt);
    expect(moments).toEqual([Date.parse("2027-03-13T07:30:00Z"), Date.parse("2027-03-14T07:30:00Z"), Date.parse("2027-03-15T06:30:00Z")]);
    expect(events.map((e) => reminderDueAt(e, 0, "America/New_York"))).toEqual(moments);
    expect((await feedStarts(t, admin, "2027-03-13", "2027-03-15")).get("Night feed")).toEqual(moments);
  });

  test("property: for random zones, days and times, the view, the feed and the reminder agree on every occurrence", async () => {
    const zones = ["Europe/London", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "America/Sao_Paulo", "Europe/Berlin", "Pacific/Auckland"];
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...zones),
        fc.constantFrom(...zones),
        // Around the spring and autumn changes of both hemispheres in 2027 and 2028.
        fc.constantFrom("2027-03-", "2027-04-", "2027-09-", "2027-10-", "2027-11-", "2028-03-", "2028-10-"),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 30),
        fc.boolean(),
        async (madeIn, movedTo, month, day, hour, minute, daily) => {
          runs++;
          const { t, admin, ada } = await setup(madeIn);
          const date = `${month}${String(day).padStart(2, "0")}`;
          const startTime = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
          const endTime = hour < 23 ? `${String(hour + 1).padStart(2, "0")}:${String(minute).padStart(2, "0")}` : "23:59";
          const repeat = daily ? { ...noRepeat, freq: "daily", ends: "count", count: 10 } : noRepeat;
          try {
            await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { date, startTime, endTime, repeat }) });
          } catch (error) {
            // Only a one-off time the clocks skip is refused.
            expect(daily).toBe(false);
            expect(error).toMatchObject({ data: { code: "EVENT_TIME_SKIPPED" } });
            return;
          }
          await setZone(t, movedTo);
          const to = new Date(Date.parse(`${date}T00:00:00Z`) + 11 * 86_400_000).toISOString().slice(0, 10);
          const from = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
          const { events } = await admin.as.query(api.calendar.range, { from, to });
          const view = events.map((e) => e.startAt!);
          expect(view).toHaveLength(daily ? 10 : 1);
          // What the view draws is the family's clock at that moment.
          for (const e of events) expect({ day: e.date, time: e.startTime }).toEqual(wallAt(movedTo, e.startAt!));
          expect(events.map((e) => reminderDueAt(e, 0, movedTo))).toEqual(view);
          expect((await feedStarts(t, admin, from, to)).get("Swimming")).toEqual(view);
        },
      ),
      { numRuns: 30 },
    );
    expect(runs).toBe(30);
  }, 120_000);
});

describe("events over midnight and several days", () => {
  test("a sleepover 19:00 → 10:00 next day and a camp Friday 18:00 – Sunday 14:00 are kept, shown on each day and in the feed", async () => {
    const { t, admin, ada } = await setup("Europe/London");
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { name: "Sleepover", date: "2027-06-11", endDate: "2027-06-12", startTime: "19:00", endTime: "10:00" }) });
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { name: "Camp", date: "2027-06-18", endDate: "2027-06-20", startTime: "18:00", endTime: "14:00" }) });
    const { events } = await admin.as.query(api.calendar.range, { from: "2027-06-12", to: "2027-06-19" });
    expect(events.map((e) => [e.name, e.date, e.startTime, e.endDate, e.endTime])).toEqual([
      ["Sleepover", "2027-06-11", "19:00", "2027-06-12", "10:00"],
      ["Camp", "2027-06-18", "18:00", "2027-06-20", "14:00"],
    ]);
    const { token } = await admin.as.mutation(api.calendarFeeds.createFeedUrl, { scope: "family" });
    const text = await (await t.fetch(feedPath(token), { method: "GET" })).text();
    expect(text).toContain("DTEND;TZID=Europe/London:20270620T140000");
    // The end still comes after the start.
    await expect(
      admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { date: "2027-06-11", endDate: "2027-06-11", startTime: "19:00", endTime: "10:00" }) }),
    ).rejects.toMatchObject({ data: { code: "EVENT_END_BEFORE_START" } });
  });
});

describe("a window's read and the caps", () => {
  const junk = (createdBy: Id<"members">, date: string) => ({ name: "junk", date, startTime: "09:00", endTime: "10:00", timeZone: "Europe/London", everyone: true, createdBy, sequence: 0 });

  test("events dated just before the window cost its read nothing: the dentist still shows", async () => {
    const { t, admin, member, ada, max } = await setup("Europe/London");
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { name: "Dentist", date: "2027-06-15" }) });
    await t.run(async (ctx) => {
      for (let i = 0; i < 600; i++) await ctx.db.insert("events", junk(max, "2027-05-30"));
    });
    const range = await member.as.query(api.calendar.range, { from: "2027-06-01", to: "2027-06-30" });
    expect(range.events.map((e) => e.name)).toEqual(["Dentist"]);
    expect(range.truncated).toBe(false);
  });

  test("a read that fills says truncated", async () => {
    const { t, admin, max } = await setup("Europe/London");
    await t.run(async (ctx) => {
      for (let i = 0; i < 501; i++) await ctx.db.insert("events", junk(max, "2027-06-10"));
    });
    expect((await admin.as.query(api.calendar.range, { from: "2027-06-01", to: "2027-06-30" })).truncated).toBe(true);
  });

  test("a window with more than it can carry keeps every day's share: the last days are not empty", async () => {
    const { admin, ada } = await setup("Europe/London");
    for (let i = 0; i < 50; i++) {
      await admin.as.mutation(api.calendar.createCalendarEvent, {
        event: form([ada], { name: `Daily ${i}`, date: "2027-05-01", repeat: { ...noRepeat, freq: "daily" } }),
      });
    }
    const range = await admin.as.query(api.calendar.range, { from: "2027-05-01", to: "2027-06-11" });
    expect(range.truncated).toBe(true);
    expect(range.events.length).toBeLessThanOrEqual(2000);
    const perDay = new Map<string, number>();
    for (const e of range.events) perDay.set(e.date, (perDay.get(e.date) ?? 0) + 1);
    // 42 days share 2,000: 47 or 48 each, the last day as much as the first.
    expect(perDay.size).toBe(42);
    expect(Math.min(...perDay.values())).toBeGreaterThanOrEqual(47);
  });

  test("a member's cap counts their past events too", async () => {
    const { t, member, max } = await setup("Europe/London");
    const yesterday = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);
    await t.run(async (ctx) => {
      for (let i = 0; i < MEMBER_EVENTS_MAX; i++) await ctx.db.insert("events", junk(max, yesterday));
    });
    await expect(member.as.mutation(api.calendar.createCalendarEvent, { event: form([max], { date: yesterday }) })).rejects.toMatchObject({
      data: { code: "EVENT_MEMBER_LIMIT" },
    });
  });
});

describe("refusals, not server errors", () => {
  test("upcoming with a day that is not one", async () => {
    const { member } = await setup("Europe/London");
    for (const today of ["", "tomorrow", "2027-02-30"]) {
      await expect(member.as.query(api.events.upcoming, { today })).rejects.toMatchObject({ data: { code: "INVALID_DATE" } });
    }
  });

  test("a repeat rrule-temporal gives up on: this and following on a monthly 31st since the year 1000", async () => {
    const { admin, ada } = await setup("Europe/London");
    const monthly = { ...noRepeat, freq: "monthly" };
    const eventId = await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { date: "1000-01-31", repeat: monthly }) });
    await expect(
      admin.as.mutation(api.calendar.updateCalendarEvent, {
        eventId,
        scope: "following",
        occurrenceDate: "2027-01-31",
        event: form([ada], { date: "2027-01-31", name: "Later", repeat: { ...monthly, ends: "count", count: 5 } }),
      }),
    ).rejects.toMatchObject({ data: { code: "REPEAT_TOO_COMPLEX" } });
  });
});

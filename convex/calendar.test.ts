// The family calendar (model/calendar.ts, model/recurrence.ts): repeats and their exceptions,
// daylight saving, who may do what, the window's other entries, and what a month costs.
import { convexTest } from "convex-test";
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { defaultPageAccess } from "./lib/access";
import { OCCURRENCES_MAX, occurrencesBetween, sendEventReminders } from "./model/calendar";
import { lastRepeatDay, repeatDaysBetween } from "./model/recurrence";
import schema from "./schema";
import { modules, newBackend, seedRoles, type TestBackend } from "./test.setup";

/** The repeat part of the form as it sends it: every part, whatever the frequency. */
type SentRepeat = { freq: string; interval: number; byDay: string[]; monthly: string; ends: string; until: string; count: number };
const noRepeat: SentRepeat = { freq: "none", interval: 1, byDay: [], monthly: "date", ends: "never", until: "", count: 10 };
const weekly = (byDay: string[], extra: Partial<SentRepeat> = {}): SentRepeat => ({ ...noRepeat, freq: "weekly", byDay, ...extra });

/** An event form: Monday 7 January 2030, 17:00–18:00, for `people`. */
function form(people: Id<"members">[], extra: Record<string, unknown> = {}) {
  return {
    name: "Swimming",
    allDay: false,
    date: "2030-01-07",
    startTime: "17:00",
    endTime: "18:00",
    everyone: false,
    memberIds: people as string[],
    repeat: noRepeat,
    ...extra,
  };
}

async function setup() {
  const t = newBackend();
  const roles = await seedRoles(t);
  return { t, ...roles, max: roles.member.memberId!, ada: roles.admin.memberId! };
}

async function window(client: { query: TestBackend["query"] }, from: string, to: string) {
  return client.query(api.calendar.range, { from, to });
}

const days = (range: { events: { date: string }[] }) => range.events.map((e) => e.date);

describe("repeats", () => {
  test("a member's weekly swimming shows on its days in any window, for them, with the time kept", async () => {
    const { admin, member, max } = await setup();
    await member.as.mutation(api.calendar.createCalendarEvent, { event: form([max], { repeat: weekly(["MO", "TH"]) }) });
    const january = await window(admin.as, "2030-01-01", "2030-01-31");
    expect(days(january)).toEqual(["2030-01-07", "2030-01-10", "2030-01-14", "2030-01-17", "2030-01-21", "2030-01-24", "2030-01-28", "2030-01-31"]);
    expect(january.events[0]).toMatchObject({ name: "Swimming", startTime: "17:00", endTime: "18:00", everyone: false, memberIds: [max] });
    // Any later window: expansion is for the window asked only.
    expect(days(await window(admin.as, "2031-06-01", "2031-06-10"))).toEqual(["2031-06-02", "2031-06-05", "2031-06-09"]);
  });

  test("every other week, the last Friday of the month, yearly, until a day, N times", async () => {
    const { admin, ada } = await setup();
    const add = (extra: Record<string, unknown>) => admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], extra) });
    await add({ name: "Fortnightly", repeat: weekly(["MO"], { interval: 2, ends: "until", until: "2030-02-28" }) });
    await add({ name: "Last Friday", date: "2030-01-25", repeat: { ...noRepeat, freq: "monthly", monthly: "lastWeekday" } });
    await add({ name: "Five days", date: "2030-02-10", repeat: { ...noRepeat, freq: "daily", ends: "count", count: 5 } });
    const range = await window(admin.as, "2030-01-01", "2030-03-03");
    const of = (name: string) => range.events.filter((e) => e.name === name).map((e) => e.date);
    expect(of("Fortnightly")).toEqual(["2030-01-07", "2030-01-21", "2030-02-04", "2030-02-18"]);
    expect(of("Last Friday")).toEqual(["2030-01-25", "2030-02-22"]);
    expect(of("Five days")).toEqual(["2030-02-10", "2030-02-11", "2030-02-12", "2030-02-13", "2030-02-14"]);
    // The last Friday is refused for a Friday that is not its month's last.
    await expect(add({ date: "2030-01-18", repeat: { ...noRepeat, freq: "monthly", monthly: "lastWeekday" } })).rejects.toMatchObject({
      data: { code: "UNKNOWN_CHOICE", field: "repeat.monthly" },
    });
  });

  test("weekly on days that leave out the start's weekday begins on the first of them", async () => {
    const { admin, ada } = await setup();
    // 7 January 2030 is a Monday; Tuesdays and Thursdays begin on the 8th.
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { repeat: weekly(["TU", "TH"]) }) });
    expect(days(await window(admin.as, "2030-01-01", "2030-01-12"))).toEqual(["2030-01-08", "2030-01-10"]);
  });

  test("expansion is capped per window, and a window is at most 62 days", async () => {
    expect(repeatDaysBetween("2030-01-01", { freq: "daily", interval: 1 }, "2030-01-01", "2030-03-01", 10)).toEqual({
      days: ["2030-01-01", "2030-01-02", "2030-01-03", "2030-01-04", "2030-01-05", "2030-01-06", "2030-01-07", "2030-01-08", "2030-01-09", "2030-01-10"],
      truncated: true,
    });
    expect(lastRepeatDay("2030-01-01", { freq: "weekly", interval: 1, count: 3 })).toBe("2030-01-15");
    const { admin } = await setup();
    await expect(window(admin.as, "2030-01-01", "2030-03-04")).rejects.toMatchObject({ data: { code: "CALENDAR_RANGE" } });
    await expect(window(admin.as, "2030-01-10", "2030-01-01")).rejects.toMatchObject({ data: { code: "CALENDAR_RANGE" } });
    expect(OCCURRENCES_MAX).toBeGreaterThanOrEqual(62 * 20);
  });

  test("a counted repeat whose last day is past year 9999 ends for ever, and still shows in every window", async () => {
    // Every 99 years, 500 times: the last would be in 51431, which Temporal writes "+051431-…".
    const longest = { ...noRepeat, freq: "yearly", interval: 99, ends: "count", count: 500 };
    expect(lastRepeatDay("2030-01-07", { freq: "yearly", interval: 99, count: 500 })).toBe("9999-12-31");
    const { t, admin, ada } = await setup();
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { name: "Centuries", repeat: longest }) });
    await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { name: "Days", allDay: true, endDate: "2030-01-09", repeat: longest }) });
    const stored = await t.run((ctx) => ctx.db.query("events").collect());
    expect(stored.map((event) => event.seriesEnd)).toEqual(["9999-12-31", "9999-12-31"]);
    expect((await window(admin.as, "2030-01-01", "2030-01-31")).events.map((e) => e.name).sort()).toEqual(["Centuries", "Days"]);
    expect(days(await window(admin.as, "2129-01-01", "2129-01-31"))).toEqual(["2129-01-07", "2129-01-07"]);
  });

  test("a repeat's stored last day is always a yyyy-MM-dd day, never before its start", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("daily", "weekly", "monthly", "yearly"),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 3000 }),
        (freq, interval, count, offset) => {
          const start = new Date(Date.UTC(2000, 0, 1) + offset * 86_400_000 * 3).toISOString().slice(0, 10);
          let last: string;
          try {
            last = lastRepeatDay(start, { freq: freq as "daily", interval, count });
          } catch (error) {
            // A rule too slow to count out is refused, not stored.
            expect(error).toMatchObject({ data: { code: "REPEAT_TOO_COMPLEX" } });
            return;
          }
          expect(last).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(last >= start).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  test("a window cut to its cap says how many each day lost, so that day can show \"+N more\"", async () => {
    const { t, admin, ada } = await setup();
    const add = (extra: Record<string, unknown>) => admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], extra) });
    // Three on Monday 7 January, one on the 8th: a cap of two keeps each day's first.
    for (const name of ["One", "Two", "Three"]) await add({ name });
    await add({ name: "Tuesday", date: "2030-01-08" });
    const read = await t.run((ctx) => occurrencesBetween(ctx, null, "2030-01-07", "2030-01-08", 2));
    expect(read.events.map((e) => e.date)).toEqual(["2030-01-07", "2030-01-08"]);
    expect(read).toMatchObject({ truncated: true, cut: [{ date: "2030-01-07", count: 2 }] });
  });

  test("a window stops expanding series once it has made twice its cap, and a one-off event is still in it", async () => {
    const { t, ada } = await setup();
    await t.run(async (ctx) => {
      for (let i = 0; i < 40; i++) {
        await ctx.db.insert("events", { name: `Daily ${i}`, date: "2030-01-01", startTime: "07:00", endTime: "08:00", timeZone: "UTC", everyone: true, repeat: { freq: "daily", interval: 1 }, seriesEnd: "9999-12-31", sequence: 0, createdBy: ada });
      }
      await ctx.db.insert("events", { name: "Dentist", date: "2030-01-10", startTime: "23:00", endTime: "23:30", timeZone: "UTC", everyone: true, sequence: 0, createdBy: ada });
    });
    // Each day a series falls on is placed on the family's clock through Intl: the count of those calls is the work done.
    const formatted = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    const read = await t.run((ctx) => occurrencesBetween(ctx, null, "2030-01-07", "2030-01-13", 10));
    const calls = formatted.mock.calls.length;
    formatted.mockRestore();
    expect(read.events).toHaveLength(10);
    expect(read.truncated).toBe(true);
    // 40 series of 9 days each (the window and a day either side) would be 360 placed; the budget
    // is 20, and the one-off: at most 21, each a handful of calls (a start and an end, both ways).
    expect(calls).toBeLessThanOrEqual(8 * 21);
    const all = await t.run((ctx) => occurrencesBetween(ctx, null, "2030-01-10", "2030-01-10", 10));
    expect(all.events.map((e) => e.name)).toContain("Dentist");
  });
});

describe("one occurrence, or this and following", () => {
  async function swimmingSeries() {
    const s = await setup();
    const eventId = await s.admin.as.mutation(api.calendar.createCalendarEvent, { event: form([s.max], { repeat: weekly(["MO"]) }) });
    return { ...s, eventId };
  }

  test("skip one: that Monday is gone, the others stay", async () => {
    const { admin, member, eventId } = await swimmingSeries();
    await admin.as.mutation(api.calendar.deleteCalendarEvent, { eventId, scope: "one", occurrenceDate: "2030-01-14" });
    expect(days(await window(member.as, "2030-01-01", "2030-01-31"))).toEqual(["2030-01-07", "2030-01-21", "2030-01-28"]);
  });

  test("move one: that occurrence is on its new day and time, the series unchanged; editing it again edits it", async () => {
    const { admin, max, eventId } = await swimmingSeries();
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId,
      scope: "one",
      occurrenceDate: "2030-01-14",
      event: form([max], { date: "2030-01-15", startTime: "16:00", endTime: "17:00", repeat: weekly(["MO"]) }),
    });
    let range = await window(admin.as, "2030-01-01", "2030-01-31");
    expect(range.events.map((e) => [e.date, e.startTime])).toEqual([
      ["2030-01-07", "17:00"],
      ["2030-01-15", "16:00"],
      ["2030-01-21", "17:00"],
      ["2030-01-28", "17:00"],
    ]);
    const moved = range.events[1];
    expect(moved).toMatchObject({ seriesId: eventId, occurrenceDate: "2030-01-14" });
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId: moved.eventId,
      scope: "one",
      event: form([max], { date: "2030-01-15", startTime: "16:30", endTime: "17:30" }),
    });
    range = await window(admin.as, "2030-01-01", "2030-01-31");
    expect(range.events.map((e) => e.startTime)).toEqual(["17:00", "16:30", "17:00", "17:00"]);
    // Skipping the moved one removes it; the series stays without that Monday.
    await admin.as.mutation(api.calendar.deleteCalendarEvent, { eventId: moved.eventId, scope: "one" });
    expect(days(await window(admin.as, "2030-01-01", "2030-01-31"))).toEqual(["2030-01-07", "2030-01-21", "2030-01-28"]);
  });

  test("this and following: earlier Mondays keep 17:00, from the 21st on 18:00, and skips after it move along", async () => {
    const { t, admin, max, eventId } = await swimmingSeries();
    await admin.as.mutation(api.calendar.deleteCalendarEvent, { eventId, scope: "one", occurrenceDate: "2030-01-28" });
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId,
      scope: "following",
      occurrenceDate: "2030-01-21",
      event: form([max], { date: "2030-01-21", startTime: "18:00", endTime: "19:00", repeat: weekly(["MO"]) }),
    });
    const range = await window(admin.as, "2030-01-01", "2030-02-11");
    expect(range.events.map((e) => [e.date, e.startTime])).toEqual([
      ["2030-01-07", "17:00"],
      ["2030-01-14", "17:00"],
      ["2030-01-21", "18:00"],
      ["2030-02-04", "18:00"],
      ["2030-02-11", "18:00"],
    ]);
    const series = await t.run((ctx) => ctx.db.query("events").collect());
    expect(series.map((e) => [e.repeat?.until, e.seriesEnd, e.skipped])).toEqual([
      // Ends the day before (its last day is a bound: the series reads no further).
      ["2030-01-20", "2030-01-20", []],
      [undefined, "9999-12-31", ["2030-01-28"]],
    ]);
    // Deleting "this and following" from 4 February ends the new series on the 3rd.
    const newSeries = range.events[2].eventId;
    await admin.as.mutation(api.calendar.deleteCalendarEvent, { eventId: newSeries, scope: "following", occurrenceDate: "2030-02-04" });
    expect(days(await window(admin.as, "2030-01-01", "2030-02-28"))).toEqual(["2030-01-07", "2030-01-14", "2030-01-21"]);
  });

  test("editing all from a later occurrence moves the whole series by as much", async () => {
    const { admin, max, eventId } = await swimmingSeries();
    await admin.as.mutation(api.calendar.updateCalendarEvent, {
      eventId,
      scope: "all",
      occurrenceDate: "2030-01-21",
      event: form([max], { date: "2030-01-22", repeat: weekly(["TU"]) }),
    });
    expect(days(await window(admin.as, "2030-01-01", "2030-01-31"))).toEqual(["2030-01-08", "2030-01-15", "2030-01-22", "2030-01-29"]);
  });
});

describe("time zones", () => {
  test("a weekly 08:30 keeps 08:30 on its days across both daylight-saving changes, in London and New York", async () => {
    for (const [zone, spring, autumn] of [
      ["Europe/London", "2030-03-31", "2030-10-27"],
      ["America/New_York", "2030-03-10", "2030-11-03"],
    ] as const) {
      const { t, admin, ada } = await setup();
      await t.run(async (ctx) => {
        await ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: zone });
      });
      // Sundays, from two weeks before the spring change.
      await admin.as.mutation(api.calendar.createCalendarEvent, {
        event: form([ada], { date: addDaysTo(spring, -14), startTime: "08:30", endTime: "09:30", repeat: weekly(["SU"]) }),
      });
      for (const change of [spring, autumn]) {
        const range = await window(admin.as, addDaysTo(change, -7), addDaysTo(change, 7));
        expect(range.events.map((e) => [e.date, e.startTime])).toEqual([
          [addDaysTo(change, -7), "08:30"],
          [change, "08:30"],
          [addDaysTo(change, 7), "08:30"],
        ]);
      }
      const stored = await t.run((ctx) => ctx.db.query("events").first());
      expect(stored?.timeZone).toBe(zone);
    }
  });

  test("an all-day event is its plain date in Auckland, Los Angeles and UTC", async () => {
    for (const zone of ["Pacific/Auckland", "America/Los_Angeles", "UTC"]) {
      const { t, admin, ada } = await setup();
      await t.run((ctx) =>
        ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: zone }),
      );
      await admin.as.mutation(api.calendar.createCalendarEvent, {
        event: form([ada], { name: "Sports day", allDay: true, date: "2030-06-14", endDate: "2030-06-15", startTime: "", endTime: "" }),
      });
      const range = await window(admin.as, "2030-06-01", "2030-06-30");
      expect(range.events.map((e) => [e.date, e.endDate, e.startTime])).toEqual([["2030-06-14", "2030-06-15", undefined]]);
      const stored = await t.run((ctx) => ctx.db.query("events").first());
      expect(stored).toMatchObject({ date: "2030-06-14", endDate: "2030-06-15" });
      expect(stored?.timeZone).toBeUndefined();
    }
  });
});

function addDaysTo(day: string, n: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

describe("reminders", () => {
  /** Runs the job every five minutes from `fromIso` to `toIso`; the UTC minutes at which it sent something, with what. */
  async function walk(t: TestBackend, fromIso: string, toIso: string) {
    const sentAt: string[] = [];
    for (let now = Date.parse(fromIso); now <= Date.parse(toIso); now += 5 * 60_000) {
      const sent = await t.run((ctx) => sendEventReminders(ctx, now));
      if (sent > 0) sentAt.push(`${new Date(now).toISOString().slice(0, 16)} ×${sent}`);
    }
    return sentAt;
  }

  test("an hour before a weekly 08:30, on the family's clock, on both sides of daylight saving in London and New York", async () => {
    for (const [zone, before, change, utcBefore, utcAfter] of [
      ["Europe/London", "2030-03-24", "2030-03-31", "07:30", "06:30"],
      ["America/New_York", "2030-03-03", "2030-03-10", "12:30", "11:30"],
    ] as const) {
      const { t, admin, max, ada } = await setup();
      await t.run((ctx) =>
        ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: zone }),
      );
      await admin.as.mutation(api.calendar.createCalendarEvent, {
        event: form([max, ada], { date: before, startTime: "08:30", endTime: "09:30", repeat: weekly(["SU"]), reminders: [60] }),
      });
      // Max is told (Ada too: a reminder is not an edit, it goes to everyone in it), once each Sunday.
      expect(await walk(t, `${before}T00:00Z`, `${before}T23:55Z`)).toEqual([`${before}T${utcBefore} ×2`]);
      expect(await walk(t, `${change}T00:00Z`, `${change}T23:55Z`)).toEqual([`${change}T${utcAfter} ×2`]);
      const notes = await t.run((ctx) => ctx.db.query("notifications").collect());
      expect(notes.filter((n) => n.memberId === max && n.details.kind === "eventReminder").map((n) => n.details)).toEqual([
        { kind: "eventReminder", eventId: expect.any(String), eventTitle: "Swimming", date: before, startTime: "08:30", minutesBefore: 60 },
        { kind: "eventReminder", eventId: expect.any(String), eventTitle: "Swimming", date: change, startTime: "08:30", minutesBefore: 60 },
      ]);
    }
  });

  test("an all-day event's reminder a day before comes at 7 in the morning the day before; a skipped one never", async () => {
    const { t, admin, max } = await setup();
    await t.run((ctx) =>
      ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: "Europe/Berlin" }),
    );
    const eventId = await admin.as.mutation(api.calendar.createCalendarEvent, {
      event: form([max], { name: "Bins", allDay: true, date: "2030-07-02", startTime: "", endTime: "", repeat: weekly(["TU"]), reminders: [1440] }),
    });
    await admin.as.mutation(api.calendar.deleteCalendarEvent, { eventId, scope: "one", occurrenceDate: "2030-07-09" });
    // 07:00 in Berlin in summer is 05:00 UTC, on the Mondays.
    expect(await walk(t, "2030-07-01T00:00Z", "2030-07-01T23:55Z")).toEqual(["2030-07-01T05:00 ×1"]);
    expect(await walk(t, "2030-07-08T00:00Z", "2030-07-08T23:55Z")).toEqual([]);
    expect(await walk(t, "2030-07-15T04:00Z", "2030-07-15T06:00Z")).toEqual(["2030-07-15T05:00 ×1"]);
  });

  test("reminders are checked: at most three, each at most a week before", async () => {
    const { admin, ada } = await setup();
    for (const reminders of [[10, 20, 30, 40], [10081], [-5]]) {
      await expect(admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], { reminders }) })).rejects.toMatchObject({
        data: { code: "UNKNOWN_CHOICE", field: expect.stringMatching(/^reminders/) },
      });
    }
  });

  test("a reminder is one of the choices its kind of event offers: an all-day event has no \"10 minutes before\", a timed one no \"20 minutes\"", async () => {
    const { admin, ada } = await setup();
    // What the details would say of them is another choice's name ("At start"), and the form has no box to take them off.
    const refused = [form([ada], { reminders: [20] }), form([ada], { reminders: [2880] }), form([ada], { allDay: true, startTime: "", endTime: "", reminders: [1440, 10] })];
    for (const event of refused) {
      await expect(admin.as.mutation(api.calendar.createCalendarEvent, { event })).rejects.toMatchObject({ data: { code: "UNKNOWN_CHOICE", field: "reminders" } });
    }
    for (const event of [form([ada], { reminders: [0, 10, 10080] }), form([ada], { allDay: true, startTime: "", endTime: "", reminders: [0, 2880] })]) {
      await expect(admin.as.mutation(api.calendar.createCalendarEvent, { event })).resolves.toBeDefined();
    }
  });
});

describe("who may do what", () => {
  test("members plan for themselves; for others or everyone only when the family allows it", async () => {
    const { admin, member, max, ada } = await setup();
    await member.as.mutation(api.calendar.createCalendarEvent, { event: form([max]) });
    await expect(member.as.mutation(api.calendar.createCalendarEvent, { event: form([max, ada]) })).rejects.toMatchObject({
      data: { code: "EVENT_FOR_OTHERS" },
    });
    await expect(member.as.mutation(api.calendar.createCalendarEvent, { event: form([], { everyone: true }) })).rejects.toMatchObject({
      data: { code: "EVENT_FOR_OTHERS" },
    });
    await admin.as.mutation(api.settings.saveFamilySettings, {
      familyName: "F",
      colorMode: "system",
      notifications: true,
      autoLogoutMinutes: 0,
      language: "en",
      membersPlanForEveryone: true,
    });
    await member.as.mutation(api.calendar.createCalendarEvent, { event: form([], { everyone: true, name: "Picnic" }) });
    expect((await window(admin.as, "2030-01-07", "2030-01-07")).events.map((e) => e.name)).toEqual(["Swimming", "Picnic"]);
  });

  test("members change only what they added; admins change anything; canEdit says which", async () => {
    const { admin, member, max, ada } = await setup();
    const adas = await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([max, ada], { name: "Dentist" }) });
    const maxs = await member.as.mutation(api.calendar.createCalendarEvent, { event: form([max], { name: "Football" }) });
    const range = await window(member.as, "2030-01-07", "2030-01-07");
    expect(range.events.map((e) => [e.name, e.canEdit])).toEqual([
      ["Dentist", false],
      ["Football", true],
    ]);
    await expect(member.as.mutation(api.calendar.updateCalendarEvent, { eventId: adas, scope: "all", event: form([max]) })).rejects.toMatchObject({
      data: { code: "EVENT_OWN_ONLY" },
    });
    await expect(member.as.mutation(api.calendar.deleteCalendarEvent, { eventId: adas, scope: "all" })).rejects.toMatchObject({
      data: { code: "EVENT_OWN_ONLY" },
    });
    await admin.as.mutation(api.calendar.deleteCalendarEvent, { eventId: maxs, scope: "all" });
    await expect(member.as.mutation(api.calendar.deleteCalendarEvent, { eventId: maxs, scope: "all" })).rejects.toMatchObject({
      data: { code: "EVENT_GONE" },
    });
  });

  test("bad input names its field and writes nothing", async () => {
    const { t, admin, ada } = await setup();
    const refused = async (extra: Record<string, unknown>, code: string, field: string) => {
      await expect(admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], extra) })).rejects.toMatchObject({ data: { code, field } });
    };
    await refused({ name: " " }, "FIELD_REQUIRED", "name");
    await refused({ name: "x".repeat(101) }, "NAME_TOO_LONG", "name");
    await refused({ notes: "x".repeat(2001) }, "TEXT_TOO_LONG", "notes");
    await refused({ startTime: "" }, "EVENT_TIME_REQUIRED", "startTime");
    await refused({ endTime: "16:00" }, "EVENT_END_BEFORE_START", "endTime");
    await refused({ memberIds: [] }, "EVENT_PEOPLE_REQUIRED", "memberIds");
    await refused({ memberIds: ["not-an-id"] }, "EVENT_PEOPLE_REQUIRED", "memberIds");
    await refused({ date: "2030-02-30" }, "INVALID_DATE", "date");
    await refused({ repeat: weekly(["MO"], { interval: 0 }) }, "REPEAT_INTERVAL", "repeat.interval");
    await refused({ repeat: weekly(["MO"], { ends: "until", until: "2029-12-01" }) }, "EVENT_END_BEFORE_START", "repeat.until");
    await refused({ repeat: weekly(["MO"], { ends: "count", count: 501 }) }, "REPEAT_COUNT", "repeat.count");
    await refused({ allDay: true, endDate: "2030-01-01" }, "EVENT_END_BEFORE_START", "endDate");
    expect(await t.run((ctx) => ctx.db.query("events").collect())).toEqual([]);
  });
});

describe("the window's other entries", () => {
  test("tasks due, bills due and birthdays with the age; an event from before the calendar is all day for everyone", async () => {
    const { t, admin, max, ada } = await setup();
    await t.run(async (ctx) => {
      await ctx.db.patch("members", max, { birthDate: "2021-01-20" });
      await ctx.db.patch("members", ada, { birthDate: "1988-02-29" });
      await ctx.db.insert("tasks", { title: "Bins", description: "", assignedTo: max, dueDate: "2030-02-01", status: "pending", priority: "low", createdBy: ada, needsApproval: false });
      const categoryId = await ctx.db.insert("financeCategories", { name: "Home" });
      await ctx.db.insert("monthlyOutgoings", { description: "Rent", amountPence: 90000, dueDay: 31, paymentMethod: "Bank Transfer", categoryId, paymentType: "direct-debit" });
      await ctx.db.insert("events", { name: "School play", date: "2030-02-05", description: "Emma is a tree", createdBy: ada });
    });
    const range = await window(admin.as, "2030-01-15", "2030-03-01");
    expect(range.birthdays).toEqual([
      { memberId: max, name: "Max Member", age: 9, date: "2030-01-20" },
      // 29 February in a year without one: the 28th.
      { memberId: ada, name: "Ada Admin", age: 42, date: "2030-02-28" },
    ]);
    expect(range.tasks).toMatchObject([{ title: "Bins", date: "2030-02-01", assignedTo: max, done: false }]);
    // Due on the 31st: the last day of a shorter month.
    expect(range.bills.map((b) => [b.description, b.date])).toEqual([
      ["Rent", "2030-01-31"],
      ["Rent", "2030-02-28"],
    ]);
    expect(range.events).toMatchObject([{ name: "School play", date: "2030-02-05", everyone: true, notes: "Emma is a tree" }]);
    expect(range.events[0].startTime).toBeUndefined();
  });

  test("a member without the finance page sees no bills; without the calendar page, nothing", async () => {
    const { t, member, max } = await setup();
    await t.run((ctx) => ctx.db.patch("members", max, { pageAccess: { ...defaultPageAccess, finance: false } }));
    expect((await window(member.as, "2030-01-01", "2030-01-31")).bills).toEqual([]);
    await t.run((ctx) => ctx.db.patch("members", max, { pageAccess: { ...defaultPageAccess, calendar: false } }));
    await expect(window(member.as, "2030-01-01", "2030-01-31")).rejects.toMatchObject({ data: { code: "PAGE_ACCESS_DENIED" } });
  });
});

describe("cost", () => {
  test("a month view with 200 repeating events reads each once, plus the members", async () => {
    // 200 series, their people (one each), members and settings; a few more for tasks and bills.
    const bound = 200 + 200 + 10 + 10;
    const t = convexTest({ schema, modules, transactionLimits: { documentsRead: bound } });
    const { admin, ada } = { ...(await seedRoles(t)), ada: undefined };
    const adaId = (await t.run((ctx) => ctx.db.query("members").first()))!._id;
    void ada;
    await t.run(async (ctx) => {
      for (let i = 0; i < 200; i++) {
        const eventId = await ctx.db.insert("events", {
          name: `Club ${i}`,
          date: `2029-0${1 + (i % 9)}-1${i % 10}`,
          startTime: "17:00",
          endTime: "18:00",
          everyone: false,
          repeat: { freq: "weekly", interval: 1 + (i % 2), byDay: ["MO", "WE"] },
          seriesEnd: "9999-12-31",
          createdBy: adaId,
        });
        await ctx.db.insert("eventPeople", { eventId, memberId: adaId });
      }
    });
    const range = await window(admin.as, "2030-03-30", "2030-05-10");
    expect(range.events.length).toBeGreaterThan(1000);
    expect(range.truncated).toBe(false);
  });

  test("the reminder job reads only the events with reminders still to come, not every live series", async () => {
    // The settings, the three events with reminders still to come, their people, and what one notification reads and writes.
    const t = convexTest({ schema, modules, transactionLimits: { documentsRead: 40 } });
    const { admin } = await seedRoles(t);
    const ada = admin.memberId!;
    const add = (extra: Record<string, unknown>) => admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], extra) });
    const swimming = await add({ repeat: weekly(["MO"]), reminders: [60] });
    const bins = await add({ name: "Bins", repeat: weekly(["TU"]), reminders: [30] });
    const over = await add({ name: "Dentist", date: "2030-01-08", reminders: [30] });
    // Bins loses its reminders: the job no longer reads it.
    await admin.as.mutation(api.calendar.updateCalendarEvent, { eventId: bins, scope: "all", occurrenceDate: "2030-01-08", event: form([ada], { name: "Bins", date: "2030-01-08", repeat: weekly(["TU"]) }) });
    const indexed = await t.run(async (ctx) => Object.fromEntries((await ctx.db.query("events").collect()).map((e) => [e._id, e.remindUntil])));
    expect(indexed).toEqual({ [swimming]: "9999-12-31", [bins]: undefined, [over]: "2030-01-08" });
    await t.run(async (ctx) => {
      for (let i = 0; i < 200; i++) {
        await ctx.db.insert("events", { name: `Club ${i}`, date: "2030-01-01", everyone: true, repeat: { freq: "daily", interval: 1 }, seriesEnd: "9999-12-31", createdBy: ada });
      }
    });
    // Monday 4 March 2030, 16:00 UTC: an hour before swimming.
    expect(await t.run((ctx) => sendEventReminders(ctx, Date.parse("2030-03-04T16:00Z")))).toBe(1);
    expect(await t.run((ctx) => sendEventReminders(ctx, Date.parse("2030-03-04T16:05Z")))).toBe(0);
  });
});

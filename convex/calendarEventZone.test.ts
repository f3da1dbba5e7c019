// An event keeps the zone it was made in (model/calendar.ts, fieldsOf): made while the family was in London, the family
// moved to New York, an edit reads the dialog's times on the family's clock (New York, as every view shows them) and stores
// them back in London. So an edit that changes only the name keeps the zone and the hour; one with a new time stores that
// moment as London's wall clock tells it, a day on when it passes London's midnight.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { repeatFormOf } from "./lib/calendarSchema";
import type { Occurrence } from "./model/calendar";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

beforeEach(() => vi.useFakeTimers({ now: new Date("2027-01-01T09:00:00Z"), toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

const noRepeat = { freq: "none", interval: 1, byDay: [] as string[], monthly: "date", ends: "never", until: "", count: 10 };
const weekly = (byDay: string[]) => ({ ...noRepeat, freq: "weekly", byDay });

function form(people: Id<"members">[], extra: Record<string, unknown> = {}) {
  return { name: "Swimming", allDay: false, date: "2027-06-15", startTime: "17:00", endTime: "18:00", everyone: false, memberIds: people as string[], repeat: noRepeat, ...extra };
}

/** What the event dialog opens with for an occurrence (EventDialog's formOf): the family's clock, as the view drew it. */
function dialogOf(occurrence: Occurrence, extra: Record<string, unknown> = {}) {
  // The form's numbers are typed as what a field may hold; the ones opened here are numbers.
  const repeat = repeatFormOf(occurrence.repeat, occurrence.seriesDate ?? occurrence.date);
  return {
    name: occurrence.name,
    allDay: occurrence.startTime === undefined,
    date: occurrence.date,
    endDate: occurrence.endDate ?? "",
    startTime: occurrence.startTime ?? "17:00",
    endTime: occurrence.endTime ?? "18:00",
    everyone: occurrence.everyone,
    memberIds: occurrence.memberIds as string[],
    repeat: { ...repeat, interval: Number(repeat.interval), count: Number(repeat.count) },
    reminders: occurrence.reminders ?? [],
    ...extra,
  };
}

async function setZone(t: TestBackend, timeZone: string) {
  await t.run(async (ctx) => {
    const row = await ctx.db.query("familySettings").first();
    if (row !== null) await ctx.db.patch("familySettings", row._id, { timeZone });
    else await ctx.db.insert("familySettings", { familyName: "The Lovelaces", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone });
  });
}

/** An event made in London, then the family moved to New York. */
async function madeInLondon(extra: Record<string, unknown> = {}) {
  const t = newBackend();
  const { admin } = await seedRoles(t);
  const ada = admin.memberId!;
  await setZone(t, "Europe/London");
  const eventId = await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([ada], extra) });
  await setZone(t, "America/New_York");
  const seen = async (from: string, to: string) => (await admin.as.query(api.calendar.range, { from, to })).events;
  const stored = () => t.run((ctx) => ctx.db.get("events", eventId));
  const update = (scope: "one" | "following" | "all", occurrence: Occurrence, event: ReturnType<typeof dialogOf>) =>
    admin.as.mutation(api.calendar.updateCalendarEvent, { eventId: occurrence.eventId, scope, occurrenceDate: occurrence.occurrenceDate, event });
  return { t, ada, eventId, seen, stored, update };
}

const shown = (events: Occurrence[]) => events.map((e) => `${e.name} ${e.date} ${e.startTime}–${e.endTime}`);

describe("an event made in London, the family since moved to New York", () => {
  test("renamed only: it keeps London and 17:00 there, and every view still shows it at 12:00 New York, the same moment", async () => {
    const { seen, stored, update } = await madeInLondon();
    const [before] = await seen("2027-06-15", "2027-06-15");
    expect(before).toMatchObject({ date: "2027-06-15", startTime: "12:00", endTime: "13:00", timeZone: "Europe/London", startAt: Date.parse("2027-06-15T16:00:00Z") });
    await update("all", before, dialogOf(before, { name: "Swimming lesson" }));
    expect(await stored()).toMatchObject({ name: "Swimming lesson", timeZone: "Europe/London", date: "2027-06-15", startTime: "17:00", endTime: "18:00" });
    expect(await seen("2027-06-15", "2027-06-15")).toEqual([expect.objectContaining({ ...before, name: "Swimming lesson" })]);
  });

  test("given a new time: the time typed is New York's, stored as London tells that moment, a day on past London's midnight; the zone stays London", async () => {
    const { seen, stored, update } = await madeInLondon();
    const [before] = await seen("2027-06-15", "2027-06-15");
    // 20:00–21:30 New York on the 15th is 01:00–02:30 London on the 16th.
    await update("all", before, dialogOf(before, { startTime: "20:00", endTime: "21:30" }));
    const after = await stored();
    expect(after).toMatchObject({ timeZone: "Europe/London", date: "2027-06-16", startTime: "01:00", endTime: "02:30" });
    expect(after?.endDate).toBeUndefined();
    expect(await seen("2027-06-14", "2027-06-17")).toEqual([
      expect.objectContaining({ date: "2027-06-15", startTime: "20:00", endTime: "21:30", timeZone: "Europe/London", startAt: Date.parse("2027-06-16T00:00:00Z") }),
    ]);
  });

  test("a weekly series renamed from an occurrence in the weeks the two clocks are four hours apart keeps Mondays 17:00 London", async () => {
    // New York changes on 14 March 2027, London on the 28th: between them 17:00 London is 13:00 New York, not 12:00.
    const { seen, stored, update } = await madeInLondon({ date: "2027-03-08", repeat: weekly(["MO"]) });
    const before = await seen("2027-03-08", "2027-04-05");
    expect(shown(before)).toEqual([
      "Swimming 2027-03-08 12:00–13:00",
      "Swimming 2027-03-15 13:00–14:00",
      "Swimming 2027-03-22 13:00–14:00",
      "Swimming 2027-03-29 12:00–13:00",
      "Swimming 2027-04-05 12:00–13:00",
    ]);
    await update("all", before[1], dialogOf(before[1], { name: "Swimming lesson" }));
    expect(await stored()).toMatchObject({ timeZone: "Europe/London", date: "2027-03-08", startTime: "17:00", endTime: "18:00", repeat: { freq: "weekly", byDay: ["MO"] } });
    expect(shown(await seen("2027-03-08", "2027-04-05"))).toEqual(shown(before).map((line) => line.replace("Swimming", "Swimming lesson")));
  });

  test("one occurrence renamed, and this and the following ones renamed: the new events are London's too, at 17:00 there", async () => {
    const { t, eventId, seen, update } = await madeInLondon({ date: "2027-03-08", repeat: weekly(["MO"]) });
    const before = await seen("2027-03-08", "2027-04-05");
    await update("one", before[1], dialogOf(before[1], { name: "Gala" }));
    await update("following", before[3], dialogOf(before[3], { name: "Summer swimming" }));
    const others = await t.run(async (ctx) => (await ctx.db.query("events").collect()).filter((event) => event._id !== eventId));
    expect(others.map((event) => [event.name, event.timeZone, event.date, event.startTime, event.endTime])).toEqual([
      ["Gala", "Europe/London", "2027-03-15", "17:00", "18:00"],
      ["Summer swimming", "Europe/London", "2027-03-29", "17:00", "18:00"],
    ]);
    expect(shown(await seen("2027-03-08", "2027-04-05"))).toEqual([
      "Swimming 2027-03-08 12:00–13:00",
      "Gala 2027-03-15 13:00–14:00",
      "Swimming 2027-03-22 13:00–14:00",
      "Summer swimming 2027-03-29 12:00–13:00",
      "Summer swimming 2027-04-05 12:00–13:00",
    ]);
  });

  test("made all-day and then timed again, it takes the family's zone of now: an all-day event has no zone to keep", async () => {
    const { seen, stored, update } = await madeInLondon();
    const [timed] = await seen("2027-06-15", "2027-06-15");
    await update("all", timed, dialogOf(timed, { allDay: true }));
    expect((await stored())?.timeZone).toBeUndefined();
    const [allDay] = await seen("2027-06-15", "2027-06-15");
    await update("all", allDay, dialogOf(allDay, { allDay: false, startTime: "12:00", endTime: "13:00" }));
    expect(await stored()).toMatchObject({ timeZone: "America/New_York", date: "2027-06-15", startTime: "12:00", endTime: "13:00" });
  });
});

describe("renamed where the family's clock passes the hour twice", () => {
  // 06:30 London on Sunday 7 November 2027 is 01:30 New York on its second passing (EST); a bare "01:30" reads as the first (EDT).
  test("a one-off event renamed only keeps its moment, though the dialog's 01:30 is the second 01:30 of New York's night", async () => {
    // Read back from the dialog, a bare 01:30 would be the first passing (EDT) and the rename would move the event an hour earlier.
    const { seen, stored, update } = await madeInLondon({ date: "2027-11-07", startTime: "06:30", endTime: "07:30" });
    const [before] = await seen("2027-11-07", "2027-11-07");
    expect(before).toMatchObject({ startTime: "01:30", startAt: Date.parse("2027-11-07T06:30:00Z") });
    await update("all", before, dialogOf(before, { name: "Early swim" }));
    expect(await stored()).toMatchObject({ timeZone: "Europe/London", date: "2027-11-07", startTime: "06:30", endTime: "07:30" });
  });

  test("a weekly series renamed from that Sunday's occurrence keeps 06:30 London on every Sunday", async () => {
    // As above: from a series, every Sunday would move an hour earlier, though renamed from any other Sunday it stays.
    const { seen, stored, update } = await madeInLondon({ date: "2027-10-31", startTime: "06:30", endTime: "07:30", repeat: weekly(["SU"]) });
    const before = await seen("2027-10-31", "2027-11-14");
    expect(shown(before)).toEqual(["Swimming 2027-10-31 02:30–03:30", "Swimming 2027-11-07 01:30–02:30", "Swimming 2027-11-14 01:30–02:30"]);
    await update("all", before[1], dialogOf(before[1], { name: "Early swim" }));
    expect(await stored()).toMatchObject({ timeZone: "Europe/London", date: "2027-10-31", startTime: "06:30", endTime: "07:30" });
  });

  test("renamed from a Sunday where New York's clock passes 01:30 once, the same series keeps 06:30 London", async () => {
    const { seen, stored, update } = await madeInLondon({ date: "2027-10-31", startTime: "06:30", endTime: "07:30", repeat: weekly(["SU"]) });
    const before = await seen("2027-10-31", "2027-11-14");
    await update("all", before[2], dialogOf(before[2], { name: "Early swim" }));
    expect(await stored()).toMatchObject({ timeZone: "Europe/London", date: "2027-10-31", startTime: "06:30", endTime: "07:30" });
    expect(shown(await seen("2027-10-31", "2027-11-14"))).toEqual(shown(before).map((line) => line.replace("Swimming", "Early swim")));
  });
});

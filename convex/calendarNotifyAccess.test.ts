// Someone whose Calendar page is switched off is told nothing about the calendar: not that
// an event for them was added, changed or deleted, and no reminders; once it is on again, they are.
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { defaultPageAccess } from "./lib/access";
import { sendEventReminders } from "./model/calendar";
import { newBackend, seedRoles } from "./test.setup";

const noRepeat = { freq: "none", interval: 1, byDay: [], monthly: "date", ends: "never", until: "", count: 10 };
function form(people: Id<"members">[], extra: Record<string, unknown> = {}) {
  return { name: "Dentist", allDay: false, date: "2030-01-07", startTime: "17:00", endTime: "18:00", everyone: false, memberIds: people as string[], repeat: noRepeat, ...extra };
}

describe("calendar notifications follow the Calendar page", () => {
  test("closed: no 'added you', no change, no reminder; open again: told", async () => {
    const t = newBackend();
    const { admin, member } = await seedRoles(t);
    const max = member.memberId!;
    await t.run(async (ctx) => {
      await ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: "UTC" });
      await ctx.db.patch("members", max, { pageAccess: { ...defaultPageAccess, calendar: false } });
    });
    const calendarNotes = () =>
      t.run(async (ctx) =>
        (await ctx.db.query("notifications").collect()).filter((n) => n.memberId === max && n.details.kind.startsWith("event")).map((n) => n.details.kind),
      );

    const eventId = await admin.as.mutation(api.calendar.createCalendarEvent, { event: form([max], { reminders: [60] }) });
    await admin.as.mutation(api.calendar.updateCalendarEvent, { eventId, scope: "all", occurrenceDate: "2030-01-07", event: form([max], { name: "Dentist (moved)", reminders: [60] }) });
    await t.run((ctx) => sendEventReminders(ctx, Date.parse("2030-01-07T16:00Z")));
    expect(await calendarNotes()).toEqual([]);

    // The page on again: the next change and the reminder reach them.
    await t.run((ctx) => ctx.db.patch("members", max, { pageAccess: { ...defaultPageAccess, calendar: true } }));
    await admin.as.mutation(api.calendar.updateCalendarEvent, { eventId, scope: "all", occurrenceDate: "2030-01-07", event: form([max], { name: "Dentist", reminders: [60] }) });
    await t.run((ctx) => sendEventReminders(ctx, Date.parse("2030-01-07T16:00Z")));
    expect(await calendarNotes()).toEqual(["eventChanged", "eventReminder"]);
  });
});

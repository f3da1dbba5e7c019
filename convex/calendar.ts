import { v } from "convex/values";
import { internalMutation, type QueryCtx } from "./_generated/server";
import { memberMutation, memberQuery } from "./functions";
import { vEventScope } from "./lib/activityLog";
import { vRepeatForm } from "./lib/calendarValidators";
import { DEFAULT_TIME_ZONE, dayIn } from "./lib/timeZone";
import { calendarRange, createEvent, deleteEvent, sendEventReminders as sendReminders, updateEvent } from "./model/calendar";
import { readFamilySettings } from "./model/settings";

/** The family's "today" by the server's clock, for the caps on events not yet over. */
async function familyToday(ctx: QueryCtx) {
  return dayIn((await readFamilySettings(ctx)).timeZone ?? DEFAULT_TIME_ZONE, Date.now());
}

/** The event form's shape; its values are checked by lib/calendarSchema.ts in the model. */
const vEventForm = v.object({
  name: v.string(),
  notes: v.optional(v.string()),
  location: v.optional(v.string()),
  allDay: v.boolean(),
  date: v.string(),
  endDate: v.optional(v.string()),
  startTime: v.string(),
  endTime: v.string(),
  everyone: v.boolean(),
  memberIds: v.array(v.string()),
  repeat: vRepeatForm,
  reminders: v.optional(v.array(v.number())),
});

/** Which occurrence a change is about, and how far it reaches. */
const vTarget = { eventId: v.id("events"), scope: vEventScope, occurrenceDate: v.optional(v.string()) };

/** Events from `from` to `to` (days, at most 62) with tasks, bills and birthdays due then. */
export const range = memberQuery({
  page: "calendar",
  args: { from: v.string(), to: v.string() },
  handler: (ctx, { from, to }) => calendarRange(ctx, ctx.member, from, to),
});

export const createCalendarEvent = memberMutation({
  page: "calendar",
  args: { event: vEventForm },
  handler: async (ctx, { event }) => createEvent(ctx, ctx.member, event, await familyToday(ctx)),
});

export const updateCalendarEvent = memberMutation({
  page: "calendar",
  args: { ...vTarget, event: vEventForm },
  handler: async (ctx, { event, ...target }) => updateEvent(ctx, ctx.member, target, event, await familyToday(ctx)),
});

/** Deletes an event, skips one occurrence ("one"), or ends a series from one ("following"). */
export const deleteCalendarEvent = memberMutation({
  page: "calendar",
  args: vTarget,
  handler: (ctx, target) => deleteEvent(ctx, ctx.member, target),
});

/** Every five minutes: the events' own reminders that fell due, to the people in them. */
export const sendEventReminders = internalMutation({
  args: {},
  handler: (ctx) => sendReminders(ctx, Date.now()),
});

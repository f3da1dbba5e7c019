// The Convex validators of a calendar repeat (lib/calendarSchema.ts's Repeat), for the schema
// and the functions' arguments.
import { literals } from "convex-helpers/validators";
import { v } from "convex/values";
import { monthlyKinds, repeatFrequencies, weekdays } from "./calendarSchema";

export const vWeekday = literals(...weekdays);

export const vRepeat = v.object({
  freq: literals(...repeatFrequencies),
  interval: v.number(),
  byDay: v.optional(v.array(vWeekday)),
  monthly: v.optional(literals(...monthlyKinds)),
  until: v.optional(v.string()),
  count: v.optional(v.number()),
});

/** The repeat part of a form as a client sends it (lib/calendarSchema.ts's repeatFormSchema checks the values). */
export const vRepeatForm = v.object({
  freq: v.string(),
  interval: v.union(v.number(), v.string()),
  byDay: v.array(v.string()),
  monthly: v.string(),
  ends: v.string(),
  until: v.string(),
  count: v.union(v.number(), v.string()),
});

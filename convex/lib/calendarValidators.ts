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

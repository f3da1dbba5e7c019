// A calendar event's rules (DESIGN.md decisions 18–19), shared by the event form and the
// server (model/calendar.ts). Days are "yyyy-MM-dd" and times "HH:mm" as the family's wall
// clock: an all-day event is a plain date (never UTC midnight), a timed one keeps its wall
// time in its zone, so daylight saving moves nothing. A repeat is kept as its parts, not as
// RFC 5545 text: the server builds the RRULE from them (rruleOf) for expansion and feeds,
// and nothing ever parses iCalendar by hand.
import { z } from "zod";
import { isCalendarDay } from "./dates";
import type { ErrorCode } from "./errors";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "./text";

const code = (c: ErrorCode) => c;

/** RFC 5545's weekday codes, Monday first (the week's order; each locale picks its first day when drawing). */
export const weekdays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof weekdays)[number];

export const repeatFrequencies = ["daily", "weekly", "monthly", "yearly"] as const;
export type RepeatFrequency = (typeof repeatFrequencies)[number];

/** A monthly repeat falls on the start's date (the 14th), its weekday by number (2nd Friday), or the month's last such weekday. */
export const monthlyKinds = ["date", "weekday", "lastWeekday"] as const;
export type MonthlyKind = (typeof monthlyKinds)[number];

export const REPEAT_INTERVAL_MAX = 99;
export const REPEAT_COUNT_MAX = 500;
/** How many people an event can name; more than any family has. */
export const EVENT_PEOPLE_MAX = 50;
/** Skipped or changed occurrences one series keeps. */
export const EXCEPTIONS_MAX = 400;
/** An event over several days lasts at most this many days (a window reads one-off events this far back). */
export const EVENT_DAYS_MAX = 62;
/** Reminders one event keeps; the choices the form offers (minutes before the start). */
export const REMINDERS_MAX = 3;
export const timedReminderChoices = [0, 10, 30, 60, 120, 1440, 10080] as const;
/** An all-day event's: on the day, and whole days before (each at the family's morning hour). */
export const allDayReminderChoices = [0, 1440, 2880, 10080] as const;
/** A week: the furthest ahead a reminder may be. */
export const REMINDER_MINUTES_MAX = 10080;
/** The last day of a repeat that never ends: sorts after every real day. */
export const FOREVER = "9999-12-31";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A repeat as stored and as the form gives it once chosen. */
export type Repeat = {
  freq: RepeatFrequency;
  interval: number;
  /** Weekly: the days; empty or absent means the start's weekday. */
  byDay?: Weekday[];
  /** Monthly: by date (absent) or by weekday. */
  monthly?: MonthlyKind;
  /** The last day an occurrence may start on, inclusive. */
  until?: string;
  /** Or: how many occurrences in all. */
  count?: number;
};

const optionalText = (max: number, tooLong: ErrorCode) =>
  z
    .string()
    .trim()
    .max(max, code(tooLong))
    .optional()
    .transform((text) => (text === "" ? undefined : text));

const day = z.string().min(1, code("FIELD_REQUIRED")).refine(isCalendarDay, code("INVALID_DATE"));

/**
 * The form's repeat: "none" or a frequency, and how it ends. The form keeps every part (a
 * person may switch frequencies and back); `repeatOf` keeps the parts the frequency uses.
 */
export const repeatFormSchema = z
  .object({
    freq: z.enum(["none", ...repeatFrequencies], code("UNKNOWN_CHOICE")),
    interval: z.coerce
      .number(code("REPEAT_INTERVAL"))
      .int(code("REPEAT_INTERVAL"))
      .min(1, code("REPEAT_INTERVAL"))
      .max(REPEAT_INTERVAL_MAX, code("REPEAT_INTERVAL")),
    byDay: z.array(z.enum(weekdays, code("UNKNOWN_CHOICE"))).max(7),
    monthly: z.enum(monthlyKinds, code("UNKNOWN_CHOICE")),
    ends: z.enum(["never", "until", "count"], code("UNKNOWN_CHOICE")),
    until: z.string(),
    count: z.coerce
      .number(code("REPEAT_COUNT"))
      .int(code("REPEAT_COUNT"))
      .min(1, code("REPEAT_COUNT"))
      .max(REPEAT_COUNT_MAX, code("REPEAT_COUNT")),
  })
  .superRefine((repeat, ctx) => {
    if (repeat.freq !== "none" && repeat.ends === "until" && !isCalendarDay(repeat.until)) {
      ctx.addIssue({ code: "custom", message: code("INVALID_DATE"), path: ["until"] });
    }
  });
export type RepeatForm = z.input<typeof repeatFormSchema>;

/**
 * An event as the form and the server take it. `memberIds` are member ids (the server checks
 * each is one); `everyone` means the whole family, now and whoever joins later.
 */
export const calendarEventSchema = z
  .object({
    name: z.string().trim().min(1, code("FIELD_REQUIRED")).max(NAME_MAX_LENGTH, code("NAME_TOO_LONG")),
    notes: optionalText(TEXT_MAX_LENGTH, "TEXT_TOO_LONG"),
    location: optionalText(NAME_MAX_LENGTH, "NAME_TOO_LONG"),
    allDay: z.boolean(),
    date: day,
    /** The last day, inclusive ("" or absent for one day); a timed event ends at endTime on it. */
    endDate: z.string().optional(),
    startTime: z.string(),
    endTime: z.string(),
    everyone: z.boolean(),
    memberIds: z.array(z.string()).max(EVENT_PEOPLE_MAX),
    repeat: repeatFormSchema,
    /** Minutes before the start; left out, none. */
    reminders: z
      .array(z.number(code("UNKNOWN_CHOICE")).int(code("UNKNOWN_CHOICE")).min(0, code("UNKNOWN_CHOICE")).max(REMINDER_MINUTES_MAX, code("UNKNOWN_CHOICE")))
      .max(REMINDERS_MAX, code("UNKNOWN_CHOICE"))
      .optional(),
  })
  .superRefine((event, ctx) => {
    // Timed events may end on a later day too (a sleepover, a weekend camp).
    const end = event.endDate ?? "";
    const endValid = end === "" || isCalendarDay(end);
    if (end !== "") {
      if (!endValid) ctx.addIssue({ code: "custom", message: code("INVALID_DATE"), path: ["endDate"] });
      else if (isCalendarDay(event.date) && (end < event.date || daysBetween(event.date, end) >= EVENT_DAYS_MAX)) {
        ctx.addIssue({ code: "custom", message: code("EVENT_END_BEFORE_START"), path: ["endDate"] });
      }
    }
    if (!event.allDay) {
      if (!TIME.test(event.startTime)) ctx.addIssue({ code: "custom", message: code("EVENT_TIME_REQUIRED"), path: ["startTime"] });
      if (!TIME.test(event.endTime)) ctx.addIssue({ code: "custom", message: code("EVENT_TIME_REQUIRED"), path: ["endTime"] });
      else if (TIME.test(event.startTime) && endValid && (end === "" || end <= event.date) && event.endTime <= event.startTime) {
        ctx.addIssue({ code: "custom", message: code("EVENT_END_BEFORE_START"), path: ["endTime"] });
      }
    }
    if (!event.everyone && event.memberIds.length === 0) {
      ctx.addIssue({ code: "custom", message: code("EVENT_PEOPLE_REQUIRED"), path: ["memberIds"] });
    }
    // Only the form's choices for the event's kind: another number has no name to show it by.
    const choices: readonly number[] = event.allDay ? allDayReminderChoices : timedReminderChoices;
    if (event.reminders?.some((minutes) => !choices.includes(minutes))) ctx.addIssue({ code: "custom", message: code("UNKNOWN_CHOICE"), path: ["reminders"] });
    const { repeat } = event;
    // "The last Friday" is offered only for a start that is its month's last such weekday.
    if (repeat.freq === "monthly" && repeat.monthly === "lastWeekday" && isCalendarDay(event.date) && !weekdayPosition(event.date).last) {
      ctx.addIssue({ code: "custom", message: code("UNKNOWN_CHOICE"), path: ["repeat", "monthly"] });
    }
    if (repeat.freq !== "none" && repeat.ends === "until" && isCalendarDay(repeat.until) && repeat.until < event.date) {
      ctx.addIssue({ code: "custom", message: code("EVENT_END_BEFORE_START"), path: ["repeat", "until"] });
    }
  });

export type CalendarEventForm = z.input<typeof calendarEventSchema>;
export type CalendarEventValues = z.output<typeof calendarEventSchema>;

/** The repeat a valid form stands for, with only the parts its frequency uses; undefined for none. */
export function repeatOf(form: z.output<typeof repeatFormSchema>, date: string): Repeat | undefined {
  if (form.freq === "none") return undefined;
  const repeat: Repeat = { freq: form.freq, interval: form.interval };
  if (form.freq === "weekly") {
    const chosen = weekdays.filter((weekday) => form.byDay.includes(weekday));
    repeat.byDay = chosen.length > 0 ? chosen : [weekdayOf(date)];
  }
  if (form.freq === "monthly" && form.monthly !== "date") repeat.monthly = form.monthly;
  if (form.ends === "until") repeat.until = form.until;
  if (form.ends === "count") repeat.count = form.count;
  return repeat;
}

/** The form's parts for a stored repeat (or none), so editing starts from what is saved. */
export function repeatFormOf(repeat: Repeat | undefined, date: string): RepeatForm {
  return {
    freq: repeat?.freq ?? "none",
    interval: repeat?.interval ?? 1,
    byDay: repeat?.byDay ?? [weekdayOf(date)],
    monthly: repeat?.monthly ?? "date",
    ends: repeat?.until !== undefined ? "until" : repeat?.count !== undefined ? "count" : "never",
    until: repeat?.until ?? "",
    count: repeat?.count ?? 10,
  };
}

const DAY_MS = 86_400_000;

function utcOf(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return new Date(utcOf(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/**
 * The first occurrence's day: the start itself, or for a weekly repeat whose days leave out
 * the start's weekday, the first chosen day after it (as calendar apps do), so the series
 * begins where it repeats.
 */
export function firstOccurrenceDay(date: string, repeat: Repeat | undefined): string {
  if (repeat?.freq !== "weekly" || !repeat.byDay?.length) return date;
  for (let n = 0; n < 7; n++) {
    const day = addDays(date, n);
    if (repeat.byDay.includes(weekdayOf(day))) return day;
  }
  return date;
}

/**
 * A weekly repeat's days `shift` days later (earlier when negative), in weekday order: the same
 * days told on a clock where they fall a day later or earlier (a Monday 17:00 in London is a
 * Tuesday 01:00 in Tokyo). Any other repeat is as it was.
 */
export function repeatShifted<R extends Repeat | undefined>(repeat: R, shift: number): R {
  if (repeat === undefined || shift === 0 || repeat.freq !== "weekly" || !repeat.byDay?.length) return repeat;
  const days = new Set(repeat.byDay.map((day) => weekdays[(((weekdays.indexOf(day) + shift) % 7) + 7) % 7]));
  return { ...repeat, byDay: weekdays.filter((day) => days.has(day)) };
}

/** The weekday of a day, as RFC 5545 writes it. */
export function weekdayOf(day: string): Weekday {
  // getUTCDay: 0 is Sunday.
  return weekdays[(new Date(utcOf(day)).getUTCDay() + 6) % 7];
}

/** Which of its month's weekdays a day is (1 for the first Friday …), and whether it is the last. */
export function weekdayPosition(day: string): { nth: number; last: boolean } {
  const date = Number(day.slice(8, 10));
  const next = addDays(day, 7);
  return { nth: Math.ceil(date / 7), last: next.slice(5, 7) !== day.slice(5, 7) };
}

const compact = (day: string) => day.replaceAll("-", "");

/**
 * The RRULE (RFC 5545, without DTSTART) of a repeat starting on `date`. UNTIL is the end of
 * the until day in UTC: expansion runs on days (model/recurrence.ts), where that is the day.
 */
export function rruleOf(repeat: Repeat, date: string): string {
  const parts = [`FREQ=${repeat.freq.toUpperCase()}`];
  if (repeat.interval > 1) parts.push(`INTERVAL=${repeat.interval}`);
  if (repeat.freq === "weekly" && repeat.byDay && repeat.byDay.length > 0) parts.push(`BYDAY=${repeat.byDay.join(",")}`);
  if (repeat.freq === "monthly" && repeat.monthly !== undefined) {
    const { nth } = weekdayPosition(date);
    parts.push(`BYDAY=${repeat.monthly === "lastWeekday" ? -1 : nth}${weekdayOf(date)}`);
  }
  if (repeat.until !== undefined) parts.push(`UNTIL=${compact(repeat.until)}T235959Z`);
  if (repeat.count !== undefined) parts.push(`COUNT=${repeat.count}`);
  return parts.join(";");
}

// Recurring chores (DESIGN.md decisions 21–22): the form's schema, shared by the chore form and
// the server, and the pure rules both sides use (whose turn it is, seasons, the away dates).
import { z } from "zod";
import { addDays, daysBetween, repeatFormSchema, repeatOf, type Repeat, type RepeatForm } from "./calendarSchema";
import { isCalendarDay } from "./dates";
import type { ErrorCode } from "./errors";
import { NAME_MAX_LENGTH } from "./text";

const code = (c: ErrorCode) => c;

export const partsOfDay = ["morning", "afternoon", "evening", "any"] as const;
export type PartOfDay = (typeof partsOfDay)[number];

/** Pictures a child who cannot read yet knows a chore by (lucide icon names, drawn by the app). */
export const choreIcons = [
  "bed",
  "toothbrush",
  "shirt",
  "utensils",
  "dish",
  "trash",
  "recycle",
  "broom",
  "clean",
  "laundry",
  "dog",
  "cat",
  "plant",
  "book",
  "backpack",
  "car",
  "bath",
  "toy",
  "cart",
  "star",
] as const;
export type ChoreIcon = (typeof choreIcons)[number];

export const assignmentModes = ["fixed", "rotation", "anyone", "everyone"] as const;
export type AssignmentMode = (typeof assignmentModes)[number];
export const rotateByChoices = ["occurrence", "week", "month"] as const;
export type RotateBy = (typeof rotateByChoices)[number];
export const scheduleKinds = ["repeat", "after"] as const;
export type ScheduleKind = (typeof scheduleKinds)[number];

/** Chores a family keeps at most (live and paused). */
export const CHORES_MAX = 100;
/** Occurrences are made this many days ahead, today included. */
export const CHORE_WINDOW_DAYS = 7;
/** Tasks one generation run makes at most (every chore × every person × the window). */
export const OCCURRENCES_PER_RUN_MAX = 2_000;
export const CHORE_POINTS_MAX = 1_000;
export const AFTER_DAYS_MAX = 365;
export const CHORE_PEOPLE_MAX = 20;
export const SKIP_REASON_MAX_LENGTH = 200;
/** Skipped days a chore remembers (older ones are past and cannot come again). */
export const CHORE_SKIPS_MAX = 100;

/**
 * A whole number typed in a text field: empty is refused as missing (not read as 0, which
 * `Number("")` would make it), anything else that is not a whole number in range as `error`.
 */
function typedWholeNumber(error: ErrorCode, min: number, max: number) {
  return z.union([z.number(), z.string()], code(error)).pipe(
    z.preprocess(
      (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim())) : value),
      z
        .number({ error: (issue) => (issue.input === undefined ? code("FIELD_REQUIRED") : code(error)) })
        .int(code(error))
        .min(min, code(error))
        .max(max, code(error)),
    ),
  );
}

// What the hidden schedule kind's fields are read as: the form keeps what was typed there (a
// switch back shows it again), but a chore that comes round N days after is not refused for a
// half-typed calendar rule nobody can see, nor the other way round.
const unusedRepeat: RepeatForm = { freq: "daily", interval: 1, byDay: [], monthly: "date", ends: "never", until: "", count: 1 };
const UNUSED_AFTER_DAYS = 1;

const choreFormFields = z
  .object({
    title: z.string().trim().min(1, code("FIELD_REQUIRED")).max(NAME_MAX_LENGTH, code("NAME_TOO_LONG")),
    icon: z.union([z.enum(choreIcons), z.literal("")], code("UNKNOWN_CHOICE")),
    partOfDay: z.enum(partsOfDay, code("UNKNOWN_CHOICE")),
    points: typedWholeNumber("CHORE_POINTS", 0, CHORE_POINTS_MAX),
    needsApproval: z.boolean(),
    photoProof: z.boolean(),
    scheduleKind: z.enum(scheduleKinds, code("UNKNOWN_CHOICE")),
    start: z.string().refine(isCalendarDay, code("INVALID_DATE")),
    repeat: repeatFormSchema,
    afterDays: typedWholeNumber("CHORE_AFTER_DAYS", 1, AFTER_DAYS_MAX),
    /** Months (1–12) it is done in; empty: all year. */
    months: z.array(z.number(code("UNKNOWN_CHOICE")).int(code("UNKNOWN_CHOICE")).min(1, code("UNKNOWN_CHOICE")).max(12, code("UNKNOWN_CHOICE"))).max(12, code("UNKNOWN_CHOICE")),
    missable: z.boolean(),
    assignment: z.enum(assignmentModes, code("UNKNOWN_CHOICE")),
    rotateBy: z.enum(rotateByChoices, code("UNKNOWN_CHOICE")),
    /** Who may do it; for a rotation, in its order. */
    memberIds: z.array(z.string()).min(1, code("CHORE_PEOPLE_REQUIRED")).max(CHORE_PEOPLE_MAX, code("CHORE_PEOPLE_REQUIRED")),
  })
  .superRefine((form, ctx) => {
    if (form.scheduleKind === "repeat" && form.repeat.freq === "none") {
      ctx.addIssue({ code: "custom", path: ["repeat", "freq"], message: code("CHORE_REPEAT_REQUIRED") });
    }
    if (form.assignment === "fixed" && form.memberIds.length !== 1) {
      ctx.addIssue({ code: "custom", path: ["memberIds"], message: code("CHORE_ONE_PERSON") });
    }
    if (form.assignment === "rotation" && form.memberIds.length < 2) {
      ctx.addIssue({ code: "custom", path: ["memberIds"], message: code("CHORE_ROTATION_PEOPLE") });
    }
    if (new Set(form.memberIds).size !== form.memberIds.length) {
      ctx.addIssue({ code: "custom", path: ["memberIds"], message: code("UNKNOWN_CHOICE") });
    }
  });
export type ChoreForm = z.input<typeof choreFormFields>;

export const choreFormSchema = z.preprocess((form: ChoreForm) => {
  if (typeof form !== "object" || form === null) return form;
  if (form.scheduleKind === "after") return { ...form, repeat: unusedRepeat };
  if (form.scheduleKind === "repeat") return { ...form, afterDays: UNUSED_AFTER_DAYS };
  return form;
}, choreFormFields);
export type ChoreFormValues = z.output<typeof choreFormSchema>;

/** How a chore comes round: by a calendar rule from its start, or N days after it was last done. */
export type ChoreSchedule = { kind: "repeat"; start: string; repeat: Repeat } | { kind: "after"; start: string; days: number };

export function scheduleOf(form: ChoreFormValues): ChoreSchedule {
  if (form.scheduleKind === "after") return { kind: "after", start: form.start, days: form.afterDays };
  return { kind: "repeat", start: form.start, repeat: repeatOf(form.repeat, form.start)! };
}

/**
 * A chore's occurrence of a day after `today`: made ahead for the chores page, not yet on
 * anyone's list of tasks or in their count of open ones (a daily chore would count seven times).
 */
export function isChoreAhead(task: { occurrenceDate?: string }, today: string | undefined): boolean {
  return today !== undefined && task.occurrenceDate !== undefined && task.occurrenceDate > today;
}

/** Whether a chore is done in `day`'s month (no months: all year). */
export function inSeason(months: number[] | undefined, day: string): boolean {
  return months === undefined || months.length === 0 || months.includes(Number(day.slice(5, 7)));
}

/** The family's "We're away" dates, both days included. */
export type Away = { from: string; to: string };

export function isAway(away: Away | undefined | null, day: string): boolean {
  return !!away && day >= away.from && day <= away.to;
}

/**
 * The away dates still to come or under way on the family's `today` (null once they are past):
 * what the chores page's banner and switch show, so both go at the family's midnight after the
 * last away day without anyone saving anything.
 */
export function awayFromToday(away: Away | null, today: string): Away | null {
  return away !== null && away.to >= today ? away : null;
}

/** Monday of `day`'s week (rotations by the week change on Mondays). */
export function weekStartOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/**
 * Whose turn a rotation by the week or month gives `day`: weeks (from Mondays) or months since the
 * chore's start, counted round its people.
 */
export function turnByCalendar(start: string, day: string, rotateBy: "week" | "month", people: number): number {
  const steps =
    rotateBy === "week"
      ? Math.floor(daysBetween(weekStartOf(start), weekStartOf(day)) / 7)
      : (Number(day.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(start.slice(5, 7));
  return ((steps % people) + people) % people;
}

/**
 * Why an occurrence went to its person, recorded when it is made and shown on the chore:
 * "Emma's turn: Sam did it last on Tuesday".
 */
export type ChoreReason =
  | { kind: "fixed" }
  | { kind: "everyone" }
  | { kind: "anyone" }
  | { kind: "rotationFirst" }
  | { kind: "rotation"; previousName: string; previousDay: string; previousDone: boolean; previousGivenTo?: string }
  | { kind: "rotationWeek"; weekOf: string }
  | { kind: "rotationMonth"; month: string }
  | { kind: "swapped"; fromName: string; byName: string }
  /** Given away at `fromName`'s own request, which `byName` approved. */
  | { kind: "swapRequested"; fromName: string; byName: string };

/** Why an admin skips one occurrence: everyone on the chore reads it. */
export const skipReasonSchema = z.object({
  reason: z.string().trim().min(1, code("FIELD_REQUIRED")).max(SKIP_REASON_MAX_LENGTH, code("CHORE_SKIP_REASON")),
});

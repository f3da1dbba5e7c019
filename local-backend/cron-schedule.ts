// When a cron job of `convex/crons.ts` runs: pure functions over the schedule
// objects convex/server's `Crons` stores (`crons.crons[name].schedule`), with
// real Convex's rules (crates/model/src/cron_jobs/next_ts.rs): all times UTC,
// calendar schedules at whole minutes, an interval anchored at its first run.
//
// Cron strings follow Convex's parser (saffron): 5 fields, `*`, lists, ranges
// (also wrapping ones like FRI-MON), steps (`*/15`, `9-17/2`, `5/10`), month
// and weekday names, weekdays 0-6 with 0 = Sunday; when both day fields are
// restricted a day matching either one counts (as in Unix cron).

export type CronSchedule =
  | { type: "interval"; seconds?: number; minutes?: number; hours?: number }
  | { type: "hourly"; minuteUTC?: number }
  | { type: "daily"; hourUTC: number; minuteUTC?: number }
  | { type: "weekly"; dayOfWeek: string; hourUTC: number; minuteUTC?: number }
  | { type: "monthly"; day: number; hourUTC: number; minuteUTC?: number }
  | { type: "cron"; cron: string };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Far enough to find Feb 29 on a given weekday (the 28-year leap cycle). */
const SEARCH_LIMIT_MS = 29 * 366 * DAY_MS;
const DAYS_OF_WEEK = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTH_NAMES = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const WEEKDAY_NAMES = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"];

interface FieldSpec {
  name: string;
  min: number;
  max: number;
  names?: string[];
  namesStartAt?: number;
}

const FIELDS: FieldSpec[] = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12, names: MONTH_NAMES, namesStartAt: 1 },
  { name: "day of week", min: 0, max: 6, names: WEEKDAY_NAMES, namesStartAt: 0 },
];

/** A cron string compiled to the values each field allows. */
export interface CronFields {
  minutes: Set<number>;
  hours: Set<number>;
  daysOfMonth: Set<number>;
  months: Set<number>;
  daysOfWeek: Set<number>;
  /** True when the field is a bare `*` (decides the either-day rule). */
  anyDayOfMonth: boolean;
  anyDayOfWeek: boolean;
}

export type CompiledSchedule = { kind: "interval"; everyMs: number } | { kind: "calendar"; fields: CronFields };

/** Parses a 5-field cron string; throws with the reason when Convex would reject it. */
export function parseCronExpression(expression: string): CronFields {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) {
    throw new Error(`Cron expression "${expression}" must have 5 fields (minute hour day-of-month month day-of-week)`);
  }
  const [minutes, hours, daysOfMonth, months, daysOfWeek] = parts.map((part, index) =>
    parseField(part, FIELDS[index], expression),
  );
  return { minutes, hours, daysOfMonth, months, daysOfWeek, anyDayOfMonth: parts[2] === "*", anyDayOfWeek: parts[4] === "*" };
}

function parseField(text: string, field: FieldSpec, expression: string): Set<number> {
  const fail = (why: string) => new Error(`Cron expression "${expression}": ${field.name} "${text}" ${why}`);
  const value = (raw: string): number => {
    const named = field.names?.indexOf(raw.toUpperCase()) ?? -1;
    if (named !== -1) return named + (field.namesStartAt ?? 0);
    if (!/^\d+$/.test(raw)) throw fail(/[LW#?]/i.test(raw) ? "uses L, W, # or ?, which the local backend does not support" : "is not a number");
    const number = Number(raw);
    if (number < field.min || number > field.max) throw fail(`is outside ${field.min}-${field.max}`);
    return number;
  };
  const allowed = new Set<number>();
  for (const item of text.split(",")) {
    const [range, stepText, extra] = item.split("/");
    if (extra !== undefined || range === "") throw fail("is malformed");
    const size = field.max - field.min + 1;
    let step = 1;
    if (stepText !== undefined) {
      if (!/^\d+$/.test(stepText) || Number(stepText) < 1 || Number(stepText) >= size) throw fail("has a bad step");
      step = Number(stepText);
    }
    let start: number;
    let end: number;
    if (range === "*") {
      [start, end] = [field.min, field.max];
    } else if (range.includes("-")) {
      const [from, to, more] = range.split("-");
      if (more !== undefined) throw fail("is malformed");
      [start, end] = [value(from), value(to)];
    } else {
      start = value(range);
      // `5/10` means from 5 to the end in steps of 10.
      end = stepText === undefined ? start : field.max;
    }
    // A wrapping range (FRI-MON, 50-10) runs past the maximum back to the minimum.
    const count = ((end - start + size) % size) + 1;
    for (let offset = 0; offset < count; offset += step) allowed.add(field.min + ((start - field.min + offset) % size));
  }
  return allowed;
}

/** Validates a schedule from `crons.ts` and compiles it; throws on one Convex would reject. */
export function compileSchedule(schedule: CronSchedule): CompiledSchedule {
  const minute = (value: number | undefined) => checkRange(value ?? 0, 0, 59, "minuteUTC");
  const hour = (value: number) => checkRange(value, 0, 23, "hourUTC");
  switch (schedule.type) {
    case "interval": {
      const given = [schedule.seconds, schedule.minutes, schedule.hours].filter((amount) => amount !== undefined);
      if (given.length !== 1) throw new Error("An interval needs exactly one of seconds, minutes or hours");
      const amount = given[0] as number;
      if (!Number.isInteger(amount) || amount <= 0) throw new Error("An interval must be an integer greater than 0");
      const unitMs = schedule.seconds !== undefined ? 1000 : schedule.minutes !== undefined ? 60_000 : 3_600_000;
      return { kind: "interval", everyMs: amount * unitMs };
    }
    case "hourly":
      return calendar(`${minute(schedule.minuteUTC)} * * * *`);
    case "daily":
      return calendar(`${minute(schedule.minuteUTC)} ${hour(schedule.hourUTC)} * * *`);
    case "weekly": {
      const day = DAYS_OF_WEEK.indexOf(String(schedule.dayOfWeek).toLowerCase());
      if (day === -1) throw new Error(`dayOfWeek "${schedule.dayOfWeek}" is not a day like "monday"`);
      return calendar(`${minute(schedule.minuteUTC)} ${hour(schedule.hourUTC)} * * ${day}`);
    }
    case "monthly":
      return calendar(`${minute(schedule.minuteUTC)} ${hour(schedule.hourUTC)} ${checkRange(schedule.day, 1, 31, "day")} * *`);
    case "cron":
      return calendar(schedule.cron);
    default:
      throw new Error(`Unknown schedule type ${JSON.stringify((schedule as { type?: unknown }).type)}`);
  }
}

function calendar(expression: string): CompiledSchedule {
  return { kind: "calendar", fields: parseCronExpression(expression) };
}

function checkRange(value: number, min: number, max: number, name: string): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return value;
}

/**
 * The run after `afterMs`: an interval's next run is `afterMs` + the interval
 * (call it with the previous scheduled time); a calendar schedule's is the
 * first matching whole UTC minute strictly after `afterMs`. Null if a
 * calendar schedule never matches (e.g. "0 0 30 2 *").
 */
export function nextRunAfter(schedule: CronSchedule | CompiledSchedule, afterMs: number): number | null {
  const compiled = "kind" in schedule ? schedule : compileSchedule(schedule);
  if (compiled.kind === "interval") return afterMs + compiled.everyMs;
  const { fields } = compiled;
  let time = new Date((Math.floor(afterMs / MINUTE_MS) + 1) * MINUTE_MS);
  const limit = afterMs + SEARCH_LIMIT_MS;
  // Jump by month, day, hour, then minute: at most a few thousand steps.
  while (time.getTime() <= limit) {
    if (!fields.months.has(time.getUTCMonth() + 1)) {
      time = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth() + 1, 1));
    } else if (!dayMatches(fields, time)) {
      time = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate() + 1));
    } else if (!fields.hours.has(time.getUTCHours())) {
      time = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate(), time.getUTCHours() + 1));
    } else if (!fields.minutes.has(time.getUTCMinutes())) {
      time = new Date(time.getTime() + MINUTE_MS);
    } else {
      return time.getTime();
    }
  }
  return null;
}

function dayMatches(fields: CronFields, time: Date): boolean {
  const byMonthDay = fields.daysOfMonth.has(time.getUTCDate());
  const byWeekday = fields.daysOfWeek.has(time.getUTCDay());
  if (!fields.anyDayOfMonth && !fields.anyDayOfWeek) return byMonthDay || byWeekday;
  return byMonthDay && byWeekday;
}

/** When a job runs first: an interval job at once (as on deploy), a calendar job at its next slot. */
export function firstRunAt(schedule: CronSchedule | CompiledSchedule, nowMs: number): number | null {
  const compiled = "kind" in schedule ? schedule : compileSchedule(schedule);
  return compiled.kind === "interval" ? nowMs : nextRunAfter(compiled, nowMs);
}

/**
 * The catch-up rule. After the run scheduled for `scheduledMs` finished at
 * `nowMs`, the next run is the first slot after `scheduledMs` that is not in
 * the past; slots already past (missed while the backend was down or busy)
 * are skipped, not run one by one. Returns that slot and how many were skipped.
 */
export function nextRunAfterRun(
  schedule: CronSchedule | CompiledSchedule,
  scheduledMs: number,
  nowMs: number,
): { nextMs: number | null; skipped: number } {
  const compiled = "kind" in schedule ? schedule : compileSchedule(schedule);
  if (compiled.kind === "interval") {
    const slots = Math.max(1, Math.ceil((nowMs - scheduledMs) / compiled.everyMs));
    return { nextMs: scheduledMs + slots * compiled.everyMs, skipped: slots - 1 };
  }
  let next = nextRunAfter(compiled, scheduledMs);
  let skipped = 0;
  while (next !== null && next < nowMs) {
    skipped += 1;
    // Past slots are only counted (for the log) up to a bound; then jump to now.
    next = skipped < 10_000 ? nextRunAfter(compiled, next) : nextRunAfter(compiled, nowMs - 1);
  }
  return { nextMs: next, skipped };
}

/** A short description for the start-up log: "every 30 s", "cron 0 9 * * 1-5". */
export function describeSchedule(schedule: CronSchedule): string {
  const at = (hourUTC: number, minuteUTC = 0) => `${String(hourUTC).padStart(2, "0")}:${String(minuteUTC).padStart(2, "0")} UTC`;
  switch (schedule.type) {
    case "interval":
      if (schedule.seconds !== undefined) return `every ${schedule.seconds} s`;
      if (schedule.minutes !== undefined) return `every ${schedule.minutes} min`;
      return `every ${schedule.hours} h`;
    case "hourly":
      return `hourly at :${String(schedule.minuteUTC ?? 0).padStart(2, "0")}`;
    case "daily":
      return `daily at ${at(schedule.hourUTC, schedule.minuteUTC)}`;
    case "weekly":
      return `${schedule.dayOfWeek}s at ${at(schedule.hourUTC, schedule.minuteUTC)}`;
    case "monthly":
      return `monthly on day ${schedule.day} at ${at(schedule.hourUTC, schedule.minuteUTC)}`;
    case "cron":
      return `cron "${schedule.cron}"`;
  }
}

// The cron schedule maths, against fixed UTC dates (2023-02-28 is a Tuesday).
import { describe, expect, test } from "vitest";
import {
  compileSchedule,
  describeSchedule,
  firstRunAt,
  nextRunAfter,
  nextRunAfterRun,
  type CronSchedule,
} from "./cron-schedule";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const cron = (expression: string): CronSchedule => ({ type: "cron", cron: expression });

/** The next `count` runs after `fromIso`. */
function runs(schedule: CronSchedule, fromIso: string, count: number): Array<string | null> {
  const found: Array<string | null> = [];
  let after = at(fromIso);
  for (let index = 0; index < count; index++) {
    const next = nextRunAfter(schedule, after);
    found.push(iso(next));
    if (next === null) break;
    after = next;
  }
  return found;
}

describe("nextRunAfter", () => {
  test("intervals add their length to the previous run", () => {
    const from = at("2023-03-01T08:35:00.250Z");
    expect(nextRunAfter({ type: "interval", seconds: 30 }, from)).toBe(from + 30_000);
    expect(nextRunAfter({ type: "interval", minutes: 15 }, from)).toBe(from + 900_000);
    expect(nextRunAfter({ type: "interval", hours: 2 }, from)).toBe(from + 7_200_000);
  });

  test("hourly runs at its minute, strictly after the given time", () => {
    expect(runs({ type: "hourly", minuteUTC: 5 }, "2023-03-01T08:35:00Z", 2)).toEqual([
      "2023-03-01T09:05:00.000Z",
      "2023-03-01T10:05:00.000Z",
    ]);
    expect(iso(nextRunAfter({ type: "hourly", minuteUTC: 5 }, at("2023-03-01T09:05:00Z")))).toBe("2023-03-01T10:05:00.000Z");
    expect(iso(nextRunAfter({ type: "hourly" }, at("2023-03-01T23:59:30Z")))).toBe("2023-03-02T00:00:00.000Z");
  });

  test("daily runs at its UTC time, today if still ahead, else tomorrow", () => {
    const daily: CronSchedule = { type: "daily", hourUTC: 8, minuteUTC: 30 };
    expect(iso(nextRunAfter(daily, at("2023-02-28T08:29:59.999Z")))).toBe("2023-02-28T08:30:00.000Z");
    expect(runs(daily, "2023-02-28T08:35:00Z", 2)).toEqual(["2023-03-01T08:30:00.000Z", "2023-03-02T08:30:00.000Z"]);
    expect(iso(nextRunAfter({ type: "daily", hourUTC: 0 }, at("2023-12-31T12:00:00Z")))).toBe("2024-01-01T00:00:00.000Z");
  });

  test("weekly runs on its weekday", () => {
    const weekly: CronSchedule = { type: "weekly", dayOfWeek: "tuesday", hourUTC: 12, minuteUTC: 30 };
    expect(runs(weekly, "2023-02-28T08:35:00Z", 2)).toEqual(["2023-02-28T12:30:00.000Z", "2023-03-07T12:30:00.000Z"]);
    expect(iso(nextRunAfter({ type: "weekly", dayOfWeek: "sunday", hourUTC: 23, minuteUTC: 59 }, at("2023-02-28T00:00:00Z")))).toBe(
      "2023-03-05T23:59:00.000Z",
    );
  });

  test("monthly on the 31st skips the shorter months", () => {
    expect(runs({ type: "monthly", day: 31, hourUTC: 9, minuteUTC: 0 }, "2025-01-31T12:00:00Z", 3)).toEqual([
      "2025-03-31T09:00:00.000Z",
      "2025-05-31T09:00:00.000Z",
      "2025-07-31T09:00:00.000Z",
    ]);
    expect(runs({ type: "monthly", day: 1, hourUTC: 12, minuteUTC: 30 }, "2023-02-28T08:35:00Z", 2)).toEqual([
      "2023-03-01T12:30:00.000Z",
      "2023-04-01T12:30:00.000Z",
    ]);
  });

  test("the 29th of February comes in leap years only; the 30th never", () => {
    expect(runs(cron("0 0 29 2 *"), "2023-03-01T00:00:00Z", 2)).toEqual(["2024-02-29T00:00:00.000Z", "2028-02-29T00:00:00.000Z"]);
    expect(iso(nextRunAfter({ type: "monthly", day: 30, hourUTC: 6 }, at("2024-01-30T07:00:00Z")))).toBe("2024-03-30T06:00:00.000Z");
    // 2100 is not a leap year.
    expect(iso(nextRunAfter(cron("0 0 29 2 *"), at("2096-03-01T00:00:00Z")))).toBe("2104-02-29T00:00:00.000Z");
    expect(nextRunAfter(cron("0 0 30 2 *"), at("2023-01-01T00:00:00Z"))).toBeNull();
    expect(nextRunAfter(cron("0 0 31 4,6,9,11 *"), at("2023-01-01T00:00:00Z"))).toBeNull();
  });

  test("cron steps, ranges and weekdays: */15 9-17 * * 1-5", () => {
    const workHours = cron("*/15 9-17 * * 1-5");
    expect(runs(workHours, "2023-03-06T12:07:00Z", 2)).toEqual(["2023-03-06T12:15:00.000Z", "2023-03-06T12:30:00.000Z"]);
    // Friday 17:45 is the week's last run; then Monday 09:00.
    expect(runs(workHours, "2023-03-03T17:30:00Z", 2)).toEqual(["2023-03-03T17:45:00.000Z", "2023-03-06T09:00:00.000Z"]);
    expect(iso(nextRunAfter(workHours, at("2023-03-04T10:00:00Z")))).toBe("2023-03-06T09:00:00.000Z");
  });

  test("cron lists, names, wrapping ranges and start/step", () => {
    expect(runs(cron("0,30 8,20 * * *"), "2023-03-01T08:10:00Z", 4)).toEqual([
      "2023-03-01T08:30:00.000Z",
      "2023-03-01T20:00:00.000Z",
      "2023-03-01T20:30:00.000Z",
      "2023-03-02T08:00:00.000Z",
    ]);
    // Convex's own example: Mondays and Fridays at 12:00.
    expect(runs(cron("0 12 * * 1,5"), "2023-02-28T08:35:00Z", 2)).toEqual(["2023-03-03T12:00:00.000Z", "2023-03-06T12:00:00.000Z"]);
    expect(runs(cron("0 9 * jan-mar MON"), "2023-03-25T00:00:00Z", 2)).toEqual(["2023-03-27T09:00:00.000Z", "2024-01-01T09:00:00.000Z"]);
    // FRI-MON wraps: Friday, Saturday, Sunday, Monday.
    expect(runs(cron("0 0 * * FRI-MON"), "2023-03-01T00:00:00Z", 5)).toEqual([
      "2023-03-03T00:00:00.000Z",
      "2023-03-04T00:00:00.000Z",
      "2023-03-05T00:00:00.000Z",
      "2023-03-06T00:00:00.000Z",
      "2023-03-10T00:00:00.000Z",
    ]);
    expect(runs(cron("5/20 * * * *"), "2023-03-01T10:00:00Z", 4)).toEqual([
      "2023-03-01T10:05:00.000Z",
      "2023-03-01T10:25:00.000Z",
      "2023-03-01T10:45:00.000Z",
      "2023-03-01T11:05:00.000Z",
    ]);
    expect(runs(cron("0 0 1 1 *"), "2023-06-01T00:00:00Z", 1)).toEqual(["2024-01-01T00:00:00.000Z"]);
  });

  test("with both day fields restricted, either one matches (13th or Fridays)", () => {
    expect(runs(cron("0 12 13 * 5"), "2023-03-09T00:00:00Z", 3)).toEqual([
      "2023-03-10T12:00:00.000Z",
      "2023-03-13T12:00:00.000Z",
      "2023-03-17T12:00:00.000Z",
    ]);
  });
});

test("invalid schedules are refused with the reason", () => {
  expect(() => compileSchedule(cron("* * * *"))).toThrow(/must have 5 fields/);
  expect(() => compileSchedule(cron("60 * * * *"))).toThrow(/minute "60" is outside 0-59/);
  expect(() => compileSchedule(cron("0 0 * * 7"))).toThrow(/day of week "7" is outside 0-6/);
  expect(() => compileSchedule(cron("*/0 * * * *"))).toThrow(/bad step/);
  expect(() => compileSchedule(cron("0 0 L * *"))).toThrow(/does not support/);
  expect(() => compileSchedule(cron("1-2-3 * * * *"))).toThrow(/malformed/);
  expect(() => compileSchedule({ type: "interval", seconds: 5, minutes: 1 })).toThrow(/exactly one/);
  expect(() => compileSchedule({ type: "interval", seconds: 0 })).toThrow(/greater than 0/);
  expect(() => compileSchedule({ type: "daily", hourUTC: 24 })).toThrow(/hourUTC/);
  expect(() => compileSchedule({ type: "weekly", dayOfWeek: "funday", hourUTC: 1 })).toThrow(/dayOfWeek/);
  expect(() => compileSchedule({ type: "monthly", day: 32, hourUTC: 1 })).toThrow(/day must be/);
});

describe("first run and catch-up", () => {
  test("a new interval job runs at once; a calendar job at its next slot", () => {
    const now = at("2023-03-01T08:35:10Z");
    expect(firstRunAt({ type: "interval", minutes: 5 }, now)).toBe(now);
    expect(iso(firstRunAt({ type: "daily", hourUTC: 8, minuteUTC: 30 }, now))).toBe("2023-03-02T08:30:00.000Z");
  });

  test("on time: the next slot, nothing skipped", () => {
    const scheduled = at("2023-03-01T08:00:00Z");
    expect(nextRunAfterRun({ type: "interval", seconds: 60 }, scheduled, scheduled + 15)).toEqual({ nextMs: scheduled + 60_000, skipped: 0 });
    // Finishing exactly at the next slot still leaves that slot to run.
    expect(nextRunAfterRun({ type: "interval", seconds: 60 }, scheduled, scheduled + 60_000)).toEqual({ nextMs: scheduled + 60_000, skipped: 0 });
  });

  test("late by several slots: runs once, skips the missed slots, keeps the phase", () => {
    const scheduled = at("2023-03-01T08:00:00Z");
    expect(nextRunAfterRun({ type: "interval", seconds: 60 }, scheduled, scheduled + 5.5 * 60_000)).toEqual({
      nextMs: scheduled + 6 * 60_000,
      skipped: 5,
    });
    // Down from Monday 08:30 to Thursday 10:00: Tuesday's, Wednesday's and Thursday's runs are skipped.
    const daily = nextRunAfterRun({ type: "daily", hourUTC: 8, minuteUTC: 30 }, at("2023-03-06T08:30:00Z"), at("2023-03-09T10:00:00Z"));
    expect({ next: iso(daily.nextMs), skipped: daily.skipped }).toEqual({ next: "2023-03-10T08:30:00.000Z", skipped: 3 });
    // A very long outage still ends at the first slot from now.
    const minutely = nextRunAfterRun(cron("* * * * *"), at("2020-01-01T00:00:00Z"), at("2023-03-01T08:00:30Z"));
    expect(iso(minutely.nextMs)).toBe("2023-03-01T08:01:00.000Z");
    expect(minutely.skipped).toBeGreaterThanOrEqual(10_000);
  });
});

test("schedules describe themselves for the start-up log", () => {
  expect(describeSchedule({ type: "interval", seconds: 30 })).toBe("every 30 s");
  expect(describeSchedule({ type: "daily", hourUTC: 7, minuteUTC: 5 })).toBe("daily at 07:05 UTC");
  expect(describeSchedule(cron("0 9 * * 1-5"))).toBe('cron "0 9 * * 1-5"');
});

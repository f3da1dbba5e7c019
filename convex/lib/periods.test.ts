import { describe, expect, test } from "vitest";
import {
  daysInMonth,
  daysOfWeek,
  dueDateIn,
  isPeriod,
  monthAndWeekOf,
  monthsOfYear,
  periodContaining,
  periodMonthFor,
  periodRange,
  shiftPeriod,
  weekIdForDay,
  weeksOfMonth,
} from "./periods";

describe("weeks of a month (spec section 9)", () => {
  test("W1 is days 1–7, W2 8–14, W3 15–21, W4 22–28, W5 29–31", () => {
    const boundaries: [number, string][] = [
      [1, "W1"], [7, "W1"], [8, "W2"], [14, "W2"], [15, "W3"], [21, "W3"],
      [22, "W4"], [28, "W4"], [29, "W5"], [30, "W5"], [31, "W5"],
    ];
    for (const [day, week] of boundaries) expect(weekIdForDay(day), `day ${day}`).toBe(week);
  });

  test("a date's Month ID and Week ID", () => {
    expect(monthAndWeekOf("2026-11-07")).toEqual({ monthId: 11, weekId: "W1" });
    expect(monthAndWeekOf("2026-11-08")).toEqual({ monthId: 11, weekId: "W2" });
    expect(monthAndWeekOf("2026-01-28")).toEqual({ monthId: 1, weekId: "W4" });
    expect(monthAndWeekOf("2026-01-29")).toEqual({ monthId: 1, weekId: "W5" });
    expect(monthAndWeekOf("2028-02-29")).toEqual({ monthId: 2, weekId: "W5" });
  });

  test("February has a W5 only in a leap year", () => {
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(weeksOfMonth("2027-02")).toEqual(["W1", "W2", "W3", "W4"]);
    expect(weeksOfMonth("2028-02")).toEqual(["W1", "W2", "W3", "W4", "W5"]);
    expect(weeksOfMonth("2026-04")).toHaveLength(5);
  });

  test("the days a week covers", () => {
    expect(daysOfWeek("2026-11-W2")).toEqual([
      "2026-11-08", "2026-11-09", "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13", "2026-11-14",
    ]);
    expect(daysOfWeek("2026-11-W5")).toEqual(["2026-11-29", "2026-11-30"]);
    expect(daysOfWeek("2026-12-W5")).toEqual(["2026-12-29", "2026-12-30", "2026-12-31"]);
    expect(daysOfWeek("2028-02-W5")).toEqual(["2028-02-29"]);
    expect(daysOfWeek("2026-11")).toEqual([]);
  });

  test("the months of a year", () => {
    const months = monthsOfYear("2026");
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2026-01");
    expect(months[11]).toBe("2026-12");
  });
});

describe("periodMonthFor: the Month ID in the year nearest the date", () => {
  test("the date's own month", () => {
    expect(periodMonthFor("2026-11-22", 11)).toBe("2026-11");
  });

  test("an edited Month ID counts toward the next or previous month", () => {
    expect(periodMonthFor("2026-11-28", 12)).toBe("2026-12");
    expect(periodMonthFor("2026-11-02", 10)).toBe("2026-10");
  });

  test("across the year's edges", () => {
    expect(periodMonthFor("2026-12-31", 1)).toBe("2027-01");
    expect(periodMonthFor("2027-01-02", 12)).toBe("2026-12");
    expect(periodMonthFor("2026-12-31", 12)).toBe("2026-12");
    expect(periodMonthFor("2027-01-01", 1)).toBe("2027-01");
  });

  test("six months away either way stays in the date's year", () => {
    expect(periodMonthFor("2026-01-15", 7)).toBe("2026-07");
    expect(periodMonthFor("2026-07-15", 1)).toBe("2026-01");
    expect(periodMonthFor("2026-02-15", 9)).toBe("2025-09");
  });
});

describe("isPeriod", () => {
  test("valid keys of each kind", () => {
    expect(isPeriod({ kind: "day", key: "2028-02-29" })).toBe(true);
    expect(isPeriod({ kind: "week", key: "2026-11-W4" })).toBe(true);
    expect(isPeriod({ kind: "week", key: "2028-02-W5" })).toBe(true);
    expect(isPeriod({ kind: "month", key: "2026-11" })).toBe(true);
    expect(isPeriod({ kind: "year", key: "2026" })).toBe(true);
  });

  test("wrong keys are refused", () => {
    expect(isPeriod({ kind: "day", key: "2027-02-29" })).toBe(false);
    expect(isPeriod({ kind: "day", key: "2026-11" })).toBe(false);
    expect(isPeriod({ kind: "week", key: "2027-02-W5" })).toBe(false);
    expect(isPeriod({ kind: "week", key: "2026-11-W6" })).toBe(false);
    expect(isPeriod({ kind: "week", key: "2026-13-W1" })).toBe(false);
    expect(isPeriod({ kind: "month", key: "2026-13" })).toBe(false);
    expect(isPeriod({ kind: "month", key: "2026-00" })).toBe(false);
    expect(isPeriod({ kind: "month", key: "2026-1" })).toBe(false);
    expect(isPeriod({ kind: "year", key: "26" })).toBe(false);
    expect(isPeriod({ kind: "year", key: "2026-11" })).toBe(false);
  });
});

describe("periodContaining", () => {
  test("the period of each kind a day falls in", () => {
    expect(periodContaining("day", "2026-11-29")).toEqual({ kind: "day", key: "2026-11-29" });
    expect(periodContaining("week", "2026-11-29")).toEqual({ kind: "week", key: "2026-11-W5" });
    expect(periodContaining("week", "2026-11-07")).toEqual({ kind: "week", key: "2026-11-W1" });
    expect(periodContaining("month", "2026-11-29")).toEqual({ kind: "month", key: "2026-11" });
    expect(periodContaining("year", "2026-11-29")).toEqual({ kind: "year", key: "2026" });
  });
});

describe("shiftPeriod (previous / next)", () => {
  const day = (key: string, delta: number) => shiftPeriod({ kind: "day", key }, delta).key;
  const week = (key: string, delta: number) => shiftPeriod({ kind: "week", key }, delta).key;
  const month = (key: string, delta: number) => shiftPeriod({ kind: "month", key }, delta).key;

  test("days across months, years and leap days", () => {
    expect(day("2026-11-30", 1)).toBe("2026-12-01");
    expect(day("2026-12-31", 1)).toBe("2027-01-01");
    expect(day("2027-01-01", -1)).toBe("2026-12-31");
    expect(day("2028-02-28", 1)).toBe("2028-02-29");
    expect(day("2027-02-28", 1)).toBe("2027-03-01");
    expect(day("2028-03-01", -1)).toBe("2028-02-29");
  });

  test("weeks skip the W5 a February does not have", () => {
    expect(week("2026-11-W4", 1)).toBe("2026-11-W5");
    expect(week("2026-11-W5", 1)).toBe("2026-12-W1");
    expect(week("2027-02-W4", 1)).toBe("2027-03-W1");
    expect(week("2027-03-W1", -1)).toBe("2027-02-W4");
    expect(week("2028-02-W4", 1)).toBe("2028-02-W5");
    expect(week("2028-03-W1", -1)).toBe("2028-02-W5");
  });

  test("weeks across years and several steps", () => {
    expect(week("2026-12-W5", 1)).toBe("2027-01-W1");
    expect(week("2027-01-W1", -1)).toBe("2026-12-W5");
    // January has 5 weeks, February 2027 four: 10 steps from 2027-01-W1 reach 2027-03-W2.
    expect(week("2027-01-W1", 10)).toBe("2027-03-W2");
    expect(week("2027-03-W2", -10)).toBe("2027-01-W1");
    expect(week("2026-11-W2", 0)).toBe("2026-11-W2");
  });

  test("months and years", () => {
    expect(month("2026-12", 1)).toBe("2027-01");
    expect(month("2026-01", -1)).toBe("2025-12");
    expect(month("2026-11", 13)).toBe("2027-12");
    expect(month("2026-11", -23)).toBe("2024-12");
    expect(shiftPeriod({ kind: "year", key: "2026" }, -1)).toEqual({ kind: "year", key: "2025" });
  });
});

describe("periodRange", () => {
  test("first and last day of each kind", () => {
    expect(periodRange({ kind: "day", key: "2026-11-22" })).toEqual({ first: "2026-11-22", last: "2026-11-22" });
    expect(periodRange({ kind: "week", key: "2026-11-W5" })).toEqual({ first: "2026-11-29", last: "2026-11-30" });
    expect(periodRange({ kind: "month", key: "2028-02" })).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(periodRange({ kind: "month", key: "2027-02" })).toEqual({ first: "2027-02-01", last: "2027-02-28" });
    expect(periodRange({ kind: "year", key: "2026" })).toEqual({ first: "2026-01-01", last: "2026-12-31" });
  });
});

describe("dueDateIn: a bill's due day, clamped to the month's last day", () => {
  test("clamping", () => {
    expect(dueDateIn("2026-11", 5)).toBe("2026-11-05");
    expect(dueDateIn("2026-11", 31)).toBe("2026-11-30");
    expect(dueDateIn("2026-12", 31)).toBe("2026-12-31");
    expect(dueDateIn("2027-02", 31)).toBe("2027-02-28");
    expect(dueDateIn("2027-02", 29)).toBe("2027-02-28");
    expect(dueDateIn("2028-02", 30)).toBe("2028-02-29");
    expect(dueDateIn("2028-02", 28)).toBe("2028-02-28");
  });
});

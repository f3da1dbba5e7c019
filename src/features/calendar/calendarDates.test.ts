import { describe, expect, test } from "vitest";
import { calendarSearch } from "./calendarSearch";
import { daysOf, stepDate, viewWindow } from "./calendarDates";

describe("calendar views' days", () => {
  test("a month is whole weeks from the locale's first weekday", () => {
    // March 2030 begins on a Friday and ends on a Sunday.
    expect(viewWindow("month", "2030-03-14", 1)).toEqual({ from: "2030-02-25", to: "2030-03-31" });
    expect(viewWindow("month", "2030-03-14", 0)).toEqual({ from: "2030-02-24", to: "2030-04-06" });
  });

  test("a week, the agenda's seven days and a day", () => {
    expect(viewWindow("week", "2030-03-14", 1)).toEqual({ from: "2030-03-11", to: "2030-03-17" });
    expect(viewWindow("agenda", "2030-03-14", 1)).toEqual({ from: "2030-03-14", to: "2030-03-20" });
    expect(viewWindow("day", "2030-03-14", 1)).toEqual({ from: "2030-03-14", to: "2030-03-14" });
    expect(daysOf("2030-03-30", "2030-04-02")).toEqual(["2030-03-30", "2030-03-31", "2030-04-01", "2030-04-02"]);
  });

  test("steps keep across months of different lengths and daylight saving", () => {
    expect(stepDate("month", "2030-01-31", 1)).toBe("2030-02-28");
    expect(stepDate("week", "2030-03-28", 1)).toBe("2030-04-04");
    expect(stepDate("day", "2030-03-31", -1)).toBe("2030-03-30");
    expect(stepDate("agenda", "2030-10-25", 1)).toBe("2030-11-01");
  });

  test("the URL's view and day, anything else dropped", () => {
    expect(calendarSearch({ view: "week", date: "2030-03-14" })).toEqual({ view: "week", date: "2030-03-14" });
    expect(calendarSearch({ view: "year", date: "2030-02-30" })).toEqual({});
  });
});

import { describe, expect, test } from "vitest";
import { weekdayOf } from "./weekdays";

describe("weekdayOf", () => {
  test("names the plan's day of a calendar day", () => {
    expect(weekdayOf("2026-11-23")).toBe("Monday");
    expect(weekdayOf("2026-11-28")).toBe("Saturday");
    expect(weekdayOf("2026-11-29")).toBe("Sunday");
    expect(weekdayOf("2024-02-29")).toBe("Thursday");
  });
});

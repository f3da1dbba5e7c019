import { describe, expect, test } from "vitest";
import { choreForm, noRepeatForm } from "../chores.fixtures";
import { awayFromToday, choreFormSchema, scheduleOf } from "./choreSchema";

const problems = (extra: Record<string, unknown>) => {
  const result = choreFormSchema.safeParse(choreForm(["m1"], extra));
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("the chore form's numbers", () => {
  test("an empty Points field is refused as missing, not saved as 0", () => {
    expect(problems({ points: "" })).toEqual([["points", "FIELD_REQUIRED"]]);
    expect(problems({ points: "  " })).toEqual([["points", "FIELD_REQUIRED"]]);
    expect(problems({ points: "0" })).toEqual([]);
    expect(choreFormSchema.parse(choreForm(["m1"], { points: " 8 " })).points).toBe(8);
    for (const points of ["abc", "2.5", "-1", "1001", -1, 2.5]) expect(problems({ points })).toEqual([["points", "CHORE_POINTS"]]);
  });

  test("an empty days-after field is refused as missing where it is used", () => {
    expect(problems({ scheduleKind: "after", afterDays: "" })).toEqual([["afterDays", "FIELD_REQUIRED"]]);
    expect(problems({ scheduleKind: "after", afterDays: "0" })).toEqual([["afterDays", "CHORE_AFTER_DAYS"]]);
  });
});

describe("the schedule kind not chosen", () => {
  test("a half-typed calendar rule does not stop a chore that comes round days after it was done", () => {
    const hidden = { ...noRepeatForm, freq: "daily", interval: "", ends: "count", count: "" };
    expect(problems({ scheduleKind: "after", afterDays: "2", repeat: hidden })).toEqual([]);
    const form = choreFormSchema.parse(choreForm(["m1"], { scheduleKind: "after", afterDays: "2", repeat: hidden }));
    expect(scheduleOf(form)).toEqual({ kind: "after", start: "2030-01-07", days: 2 });
    // The same rule is refused when it is the one in use.
    expect(problems({ repeat: hidden })).toEqual([
      ["repeat.interval", "REPEAT_INTERVAL"],
      ["repeat.count", "REPEAT_COUNT"],
    ]);
  });

  test("an emptied days-after field does not stop a chore on a calendar rule", () => {
    expect(problems({ afterDays: "" })).toEqual([]);
    expect(problems({ afterDays: "abc", scheduleKind: "repeat" })).toEqual([]);
  });
});

describe("the away dates the chores page shows", () => {
  const away = { from: "2030-12-04", to: "2030-12-05" };
  test("before and during the dates, and on the last away day", () => {
    for (const today of ["2030-12-01", "2030-12-04", "2030-12-05"]) expect(awayFromToday(away, today)).toEqual(away);
  });
  test("gone from the day after the last away day (banner hidden, switch off)", () => {
    expect(awayFromToday(away, "2030-12-06")).toBeNull();
    expect(awayFromToday(null, "2030-12-06")).toBeNull();
  });
});

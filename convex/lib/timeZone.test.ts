import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { currentZoneName, dayIn, instantOf, isTimeZone, readWallTime, wallAt, wallClockIn } from "./timeZone";

describe("the family's time zone", () => {
  test("only names Intl knows are zones", () => {
    for (const zone of ["Europe/London", "America/New_York", "Asia/Kathmandu", "UTC"]) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ["Europe/Atlantis", "", "GMT+25", "x".repeat(65)]) expect(isTimeZone(zone), zone).toBe(false);
  });

  test("the wall clock jumps at each daylight-saving change, on both sides of the Atlantic", () => {
    const at = (iso: string, zone: string) => wallClockIn(zone, Date.parse(iso));
    // London: GMT → BST at 01:00 UTC on 31 March 2030, back at 01:00 UTC on 27 October.
    expect(at("2030-03-31T00:59:00Z", "Europe/London")).toEqual({ day: "2030-03-31", hour: 0, minute: 59 });
    expect(at("2030-03-31T01:00:00Z", "Europe/London")).toEqual({ day: "2030-03-31", hour: 2, minute: 0 });
    expect(at("2030-10-27T00:59:00Z", "Europe/London")).toEqual({ day: "2030-10-27", hour: 1, minute: 59 });
    expect(at("2030-10-27T01:00:00Z", "Europe/London")).toEqual({ day: "2030-10-27", hour: 1, minute: 0 });
    // New York: EST → EDT at 07:00 UTC on 10 March 2030, back at 06:00 UTC on 3 November.
    expect(at("2030-03-10T06:59:00Z", "America/New_York")).toEqual({ day: "2030-03-10", hour: 1, minute: 59 });
    expect(at("2030-03-10T07:00:00Z", "America/New_York")).toEqual({ day: "2030-03-10", hour: 3, minute: 0 });
    expect(at("2030-11-03T05:59:00Z", "America/New_York")).toEqual({ day: "2030-11-03", hour: 1, minute: 59 });
    expect(at("2030-11-03T06:00:00Z", "America/New_York")).toEqual({ day: "2030-11-03", hour: 1, minute: 0 });
  });

  test('"today" is the family\'s calendar day, not UTC\'s', () => {
    const lateEvening = Date.parse("2030-04-29T23:30:00-04:00");
    expect(dayIn("America/New_York", lateEvening)).toBe("2030-04-29");
    expect(dayIn("UTC", lateEvening)).toBe("2030-04-30");
    expect(dayIn("Europe/Berlin", Date.parse("2030-04-30T00:30:00+02:00"))).toBe("2030-04-30");
  });
});

describe("reading a wall time (the one reading of views, feeds and reminders)", () => {
  test("a time the spring change skips is read with the offset before it: later by the gap", () => {
    // London's clocks go from 01:00 to 02:00 on 31 March 2030: 01:30 does not exist.
    expect(readWallTime("Europe/London", "2030-03-31", "01:30")).toEqual({ instant: Date.parse("2030-03-31T01:30:00Z"), kind: "skipped" });
    expect(wallAt("Europe/London", instantOf("Europe/London", "2030-03-31", "01:30"))).toEqual({ day: "2030-03-31", time: "02:30" });
    // New York's from 02:00 to 03:00 on 10 March 2030.
    expect(readWallTime("America/New_York", "2030-03-10", "02:30").kind).toBe("skipped");
    expect(wallAt("America/New_York", instantOf("America/New_York", "2030-03-10", "02:30")).time).toBe("03:30");
  });

  test("a time the autumn change repeats is its first passing", () => {
    expect(readWallTime("Europe/London", "2030-10-27", "01:30")).toEqual({ instant: Date.parse("2030-10-27T00:30:00Z"), kind: "repeated" });
    expect(readWallTime("America/New_York", "2030-11-03", "01:30")).toEqual({ instant: Date.parse("2030-11-03T05:30:00Z"), kind: "repeated" });
  });

  test("any other time is itself", () => {
    expect(readWallTime("Europe/London", "2030-07-01", "17:00")).toEqual({ instant: Date.parse("2030-07-01T16:00:00Z"), kind: "normal" });
    expect(readWallTime("Asia/Kathmandu", "2030-07-01", "09:00")).toEqual({ instant: Date.parse("2030-07-01T03:15:00Z"), kind: "normal" });
    expect(readWallTime("UTC", "2030-03-31", "01:30").kind).toBe("normal");
  });

  test("property: a wall time that exists reads back as itself; a skipped one is later by less than the gap's size", () => {
    const zones = ["Europe/London", "America/New_York", "Australia/Lord_Howe", "America/Santiago", "Asia/Tehran", "Pacific/Chatham", "Europe/Berlin"];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2040-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (zone, date, hour, minute) => {
          const day = date.toISOString().slice(0, 10);
          const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
          const { instant, kind } = readWallTime(zone, day, time);
          const back = wallAt(zone, instant);
          if (kind === "skipped") {
            const asUtc = Date.parse(`${day}T${time}:00Z`);
            const shownAsUtc = Date.parse(`${back.day}T${back.time}:00Z`);
            expect(shownAsUtc).toBeGreaterThan(asUtc);
            expect(shownAsUtc - asUtc).toBeLessThanOrEqual(2 * 3_600_000);
          } else {
            expect(back).toEqual({ day, time });
            // The first passing: an hour before, the clock read something else.
            if (kind === "repeated") expect(wallAt(zone, instant - 3_600_000)).not.toEqual({ day, time });
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("the zone picker's names", () => {
  test("the browser's list by current IANA names: no legacy aliases, each one Intl knows", () => {
    const listed = Intl.supportedValuesOf("timeZone").map(currentZoneName);
    for (const legacy of ["Asia/Calcutta", "Europe/Kiev", "Asia/Saigon", "Asia/Katmandu"]) expect(listed).not.toContain(legacy);
    for (const current of ["Asia/Kolkata", "Europe/Kyiv", "Asia/Ho_Chi_Minh", "Asia/Kathmandu", "America/New_York"]) expect(listed).toContain(current);
    for (const zone of listed) expect(isTimeZone(zone), zone).toBe(true);
  });
});

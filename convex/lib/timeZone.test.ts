import { describe, expect, test } from "vitest";
import { dayIn, isTimeZone, wallClockIn } from "./timeZone";

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

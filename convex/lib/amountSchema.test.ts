import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { optionalPoundsField, penceField, penceProblem, poundsField, poundsProblem } from "./amountSchema";
import { MAX_AMOUNT_PENCE } from "./money";

// Each limit its own message: not a number, more than pence, zero or less, too large.
const notNumberPounds = ["abc", "1e3", "NaN", "£", "1.2.3", "12 50", "1,23,4"];
const tooManyDecimals = ["1.234", "12.345", "0.001"];
const notPositivePounds = ["", "   ", "0", "0.00", "-5", "-0.01"];
const tooLargePounds = ["1000000.01", "2000000", "99999999999999999999"];
const notPositivePence = [0, -1, 1.5, 0.001, Number.NaN, Number.POSITIVE_INFINITY];

/** The error codes zod reports, or the parsed value. */
function outcome(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { codes: result.error.issues.map((issue) => issue.message) };
}

describe("poundsField", () => {
  test.each(notNumberPounds)("%j is not a number", (text) => {
    expect(outcome(poundsField(), text)).toEqual({
      codes: ["AMOUNT_NOT_NUMBER"],
    });
  });

  test.each(tooManyDecimals)("%j has more than two decimals", (text) => {
    expect(outcome(poundsField(), text)).toEqual({
      codes: ["AMOUNT_DECIMALS"],
    });
  });

  test.each(notPositivePounds)("%j is not a positive amount", (text) => {
    expect(outcome(poundsField(), text)).toEqual({ codes: ["AMOUNT_POSITIVE"] });
  });

  test.each(tooLargePounds)("%j is too large", (text) => {
    expect(outcome(poundsField(), text)).toEqual({ codes: ["AMOUNT_TOO_LARGE"] });
  });

  test.each([
    ["0.01", 1],
    ["12.3", 1230],
    ["£1,234.50", 123_450],
    ["1000000", MAX_AMOUNT_PENCE],
  ])("%j becomes %i pence", (text, pence) => {
    expect(outcome(poundsField(), text)).toEqual({ value: pence });
  });

  test.each([
    ["12,50", 1250],
    ["1.234,50", 123_450],
    ["1 234,50", 123_450],
    ["1\u202f234,50", 123_450],
    ["12.50", 1250],
  ])("with a comma mark, %j becomes %i pence", (text, pence) => {
    expect(outcome(poundsField(","), text)).toEqual({ value: pence });
  });

  test("with a comma mark, a third decimal and a stray mark are named", () => {
    expect(outcome(poundsField(","), "0,001")).toEqual({
      codes: ["AMOUNT_DECIMALS"],
    });
    expect(outcome(poundsField(","), "1,2,3")).toEqual({
      codes: ["AMOUNT_NOT_NUMBER"],
    });
    expect(outcome(poundsField(","), "1000000,01")).toEqual({
      codes: ["AMOUNT_TOO_LARGE"],
    });
  });
});

describe("optionalPoundsField", () => {
  test("empty means no amount", () => {
    expect(outcome(optionalPoundsField(), "")).toEqual({ value: undefined });
    expect(outcome(optionalPoundsField(), "  ")).toEqual({ value: undefined });
    expect(outcome(optionalPoundsField(), "300")).toEqual({ value: 30_000 });
    expect(outcome(optionalPoundsField(","), "300,50")).toEqual({
      value: 30_050,
    });
  });

  test("anything else follows poundsField", () => {
    for (const text of [...notNumberPounds, ...tooManyDecimals, ...notPositivePounds, ...tooLargePounds].filter((text) => text.trim() !== "")) {
      expect(outcome(optionalPoundsField(), text), text).toEqual(outcome(poundsField(), text));
    }
  });
});

describe("penceField (the server's side)", () => {
  test.each(notPositivePence)("%s is not a positive amount", (pence) => {
    expect(outcome(penceField, pence)).toEqual({ codes: ["AMOUNT_POSITIVE"] });
  });

  test("not a number is not a positive amount", () => {
    expect(outcome(penceField, "12")).toEqual({ codes: ["AMOUNT_POSITIVE"] });
  });

  test("more than the maximum is too large; the maximum is fine", () => {
    expect(outcome(penceField, MAX_AMOUNT_PENCE + 1)).toEqual({ codes: ["AMOUNT_TOO_LARGE"] });
    expect(outcome(penceField, 2 ** 60)).toEqual({ codes: ["AMOUNT_TOO_LARGE"] });
    expect(outcome(penceField, MAX_AMOUNT_PENCE)).toEqual({ value: MAX_AMOUNT_PENCE });
    expect(outcome(penceField, 1)).toEqual({ value: 1 });
  });

  test("pounds and pence agree", () => {
    expect(poundsProblem("0.01")).toBeNull();
    expect(penceProblem(1)).toBeNull();
    expect(poundsProblem("0.001")).toBe("AMOUNT_DECIMALS");
    expect(penceProblem(0.1)).toBe("AMOUNT_POSITIVE");
    expect(poundsProblem("1000000.01")).toBe("AMOUNT_TOO_LARGE");
    expect(penceProblem(MAX_AMOUNT_PENCE + 1)).toBe("AMOUNT_TOO_LARGE");
  });
});

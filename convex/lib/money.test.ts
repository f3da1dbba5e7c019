import { describe, expect, test } from "vitest";
import { MAX_AMOUNT_PENCE, decimalMarkOf, isValidPence, parsePounds, penceFromPounds, poundsFromPence, readPounds } from "./money";

describe("penceFromPounds", () => {
  test("typed pounds become pence", () => {
    expect(penceFromPounds("0.01")).toBe(1);
    expect(penceFromPounds("12")).toBe(1200);
    expect(penceFromPounds("12.5")).toBe(1250);
    expect(penceFromPounds("12.34")).toBe(1234);
    expect(penceFromPounds(" 7.05 ")).toBe(705);
    expect(penceFromPounds("£1,234.50")).toBe(123450);
    expect(penceFromPounds("1,234,567.89")).toBe(123456789);
    expect(penceFromPounds("0.10")).toBe(10);
  });

  test("floating point never creeps in", () => {
    // 0.1 + 0.2 style sums: every amount to two decimals up to £100 is exact.
    for (let pence = 1; pence <= 10_000; pence++) {
      expect(penceFromPounds(poundsFromPence(pence))).toBe(pence);
    }
  });

  test("more than two decimals, negatives, zero and non-numbers are refused", () => {
    for (const text of ["1.234", "0.001", "-1", "-0.01", "0", "0.00", "abc", "1e3", "", "  ", "1.2.3", "NaN", "Infinity", "£"]) {
      expect(penceFromPounds(text), JSON.stringify(text)).toBeNull();
    }
  });

  test("amounts above the maximum still convert (the schema refuses them as too large)", () => {
    expect(penceFromPounds("1000000")).toBe(MAX_AMOUNT_PENCE);
    expect(penceFromPounds("1000000.01")).toBe(MAX_AMOUNT_PENCE + 1);
  });
});

describe("parsePounds", () => {
  test("zero and amounts beyond exact counting still parse, for the schemas to name the problem", () => {
    expect(parsePounds("0.00")).toBe(0);
    expect(parsePounds("99999999999999999999")).toBe(1e22);
    expect(parsePounds("£1,234.50")).toBe(123450);
  });

  test("text that is not pounds with two decimals at most does not", () => {
    for (const text of [ "-1", "1.234", "abc", "", "1e3"]) expect(parsePounds(text), text).toBeNull();
  });
});

describe("readPounds: money as the reader writes it", () => {
  test("a comma mark: twelve pounds fifty is never £1,250", () => {
    expect(readPounds("12,50", ",")).toEqual({ pence: 1250 });
    expect(readPounds("12,5", ",")).toEqual({ pence: 1250 });
    expect(readPounds("1.234,56", ",")).toEqual({ pence: 123456 });
    expect(readPounds("1 234,56", ",")).toEqual({ pence: 123456 });
    expect(readPounds("1.234", ",")).toEqual({ pence: 123400 });
    expect(readPounds("£ 7,05", ",")).toEqual({ pence: 705 });
  });

  test("the other mark, once and not a thousands group, is the decimal point the reader meant", () => {
    expect(readPounds("12.50", ",")).toEqual({ pence: 1250 });
    expect(readPounds("12,50", ".")).toEqual({ pence: 1250 });
    expect(readPounds("1,250", ".")).toEqual({ pence: 125000 });
  });

  test("each problem by name", () => {
    expect(readPounds("0,001", ",")).toEqual({ problem: "AMOUNT_DECIMALS" });
    expect(readPounds("1e3", ",")).toEqual({ problem: "AMOUNT_NOT_NUMBER" });
    expect(readPounds("12,50,1", ",")).toEqual({
      problem: "AMOUNT_NOT_NUMBER",
    });
    expect(readPounds("-3,00", ",")).toEqual({ problem: "AMOUNT_POSITIVE" });
  });

  test("what the form shows reads back as the same pence in each language", () => {
    for (const mark of [".", ","] as const) {
      for (const pence of [1, 99, 1250, 123456, MAX_AMOUNT_PENCE])
        expect(readPounds(poundsFromPence(pence, mark), mark)).toEqual({
          pence,
        });
    }
  });

  test("the languages' marks", () => {
    expect(decimalMarkOf("en")).toBe(".");
    expect(decimalMarkOf("de")).toBe(",");
    expect(decimalMarkOf("fr")).toBe(",");
    expect(decimalMarkOf("es")).toBe(",");
  });
});

describe("poundsFromPence", () => {
  test("two decimals for the form", () => {
    expect(poundsFromPence(1234)).toBe("12.34");
    expect(poundsFromPence(1)).toBe("0.01");
    expect(poundsFromPence(1250)).toBe("12.50");
    expect(poundsFromPence(MAX_AMOUNT_PENCE)).toBe("1000000.00");
    expect(poundsFromPence(1250, ",")).toBe("12,50");
  });
});

describe("isValidPence", () => {
  test("whole pence from 1 to the maximum", () => {
    expect(isValidPence(1)).toBe(true);
    expect(isValidPence(MAX_AMOUNT_PENCE)).toBe(true);
    expect(isValidPence(MAX_AMOUNT_PENCE + 1)).toBe(false);
    expect(isValidPence(0)).toBe(false);
    expect(isValidPence(-5)).toBe(false);
    expect(isValidPence(1.5)).toBe(false);
    expect(isValidPence(Number.NaN)).toBe(false);
    expect(isValidPence(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

import { de } from "date-fns/locale/de";
import { enGB } from "date-fns/locale/en-GB";
import { es } from "date-fns/locale/es";
import { fr } from "date-fns/locale/fr";
import { describe, expect, test } from "vitest";
import deFinance from "../../i18n/de/finance.json";
import enFinance from "../../i18n/en/finance.json";
import esFinance from "../../i18n/es/finance.json";
import frFinance from "../../i18n/fr/finance.json";
import { financeSearch } from "./periodSearch";
import { budgetMonthFor, isCurrentPeriod, periodFromSearch, periodLabel, searchForPeriod, seriesPointLabel, switchKind } from "./periodView";

const today = "2026-11-22";

describe("the period in the URL", () => {
  test("keeps a known view and a key of the right shape, drops anything else", () => {
    expect(financeSearch({ view: "week", at: "2026-11-W4" })).toEqual({ view: "week", at: "2026-11-W4" });
    expect(financeSearch({ view: "fortnight", at: "soon" })).toEqual({});
    expect(financeSearch({ view: ["day"], at: { key: "2026" } })).toEqual({});
    expect(financeSearch({ at: "2026-11-22x" })).toEqual({});
    // The router reads ?at=2026 as a number.
    expect(financeSearch({ view: "year", at: 2026 })).toEqual({ view: "year", at: "2026" });
  });

  test("defaults to this month; a key that is not a period of its view means the one holding today", () => {
    expect(periodFromSearch({}, today)).toEqual({ kind: "month", key: "2026-11" });
    expect(periodFromSearch({ view: "day" }, today)).toEqual({ kind: "day", key: "2026-11-22" });
    expect(periodFromSearch({ view: "week" }, today)).toEqual({ kind: "week", key: "2026-11-W4" });
    expect(periodFromSearch({ view: "year", at: "2025" }, today)).toEqual({ kind: "year", key: "2025" });
    expect(periodFromSearch({ at: "2026-13" }, today)).toEqual({ kind: "month", key: "2026-11" });
    expect(periodFromSearch({ view: "day", at: "2026-02-30" }, today)).toEqual({ kind: "day", key: "2026-11-22" });
    // February 2027 has no fifth week; a month key is no week.
    expect(periodFromSearch({ view: "week", at: "2027-02-W5" }, today)).toEqual({ kind: "week", key: "2026-11-W4" });
    expect(periodFromSearch({ view: "week", at: "2026-10" }, today)).toEqual({ kind: "week", key: "2026-11-W4" });
  });

  test("leaves the defaults out, so this month's address is plain /finance", () => {
    expect(searchForPeriod({ kind: "month", key: "2026-11" }, today)).toEqual({});
    expect(searchForPeriod({ kind: "month", key: "2026-10" }, today)).toEqual({ at: "2026-10" });
    expect(searchForPeriod({ kind: "day", key: "2026-11-22" }, today)).toEqual({ view: "day" });
    expect(searchForPeriod({ kind: "year", key: "2025" }, today)).toEqual({ view: "year", at: "2025" });
  });

  test("reads back what it writes", () => {
    for (const period of [
      { kind: "day", key: "2028-02-29" },
      { kind: "week", key: "2026-11-W5" },
      { kind: "month", key: "2026-01" },
      { kind: "year", key: "2024" },
    ] as const) {
      expect(periodFromSearch(financeSearch(searchForPeriod(period, today)), today)).toEqual(period);
    }
  });
});

describe("moving between periods", () => {
  test("a new kind holds today while today is in the period shown, else the period's first day", () => {
    expect(switchKind({ kind: "month", key: "2026-11" }, "year", today)).toEqual({ kind: "year", key: "2026" });
    expect(switchKind({ kind: "month", key: "2026-11" }, "day", today)).toEqual({ kind: "day", key: "2026-11-22" });
    expect(switchKind({ kind: "month", key: "2026-11" }, "week", today)).toEqual({ kind: "week", key: "2026-11-W4" });
    expect(switchKind({ kind: "month", key: "2026-09" }, "day", today)).toEqual({ kind: "day", key: "2026-09-01" });
    expect(switchKind({ kind: "year", key: "2025" }, "month", today)).toEqual({ kind: "month", key: "2025-01" });
    expect(switchKind({ kind: "week", key: "2026-10-W5" }, "month", today)).toEqual({ kind: "month", key: "2026-10" });
  });

  test("knows the period holding today", () => {
    expect(isCurrentPeriod({ kind: "week", key: "2026-11-W4" }, today)).toBe(true);
    expect(isCurrentPeriod({ kind: "week", key: "2026-11-W3" }, today)).toBe(false);
    expect(isCurrentPeriod({ kind: "year", key: "2026" }, today)).toBe(true);
  });

  test("budgets follow the period's month; a year shows this month in it, else December", () => {
    expect(budgetMonthFor({ kind: "day", key: "2026-10-31" }, today)).toBe("2026-10");
    expect(budgetMonthFor({ kind: "week", key: "2026-02-W4" }, today)).toBe("2026-02");
    expect(budgetMonthFor({ kind: "month", key: "2025-07" }, today)).toBe("2025-07");
    expect(budgetMonthFor({ kind: "year", key: "2026" }, today)).toBe("2026-11");
    expect(budgetMonthFor({ kind: "year", key: "2025" }, today)).toBe("2025-12");
  });
});

describe("period names in each language", () => {
  const english = (week: number, days: string) => enFinance.period.week.replace("{{week}}", String(week)).replace("{{days}}", days);

  test("English headings as the brief shows them", () => {
    const p = enFinance.patterns;
    expect(periodLabel({ kind: "month", key: "2026-11" }, p, english, enGB)).toBe("November 2026");
    expect(periodLabel({ kind: "week", key: "2026-11-W2" }, p, english, enGB)).toBe("Week 2 · 8–14 Nov 2026");
    expect(periodLabel({ kind: "week", key: "2028-02-W5" }, p, english, enGB)).toBe("Week 5 · 29 Feb 2028");
    expect(periodLabel({ kind: "day", key: "2026-11-22" }, p, english, enGB)).toBe("Sun 22 Nov 2026");
    expect(periodLabel({ kind: "year", key: "2026" }, p, english, enGB)).toBe("2026");
  });

  test("other languages use their own words and order, capitalised", () => {
    const week = (n: number, days: string) => `${n}: ${days}`;
    expect(periodLabel({ kind: "month", key: "2026-11" }, esFinance.patterns, week, es)).toBe("Noviembre de 2026");
    expect(periodLabel({ kind: "month", key: "2026-11" }, frFinance.patterns, week, fr)).toBe("Novembre 2026");
    expect(periodLabel({ kind: "month", key: "2026-03" }, deFinance.patterns, week, de)).toBe("März 2026");
    expect(periodLabel({ kind: "week", key: "2026-11-W2" }, deFinance.patterns, week, de)).toBe("2: 8.–14. Nov. 2026");
    expect(periodLabel({ kind: "day", key: "2026-11-22" }, deFinance.patterns, week, de)).toBe("So., 22. Nov. 2026");
    expect(periodLabel({ kind: "day", key: "2026-11-22" }, frFinance.patterns, week, fr)).toBe("Dim. 22 nov. 2026");
  });

  test("chart points: months, weeks W1–W5 and days", () => {
    const p = enFinance.patterns;
    expect(seriesPointLabel("2026-01", p, {}, enGB)).toBe("Jan");
    expect(seriesPointLabel("2026-01", p, { long: true }, enGB)).toBe("January");
    expect(seriesPointLabel("2026-11-W5", p, {}, enGB)).toBe("W5");
    expect(seriesPointLabel("2026-11-08", p, {}, enGB)).toBe("Sun 8");
    expect(seriesPointLabel("2026-11-08", p, { long: true }, enGB)).toBe("Sunday 8 November");
    expect(seriesPointLabel("2026-11-08", esFinance.patterns, {}, es)).toBe("Dom 8");
  });
});

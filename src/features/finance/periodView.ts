// The dashboard's period: from and to the URL, moving between kinds, and its names in the
// reader's language. Pure (today and the language's patterns come in as arguments).
import { format, parseISO, type Locale } from "date-fns";
import { isPeriod, periodContaining, periodRange, type Period, type PeriodKind } from "../../../convex/lib/periods";
import type { FinanceSearch } from "./periodSearch";

/** The period the URL asks for; a key that is not a period of its view (or none) means the one holding today. */
export function periodFromSearch(search: FinanceSearch, today: string): Period {
  const kind = search.view ?? "month";
  if (search.at !== undefined && isPeriod({ kind, key: search.at })) return { kind, key: search.at };
  return periodContaining(kind, today);
}

/** The URL of a period: the defaults (Monthly, the period holding today) are left out. */
export function searchForPeriod(period: Period, today: string): FinanceSearch {
  const current = periodContaining(period.kind, today).key === period.key;
  return { ...(period.kind !== "month" ? { view: period.kind } : {}), ...(current ? {} : { at: period.key }) };
}

export function isCurrentPeriod(period: Period, today: string): boolean {
  return periodContaining(period.kind, today).key === period.key;
}

/**
 * Switching Daily / Weekly / Monthly / Yearly keeps the place: the new kind's period holding
 * today when today is in the one shown, else the one holding its first day.
 */
export function switchKind(period: Period, kind: PeriodKind, today: string): Period {
  const { first, last } = periodRange(period);
  return periodContaining(kind, today >= first && today <= last ? today : first);
}

/** The month whose budgets the dashboard shows: a day's or week's month, the month itself, or for a year this month (in it) or December. */
export function budgetMonthFor(period: Period, today: string): string {
  switch (period.kind) {
    case "day":
    case "week":
    case "month":
      return period.key.slice(0, 7);
    case "year":
      return today.startsWith(`${period.key}-`) ? today.slice(0, 7) : `${period.key}-12`;
  }
}

/** date-fns patterns of one language (src/i18n/<lang>/finance.json "patterns"). */
export type PeriodPatterns = {
  /** "EEE d MMM yyyy" → Sun 22 Nov 2026 */
  day: string;
  /** "MMMM yyyy" → November 2026 */
  month: string;
  /** A week's first and last day: "d" and "d MMM yyyy" → 8–14 Nov 2026 */
  weekStart: string;
  weekEnd: string;
  /** Chart axis: a month of a year ("LLL" → Jan), a day ("EEE d" → Sun 8). */
  axisMonth: string;
  axisWeekDay: string;
  /** Chart tables: a month of a year ("LLLL" → January), a day ("EEEE d MMMM"). */
  longMonth: string;
  longDay: string;
};

/** Month and day names start small in Spanish and French; a label starts with a capital. */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const fmt = (day: string, pattern: string, locale?: Locale) => format(parseISO(day), pattern, locale ? { locale } : undefined);

/**
 * The heading of a period: "Sun 22 Nov 2026", "Week 2 · 8–14 Nov 2026", "November 2026", "2026".
 * `weekLabel` is the language's sentence around the week's number and days.
 */
export function periodLabel(
  period: Period,
  patterns: PeriodPatterns,
  weekLabel: (week: number, days: string) => string,
  locale?: Locale,
): string {
  switch (period.kind) {
    case "day":
      return capitalised(fmt(period.key, patterns.day, locale));
    case "week": {
      const { first, last } = periodRange(period);
      // W5 of a leap February is one day (29 Feb).
      const end = fmt(last, patterns.weekEnd, locale);
      const days = first === last ? end : `${fmt(first, patterns.weekStart, locale)}–${end}`;
      return weekLabel(Number(period.key.slice(-1)), days);
    }
    case "month":
      return capitalised(fmt(`${period.key}-01`, patterns.month, locale));
    case "year":
      return period.key;
  }
}

/**
 * The name of one point of a period's series (API: a year's months, a month's weeks, a week's
 * days, a day itself): short for the chart's axis, long for its table.
 */
export function seriesPointLabel(key: string, patterns: PeriodPatterns, { long = false } = {}, locale?: Locale): string {
  if (/^\d{4}-\d{2}$/.test(key)) return capitalised(fmt(`${key}-01`, long ? patterns.longMonth : patterns.axisMonth, locale));
  if (/^\d{4}-\d{2}-W[1-5]$/.test(key)) return key.slice(-2);
  return capitalised(fmt(key, long ? patterns.longDay : patterns.axisWeekDay, locale));
}

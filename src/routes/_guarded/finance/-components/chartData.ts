// What the two charts show, from the period's summary: plain rows that the lazy chart module,
// the "Show as table" tables and the charts' spoken summaries all read.
import type { FinanceSummary } from "../../../../features/finance/types";

export type SeriesPoint = { key: string; label: string; longLabel: string; income: number; expenses: number };
export type CategoryPoint = { name: string; spent: number };

/** Income and expenses (pence) per month of a year, week of a month, or day. */
export function seriesPoints(summary: FinanceSummary, name: (key: string, long?: boolean) => string): SeriesPoint[] {
  return summary.series.map((point) => ({
    key: point.key,
    label: name(point.key),
    longLabel: name(point.key, true),
    income: point.incomePence,
    expenses: point.expensePence,
  }));
}

/** Categories the period spent on, biggest first (the server's order); a deleted one says so. */
export function categoryPoints(summary: FinanceSummary, deleted: (name: string) => string): CategoryPoint[] {
  return summary.byCategory
    .filter((category) => category.expensePence > 0)
    .map((category) => ({ name: category.archived ? deleted(category.name) : category.name, spent: category.expensePence }));
}

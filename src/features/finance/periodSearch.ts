// /finance?view=day|week|month|year&at=<period key>: the period the dashboard shows, in the URL
// so reload and Back keep it. This module is the route's `validateSearch`, part of the first
// load: it imports no zod and no period rules (periodView.ts checks the key against its view).
import type { PeriodKind } from "../../../convex/lib/periods";
import { optionalChoice, optionalString, type Search } from "../navigation/searchParams";

export const periodViews = ["day", "week", "month", "year"] as const satisfies readonly PeriodKind[];

/**
 * Absent `view` is Monthly; absent `at` is the period holding today. `bill` and `billMonth`
 * (a calendar's bill chip): the bills board opens at that month with that bill shown.
 */
export type FinanceSearch = { view?: PeriodKind; at?: string; bill?: string; billMonth?: string };

const KEY_SHAPE = /^\d{4}(-\d{2}(-(\d{2}|W[1-5]))?)?$/;

/** The route's `validateSearch`: anything odd in a hand-edited URL falls back to the default. */
export function financeSearch(search: Search): FinanceSearch {
  const view = optionalChoice(periodViews, search.view);
  // The router reads `?at=2026` as the number 2026.
  const raw = typeof search.at === "number" ? String(search.at) : search.at;
  const at = typeof raw === "string" && KEY_SHAPE.test(raw) ? raw : undefined;
  const bill = optionalString(search.bill);
  const billMonth = typeof search.billMonth === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(search.billMonth) ? search.billMonth : undefined;
  return { ...(view ? { view } : {}), ...(at ? { at } : {}), ...(bill ? { bill } : {}), ...(bill && billMonth ? { billMonth } : {}) };
}

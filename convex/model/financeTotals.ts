// Running totals of the family's transactions, so the finance dashboard reads a bounded number
// of documents for any period however many transactions there are (50,000 over five years
// are measured). `@convex-dev/aggregate` cannot be used (offline codegen emits no components), so
// every mutation that writes a transaction calls `applyToTotals` in the same transaction.
//
// A row is one (period, scope, type): its total in pence and how many transactions.
//   period  "y:2026"  "m:2026-11"  "w:2026-11-W2"  "d:2026-11-10"   by the counted month/week/date
//           "wd:2026-11-W2:2026-11-10"   a week's days (the Weekly chart)
//           "t"                          all time (how many transactions use a category)
//   scope   "all" | "c:<categoryId>" | "i:<itemTypeId>"
// Per-category rows exist for y/m/w/d (the category chart and budgets) and t; per-item-type
// rows only for t; "all" rows for y/m/w/d/wd (the cards and the over-time chart).
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { Period } from "../lib/periods";
import type { TransactionType, WeekId } from "../lib/validators";

export type TotalsInput = {
  date: string;
  periodMonth: string;
  weekId: WeekId;
  transactionType: TransactionType;
  amountPence: number;
  categoryId: Id<"financeCategories">;
  itemTypeId: Id<"itemTypes">;
};

export type Totals = { incomePence: number; expensePence: number; incomeCount: number; expenseCount: number };

export const ALL = "all";
export const categoryScope = (id: Id<"financeCategories"> | string) => `c:${id}`;
export const itemTypeScope = (id: Id<"itemTypes"> | string) => `i:${id}`;
export const ALL_TIME = "t";

/** The totals row key of a dashboard period. */
export function periodTotalsKey(period: Period): string {
  return `${period.kind[0]}:${period.key}`;
}

/** The week-day row key ("wd:2026-11-W2:2026-11-10") and the prefix of one week's days. */
export const weekDayKey = (weekKey: string, date: string) => `wd:${weekKey}:${date}`;
export const weekDaysPrefix = (weekKey: string) => `wd:${weekKey}:`;

/** Every (period, scope) row one transaction counts in. */
export function rowsFor(input: TotalsInput): { period: string; scope: string }[] {
  const week = `${input.periodMonth}-${input.weekId}`;
  const periods = [`y:${input.periodMonth.slice(0, 4)}`, `m:${input.periodMonth}`, `w:${week}`, `d:${input.date}`];
  const category = categoryScope(input.categoryId);
  return [
    ...periods.flatMap((period) => [
      { period, scope: ALL },
      { period, scope: category },
    ]),
    { period: weekDayKey(week, input.date), scope: ALL },
    { period: ALL_TIME, scope: category },
    { period: ALL_TIME, scope: itemTypeScope(input.itemTypeId) },
  ];
}

/**
 * Adds (sign 1) or removes (sign -1) transactions from the totals. Many at once (an import)
 * are summed in memory first, so each row is written once.
 */
export async function applyToTotals(ctx: MutationCtx, inputs: TotalsInput[], sign: 1 | -1): Promise<void> {
  const changes = new Map<string, { period: string; scope: string; type: TransactionType; pence: number; count: number }>();
  for (const input of inputs) {
    for (const { period, scope } of rowsFor(input)) {
      const id = `${period}|${scope}|${input.transactionType}`;
      const change = changes.get(id) ?? { period, scope, type: input.transactionType, pence: 0, count: 0 };
      change.pence += sign * input.amountPence;
      change.count += sign;
      changes.set(id, change);
    }
  }
  for (const change of changes.values()) {
    const row = await ctx.db
      .query("financeTotals")
      .withIndex("by_period_and_scope_and_transactionType", (q) =>
        q.eq("period", change.period).eq("scope", change.scope).eq("transactionType", change.type),
      )
      .unique();
    const totalPence = (row?.totalPence ?? 0) + change.pence;
    const count = (row?.count ?? 0) + change.count;
    if (row && count <= 0) await ctx.db.delete("financeTotals", row._id);
    else if (row) await ctx.db.patch("financeTotals", row._id, { totalPence, count });
    else if (count > 0)
      await ctx.db.insert("financeTotals", {
        period: change.period,
        scope: change.scope,
        transactionType: change.type,
        totalPence,
        count,
      });
  }
}

const empty = (): Totals => ({ incomePence: 0, expensePence: 0, incomeCount: 0, expenseCount: 0 });

function add(totals: Totals, row: { transactionType: TransactionType; totalPence: number; count: number }) {
  if (row.transactionType === "income") {
    totals.incomePence += row.totalPence;
    totals.incomeCount += row.count;
  } else {
    totals.expensePence += row.totalPence;
    totals.expenseCount += row.count;
  }
}

/** One period's totals for one scope (two documents read). */
export async function readTotals(ctx: QueryCtx, period: string, scope: string): Promise<Totals> {
  const rows = await ctx.db
    .query("financeTotals")
    .withIndex("by_period_and_scope_and_transactionType", (q) => q.eq("period", period).eq("scope", scope))
    .take(2);
  const totals = empty();
  for (const row of rows) add(totals, row);
  return totals;
}

/**
 * Every scope's totals of one period, by scope ("all", "c:…", "i:…"). Bounded by the number of
 * categories (a settings list, capped in model/financeSettings.ts) and item types.
 */
export async function readScopes(ctx: QueryCtx, period: string, limit = 1000): Promise<Map<string, Totals>> {
  const rows = await ctx.db
    .query("financeTotals")
    .withIndex("by_period_and_scope_and_transactionType", (q) => q.eq("period", period))
    .take(limit);
  const byScope = new Map<string, Totals>();
  for (const row of rows) {
    const totals = byScope.get(row.scope) ?? empty();
    add(totals, row);
    byScope.set(row.scope, totals);
  }
  return byScope;
}

/** A week's days that have transactions, with their totals ("all" rows only), by date. */
export async function readWeekDays(ctx: QueryCtx, weekKey: string): Promise<Map<string, Totals>> {
  const prefix = weekDaysPrefix(weekKey);
  // A week spans at most 7 dates (more only if Week IDs were edited); 2 rows per date.
  const rows = await ctx.db
    .query("financeTotals")
    .withIndex("by_period_and_scope_and_transactionType", (q) => q.gte("period", prefix).lt("period", `${prefix}\uffff`))
    .take(200);
  const byDate = new Map<string, Totals>();
  for (const row of rows) {
    const date = row.period.slice(prefix.length);
    const totals = byDate.get(date) ?? empty();
    add(totals, row);
    byDate.set(date, totals);
  }
  return byDate;
}

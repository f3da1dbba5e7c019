// What the finance dashboard reads for a period: the summary (cards, category chart, over-time
// chart) from the running totals only, and the period's transactions a page at a time. Both
// read a bounded number of documents however many transactions the family has.
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { isCalendarDay } from "../lib/dates";
import { householdError } from "../lib/errors";
import { daysOfWeek, isPeriod, monthsOfYear, weeksOfMonth, type Period } from "../lib/periods";
import type { WeekId } from "../lib/validators";
import { ALL, periodTotalsKey, readScopes, readTotals, readWeekDays, type Totals } from "./financeTotals";
import { canChange } from "./transactions";
import { paginateFrom } from "./pagination";

/** A page of the table holds at most this many transactions. */
export const LIST_PAGE_MAX = 500;
/** Totals rows of one period: "all" and each category, two types each (categories are capped at 100). */
const PERIOD_ROWS_MAX = 1000;

const CATEGORY_SCOPE = "c:";

const noTotals = (): Totals => ({ incomePence: 0, expensePence: 0, incomeCount: 0, expenseCount: 0 });

function requirePeriod(period: Period): void {
  if (!isPeriod(period)) throw householdError("UNKNOWN_PERIOD");
}

/** The over-time chart: a year's months, a month's weeks, a week's days, or the day itself. */
async function seriesOf(ctx: QueryCtx, period: Period, own: Totals) {
  const point = (key: string, totals: Totals) => ({
    key,
    incomePence: totals.incomePence,
    expensePence: totals.expensePence,
  });
  const ofKeys = (keys: string[], rowKey: (key: string) => string) =>
    Promise.all(keys.map(async (key) => point(key, await readTotals(ctx, rowKey(key), ALL))));
  switch (period.kind) {
    case "year":
      return ofKeys(monthsOfYear(period.key), (month) => `m:${month}`);
    case "month":
      return ofKeys(
        weeksOfMonth(period.key).map((week) => `${period.key}-${week}`),
        (week) => `w:${week}`,
      );
    case "week": {
      // The week's own days, plus any other date whose Week ID was edited into this week.
      const byDate = await readWeekDays(ctx, period.key);
      const dates = [...new Set([...daysOfWeek(period.key), ...byDate.keys()])].sort();
      return dates.map((date) => point(date, byDate.get(date) ?? noTotals()));
    }
    case "day":
      return [point(period.key, own)];
  }
}

/** Income, expenses and savings of a period, per category, and over time (financeTotals only). */
export async function summary(ctx: QueryCtx, period: Period) {
  requirePeriod(period);
  const scopes = await readScopes(ctx, periodTotalsKey(period), PERIOD_ROWS_MAX);
  const totals = scopes.get(ALL) ?? noTotals();
  const byCategory = await Promise.all(
    [...scopes.entries()]
      .filter(([scope]) => scope.startsWith(CATEGORY_SCOPE))
      .map(async ([scope, categoryTotals]) => {
        const categoryId = ctx.db.normalizeId("financeCategories", scope.slice(CATEGORY_SCOPE.length));
        const category = categoryId === null ? null : await ctx.db.get("financeCategories", categoryId);
        return {
          categoryId: scope.slice(CATEGORY_SCOPE.length) as Id<"financeCategories">,
          name: category?.name ?? "",
          archived: category === null || category.archived === true,
          incomePence: categoryTotals.incomePence,
          expensePence: categoryTotals.expensePence,
        };
      }),
  );
  byCategory.sort(
    (a, b) => b.expensePence - a.expensePence || b.incomePence - a.incomePence || a.name.localeCompare(b.name),
  );
  return {
    incomePence: totals.incomePence,
    expensePence: totals.expensePence,
    savingsPence: totals.incomePence - totals.expensePence,
    incomeCount: totals.incomeCount,
    expenseCount: totals.expenseCount,
    byCategory,
    series: await seriesOf(ctx, period, totals),
  };
}

/** The period's transactions, newest first: by date for a day, by counted month/week otherwise. */
function periodQuery(ctx: QueryCtx, period: Period) {
  const transactions = ctx.db.query("transactions");
  switch (period.kind) {
    case "day":
      return transactions.withIndex("by_date", (q) => q.eq("date", period.key));
    case "week":
      return transactions.withIndex("by_periodMonth_and_weekId_and_date", (q) =>
        q.eq("periodMonth", period.key.slice(0, 7)).eq("weekId", period.key.slice(8) as WeekId),
      );
    case "month":
      return transactions.withIndex("by_periodMonth_and_date", (q) => q.eq("periodMonth", period.key));
    case "year":
      return transactions.withIndex("by_periodMonth_and_date", (q) =>
        q.gte("periodMonth", `${period.key}-01`).lte("periodMonth", `${period.key}-12`),
      );
  }
}

/** Reads each document once per page (a page repeats the same few categories and people). */
function memo<T>() {
  const cache = new Map<string, Promise<T>>();
  return (key: string, load: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, load());
    return cache.get(key)!;
  };
}

export async function list(
  ctx: QueryCtx,
  member: Doc<"members">,
  args: { period: Period; paginationOpts: PaginationOptions },
) {
  requirePeriod(args.period);
  const paginationOpts = {
    ...args.paginationOpts,
    numItems: Math.max(1, Math.min(args.paginationOpts.numItems, LIST_PAGE_MAX)),
  };
  const result: PaginationResult<Doc<"transactions">> = await paginateFrom(periodQuery(ctx, args.period).order("desc"), paginationOpts);
  const categories = memo<Doc<"financeCategories"> | null>();
  const itemTypes = memo<Doc<"itemTypes"> | null>();
  const people = memo<Doc<"members"> | null>();
  const page = await Promise.all(
    result.page.map(async (row) => {
      const [category, itemType, author] = await Promise.all([
        categories(row.categoryId, () => ctx.db.get("financeCategories", row.categoryId)),
        itemTypes(row.itemTypeId, () => ctx.db.get("itemTypes", row.itemTypeId)),
        people(row.createdBy, () => ctx.db.get("members", row.createdBy)),
      ]);
      return {
        _id: row._id,
        _creationTime: row._creationTime,
        description: row.description,
        amountPence: row.amountPence,
        categoryId: row.categoryId,
        categoryName: category?.name ?? "",
        categoryArchived: category === null || category.archived === true,
        paymentMethod: row.paymentMethod,
        date: row.date,
        monthId: row.monthId,
        weekId: row.weekId,
        transactionType: row.transactionType,
        itemTypeId: row.itemTypeId,
        itemTypeName: itemType?.name ?? "",
        itemTypeArchived: itemType === null || itemType.archived === true,
        createdBy: row.createdBy,
        createdByName: author?.name ?? "",
        canChange: canChange(member, row),
      };
    }),
  );
  return { ...result, page };
}

/** At most this many recorded transactions are compared with a file being imported (years of a busy family's). */
export const IMPORT_COMPARE_MAX = 5000;

/**
 * What an import compares its rows with, to find those already recorded (a file imported
 * twice): the transactions from the file's first day to its last, each as its date, amount,
 * type and description. `complete` is false when there were more than the comparison reads.
 */
export async function recordedBetween(ctx: QueryCtx, { from, to }: { from: string; to: string }) {
  if (!isCalendarDay(from) || !isCalendarDay(to) || from > to) throw householdError("INVALID_DATE");
  const rows = await ctx.db
    .query("transactions")
    .withIndex("by_date", (q) => q.gte("date", from).lte("date", to))
    .take(IMPORT_COMPARE_MAX + 1);
  return {
    transactions: rows.slice(0, IMPORT_COMPARE_MAX).map((row) => ({
      date: row.date,
      amountPence: row.amountPence,
      transactionType: row.transactionType,
      description: row.description,
    })),
    complete: rows.length <= IMPORT_COMPARE_MAX,
  };
}


// Scale: with 50,000 transactions over five years, the dashboard's queries read a
// bounded number of documents for any period. Each query runs nested in t.run with convex-test's
// documentsRead limit set to its bound (ctx.runQuery's transactionLimits), so a query that read
// more would be refused; a last test shows the limit bites one document below what it reads.
import { beforeAll, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Period } from "./lib/periods";
import { applyToTotals } from "./model/financeTotals";
import { SCALE_CATEGORIES, SCALE_TRANSACTIONS, scaleTransaction, seedFiftyThousand, totalsRowsOf } from "./financeScale.fixtures";
import { newBackend, fasterLookups, seedRoles } from "./test.setup";

type Seeded = Awaited<ReturnType<typeof seedRoles>>;

// Resolving the caller reads their session, their users row and their member row.
const VIEWER_READS = 3;
/** A period's totals: "all" and each category, income and expense rows, plus each category's name. */
const PERIOD_READS = 2 * (1 + SCALE_CATEGORIES) + SCALE_CATEGORIES;
/** Bounds per kind: the period's rows, plus the chart's points (two rows each). */
const SUMMARY_BOUND = {
  year: VIEWER_READS + PERIOD_READS + 2 * 12,
  month: VIEWER_READS + PERIOD_READS + 2 * 5,
  week: VIEWER_READS + PERIOD_READS + 2 * 7,
  day: VIEWER_READS + PERIOD_READS,
};
const PAGE = 50;
/** A page of the table: its rows (+1 to know whether more follow), each category, item type and author once. */
const LIST_BOUND = VIEWER_READS + PAGE + 1 + SCALE_CATEGORIES + 12 + 2;

// Seeding 80,000 documents takes seconds, more on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

let roles: Seeded;

beforeAll(async () => {
  const t = newBackend();
  // convex-test would test all 80,000 documents for each index lookup (a year's summary took
  // most of a second); fasterLookups skips those that cannot match, the documents read and
  // counted are the same.
  await fasterLookups(t);
  roles = await seedRoles(t);
  await seedFiftyThousand(t, [roles.admin.memberId!, roles.member.memberId!]);
}, 120_000);

/** The member's summary, run with at most `documentsRead` reads. */
const summaryWithin = (period: Period, documentsRead: number) =>
  roles.member.as.run((ctx) =>
    ctx.runQuery(api.transactions.summary, { period }, { transactionLimits: { documentsRead } }),
  );

/** The member's first page of the table, run with at most `documentsRead` reads. */
const listWithin = (period: Period, documentsRead: number) =>
  roles.member.as.run((ctx) =>
    ctx.runQuery(
      api.transactions.list,
      { period, paginationOpts: { numItems: PAGE, cursor: null } },
      { transactionLimits: { documentsRead } },
    ),
  );

describe(`the dashboard with ${SCALE_TRANSACTIONS.toLocaleString("en")} transactions over five years`, () => {
  test("the seeded family really has them", async () => {
    const year = await summaryWithin({ kind: "year", key: "2024" }, SUMMARY_BOUND.year);
    const counts = await Promise.all(
      ["2022", "2023", "2024", "2025", "2026"].map(async (key) => {
        const summary = await summaryWithin({ kind: "year", key }, SUMMARY_BOUND.year);
        return summary.incomeCount + summary.expenseCount;
      }),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(SCALE_TRANSACTIONS);
    expect(year.byCategory).toHaveLength(SCALE_CATEGORIES);
    expect(year.series).toHaveLength(12);
  });

  test("summary of a year reads a bounded number of documents", async () => {
    const year = await summaryWithin({ kind: "year", key: "2025" }, SUMMARY_BOUND.year);
    expect(year.expenseCount).toBeGreaterThan(8_000);
  });

  test("summary of a month, a week and a day too", async () => {
    expect((await summaryWithin({ kind: "month", key: "2024-02" }, SUMMARY_BOUND.month)).series).toHaveLength(5);
    expect((await summaryWithin({ kind: "week", key: "2024-02-W2" }, SUMMARY_BOUND.week)).series).toHaveLength(7);
    expect((await summaryWithin({ kind: "day", key: "2024-02-29" }, SUMMARY_BOUND.day)).expenseCount).toBeGreaterThan(0);
  });

  test("the first page of the table reads the page, not the period", async () => {
    for (const period of [
      { kind: "day", key: "2024-02-29" },
      { kind: "week", key: "2024-02-W5" },
      { kind: "month", key: "2025-07" },
      { kind: "year", key: "2026" },
    ] satisfies Period[]) {
      const page = await listWithin(period, LIST_BOUND);
      expect(page.page.length, period.key).toBeGreaterThan(0);
    }
    const year = await listWithin({ kind: "year", key: "2026" }, LIST_BOUND);
    expect(year.page).toHaveLength(PAGE);
    expect(year.page[0].date).toBe("2026-12-31");
  });

  test("the limit bites: one document below what the year's summary reads, it is refused", async () => {
    const period: Period = { kind: "year", key: "2025" };
    const reads = await roles.member.as.run(async (ctx) => {
      await ctx.runQuery(api.transactions.summary, { period });
      return (await ctx.meta.getTransactionMetrics()).documentsRead.used;
    });
    expect(reads).toBeLessThanOrEqual(SUMMARY_BOUND.year);
    await expect(summaryWithin(period, reads - 1)).rejects.toThrow("Scanned too many documents");
  });
});

describe("the seeding's totals are the ones applyToTotals keeps", () => {
  test("on a sample of 400 transactions, row for row", async () => {
    const sample = newBackend();
    // Each of the 3,400 lookups would otherwise test every totals row written so far.
    await fasterLookups(sample);
    const ids = await sample.run(async (ctx) => ({
      categories: await Promise.all(["A", "B", "C"].map((name) => ctx.db.insert("financeCategories", { name }))),
      itemTypes: [await ctx.db.insert("itemTypes", { name: "T" })],
      members: [await ctx.db.insert("members", { name: "M", role: "member", memberType: "Other", status: "offline", pageAccess: { dashboard: true, homePlan: true, spiritualLife: true, healthFitness: true, education: true, finance: true, public: true, clothing: true, admin: false } })],
    }));
    // Every 125th of the 50,000, so the sample spans the five years.
    const transactions = Array.from({ length: 400 }, (_, n) => scaleTransaction(n * 125, ids));
    await sample.run((ctx) => applyToTotals(ctx, transactions.slice(0, 200), 1));
    for (const transaction of transactions.slice(200)) await sample.run((ctx) => applyToTotals(ctx, [transaction], 1));
    const kept = await sample.run((ctx) => ctx.db.query("financeTotals").collect());
    const key = (row: { period: string; scope: string; transactionType: string; totalPence: number; count: number }) =>
      `${row.period}|${row.scope}|${row.transactionType}|${row.totalPence}|${row.count}`;
    expect(kept.map(key).sort()).toEqual(totalsRowsOf(transactions).map(key).sort());
  });
});

// A family with 50,000 transactions over five years (2022–2026), for the scale test
// (financeScale.test.ts) and the read bench (bench/finance-reads.ts). Transactions go in through
// t.run in chunks; their running totals are summed in memory with the model's own row keys
// (rowsFor, as applyToTotals does) and inserted once per row: convex-test scans every document
// for each index lookup, so 30,000 applyToTotals lookups over 80,000 documents would take many
// minutes. financeScale.test.ts checks this seeding against applyToTotals on a sample.
// Two dots in the name: Convex does not deploy it.
import type { Doc, Id } from "./_generated/dataModel";
import { monthAndWeekOf, periodMonthFor } from "./lib/periods";
import type { PaymentMethod, TransactionType } from "./lib/validators";
import { paymentMethods } from "./lib/validators";
import { rowsFor, type TotalsInput } from "./model/financeTotals";
import type { TestBackend } from "./test.setup";

export const SCALE_TRANSACTIONS = 50_000;
export const FIRST_DAY = "2022-01-01";
export const DAYS = 1826; // 2022-01-01 … 2026-12-31
const CATEGORY_NAMES = ["Groceries", "Transportation", "Utilities", "Entertainment", "Rent", "Salary", "Health", "Gifts"];
export const SCALE_CATEGORIES = CATEGORY_NAMES.length;
const ITEM_TYPE_COUNT = 12;
const CHUNK = 5_000;
const TOTALS_CHUNK = 8_000;

type TransactionFields = Omit<Doc<"transactions">, "_id" | "_creationTime">;
type TotalsRow = Omit<Doc<"financeTotals">, "_id" | "_creationTime">;

function dayAfter(first: string, days: number): string {
  const [y, m, d] = first.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The i-th transaction of the family: spread evenly over the days, a salary every eighth, and
 * now and then a refund (income in an expense category), so a year has both types per category.
 */
export function scaleTransaction(
  i: number,
  ids: { categories: Id<"financeCategories">[]; itemTypes: Id<"itemTypes">[]; members: Id<"members">[] },
): TransactionFields {
  const date = dayAfter(FIRST_DAY, Math.floor((i * DAYS) / SCALE_TRANSACTIONS));
  const { monthId, weekId } = monthAndWeekOf(date);
  const category = i % SCALE_CATEGORIES;
  const transactionType: TransactionType = CATEGORY_NAMES[category] === "Salary" || i % 89 === 0 ? "income" : "expense";
  return {
    description: `Transaction ${i}`,
    amountPence: 100 + ((i * 7919) % 20_000),
    categoryId: ids.categories[category],
    paymentMethod: paymentMethods[i % paymentMethods.length] as PaymentMethod,
    date,
    monthId,
    weekId,
    periodMonth: periodMonthFor(date, monthId),
    transactionType,
    itemTypeId: ids.itemTypes[i % ids.itemTypes.length],
    createdBy: ids.members[i % ids.members.length],
  };
}

/** The financeTotals rows of these transactions: the same keys and sums applyToTotals keeps. */
export function totalsRowsOf(transactions: TotalsInput[]): TotalsRow[] {
  const rows = new Map<string, TotalsRow>();
  for (const transaction of transactions) {
    for (const { period, scope } of rowsFor(transaction)) {
      const key = `${period}|${scope}|${transaction.transactionType}`;
      const row = rows.get(key) ?? { period, scope, transactionType: transaction.transactionType, totalPence: 0, count: 0 };
      row.totalPence += transaction.amountPence;
      row.count += 1;
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}

/**
 * Seeds the family's finances, the transactions added in turn by `members`; returns the ids and
 * how many totals rows were written. (No test.setup import: bench/finance-reads.ts runs it in Node.)
 */
export async function seedFiftyThousand(t: TestBackend, members: Id<"members">[], count = SCALE_TRANSACTIONS) {
  const ids = await t.run(async (ctx) => ({
    categories: await Promise.all(CATEGORY_NAMES.map((name) => ctx.db.insert("financeCategories", { name }))),
    itemTypes: await Promise.all(
      Array.from({ length: ITEM_TYPE_COUNT }, (_, n) => ctx.db.insert("itemTypes", { name: `Item type ${n}` })),
    ),
    members,
  }));
  const transactions = Array.from({ length: count }, (_, i) => scaleTransaction(i, ids));
  for (let start = 0; start < transactions.length; start += CHUNK) {
    const chunk = transactions.slice(start, start + CHUNK);
    await t.run(async (ctx) => {
      for (const transaction of chunk) await ctx.db.insert("transactions", transaction);
    });
  }
  const totals = totalsRowsOf(transactions);
  for (let start = 0; start < totals.length; start += TOTALS_CHUNK) {
    const chunk = totals.slice(start, start + TOTALS_CHUNK);
    await t.run(async (ctx) => {
      for (const row of chunk) await ctx.db.insert("financeTotals", row);
    });
  }
  return { ids, transactions: transactions.length, totalsRows: totals.length };
}

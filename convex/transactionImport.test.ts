// CSV import: all rows are checked before any is written; a bad row names itself and
// leaves nothing behind; at most 1,000 rows; the totals are written once per row key.
import { convexTest } from "convex-test";
import { ConvexError } from "convex/values";
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { errorCatalogue, type HouseholdErrorData } from "./lib/errors";
import schema from "./schema";
import { modules } from "./test.setup";
import { financeSnapshot, setupFinance, type RawInput } from "./transactions.fixtures";

/** The ConvexError a call was refused with. */
async function refusal(call: Promise<unknown>): Promise<HouseholdErrorData> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ConvexError) return error.data as HouseholdErrorData;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("importTransactions", () => {
  test("a good file: every row written, totals and game updated once", async () => {
    const { t, roles, input, choices, today } = await setupFinance();
    const rows: RawInput[] = [
      input({ description: "Salary", amountPence: 250_000, transactionType: "income", categoryId: choices.salary, date: "2026-10-28", monthId: 11, weekId: "W1" }),
      input({ description: "Shop", amountPence: 4_250, date: "2026-11-03" }),
      input({ description: "Shop", amountPence: 3_100, date: "2026-11-03" }),
      input({ description: "Bus", amountPence: 240, date: "2026-11-29", paymentMethod: "Mobile Payment" }),
    ];
    const result = await roles.member.as.mutation(api.transactions.importTransactions, { transactions: rows, today });
    expect(result).toEqual({ imported: 4, game: { level: 1, leveledUp: false, newBadges: [] } });

    const summary = await roles.member.as.query(api.transactions.summary, { period: { kind: "month", key: "2026-11" } });
    expect(summary).toMatchObject({ incomePence: 250_000, incomeCount: 1, expensePence: 7_590, expenseCount: 3 });
    const day = await roles.member.as.query(api.transactions.summary, { period: { kind: "day", key: "2026-11-03" } });
    expect(day).toMatchObject({ expensePence: 7_350, expenseCount: 2 });

    const written = await financeSnapshot(t);
    expect(written.transactions).toHaveLength(4);
    expect(written.transactions.every((row) => row.createdBy === roles.member.memberId)).toBe(true);
    // One totals row per (period, scope, type): the two shop rows share theirs.
    const keys = written.totals.map((row) => `${row.period}|${row.scope}|${row.transactionType}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(written.totals.find((row) => row.period === "d:2026-11-03" && row.scope === "all")).toMatchObject({
      totalPence: 7_350,
      count: 2,
    });
    expect(written.game).toEqual([expect.objectContaining({ transactions: 4, experience: 40, streak: 1 })]);
  });

  test("a bad row: nothing written, the error names the row (1-based) and carries its field's message", async () => {
    const { t, roles, input, today } = await setupFinance();
    const rows = [input(), input(), input({ amountPence: 12.345 }), input({ description: "" })];
    const error = await refusal(roles.member.as.mutation(api.transactions.importTransactions, { transactions: rows, today }));
    expect(error).toMatchObject({ code: "AMOUNT_POSITIVE", message: errorCatalogue.AMOUNT_POSITIVE.message, params: { row: 3 } });
    expect(await financeSnapshot(t)).toEqual({ transactions: [], totals: [], game: [] });
  });

  test("a row with an archived category or a gone item type is refused with its row", async () => {
    const { t, roles, input, choices, today } = await setupFinance();
    const archived = await refusal(
      roles.member.as.mutation(api.transactions.importTransactions, {
        transactions: [input(), input({ categoryId: choices.oldCategory })],
        today,
      }),
    );
    expect(archived).toMatchObject({ code: "CATEGORY_DELETED", params: { row: 2 } });
    const goneItemType = await t.run(async (ctx) => {
      const id = await ctx.db.insert("itemTypes", { name: "Gone" });
      await ctx.db.delete("itemTypes", id);
      return id;
    });
    const gone = await refusal(
      roles.member.as.mutation(api.transactions.importTransactions, {
        transactions: [input({ itemTypeId: goneItemType })],
        today,
      }),
    );
    expect(gone).toMatchObject({ code: "ITEM_TYPE_REQUIRED", params: { row: 1 } });
    expect(await financeSnapshot(t)).toEqual({ transactions: [], totals: [], game: [] });
  });

  test("more than 1,000 rows are refused before any is checked; exactly 1,000 fit one mutation's limits", async () => {
    // Convex's real per-mutation limits (documents read and written, bytes), enforced.
    const { t, roles, input, today } = await setupFinance(convexTest({ schema, modules, transactionLimits: true }));
    const tooMany = Array.from({ length: 1001 }, () => input());
    const error = await refusal(roles.member.as.mutation(api.transactions.importTransactions, { transactions: tooMany, today }));
    expect(error).toMatchObject({ code: "IMPORT_TOO_LARGE", params: { max: 1000 } });
    expect(error.message).toBe("A file can import at most 1000 transactions at a time.");
    expect((await financeSnapshot(t)).transactions).toHaveLength(0);

    // A year of days, so the totals touch many rows; all within one mutation's limits.
    const days = Array.from({ length: 1000 }, (_, i) => {
      const date = new Date(Date.UTC(2026, 0, 1 + (i % 365))).toISOString().slice(0, 10);
      return input({ date, monthId: Number(date.slice(5, 7)), weekId: `W${Math.min(5, Math.floor((Number(date.slice(8)) - 1) / 7) + 1)}` });
    });
    const result = await roles.member.as.mutation(api.transactions.importTransactions, { transactions: days, today });
    expect(result.imported).toBe(1000);
    const year = await roles.member.as.query(api.transactions.summary, { period: { kind: "year", key: "2026" } });
    expect(year).toMatchObject({ expensePence: 1000 * 1000, expenseCount: 1000 });
  });

  test("an empty file is refused", async () => {
    const { t, roles, today } = await setupFinance();
    await expect(
      roles.member.as.mutation(api.transactions.importTransactions, { transactions: [], today }),
    ).rejects.toThrow(errorCatalogue.IMPORT_EMPTY.message);
    expect(await financeSnapshot(t)).toEqual({ transactions: [], totals: [], game: [] });
  });

  test("a member without the Finance page cannot import", async () => {
    const { t, roles, input, today } = await setupFinance();
    await t.run(async (ctx) => {
      const member = await ctx.db.get("members", roles.member.memberId!);
      await ctx.db.patch("members", member!._id, { pageAccess: { ...member!.pageAccess, finance: false } });
    });
    await expect(
      roles.member.as.mutation(api.transactions.importTransactions, { transactions: [input()], today }),
    ).rejects.toThrow(errorCatalogue.PAGE_ACCESS_DENIED.message);
    expect((await financeSnapshot(t)).transactions).toHaveLength(0);
  });
});

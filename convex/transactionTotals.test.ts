// The dashboard's figures come from the running totals (model/financeTotals.ts): these tests add,
// edit and delete transactions through the public functions and read `summary` for each kind of
// period, at the edges where a week, month or year ends.
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Period } from "./lib/periods";
import { allTotals, setupFinance } from "./transactions.fixtures";

const day = (key: string): Period => ({ kind: "day", key });
const week = (key: string): Period => ({ kind: "week", key });
const month = (key: string): Period => ({ kind: "month", key });
const year = (key: string): Period => ({ kind: "year", key });

describe("totals per period", () => {
  test("income, expenses, savings and counts", async () => {
    const { roles, add, summary } = await setupFinance();
    await add(roles.member.as, { amountPence: 250_000, transactionType: "income" });
    await add(roles.member.as, { amountPence: 1_999 });
    await add(roles.admin.as, { amountPence: 1 });
    expect(await summary(month("2026-11"))).toMatchObject({
      incomePence: 250_000,
      expensePence: 2_000,
      savingsPence: 248_000,
      incomeCount: 1,
      expenseCount: 2,
    });
  });

  test("savings may be negative; an empty period is all zeros", async () => {
    const { roles, add, summary } = await setupFinance();
    await add(roles.member.as, { amountPence: 500 });
    expect((await summary(month("2026-11"))).savingsPence).toBe(-500);
    expect(await summary(month("2026-10"))).toMatchObject({
      incomePence: 0,
      expensePence: 0,
      savingsPence: 0,
      incomeCount: 0,
      expenseCount: 0,
      byCategory: [],
    });
  });

  test("week boundaries: day 7 in W1, day 8 in W2, day 28 in W4, day 29 in W5", async () => {
    const { roles, add, summary } = await setupFinance();
    for (const [date, pence] of [
      ["2026-11-07", 7],
      ["2026-11-08", 8],
      ["2026-11-14", 14],
      ["2026-11-15", 15],
      ["2026-11-21", 21],
      ["2026-11-22", 22],
      ["2026-11-28", 28],
      ["2026-11-29", 29],
    ] as const) {
      await add(roles.member.as, { date, amountPence: pence });
    }
    const expense = async (period: Period) => (await summary(period)).expensePence;
    expect(await expense(week("2026-11-W1"))).toBe(7);
    expect(await expense(week("2026-11-W2"))).toBe(8 + 14);
    expect(await expense(week("2026-11-W3"))).toBe(15 + 21);
    expect(await expense(week("2026-11-W4"))).toBe(22 + 28);
    expect(await expense(week("2026-11-W5"))).toBe(29);
    expect(await expense(day("2026-11-28"))).toBe(28);
    expect(await expense(day("2026-11-29"))).toBe(29);
    expect(await expense(month("2026-11"))).toBe(7 + 8 + 14 + 15 + 21 + 22 + 28 + 29);
  });

  test("month and year edges", async () => {
    const { roles, add, summary } = await setupFinance();
    await add(roles.member.as, { date: "2026-11-30", amountPence: 1 });
    await add(roles.member.as, { date: "2026-12-01", amountPence: 10 });
    await add(roles.member.as, { date: "2026-12-31", amountPence: 100 });
    await add(roles.member.as, { date: "2027-01-01", amountPence: 1000 });
    const expense = async (period: Period) => (await summary(period)).expensePence;
    expect(await expense(month("2026-11"))).toBe(1);
    expect(await expense(month("2026-12"))).toBe(110);
    expect(await expense(week("2026-12-W5"))).toBe(100);
    expect(await expense(month("2027-01"))).toBe(1000);
    expect(await expense(week("2027-01-W1"))).toBe(1000);
    expect(await expense(year("2026"))).toBe(111);
    expect(await expense(year("2027"))).toBe(1000);
  });

  test("a leap day counts in W5 of February 2028", async () => {
    const { roles, add, summary } = await setupFinance();
    await add(roles.member.as, { date: "2028-02-28", amountPence: 28 });
    await add(roles.member.as, { date: "2028-02-29", amountPence: 29 });
    await add(roles.member.as, { date: "2028-03-01", amountPence: 1 });
    expect((await summary(day("2028-02-29"))).expensePence).toBe(29);
    expect((await summary(week("2028-02-W4"))).expensePence).toBe(28);
    expect((await summary(week("2028-02-W5"))).expensePence).toBe(29);
    expect((await summary(month("2028-02"))).series.map((point) => [point.key, point.expensePence])).toEqual([
      ["2028-02-W1", 0],
      ["2028-02-W2", 0],
      ["2028-02-W3", 0],
      ["2028-02-W4", 28],
      ["2028-02-W5", 29],
    ]);
    expect((await summary(week("2028-02-W5"))).series).toEqual([
      { key: "2028-02-29", incomePence: 0, expensePence: 29 },
    ]);
  });

  test("an edited Month ID counts toward the next month; the Daily view still goes by date", async () => {
    const { roles, add, summary } = await setupFinance();
    await add(roles.member.as, {
      date: "2026-11-28",
      monthId: 12,
      weekId: "W1",
      amountPence: 300_000,
      transactionType: "income",
    });
    const income = async (period: Period) => (await summary(period)).incomePence;
    expect(await income(month("2026-11"))).toBe(0);
    expect(await income(week("2026-11-W4"))).toBe(0);
    expect(await income(month("2026-12"))).toBe(300_000);
    expect(await income(week("2026-12-W1"))).toBe(300_000);
    expect(await income(day("2026-11-28"))).toBe(300_000);
    // The December week's chart shows the date it came from besides its own seven days.
    const series = (await summary(week("2026-12-W1"))).series;
    expect(series.map((point) => point.key)).toEqual([
      "2026-11-28",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
      "2026-12-07",
    ]);
    expect(series[0].incomePence).toBe(300_000);
  });

  test("New Year's Eve counted toward January belongs to next year", async () => {
    const { roles, add, summary } = await setupFinance();
    await add(roles.member.as, { date: "2026-12-31", monthId: 1, weekId: "W1", amountPence: 5 });
    expect((await summary(year("2026"))).expensePence).toBe(0);
    expect((await summary(year("2027"))).expensePence).toBe(5);
    expect((await summary(month("2027-01"))).expensePence).toBe(5);
  });
});

describe("editing and deleting keep the totals right", () => {
  test("an edit moves the amount between periods and categories", async () => {
    const { roles, add, input, choices, summary } = await setupFinance();
    const { transactionId } = await add(roles.member.as, { date: "2026-11-10", amountPence: 4_000 });
    await roles.member.as.mutation(api.transactions.update, {
      transactionId,
      transaction: input({ date: "2027-01-05", amountPence: 6_000, categoryId: choices.salary, transactionType: "income" }),
    });
    expect(await summary(month("2026-11"))).toMatchObject({ expensePence: 0, expenseCount: 0, byCategory: [] });
    expect((await summary(day("2026-11-10"))).expensePence).toBe(0);
    expect((await summary(year("2026"))).expensePence).toBe(0);
    const january = await summary(month("2027-01"));
    expect(january).toMatchObject({ incomePence: 6_000, incomeCount: 1, expensePence: 0 });
    expect(january.byCategory).toEqual([
      { categoryId: choices.salary, name: "Salary", archived: false, incomePence: 6_000, expensePence: 0 },
    ]);
  });

  test("an edit that changes nothing leaves the totals as they were", async () => {
    const { t, roles, add, input } = await setupFinance();
    const { transactionId } = await add(roles.member.as, { amountPence: 4_000 });
    const sorted = async () =>
      (await allTotals(t)).map(({ period, scope, transactionType, totalPence, count }) =>
        [period, scope, transactionType, totalPence, count].join(" "),
      ).sort();
    const before = await sorted();
    await roles.member.as.mutation(api.transactions.update, { transactionId, transaction: input({ amountPence: 4_000 }) });
    expect(await sorted()).toEqual(before);
  });

  test("deleting subtracts, and the last one leaves no totals rows behind", async () => {
    const { t, roles, add, summary } = await setupFinance();
    const first = await add(roles.member.as, { amountPence: 100 });
    const second = await add(roles.member.as, { amountPence: 250 });
    await roles.member.as.mutation(api.transactions.remove, { transactionId: first.transactionId });
    expect(await summary(month("2026-11"))).toMatchObject({ expensePence: 250, expenseCount: 1 });
    await roles.member.as.mutation(api.transactions.remove, { transactionId: second.transactionId });
    expect(await summary(month("2026-11"))).toMatchObject({ expensePence: 0, expenseCount: 0 });
    expect(await allTotals(t)).toEqual([]);
  });
});

describe("the summary's shapes", () => {
  test("byCategory: biggest expense first, archived categories flagged", async () => {
    const { t, roles, add, choices, summary } = await setupFinance();
    const rent = await t.run((ctx) => ctx.db.insert("financeCategories", { name: "Rent" }));
    await add(roles.member.as, { amountPence: 5_000 });
    await add(roles.member.as, { amountPence: 90_000, categoryId: rent });
    await add(roles.member.as, { amountPence: 200_000, categoryId: choices.salary, transactionType: "income" });
    await t.run((ctx) => ctx.db.patch("financeCategories", rent, { archived: true }));
    expect((await summary(month("2026-11"))).byCategory).toEqual([
      { categoryId: rent, name: "Rent", archived: true, incomePence: 0, expensePence: 90_000 },
      { categoryId: choices.groceries, name: "Groceries", archived: false, incomePence: 0, expensePence: 5_000 },
      { categoryId: choices.salary, name: "Salary", archived: false, incomePence: 200_000, expensePence: 0 },
    ]);
  });

  test("series: a year's 12 months, a month's weeks, a week's days, a day itself", async () => {
    const { roles, add, summary } = await setupFinance();
    await add(roles.member.as, { date: "2026-03-15", amountPence: 300 });
    await add(roles.member.as, { date: "2026-11-02", amountPence: 1_100, transactionType: "income" });
    const keys = async (period: Period) => (await summary(period)).series.map((point) => point.key);

    const yearSeries = (await summary(year("2026"))).series;
    expect(yearSeries.map((point) => point.key)).toEqual([
      "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06",
      "2026-07", "2026-08", "2026-09", "2026-10", "2026-11", "2026-12",
    ]);
    expect(yearSeries[2]).toEqual({ key: "2026-03", incomePence: 0, expensePence: 300 });
    expect(yearSeries[10]).toEqual({ key: "2026-11", incomePence: 1_100, expensePence: 0 });

    expect(await keys(month("2026-11"))).toEqual(["2026-11-W1", "2026-11-W2", "2026-11-W3", "2026-11-W4", "2026-11-W5"]);
    expect(await keys(month("2027-02"))).toEqual(["2027-02-W1", "2027-02-W2", "2027-02-W3", "2027-02-W4"]);
    expect(await keys(week("2026-11-W1"))).toEqual([
      "2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07",
    ]);
    expect(await keys(week("2026-11-W5"))).toEqual(["2026-11-29", "2026-11-30"]);
    expect((await summary(day("2026-11-02"))).series).toEqual([{ key: "2026-11-02", incomePence: 1_100, expensePence: 0 }]);
  });
});

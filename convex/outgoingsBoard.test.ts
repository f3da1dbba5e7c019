// The monthly bills board: bills by due day, their due dates in the month, statuses (paid,
// overdue, due soon, upcoming) and totals.
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { errorCatalogue } from "./lib/errors";
import { insertBill, setupBills } from "./financeSettings.fixtures";

describe("outgoings.board", () => {
  test("bills by due day, with the month's due dates, statuses and totals", async () => {
    const { t, admin, member, utilities } = await setupBills();
    const bill = (description: string, dueDay: number, amountPence: number) =>
      insertBill(t, { categoryId: utilities, description, dueDay, amountPence });
    // Today is 10 November 2026: due today and up to the 17th is due soon, the 18th upcoming.
    const late = await bill("Late", 9, 100);
    const today = await bill("Today", 10, 200);
    const week = await bill("A week ahead", 17, 400);
    const later = await bill("Eight days ahead", 18, 800);
    const settled = await bill("Paid already", 5, 1_600);
    const monthEnd = await bill("Month end", 31, 3_200);
    const paidLate = await bill("Paid after due", 9, 6_400);
    await member.mutation(api.outgoings.setPaid, { outgoingId: settled, month: "2026-11", paid: true });
    await admin.mutation(api.outgoings.setPaid, { outgoingId: paidLate, month: "2026-11", paid: true });

    const board = await member.query(api.outgoings.board, { month: "2026-11", today: "2026-11-10" });
    expect(board.rows.map((row) => [row._id, row.dueDate, row.status])).toEqual([
      [settled, "2026-11-05", "paid"],
      [late, "2026-11-09", "overdue"],
      [paidLate, "2026-11-09", "paid"],
      [today, "2026-11-10", "dueSoon"],
      [week, "2026-11-17", "dueSoon"],
      [later, "2026-11-18", "upcoming"],
      // November has 30 days: a bill due on the 31st is due on the 30th.
      [monthEnd, "2026-11-30", "upcoming"],
    ]);
    expect(board).toMatchObject({
      month: "2026-11",
      totalPence: 12_700,
      unpaidPence: 100 + 200 + 400 + 800 + 3_200,
      paidPence: 1_600 + 6_400,
      overdueCount: 1,
      dueSoonCount: 2,
    });
    expect(board.rows[0]).toEqual({
      _id: settled,
      description: "Paid already",
      amountPence: 1_600,
      dueDay: 5,
      dueDate: "2026-11-05",
      paymentMethod: "Bank Transfer",
      categoryId: utilities,
      categoryName: "Utilities",
      categoryArchived: false,
      paymentType: "direct-debit",
      paid: true,
      paidByName: "Max Member",
      status: "paid",
    });
    expect(board.rows[2].paidByName).toBe("Ada Admin");
    expect(board.rows[1]).not.toHaveProperty("paidByName");
  });

  test("toggling a bill paid and back moves its amount between the totals", async () => {
    const { t, member, utilities } = await setupBills();
    const gas = await insertBill(t, { categoryId: utilities, dueDay: 3, amountPence: 4_500 });
    await insertBill(t, { categoryId: utilities, dueDay: 20, amountPence: 500 });
    const board = () => member.query(api.outgoings.board, { month: "2026-11", today: "2026-11-10" });
    const totals = async () => {
      const { unpaidPence, paidPence, overdueCount } = await board();
      return { unpaidPence, paidPence, overdueCount };
    };
    expect(await totals()).toEqual({ unpaidPence: 5_000, paidPence: 0, overdueCount: 1 });
    await member.mutation(api.outgoings.setPaid, { outgoingId: gas, month: "2026-11", paid: true });
    expect(await totals()).toEqual({ unpaidPence: 500, paidPence: 4_500, overdueCount: 0 });
    await member.mutation(api.outgoings.setPaid, { outgoingId: gas, month: "2026-11", paid: false });
    expect(await totals()).toEqual({ unpaidPence: 5_000, paidPence: 0, overdueCount: 1 });
  });

  test("a bill due on the 31st falls on February's last day, in leap years too", async () => {
    const { t, member, utilities } = await setupBills();
    await insertBill(t, { categoryId: utilities, dueDay: 31 });
    await insertBill(t, { categoryId: utilities, dueDay: 29 });
    const dueDates = async (month: string) =>
      (await member.query(api.outgoings.board, { month, today: "2026-01-01" })).rows.map((row) => row.dueDate);
    expect(await dueDates("2027-02")).toEqual(["2027-02-28", "2027-02-28"]);
    expect(await dueDates("2028-02")).toEqual(["2028-02-29", "2028-02-29"]);
    expect(await dueDates("2026-12")).toEqual(["2026-12-29", "2026-12-31"]);
  });

  test("due soon looks into next month; a past month's unpaid bills are overdue", async () => {
    const { t, member, utilities } = await setupBills();
    await insertBill(t, { categoryId: utilities, dueDay: 3 });
    await insertBill(t, { categoryId: utilities, dueDay: 6 });
    const statuses = async (month: string, today: string) =>
      (await member.query(api.outgoings.board, { month, today })).rows.map((row) => row.status);
    // 28 November + 7 days is 5 December.
    expect(await statuses("2026-12", "2026-11-28")).toEqual(["dueSoon", "upcoming"]);
    expect(await statuses("2026-10", "2026-11-28")).toEqual(["overdue", "overdue"]);
  });

  test("a bill whose category was deleted still shows, marked", async () => {
    const { t, admin, member, utilities } = await setupBills();
    await insertBill(t, { categoryId: utilities });
    expect(await admin.mutation(api.financeSettings.deleteCategory, { categoryId: utilities })).toEqual({
      outcome: "archived",
    });
    const board = await member.query(api.outgoings.board, { month: "2026-11", today: "2026-11-01" });
    expect(board.rows[0]).toMatchObject({ categoryName: "Utilities", categoryArchived: true });
  });

  test("an empty board", async () => {
    const { member } = await setupBills();
    expect(await member.query(api.outgoings.board, { month: "2026-11", today: "2026-11-01" })).toEqual({
      month: "2026-11",
      rows: [],
      totalPence: 0,
      unpaidPence: 0,
      paidPence: 0,
      overdueCount: 0,
      dueSoonCount: 0,
    });
  });

  test("a bad month or day is refused", async () => {
    const { member } = await setupBills();
    await expect(member.query(api.outgoings.board, { month: "2026-00", today: "2026-11-01" })).rejects.toThrow(
      errorCatalogue.UNKNOWN_PERIOD.message,
    );
    await expect(member.query(api.outgoings.board, { month: "2026-11", today: "2026-11-31" })).rejects.toThrow(
      errorCatalogue.INVALID_DATE.message,
    );
  });
});

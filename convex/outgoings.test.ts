// The monthly bills board: the add form's rules on the server, who may add, delete and mark
// paid, and the board's order, due dates, statuses and totals.
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { defaultPageAccess } from "./lib/access";
import { errorCatalogue } from "./lib/errors";
import { MAX_AMOUNT_PENCE } from "./lib/money";
import { OUTGOING_LIMIT, type OutgoingInput } from "./lib/outgoingSchema";
import { insertBill, insertCategory } from "./financeSettings.fixtures";
import { expectRefused } from "./refusals.fixtures";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

async function setup() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const utilities = await insertCategory(t, { name: "Utilities" });
  return { t, roles, admin: roles.admin.as, member: roles.member.as, utilities };
}

const rent = (categoryId: Id<"financeCategories">): OutgoingInput => ({
  description: "Rent",
  amountPence: 85_000,
  dueDay: 1,
  paymentMethod: "Bank Transfer",
  categoryId,
  paymentType: "standing-order",
});

const bills = (t: TestBackend) => t.run((ctx) => ctx.db.query("monthlyOutgoings").collect());
const payments = (t: TestBackend) => t.run((ctx) => ctx.db.query("outgoingPayments").collect());

describe("outgoings.add", () => {
  test("an admin adds a bill, its description trimmed", async () => {
    const { t, admin, utilities } = await setup();
    const id = await admin.mutation(api.outgoings.add, { outgoing: { ...rent(utilities), description: "  Rent " } });
    expect(await bills(t)).toEqual([expect.objectContaining({ _id: id, ...rent(utilities) })]);
  });

  test.each([
    ["DESCRIPTION_REQUIRED", { description: "  " }],
    ["TEXT_TOO_LONG", { description: "x".repeat(2001) }],
    ["AMOUNT_POSITIVE", { amountPence: 0 }],
    ["AMOUNT_POSITIVE", { amountPence: -1_000 }],
    // £12.345: a third decimal is a fraction of a penny.
    ["AMOUNT_POSITIVE", { amountPence: 1_234.5 }],
    ["AMOUNT_POSITIVE", { amountPence: Number.NaN }],
    ["AMOUNT_TOO_LARGE", { amountPence: MAX_AMOUNT_PENCE + 1 }],
    ["DUE_DAY_REQUIRED", { dueDay: 0 }],
    ["DUE_DAY_REQUIRED", { dueDay: 32 }],
    ["DUE_DAY_REQUIRED", { dueDay: 1.5 }],
    ["PAYMENT_METHOD_REQUIRED", { paymentMethod: "" }],
    ["PAYMENT_METHOD_REQUIRED", { paymentMethod: "Cheque" }],
    ["PAYMENT_TYPE_REQUIRED", { paymentType: "" }],
    ["PAYMENT_TYPE_REQUIRED", { paymentType: "sometimes" }],
  ] as const)("%s, the form's message, is repeated by the server: nothing written", async (code, change) => {
    const { t, admin, utilities } = await setup();
    await expectRefused(
      t,
      () => admin.mutation(api.outgoings.add, { outgoing: { ...rent(utilities), ...change } }),
      code,
    );
  });

  test("the spec's texts", () => {
    expect(errorCatalogue.DESCRIPTION_REQUIRED.message).toBe("Description is required");
    expect(errorCatalogue.AMOUNT_POSITIVE.message).toBe("Amount must be a positive number");
    expect(errorCatalogue.DUE_DAY_REQUIRED.message).toBe("Due day is required");
    expect(errorCatalogue.PAYMENT_METHOD_REQUIRED.message).toBe("Payment method is required");
    expect(errorCatalogue.CATEGORY_REQUIRED.message).toBe("Category is required");
    expect(errorCatalogue.PAYMENT_TYPE_REQUIRED.message).toBe("Payment type is required");
  });

  test("a deleted (archived or gone) category is refused", async () => {
    const { t, admin } = await setup();
    const archived = await insertCategory(t, { name: "Old", archived: true });
    await expectRefused(t, () => admin.mutation(api.outgoings.add, { outgoing: rent(archived) }), "CATEGORY_DELETED");
    const gone = await insertCategory(t, { name: "Gone" });
    await t.run((ctx) => ctx.db.delete("financeCategories", gone));
    await expectRefused(t, () => admin.mutation(api.outgoings.add, { outgoing: rent(gone) }), "CATEGORY_DELETED");
  });

  test(`at most ${OUTGOING_LIMIT} bills`, async () => {
    const { t, admin, utilities } = await setup();
    await t.run(async (ctx) => {
      for (let n = 0; n < OUTGOING_LIMIT; n++)
        await ctx.db.insert("monthlyOutgoings", {
          ...rent(utilities),
          paymentMethod: "Cash",
          paymentType: "manual-payment",
        });
    });
    await expectRefused(
      t,
      () => admin.mutation(api.outgoings.add, { outgoing: rent(utilities) }),
      "FINANCE_LIST_LIMIT",
      `A family can have at most ${OUTGOING_LIMIT} of these.`,
    );
  });

  test("a member is refused with the spec's text, nothing written", async () => {
    const { t, member, utilities } = await setup();
    await expectRefused(
      t,
      () => member.mutation(api.outgoings.add, { outgoing: rent(utilities) }),
      "ADD_OUTGOINGS",
      "Only admin users can add monthly outgoings",
    );
    await expect(member.mutation(api.outgoings.add, { outgoing: rent(utilities) })).rejects.toMatchObject({
      data: { title: "Permission Denied" },
    });
  });
});

describe("outgoings.remove", () => {
  test("an admin deletes a bill and every month it was marked paid, and nothing else", async () => {
    const { t, admin, member, utilities } = await setup();
    const gas = await insertBill(t, { categoryId: utilities, description: "Gas" });
    const water = await insertBill(t, { categoryId: utilities, description: "Water" });
    for (const month of ["2026-09", "2026-10", "2026-11"]) {
      await member.mutation(api.outgoings.setPaid, { outgoingId: gas, month, paid: true });
    }
    await member.mutation(api.outgoings.setPaid, { outgoingId: water, month: "2026-11", paid: true });
    expect(await admin.mutation(api.outgoings.remove, { outgoingId: gas })).toBeNull();
    expect((await bills(t)).map((bill) => bill._id)).toEqual([water]);
    expect((await payments(t)).map((payment) => payment.outgoingId)).toEqual([water]);
    await expectRefused(t, () => admin.mutation(api.outgoings.remove, { outgoingId: gas }), "NOT_FOUND");
  });

  test("a member is refused with the spec's text, nothing written", async () => {
    const { t, member, utilities } = await setup();
    const gas = await insertBill(t, { categoryId: utilities });
    await member.mutation(api.outgoings.setPaid, { outgoingId: gas, month: "2026-11", paid: true });
    await expectRefused(
      t,
      () => member.mutation(api.outgoings.remove, { outgoingId: gas }),
      "DELETE_OUTGOINGS",
      "Only admin users can delete monthly outgoings",
    );
  });
});

describe("outgoings.setPaid", () => {
  test("a member marks a bill paid and unpaid; doing it twice changes nothing more", async () => {
    const { t, roles, member, utilities } = await setup();
    const gas = await insertBill(t, { categoryId: utilities });
    const mark = (paid: boolean) => member.mutation(api.outgoings.setPaid, { outgoingId: gas, month: "2026-11", paid });
    await mark(true);
    await mark(true);
    expect(await payments(t)).toEqual([
      expect.objectContaining({ outgoingId: gas, month: "2026-11", paidBy: roles.member.memberId }),
    ]);
    await mark(false);
    await mark(false);
    expect(await payments(t)).toEqual([]);
  });

  test("paid is per month", async () => {
    const { t, member, utilities } = await setup();
    const gas = await insertBill(t, { categoryId: utilities });
    await member.mutation(api.outgoings.setPaid, { outgoingId: gas, month: "2026-11", paid: true });
    const board = (month: string) => member.query(api.outgoings.board, { month, today: "2026-11-01" });
    expect((await board("2026-11")).rows[0].paid).toBe(true);
    expect((await board("2026-12")).rows[0].paid).toBe(false);
  });

  test.each(["2026-13", "2026-1", "2026-11-01", "", "soon"])("month %j is refused", async (month) => {
    const { t, member, utilities } = await setup();
    const gas = await insertBill(t, { categoryId: utilities });
    await expectRefused(
      t,
      () => member.mutation(api.outgoings.setPaid, { outgoingId: gas, month, paid: true }),
      "UNKNOWN_PERIOD",
    );
  });

  test("a deleted bill is not found", async () => {
    const { t, member, utilities } = await setup();
    const gas = await insertBill(t, { categoryId: utilities });
    await t.run((ctx) => ctx.db.delete("monthlyOutgoings", gas));
    await expectRefused(
      t,
      () => member.mutation(api.outgoings.setPaid, { outgoingId: gas, month: "2026-11", paid: true }),
      "NOT_FOUND",
    );
  });

  test("a member without the Finance page is refused the toggle and the board", async () => {
    const { t, roles, member, utilities } = await setup();
    const gas = await insertBill(t, { categoryId: utilities });
    await t.run((ctx) =>
      ctx.db.patch("members", roles.member.memberId!, { pageAccess: { ...defaultPageAccess, finance: false } }),
    );
    await expectRefused(
      t,
      () => member.mutation(api.outgoings.setPaid, { outgoingId: gas, month: "2026-11", paid: true }),
      "PAGE_ACCESS_DENIED",
    );
    await expect(member.query(api.outgoings.board, { month: "2026-11", today: "2026-11-01" })).rejects.toThrow(
      errorCatalogue.PAGE_ACCESS_DENIED.message,
    );
  });
});

describe("outgoings.board", () => {
  test("bills by due day, with the month's due dates, statuses and totals", async () => {
    const { t, admin, member, utilities } = await setup();
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
    const { t, member, utilities } = await setup();
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
    const { t, member, utilities } = await setup();
    await insertBill(t, { categoryId: utilities, dueDay: 31 });
    await insertBill(t, { categoryId: utilities, dueDay: 29 });
    const dueDates = async (month: string) =>
      (await member.query(api.outgoings.board, { month, today: "2026-01-01" })).rows.map((row) => row.dueDate);
    expect(await dueDates("2027-02")).toEqual(["2027-02-28", "2027-02-28"]);
    expect(await dueDates("2028-02")).toEqual(["2028-02-29", "2028-02-29"]);
    expect(await dueDates("2026-12")).toEqual(["2026-12-29", "2026-12-31"]);
  });

  test("due soon looks into next month; a past month's unpaid bills are overdue", async () => {
    const { t, member, utilities } = await setup();
    await insertBill(t, { categoryId: utilities, dueDay: 3 });
    await insertBill(t, { categoryId: utilities, dueDay: 6 });
    const statuses = async (month: string, today: string) =>
      (await member.query(api.outgoings.board, { month, today })).rows.map((row) => row.status);
    // 28 November + 7 days is 5 December.
    expect(await statuses("2026-12", "2026-11-28")).toEqual(["dueSoon", "upcoming"]);
    expect(await statuses("2026-10", "2026-11-28")).toEqual(["overdue", "overdue"]);
  });

  test("a bill whose category was deleted still shows, marked", async () => {
    const { t, admin, member, utilities } = await setup();
    await insertBill(t, { categoryId: utilities });
    expect(await admin.mutation(api.financeSettings.deleteCategory, { categoryId: utilities })).toEqual({
      outcome: "archived",
    });
    const board = await member.query(api.outgoings.board, { month: "2026-11", today: "2026-11-01" });
    expect(board.rows[0]).toMatchObject({ categoryName: "Utilities", categoryArchived: true });
  });

  test("an empty board", async () => {
    const { member } = await setup();
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
    const { member } = await setup();
    await expect(member.query(api.outgoings.board, { month: "2026-00", today: "2026-11-01" })).rejects.toThrow(
      errorCatalogue.UNKNOWN_PERIOD.message,
    );
    await expect(member.query(api.outgoings.board, { month: "2026-11", today: "2026-11-31" })).rejects.toThrow(
      errorCatalogue.INVALID_DATE.message,
    );
  });
});

// The monthly bills: the add form's rules on the server, and who may add, delete and mark paid.
// The board itself is in outgoingsBoard.test.ts.
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { defaultPageAccess } from "./lib/access";
import { errorCatalogue } from "./lib/errors";
import { MAX_AMOUNT_PENCE } from "./lib/money";
import { OUTGOING_LIMIT, type OutgoingInput } from "./lib/outgoingSchema";
import { insertBill, insertCategory, setupBills } from "./financeSettings.fixtures";
import { expectRefused } from "./refusals.fixtures";
import type { TestBackend } from "./test.setup";

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
    const { t, admin, utilities } = await setupBills();
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
    const { t, admin, utilities } = await setupBills();
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
    const { t, admin } = await setupBills();
    const archived = await insertCategory(t, { name: "Old", archived: true });
    await expectRefused(t, () => admin.mutation(api.outgoings.add, { outgoing: rent(archived) }), "CATEGORY_DELETED");
    const gone = await insertCategory(t, { name: "Gone" });
    await t.run((ctx) => ctx.db.delete("financeCategories", gone));
    await expectRefused(t, () => admin.mutation(api.outgoings.add, { outgoing: rent(gone) }), "CATEGORY_DELETED");
  });

  test(`at most ${OUTGOING_LIMIT} bills`, async () => {
    const { t, admin, utilities } = await setupBills();
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
    const { t, member, utilities } = await setupBills();
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
    const { t, admin, member, utilities } = await setupBills();
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
    const { t, member, utilities } = await setupBills();
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
    const { t, roles, member, utilities } = await setupBills();
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
    const { t, member, utilities } = await setupBills();
    const gas = await insertBill(t, { categoryId: utilities });
    await member.mutation(api.outgoings.setPaid, { outgoingId: gas, month: "2026-11", paid: true });
    const board = (month: string) => member.query(api.outgoings.board, { month, today: "2026-11-01" });
    expect((await board("2026-11")).rows[0].paid).toBe(true);
    expect((await board("2026-12")).rows[0].paid).toBe(false);
  });

  test.each(["2026-13", "2026-1", "2026-11-01", "", "soon"])("month %j is refused", async (month) => {
    const { t, member, utilities } = await setupBills();
    const gas = await insertBill(t, { categoryId: utilities });
    await expectRefused(
      t,
      () => member.mutation(api.outgoings.setPaid, { outgoingId: gas, month, paid: true }),
      "UNKNOWN_PERIOD",
    );
  });

  test("a deleted bill is not found", async () => {
    const { t, member, utilities } = await setupBills();
    const gas = await insertBill(t, { categoryId: utilities });
    await t.run((ctx) => ctx.db.delete("monthlyOutgoings", gas));
    await expectRefused(
      t,
      () => member.mutation(api.outgoings.setPaid, { outgoingId: gas, month: "2026-11", paid: true }),
      "NOT_FOUND",
    );
  });

  test("a member without the Finance page is refused the toggle and the board", async () => {
    const { t, roles, member, utilities } = await setupBills();
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

import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { errorCatalogue } from "./lib/errors";
import { MAX_AMOUNT_PENCE } from "./lib/money";
import { allTransactions, financeSnapshot, setupFinance, type RawInput } from "./transactions.fixtures";

const message = (code: keyof typeof errorCatalogue) => errorCatalogue[code].message;

describe("the server repeats every message of the form", () => {
  // The field each refusal names is the one the form shows it under (its `amount` is the server's `amountPence`).
  const cases: [string, Partial<RawInput>, keyof typeof errorCatalogue, keyof RawInput][] = [
    ["blank description", { description: "   " }, "DESCRIPTION_REQUIRED", "description"],
    ["description over 2,000 characters", { description: "x".repeat(2001) }, "TEXT_TOO_LONG", "description"],
    ["zero", { amountPence: 0 }, "AMOUNT_POSITIVE", "amountPence"],
    ["negative", { amountPence: -100 }, "AMOUNT_POSITIVE", "amountPence"],
    ["three decimals (fractional pence)", { amountPence: 1234.5 }, "AMOUNT_POSITIVE", "amountPence"],
    ["a thousandth of a penny", { amountPence: 0.001 }, "AMOUNT_POSITIVE", "amountPence"],
    ["NaN", { amountPence: Number.NaN }, "AMOUNT_POSITIVE", "amountPence"],
    ["infinity", { amountPence: Number.POSITIVE_INFINITY }, "AMOUNT_POSITIVE", "amountPence"],
    ["above the maximum", { amountPence: MAX_AMOUNT_PENCE + 1 }, "AMOUNT_TOO_LARGE", "amountPence"],
    ["unknown payment method", { paymentMethod: "Cheque" }, "PAYMENT_METHOD_REQUIRED", "paymentMethod"],
    ["empty payment method", { paymentMethod: "" }, "PAYMENT_METHOD_REQUIRED", "paymentMethod"],
    ["empty date", { date: "", monthId: 11, weekId: "W4" }, "DATE_REQUIRED", "date"],
    ["impossible date", { date: "2027-02-29", monthId: 2, weekId: "W5" }, "DATE_REQUIRED", "date"],
    ["Month ID 0", { monthId: 0 }, "MONTH_ID_REQUIRED", "monthId"],
    ["Month ID 13", { monthId: 13 }, "MONTH_ID_REQUIRED", "monthId"],
    ["empty Week ID", { weekId: "" }, "WEEK_ID_REQUIRED", "weekId"],
    ["W6", { weekId: "W6" }, "WEEK_ID_REQUIRED", "weekId"],
    ["W5 of February 2027", { date: "2027-02-20", monthId: 2, weekId: "W5" }, "WEEK_ID_REQUIRED", "weekId"],
    ["empty type", { transactionType: "" }, "TRANSACTION_TYPE_REQUIRED", "transactionType"],
    ["unknown type", { transactionType: "transfer" }, "TRANSACTION_TYPE_REQUIRED", "transactionType"],
  ];

  for (const [name, overrides, code, field] of cases) {
    test(`${name} → ${code} on ${field}, nothing written`, async () => {
      const { t, roles, add } = await setupFinance();
      const attempt = add(roles.member.as, overrides);
      await expect(attempt).rejects.toThrow(message(code));
      await expect(attempt).rejects.toMatchObject({ data: { code, field } });
      expect(await financeSnapshot(t)).toEqual({ transactions: [], totals: [], game: [] });
    });
  }

  test("a category or item type that no longer exists is required; an archived one is refused", async () => {
    const { t, roles, add, choices } = await setupFinance();
    const gone = await t.run(async (ctx) => {
      const categoryId = await ctx.db.insert("financeCategories", { name: "Gone" });
      const itemTypeId = await ctx.db.insert("itemTypes", { name: "Gone" });
      await ctx.db.delete("financeCategories", categoryId);
      await ctx.db.delete("itemTypes", itemTypeId);
      return { categoryId, itemTypeId };
    });
    const as = roles.member.as;
    await expect(add(as, { categoryId: gone.categoryId })).rejects.toThrow(message("CATEGORY_REQUIRED"));
    await expect(add(as, { itemTypeId: gone.itemTypeId })).rejects.toThrow(message("ITEM_TYPE_REQUIRED"));
    await expect(add(as, { categoryId: choices.oldCategory })).rejects.toMatchObject({
      data: { code: "CATEGORY_DELETED", field: "categoryId" },
    });
    await expect(add(as, { itemTypeId: choices.oldItemType })).rejects.toMatchObject({
      data: { code: "ITEM_TYPE_DELETED", field: "itemTypeId" },
    });
    expect(await financeSnapshot(t)).toEqual({ transactions: [], totals: [], game: [] });
  });

  test("the client's today must be a calendar day", async () => {
    const { t, roles, input } = await setupFinance();
    await expect(
      roles.member.as.mutation(api.transactions.add, { transaction: input(), today: "tomorrow" }),
    ).rejects.toThrow(message("INVALID_DATE"));
    expect(await allTransactions(t)).toEqual([]);
  });

  test("a valid transaction is stored trimmed, with the month it counts toward", async () => {
    const { t, roles, add } = await setupFinance();
    const { transactionId } = await add(roles.member.as, {
      description: "  Salary ",
      date: "2026-11-28",
      monthId: 12,
      weekId: "W1",
      transactionType: "income",
    });
    const [row] = await allTransactions(t);
    expect(row).toMatchObject({
      _id: transactionId,
      description: "Salary",
      periodMonth: "2026-12",
      weekId: "W1",
      createdBy: roles.member.memberId,
    });
  });

  test("an import compares its rows with the transactions between its first and last day", async () => {
    const { roles, add } = await setupFinance();
    await add(roles.member.as, { description: "Coffee", date: "2026-11-20", monthId: 11, weekId: "W3" });
    await add(roles.member.as, { description: "Rent", date: "2026-11-25", monthId: 11, weekId: "W4" });
    await add(roles.member.as, { description: "Later", date: "2026-12-02", monthId: 12, weekId: "W1" });
    const { transactions, complete } = await roles.member.as.query(api.transactions.recordedBetween, { from: "2026-11-20", to: "2026-11-30" });
    expect(transactions.map((row) => [row.date, row.description])).toEqual([
      ["2026-11-20", "Coffee"],
      ["2026-11-25", "Rent"],
    ]);
    expect(Object.keys(transactions[0]).sort()).toEqual(["amountPence", "date", "description", "transactionType"]);
    expect(complete).toBe(true);
    await expect(roles.member.as.query(api.transactions.recordedBetween, { from: "2026-11-31", to: "2026-12-01" })).rejects.toThrow(
      message("INVALID_DATE"),
    );
  });

  test("a period argument must be a real period", async () => {
    const { roles } = await setupFinance();
    const as = roles.member.as;
    for (const period of [
      { kind: "month" as const, key: "2026-13" },
      { kind: "week" as const, key: "2027-02-W5" },
      { kind: "day" as const, key: "2026-02-30" },
      { kind: "year" as const, key: "twenty" },
    ]) {
      await expect(as.query(api.transactions.summary, { period })).rejects.toThrow(message("UNKNOWN_PERIOD"));
      await expect(
        as.query(api.transactions.list, { period, paginationOpts: { numItems: 10, cursor: null } }),
      ).rejects.toThrow(message("UNKNOWN_PERIOD"));
    }
  });
});

describe("who may change a transaction", () => {
  async function withMembersTransaction() {
    const setup = await setupFinance();
    const { transactionId } = await setup.add(setup.roles.member.as, { amountPence: 500 });
    return { ...setup, transactionId };
  }

  test("the author edits and deletes their own", async () => {
    const { t, roles, input, transactionId, summary } = await withMembersTransaction();
    await roles.member.as.mutation(api.transactions.update, {
      transactionId,
      transaction: input({ amountPence: 700, description: "Corner shop" }),
    });
    expect((await allTransactions(t))[0]).toMatchObject({ amountPence: 700, description: "Corner shop" });
    expect((await summary({ kind: "month", key: "2026-11" })).expensePence).toBe(700);
    await roles.member.as.mutation(api.transactions.remove, { transactionId });
    expect(await allTransactions(t)).toEqual([]);
    expect((await summary({ kind: "month", key: "2026-11" })).expensePence).toBe(0);
  });

  test("an admin edits and deletes anyone's", async () => {
    const { t, roles, input, transactionId } = await withMembersTransaction();
    await roles.admin.as.mutation(api.transactions.update, { transactionId, transaction: input({ amountPence: 900 }) });
    expect((await allTransactions(t))[0]).toMatchObject({ amountPence: 900, createdBy: roles.member.memberId });
    await roles.admin.as.mutation(api.transactions.remove, { transactionId });
    expect(await allTransactions(t)).toEqual([]);
  });

  test("another member may do neither, and nothing is written", async () => {
    const { t, other, input, transactionId } = await withMembersTransaction();
    const before = await financeSnapshot(t);
    await expect(
      other.as.mutation(api.transactions.update, { transactionId, transaction: input({ amountPence: 1 }) }),
    ).rejects.toThrow(message("OWN_TRANSACTIONS_ONLY"));
    await expect(other.as.mutation(api.transactions.remove, { transactionId })).rejects.toThrow(
      message("OWN_TRANSACTIONS_ONLY"),
    );
    expect(await financeSnapshot(t)).toEqual(before);
  });

  test("a member without the Finance page is refused everything", async () => {
    const { t, roles, add, transactionId } = await withMembersTransaction();
    await t.run(async (ctx) => {
      const member = await ctx.db.get("members", roles.member.memberId!);
      await ctx.db.patch("members", member!._id, { pageAccess: { ...member!.pageAccess, finance: false } });
    });
    const before = await financeSnapshot(t);
    const denied = message("PAGE_ACCESS_DENIED");
    await expect(add(roles.member.as)).rejects.toThrow(denied);
    await expect(roles.member.as.mutation(api.transactions.remove, { transactionId })).rejects.toThrow(denied);
    await expect(roles.member.as.query(api.transactions.myGame, {})).rejects.toThrow(denied);
    expect(await financeSnapshot(t)).toEqual(before);
  });

  test("a gone transaction is NOT_FOUND", async () => {
    const { roles, transactionId } = await withMembersTransaction();
    await roles.member.as.mutation(api.transactions.remove, { transactionId });
    await expect(roles.member.as.mutation(api.transactions.remove, { transactionId })).rejects.toThrow(
      message("NOT_FOUND"),
    );
  });

  test("an edit may keep the transaction's archived category and item type, not pick another archived one", async () => {
    const { t, roles, input, choices, transactionId } = await withMembersTransaction();
    await t.run(async (ctx) => {
      await ctx.db.patch("financeCategories", choices.groceries, { archived: true });
      await ctx.db.patch("itemTypes", choices.food, { archived: true });
    });
    await roles.member.as.mutation(api.transactions.update, { transactionId, transaction: input({ amountPence: 650 }) });
    expect((await allTransactions(t))[0].amountPence).toBe(650);
    await expect(
      roles.member.as.mutation(api.transactions.update, {
        transactionId,
        transaction: input({ categoryId: choices.oldCategory }),
      }),
    ).rejects.toThrow(message("CATEGORY_DELETED"));
    await expect(
      roles.member.as.mutation(api.transactions.update, {
        transactionId,
        transaction: input({ itemTypeId: choices.oldItemType }),
      }),
    ).rejects.toThrow(message("ITEM_TYPE_DELETED"));
  });
});

describe("list: the period's transactions, newest first", () => {
  test("rows carry names, archived flags and whether the caller may change them", async () => {
    const { t, roles, other, add, choices } = await setupFinance();
    await add(roles.member.as, { description: "Mine", date: "2026-11-03" });
    await add(other.as, { description: "Olive's", date: "2026-11-20", categoryId: choices.salary, transactionType: "income" });
    await t.run((ctx) => ctx.db.patch("financeCategories", choices.salary, { archived: true }));
    const page = async (as: typeof roles.member.as) =>
      (
        await as.query(api.transactions.list, {
          period: { kind: "month", key: "2026-11" },
          paginationOpts: { numItems: 10, cursor: null },
        })
      ).page;
    const mine = await page(roles.member.as);
    expect(mine.map((row) => [row.description, row.categoryName, row.categoryArchived, row.createdByName, row.canChange])).toEqual([
      ["Olive's", "Salary", true, "Olive Other", false],
      ["Mine", "Groceries", false, "Max Member", true],
    ]);
    expect(mine[0]).toMatchObject({ itemTypeName: "Food", itemTypeArchived: false, transactionType: "income" });
    expect((await page(roles.admin.as)).map((row) => row.canChange)).toEqual([true, true]);
  });

  test("each kind of period selects its own transactions, by date for a day and by counted month/week otherwise", async () => {
    const { roles, add } = await setupFinance();
    const as = roles.member.as;
    await add(as, { description: "7 Nov", date: "2026-11-07" });
    await add(as, { description: "8 Nov", date: "2026-11-08" });
    await add(as, { description: "28 Nov for December", date: "2026-11-28", monthId: 12, weekId: "W1" });
    await add(as, { description: "31 Dec for January", date: "2026-12-31", monthId: 1, weekId: "W1" });
    await add(as, { description: "1 Jan", date: "2027-01-01" });
    const list = async (kind: "day" | "week" | "month" | "year", key: string) =>
      (
        await as.query(api.transactions.list, { period: { kind, key }, paginationOpts: { numItems: 50, cursor: null } })
      ).page.map((row) => row.description);
    expect(await list("day", "2026-11-28")).toEqual(["28 Nov for December"]);
    expect(await list("week", "2026-11-W1")).toEqual(["7 Nov"]);
    expect(await list("week", "2026-11-W2")).toEqual(["8 Nov"]);
    expect(await list("week", "2026-12-W1")).toEqual(["28 Nov for December"]);
    expect(await list("month", "2026-11")).toEqual(["8 Nov", "7 Nov"]);
    expect(await list("year", "2026")).toEqual(["28 Nov for December", "8 Nov", "7 Nov"]);
    expect(await list("year", "2027")).toEqual(["1 Jan", "31 Dec for January"]);
  });

  test("the same day: the latest added first; pages follow on", async () => {
    const { roles, add } = await setupFinance();
    for (const description of ["first", "second", "third"]) await add(roles.member.as, { description });
    const period = { kind: "day" as const, key: "2026-11-22" };
    const one = await roles.member.as.query(api.transactions.list, { period, paginationOpts: { numItems: 2, cursor: null } });
    expect(one.page.map((row) => row.description)).toEqual(["third", "second"]);
    expect(one.isDone).toBe(false);
    const two = await roles.member.as.query(api.transactions.list, {
      period,
      paginationOpts: { numItems: 2, cursor: one.continueCursor },
    });
    expect(two.page.map((row) => row.description)).toEqual(["first"]);
  });
});

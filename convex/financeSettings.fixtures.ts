// Shared by the finance settings, budgets and bills suites: categories, item types and bills
// inserted directly, transactions written the way model code must write them (the document and
// its running totals in one go), and the families the suites start from. Two dots in the name:
// Convex does not deploy it.
import type { Doc, Id } from "./_generated/dataModel";
import { monthAndWeekOf, periodMonthFor } from "./lib/periods";
import { applyToTotals, type TotalsInput } from "./model/financeTotals";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

export async function insertCategory(
  t: TestBackend,
  fields: { name: string; description?: string; monthlyBudgetPence?: number; archived?: boolean },
): Promise<Id<"financeCategories">> {
  return t.run((ctx) => ctx.db.insert("financeCategories", fields));
}

export async function insertItemType(t: TestBackend, name: string, archived?: boolean): Promise<Id<"itemTypes">> {
  return t.run((ctx) => ctx.db.insert("itemTypes", { name, ...(archived ? { archived } : {}) }));
}

export type TestTransaction = {
  categoryId: Id<"financeCategories">;
  itemTypeId: Id<"itemTypes">;
  createdBy: Id<"members">;
  amountPence: number;
  date: string;
  transactionType?: "income" | "expense";
  /** Defaults to the date's month. */
  monthId?: number;
};

/** A transaction and its running totals, as transactions.add would leave them. */
export async function insertTransaction(t: TestBackend, tx: TestTransaction): Promise<Id<"transactions">> {
  return t.run(async (ctx) => {
    const { monthId: dateMonth, weekId } = monthAndWeekOf(tx.date);
    const monthId = tx.monthId ?? dateMonth;
    const doc = {
      description: "Test",
      amountPence: tx.amountPence,
      categoryId: tx.categoryId,
      paymentMethod: "Cash" as const,
      date: tx.date,
      monthId,
      weekId,
      periodMonth: periodMonthFor(tx.date, monthId),
      transactionType: tx.transactionType ?? "expense",
      itemTypeId: tx.itemTypeId,
      createdBy: tx.createdBy,
    };
    const id = await ctx.db.insert("transactions", doc);
    await applyToTotals(ctx, [totalsInput(doc)], 1);
    return id;
  });
}

function totalsInput(doc: Omit<Doc<"transactions">, "_id" | "_creationTime">): TotalsInput {
  return {
    date: doc.date,
    periodMonth: doc.periodMonth,
    weekId: doc.weekId,
    transactionType: doc.transactionType,
    amountPence: doc.amountPence,
    categoryId: doc.categoryId,
    itemTypeId: doc.itemTypeId,
  };
}

/** Deletes a transaction and takes it out of the running totals. */
export async function deleteTransaction(t: TestBackend, id: Id<"transactions">): Promise<void> {
  await t.run(async (ctx) => {
    const doc = await ctx.db.get("transactions", id);
    if (doc === null) return;
    await ctx.db.delete("transactions", id);
    await applyToTotals(ctx, [totalsInput(doc)], -1);
  });
}

export async function insertBill(
  t: TestBackend,
  fields: Partial<Omit<Doc<"monthlyOutgoings">, "_id" | "_creationTime">> & { categoryId: Id<"financeCategories"> },
): Promise<Id<"monthlyOutgoings">> {
  return t.run((ctx) =>
    ctx.db.insert("monthlyOutgoings", {
      description: "Bill",
      amountPence: 1000,
      dueDay: 1,
      paymentMethod: "Bank Transfer",
      paymentType: "direct-debit",
      ...fields,
    }),
  );
}

/** A family (admin and member) with two categories (one with a description and budget) and two item types. */
export async function setupFinanceSettings() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const groceries = await insertCategory(t, { name: "Groceries", description: "Food", monthlyBudgetPence: 30_000 });
  const utilities = await insertCategory(t, { name: "Utilities" });
  const rent = await insertItemType(t, "Rent");
  const salary = await insertItemType(t, "Salary Income");
  return { t, roles, admin: roles.admin.as, groceries, utilities, rent, salary };
}

export const getCategory = (t: TestBackend, id: Id<"financeCategories">) => t.run((ctx) => ctx.db.get("financeCategories", id));
export const getItemType = (t: TestBackend, id: Id<"itemTypes">) => t.run((ctx) => ctx.db.get("itemTypes", id));

/** A family (admin and member) with one category for its bills. */
export async function setupBills() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const utilities = await insertCategory(t, { name: "Utilities" });
  return { t, roles, admin: roles.admin.as, member: roles.member.as, utilities };
}

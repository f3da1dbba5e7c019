// Shared by the transaction suites (transactions.test.ts, game.test.ts, transactionImport.test.ts,
// financeScale.test.ts): the admin and member of seedRoles plus a second member, three finance
// categories (one archived), two item types (one archived), and helpers to build inputs and read
// what was written. Two dots in the name: Convex does not deploy it.
import type { FunctionArgs } from "convex/server";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import type { Period } from "./lib/periods";
import { monthAndWeekOf } from "./lib/periods";
import { newBackend, seedAccount, seedRoles, type TestBackend } from "./test.setup";

export type RawInput = FunctionArgs<typeof api.transactions.add>["transaction"];

export async function seedFinanceChoices(t: TestBackend) {
  return t.run(async (ctx) => ({
    groceries: await ctx.db.insert("financeCategories", { name: "Groceries" }),
    salary: await ctx.db.insert("financeCategories", { name: "Salary" }),
    oldCategory: await ctx.db.insert("financeCategories", { name: "Old category", archived: true }),
    food: await ctx.db.insert("itemTypes", { name: "Food" }),
    oldItemType: await ctx.db.insert("itemTypes", { name: "Old item type", archived: true }),
  }));
}
export type FinanceChoices = Awaited<ReturnType<typeof seedFinanceChoices>>;

/** A valid expense on `date` (Month ID and Week ID from the date) unless overridden. */
export function transactionInput(choices: FinanceChoices, overrides: Partial<RawInput> = {}): RawInput {
  const date = overrides.date ?? "2026-11-22";
  return {
    description: "Weekly shop",
    amountPence: 1000,
    categoryId: choices.groceries,
    paymentMethod: "Debit Card",
    date,
    ...monthAndWeekOf(date),
    transactionType: "expense",
    itemTypeId: choices.food,
    ...overrides,
  };
}

/** `t` may be a backend with convex-test's transaction limits on (the import and scale tests). */
export async function setupFinance(t: TestBackend = newBackend()) {
  const roles = await seedRoles(t);
  const other = await seedAccount(t, { name: "Olive Other", email: "olive@household.test" });
  const choices = await seedFinanceChoices(t);
  const input = (overrides: Partial<RawInput> = {}) => transactionInput(choices, overrides);
  const today = "2026-11-22";
  const add = (as: typeof roles.member.as, overrides: Partial<RawInput> = {}) =>
    as.mutation(api.transactions.add, { transaction: input(overrides), today });
  const summary = (period: Period) => roles.member.as.query(api.transactions.summary, { period });
  return {
    t,
    roles,
    other: { ...other, as: t.withIdentity(other.identity) },
    choices,
    input,
    add,
    summary,
    today,
  };
}
export type FinanceSetup = Awaited<ReturnType<typeof setupFinance>>;

export async function allTransactions(t: TestBackend) {
  return t.run((ctx) => ctx.db.query("transactions").collect());
}

export async function allTotals(t: TestBackend) {
  return t.run((ctx) => ctx.db.query("financeTotals").collect());
}

export async function gameRow(t: TestBackend, memberId: Id<"members">) {
  return t.run((ctx) =>
    ctx.db
      .query("gameStats")
      .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
      .unique(),
  );
}

/** Everything a refused call must leave untouched. */
export async function financeSnapshot(t: TestBackend) {
  return t.run(async (ctx) => ({
    transactions: await ctx.db.query("transactions").collect(),
    totals: await ctx.db.query("financeTotals").collect(),
    game: await ctx.db.query("gameStats").collect(),
  }));
}

// Family transactions: the dashboard's period summary and table, adding, editing,
// deleting and importing, and the XP game. Any member with the Finance page may add; the author
// or an admin edits or deletes (model/transactions.ts).
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { memberMutation, memberQuery } from "./functions";
import { vPeriod, vTransactionInput } from "./lib/transactionSchema";
import * as game from "./model/game";
import * as model from "./model/transactions";
import * as views from "./model/transactionViews";

const page = "finance" as const;

/** Income, expenses, savings, per category and over time for one period (running totals only). */
export const summary = memberQuery({
  page,
  args: { period: vPeriod },
  handler: (ctx, { period }) => views.summary(ctx, period),
});

/** A page (at most 500) of the period's transactions, newest first. */
export const list = memberQuery({
  page,
  args: { period: vPeriod, paginationOpts: paginationOptsValidator },
  handler: (ctx, args) => views.list(ctx, ctx.member, args),
});

/** The transactions recorded between two days, as an import compares them with its rows (to skip those already in). */
export const recordedBetween = memberQuery({
  page,
  args: { from: v.string(), to: v.string() },
  handler: (ctx, args) => views.recordedBetween(ctx, args),
});

/** A new transaction by the caller; `today` (their calendar day) keeps the game's streak. */
export const add = memberMutation({
  page,
  args: { transaction: vTransactionInput, today: v.string() },
  handler: (ctx, args) => model.addTransaction(ctx, ctx.member, args),
});

/** The author or an admin edits a transaction. */
export const update = memberMutation({
  page,
  args: { transactionId: v.id("transactions"), transaction: vTransactionInput },
  handler: (ctx, args) => model.updateTransaction(ctx, ctx.member, args),
});

/** The author or an admin deletes a transaction. */
export const remove = memberMutation({
  page,
  args: { transactionId: v.id("transactions") },
  handler: (ctx, { transactionId }) => model.removeTransaction(ctx, ctx.member, transactionId),
});

/** A CSV file's transactions, all or nothing (at most 1,000). */
export const importTransactions = memberMutation({
  page,
  args: { transactions: v.array(vTransactionInput), today: v.string() },
  handler: (ctx, args) => model.importTransactions(ctx, ctx.member, args),
});

/** The caller's level, XP, badges and streak (a streak is 0 once a day passed without adding, given `today`). */
export const myGame = memberQuery({
  page,
  args: { today: v.optional(v.string()) },
  handler: (ctx, { today }) => game.gameOf(ctx, ctx.member._id, today),
});

/** The family leaderboard, most XP first. */
export const familyGame = memberQuery({
  page,
  args: {},
  handler: (ctx) => game.familyGame(ctx),
});

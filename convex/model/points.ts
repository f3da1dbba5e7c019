// Points (DESIGN.md decision 22): an append-only ledger. A row is never changed or removed by
// the app; each carries the member's balance after it, so the balance is the newest row.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

/** Ledger rows a member's history shows at most, newest first. */
export const HISTORY_MAX = 50;

export async function balanceOf(ctx: QueryCtx, memberId: Id<"members">): Promise<number> {
  const newest = await ctx.db
    .query("pointsLedger")
    .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
    .order("desc")
    .first();
  return newest?.balance ?? 0;
}

type Entry = Pick<Doc<"pointsLedger">, "kind" | "title" | "taskId" | "redemptionId"> & { points: number };

/** Appends one row (positive: earned or refunded; negative: spent) and returns the new balance. */
export async function addPoints(ctx: MutationCtx, memberId: Id<"members">, entry: Entry): Promise<number> {
  const balance = (await balanceOf(ctx, memberId)) + entry.points;
  await ctx.db.insert("pointsLedger", { memberId, ...entry, balance });
  return balance;
}

/** A member's newest ledger rows, as the points page shows them. */
export async function historyOf(ctx: QueryCtx, memberId: Id<"members">, limit = HISTORY_MAX) {
  const rows = await ctx.db
    .query("pointsLedger")
    .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
    .order("desc")
    .take(limit);
  return rows.map((row) => ({ _id: row._id, at: row._creationTime, points: row.points, balance: row.balance, kind: row.kind, title: row.title }));
}

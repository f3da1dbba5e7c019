import { v } from "convex/values";
import { internalMutation, internalQuery } from "./_generated/server";
import { vOutboxKind } from "./lib/validators";

/** Keeps a sent email (local development: the outbox is the whole delivery). */
export const record = internalMutation({
  args: { to: v.string(), kind: vOutboxKind, subject: v.string(), body: v.string() },
  handler: async (ctx, args) => {
    await ctx.db.insert("outbox", { ...args, to: args.to.trim().toLowerCase() });
  },
});

/** The newest emails to one address, for the local backend's terminal and tests. */
export const latestTo = internalQuery({
  args: { to: v.string(), limit: v.optional(v.number()) },
  handler: (ctx, { to, limit }) =>
    ctx.db
      .query("outbox")
      .withIndex("by_to", (q) => q.eq("to", to.toLowerCase()))
      .order("desc")
      .take(Math.min(limit ?? 5, 50)),
});

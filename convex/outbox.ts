import { v } from "convex/values";
import { internalMutation, internalQuery } from "./_generated/server";
import { householdError } from "./lib/errors";
import { vOutboxKind } from "./lib/validators";
import { mailboxOf } from "./lib/mailbox";

/** Sends to one address allowed per window; the next is refused until the oldest leaves it. */
export const MAX_SENDS_PER_ADDRESS = 3;
export const SEND_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts a send to `to`, or refuses it with EMAIL_RATE_LIMIT when its mailbox
 * has had its share of this quarter hour (sign-up codes and reset links alike).
 */
export const reserveSend = internalMutation({
  args: { to: v.string() },
  handler: async (ctx, args) => {
    // Counted per mailbox: aliases of one inbox share its allowance.
    const to = mailboxOf(args.to);
    const now = Date.now();
    const recent = await ctx.db
      .query("mailSends")
      .withIndex("by_to_and_at", (q) => q.eq("to", to).gt("at", now - SEND_WINDOW_MS))
      .take(MAX_SENDS_PER_ADDRESS);
    if (recent.length >= MAX_SENDS_PER_ADDRESS) throw householdError("EMAIL_RATE_LIMIT");
    const old = await ctx.db
      .query("mailSends")
      .withIndex("by_to_and_at", (q) => q.eq("to", to).lte("at", now - SEND_WINDOW_MS))
      .take(10);
    for (const row of old) await ctx.db.delete("mailSends", row._id);
    await ctx.db.insert("mailSends", { to, at: now });
  },
});

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

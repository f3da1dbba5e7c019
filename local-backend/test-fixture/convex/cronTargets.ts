// What the cron tests' jobs call (crons.test.ts writes the crons.ts into a
// copy of this fixture, so other tests' backends run no cron jobs).
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalAction, internalMutation, query } from "./_generated/server";

/** Records one run; the label tells the jobs apart. */
export const record = internalMutation({
  args: { label: v.string() },
  handler: async (ctx, { label }) => {
    await ctx.db.insert("cronRuns", { label, at: Date.now() });
  },
});

/** Writes, then fails: the write must be rolled back, the schedule kept. */
export const fail = internalMutation({
  args: {},
  handler: async (ctx) => {
    await ctx.db.insert("cronRuns", { label: "never stored", at: Date.now() });
    throw new Error("cron boom");
  },
});

export const recordFromAction = internalAction({
  args: { label: v.string() },
  handler: async (ctx, { label }) => {
    await ctx.runMutation(internal.cronTargets.record, { label });
  },
});

export const runs = query({
  args: { label: v.string() },
  handler: async (ctx, { label }) =>
    (await ctx.db.query("cronRuns").withIndex("by_label", (q) => q.eq("label", label)).collect()).map((run) => run.at),
});

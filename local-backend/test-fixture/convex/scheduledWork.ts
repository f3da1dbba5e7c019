// What the scheduled-work tests run: scheduled actions that read, write and call actions,
// actions and mutations that schedule actions, and a scheduled action that fails.
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { action, internalAction, internalMutation, internalQuery, mutation, query } from "./_generated/server";

export const record = internalMutation({
  args: { label: v.string() },
  handler: async (ctx, { label }) => {
    await ctx.db.insert("cronRuns", { label, at: Date.now() });
  },
});

export const count = internalQuery({
  args: { label: v.string() },
  handler: async (ctx, { label }) => (await ctx.db.query("cronRuns").withIndex("by_label", (q) => q.eq("label", label)).collect()).length,
});

/** An action that only answers (what a scheduled action's ctx.runAction calls). */
export const echo = internalAction({
  args: { text: v.string() },
  handler: async (_ctx, { text }) => `echo ${text}`,
});

/** Reads, calls an action, and writes what it saw: each of an action's ctx calls. */
export const work = internalAction({
  args: { label: v.string() },
  handler: async (ctx, { label }) => {
    const before = await ctx.runQuery(internal.scheduledWork.count, { label });
    const echoed = await ctx.runAction(internal.scheduledWork.echo, { text: label });
    await ctx.runMutation(internal.scheduledWork.record, { label: `${echoed} after ${before}` });
  },
});

/** A scheduled action that schedules another action (and a mutation). */
export const chain = internalAction({
  args: { label: v.string() },
  handler: async (ctx, { label }) => {
    await ctx.scheduler.runAfter(0, internal.scheduledWork.work, { label: `${label} chained` });
    await ctx.scheduler.runAfter(0, internal.scheduledWork.record, { label: `${label} chained mutation` });
  },
});

export const failing = internalAction({
  args: {},
  handler: async (ctx) => {
    await ctx.runQuery(internal.scheduledWork.count, { label: "x" });
    throw new Error("scheduled action boom");
  },
});

/** A mutation scheduling an action. */
export const scheduleWork = mutation({
  args: { label: v.string() },
  handler: async (ctx, { label }) => {
    await ctx.scheduler.runAfter(0, internal.scheduledWork.work, { label });
  },
});

/** A public action scheduling an action. */
export const scheduleChainFromAction = action({
  args: { label: v.string() },
  handler: async (ctx, { label }) => {
    await ctx.scheduler.runAfter(0, internal.scheduledWork.chain, { label });
  },
});

export const scheduleFailing = mutation({
  args: {},
  handler: async (ctx) => {
    await ctx.scheduler.runAfter(0, internal.scheduledWork.failing, {});
  },
});

export const labels = query({
  args: {},
  handler: async (ctx) => (await ctx.db.query("cronRuns").collect()).map((run) => run.label).sort(),
});

export const jobs = query({
  args: {},
  handler: async (ctx) =>
    (await ctx.db.system.query("_scheduled_functions").collect()).map((job) => ({ name: job.name, state: job.state })),
});

import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { mutation, query } from "./_generated/server";

export const page = query({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) =>
    ctx.db.query("items").withIndex("by_rank").order("asc").paginate(paginationOpts),
});

export const add = mutation({
  args: { rank: v.number(), label: v.string() },
  handler: async (ctx, args) => ctx.db.insert("items", args),
});

/** The first page, and a take(2), each marking its run (a rerun always sends an update). */
export const pageEachRun = query({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => ({
    ...(await ctx.db.query("items").withIndex("by_rank").paginate(paginationOpts)),
    run: Math.random(),
  }),
});

export const firstTwoEachRun = query({
  args: {},
  handler: async (ctx) => ({ ranks: (await ctx.db.query("items").withIndex("by_rank").take(2)).map((item) => item.rank), run: Math.random() }),
});

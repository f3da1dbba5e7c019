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

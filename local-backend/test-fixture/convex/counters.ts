import { v } from "convex/values";
import { mutation, query } from "./_generated/server";

export const get = query({
  args: { name: v.string() },
  handler: async (ctx, { name }) => {
    const counter = await ctx.db.query("counters").withIndex("by_name", (q) => q.eq("name", name)).unique();
    return counter?.value ?? null;
  },
});

export const set = mutation({
  args: { name: v.string(), value: v.number() },
  handler: async (ctx, { name, value }) => {
    const counter = await ctx.db.query("counters").withIndex("by_name", (q) => q.eq("name", name)).unique();
    if (counter) await ctx.db.patch("counters", counter._id, { value });
    else await ctx.db.insert("counters", { name, value });
    return value;
  },
});

export const increment = mutation({
  args: { name: v.string() },
  handler: async (ctx, { name }) => {
    const counter = await ctx.db.query("counters").withIndex("by_name", (q) => q.eq("name", name)).unique();
    const value = (counter?.value ?? 0) + 1;
    if (counter) await ctx.db.patch("counters", counter._id, { value });
    else await ctx.db.insert("counters", { name, value });
    return value;
  },
});

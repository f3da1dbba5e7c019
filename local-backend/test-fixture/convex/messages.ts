import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import { action, internalMutation, mutation, query } from "./_generated/server";

export const list = query({
  args: {},
  handler: async (ctx) => (await ctx.db.query("messages").order("desc").take(50)).reverse(),
});

export const send = mutation({
  args: { author: v.string(), body: v.string() },
  handler: async (ctx, args) => ctx.db.insert("messages", args),
});

/** Only for signed-in callers; the author is the caller. */
export const sendAsMe = mutation({
  args: { body: v.string() },
  handler: async (ctx, { body }) => {
    const identity = await ctx.auth.getUserIdentity();
    if (identity === null) throw new Error("Not signed in");
    return ctx.db.insert("messages", { author: identity.subject, body });
  },
});

export const whoAmI = query({
  args: {},
  handler: async (ctx) => ctx.auth.getUserIdentity(),
});

export const refuse = mutation({
  args: {},
  handler: async () => {
    throw new ConvexError({ code: "NOT_ALLOWED", message: "Only admins can do that", count: 3n });
  },
});

export const wipe = internalMutation({
  args: {},
  handler: async (ctx) => {
    for (const message of await ctx.db.query("messages").collect()) await ctx.db.delete("messages", message._id);
  },
});

export const sendLater = mutation({
  args: { body: v.string(), delayMs: v.number() },
  handler: async (ctx, { body, delayMs }) => {
    await ctx.scheduler.runAfter(delayMs, internal.messages.deliver, { body });
  },
});

export const deliver = internalMutation({
  args: { body: v.string() },
  handler: async (ctx, { body }) => ctx.db.insert("messages", { author: "scheduler", body }),
});

export const sendViaAction = action({
  args: { body: v.string() },
  handler: async (ctx, { body }): Promise<string> =>
    ctx.runMutation(internal.messages.deliver, { body }),
});

export const bodiesBy = query({
  args: { author: v.string() },
  handler: async (ctx, { author }) =>
    (await ctx.db.query("messages").withIndex("by_author", (q) => q.eq("author", author)).collect()).map(
      (message) => message.body,
    ),
});

export const scheduleFailure = mutation({
  args: {},
  handler: async (ctx) => {
    await ctx.scheduler.runAfter(0, internal.messages.explode, {});
  },
});

export const explode = internalMutation({
  args: {},
  handler: async () => {
    throw new Error("scheduled boom");
  },
});

export const jobs = query({
  args: {},
  handler: async (ctx) =>
    (await ctx.db.system.query("_scheduled_functions").collect()).map((job) => ({ name: job.name, state: job.state })),
});

/** `bodiesBy` with a number drawn anew at every run, so each rerun reaches the client as an update (sync.test.ts counts reruns so). */
export const bodiesByEachRun = query({
  args: { author: v.string() },
  handler: async (ctx, { author }) => ({
    bodies: (await ctx.db.query("messages").withIndex("by_author", (q) => q.eq("author", author)).collect()).map((message) => message.body),
    run: Math.random(),
  }),
});

/** One message by id, with a number drawn anew at every run (as above). */
export const getEachRun = query({
  args: { id: v.id("messages") },
  handler: async (ctx, { id }) => ({ body: (await ctx.db.get("messages", id))?.body ?? null, run: Math.random() }),
});

export const reassign = mutation({
  args: { id: v.id("messages"), author: v.string() },
  handler: (ctx, { id, author }) => ctx.db.patch("messages", id, { author }),
});

import { v } from "convex/values";
import { mutation, query } from "./_generated/server";

export const generateUploadUrl = mutation({
  args: {},
  handler: async (ctx) => ctx.storage.generateUploadUrl(),
});

export const save = mutation({
  args: { storageId: v.id("_storage"), name: v.string() },
  handler: async (ctx, args) => ctx.db.insert("files", args),
});

export const list = query({
  args: {},
  handler: async (ctx) =>
    Promise.all(
      (await ctx.db.query("files").collect()).map(async (file) => ({
        name: file.name,
        url: await ctx.storage.getUrl(file.storageId),
        contentType: (await ctx.db.system.get("_storage", file.storageId))?.contentType ?? null,
      })),
    ),
});

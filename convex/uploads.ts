// Internal steps of photo uploads: recording a checked file for its uploader
// (the check action in lib/photoUploads.ts reads the bytes first), and the
// hourly sweep of uploads nobody used, run by convex/crons.ts. The rules are
// in model/uploads.ts.
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { requireMemberById } from "./model/members";
import { recordUpload, sweepUnclaimedUploads, type UploadCheck } from "./model/uploads";

/** `contentType` is what the file's bytes say it is (absent: no allowed photo). */
export const record = internalMutation({
  args: { memberId: v.id("members"), storageId: v.id("_storage"), contentType: v.optional(v.string()) },
  handler: async (ctx, { memberId, storageId, contentType }): Promise<UploadCheck> =>
    recordUpload(ctx, await requireMemberById(ctx, memberId), storageId, contentType),
});

/** One batch; a full batch schedules the next at once. */
export const sweep = internalMutation({
  args: {},
  handler: async (ctx) => {
    const { more } = await sweepUnclaimedUploads(ctx);
    if (more) await ctx.scheduler.runAfter(0, internal.uploads.sweep, {});
  },
});

// The family feed (/public): posts, likes and comments, live for everyone with
// the public page. Logic in model/feed.ts.
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internalMutation } from "./_generated/server";
import { memberMutation, memberQuery } from "./functions";
import { vPhotoInput } from "./lib/photoSchema";
import { memberPhotoUploads } from "./lib/photoUploads";
import * as model from "./model/feed";

const page = "public" as const;

/** Newest first, a page at a time. */
export const listPosts = memberQuery({
  page,
  args: { paginationOpts: paginationOptsValidator },
  handler: (ctx, { paginationOpts }) => model.listPosts(ctx, ctx.member, paginationOpts),
});

/** The post a shared link (/public?post=<id>) opens; null when the id is not a post's or it was deleted. */
export const getPost = memberQuery({
  page,
  args: { postId: v.string() },
  handler: (ctx, { postId }) => model.getPost(ctx, ctx.member, postId),
});

/** A post's comments, oldest first. */
export const listComments = memberQuery({
  page,
  args: { postId: v.id("posts"), paginationOpts: paginationOptsValidator },
  handler: (ctx, args) => model.listComments(ctx, ctx.member, args),
});

export const createPost = memberMutation({
  page,
  args: { body: v.string(), image: vPhotoInput },
  handler: (ctx, args) => model.createPost(ctx, ctx.member, args),
});

/** Like, or take the like back; returns whether the caller now likes the post. */
export const toggleLike = memberMutation({
  page,
  args: { postId: v.id("posts") },
  handler: (ctx, { postId }) => model.toggleLike(ctx, ctx.member, postId),
});

export const addComment = memberMutation({
  page,
  args: { postId: v.id("posts"), body: v.string() },
  handler: (ctx, args) => model.addComment(ctx, ctx.member, args),
});

/** The author or an admin; its likes, comments and photo go with it. */
export const deletePost = memberMutation({
  page,
  args: { postId: v.id("posts") },
  handler: (ctx, { postId }) => model.deletePost(ctx, ctx.member, postId),
});

/** The author or an admin. */
export const deleteComment = memberMutation({
  page,
  args: { commentId: v.id("comments") },
  handler: (ctx, { commentId }) => model.deleteComment(ctx, ctx.member, commentId),
});

/** A post's photo upload, by anyone with the page (lib/photoUploads.ts). */
export const { generateUploadUrl, checkUpload } = memberPhotoUploads(page);

/** The rest of a deleted post's likes and comments. */
export const continuePostDeletion = internalMutation({
  args: { postId: v.id("posts") },
  handler: (ctx, { postId }) => model.deletePostChildren(ctx, postId),
});

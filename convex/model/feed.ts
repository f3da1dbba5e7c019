// The family feed: posts (text and/or a photo), one like per person, comments.
// Authors delete their own posts and comments, admins any. A post keeps its
// like and comment counts, so a page of posts reads no likes or comments to
// count them. Bodies are stored as typed (trimmed); the web renders them as text.
import type { PaginationOptions, PaginationResult } from "convex/server";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isAdmin } from "../lib/access";
import { fieldError, householdError, schemaError } from "../lib/errors";
import { commentSchema, postSchema } from "../lib/feedSchema";
import type { PhotoInput } from "../lib/photoSchema";
import type { AuthorView, CommentView, PostView } from "../lib/feedView";
import { memberColor } from "../lib/memberColors";
import { excerptOf, recordActivity } from "./activityLog";
import { imageUrlOf, validPhoto } from "./images";
import { withAvatarUrl } from "./members";
import { paginateFrom } from "./pagination";
import { deleteStoredFile } from "./uploads";

/** Likes and comments one mutation deletes with their post; the rest go in scheduled batches. */
export const BATCH = 200;

async function authorView(ctx: QueryCtx, memberId: Id<"members">): Promise<AuthorView> {
  const member = await ctx.db.get("members", memberId);
  if (member === null) return null;
  const shown = await withAvatarUrl(ctx, member);
  return { _id: member._id, name: member.name, avatarUrl: shown.avatarUrl ?? null, color: memberColor(member) };
}

function mayDelete(viewer: Doc<"members">, authorId: Id<"members">): boolean {
  return viewer._id === authorId || isAdmin(viewer);
}

async function postView(ctx: QueryCtx, viewer: Doc<"members">, post: Doc<"posts">): Promise<PostView> {
  const myLike = await ctx.db
    .query("likes")
    .withIndex("by_postId_and_memberId", (q) => q.eq("postId", post._id).eq("memberId", viewer._id))
    .unique();
  return {
    _id: post._id,
    _creationTime: post._creationTime,
    body: post.body,
    imageUrl: (await imageUrlOf(ctx, post)) ?? null,
    author: await authorView(ctx, post.authorId),
    likeCount: post.likeCount ?? 0,
    likedByMe: myLike !== null,
    commentCount: post.commentCount ?? 0,
    canDelete: mayDelete(viewer, post.authorId),
  };
}

/** Newest first. */
export async function listPosts(
  ctx: QueryCtx,
  viewer: Doc<"members">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<PostView>> {
  const result = await paginateFrom(ctx.db.query("posts").order("desc"), paginationOpts);
  return { ...result, page: await Promise.all(result.page.map((post) => postView(ctx, viewer, post))) };
}

/** A shared link's post; null for an id that is not a post's or a deleted post. */
export async function getPost(ctx: QueryCtx, viewer: Doc<"members">, postIdText: string): Promise<PostView | null> {
  const postId = ctx.db.normalizeId("posts", postIdText);
  if (postId === null) return null;
  const post = await ctx.db.get("posts", postId);
  return post === null ? null : postView(ctx, viewer, post);
}

/** Oldest first, as a conversation reads. */
export async function listComments(
  ctx: QueryCtx,
  viewer: Doc<"members">,
  args: { postId: Id<"posts">; paginationOpts: PaginationOptions },
): Promise<PaginationResult<CommentView>> {
  const result = await paginateFrom(
    ctx.db
      .query("comments")
      .withIndex("by_postId", (q) => q.eq("postId", args.postId))
      .order("asc"),
    args.paginationOpts,
  );
  const page = await Promise.all(
    result.page.map(async (comment) => ({
      _id: comment._id,
      _creationTime: comment._creationTime,
      body: comment.body,
      author: await authorView(ctx, comment.authorId),
      canDelete: mayDelete(viewer, comment.authorId),
    })),
  );
  return { ...result, page };
}

async function requirePost(ctx: QueryCtx, postId: Id<"posts">): Promise<Doc<"posts">> {
  const post = await ctx.db.get("posts", postId);
  if (post === null) throw householdError("POST_GONE");
  return post;
}

/** Text (≤ 2,000), a photo (the inventory's rules), or both; neither is POST_EMPTY. */
export async function createPost(
  ctx: MutationCtx,
  author: Doc<"members">,
  args: { body: string; image: PhotoInput },
): Promise<Id<"posts">> {
  const text = postSchema.safeParse({ body: args.body });
  if (!text.success) throw schemaError(text.error);
  const photo = await validPhoto(ctx, author, args.image);
  if (text.data.body === "" && photo.imageUrl === undefined && photo.imageStorageId === undefined) throw fieldError("body", "POST_EMPTY");
  return ctx.db.insert("posts", {
    authorId: author._id,
    body: text.data.body,
    ...photo,
    likeCount: 0,
    commentCount: 0,
  });
}

async function adjustCounts(ctx: MutationCtx, postId: Id<"posts">, delta: { likes?: number; comments?: number }) {
  const post = await ctx.db.get("posts", postId);
  if (post === null) return;
  await ctx.db.patch("posts", postId, {
    likeCount: Math.max(0, (post.likeCount ?? 0) + (delta.likes ?? 0)),
    commentCount: Math.max(0, (post.commentCount ?? 0) + (delta.comments ?? 0)),
  });
}

/** Likes the post, or takes the like back: one per person. */
export async function toggleLike(ctx: MutationCtx, member: Doc<"members">, postId: Id<"posts">) {
  await requirePost(ctx, postId);
  const like = await ctx.db
    .query("likes")
    .withIndex("by_postId_and_memberId", (q) => q.eq("postId", postId).eq("memberId", member._id))
    .unique();
  if (like !== null) {
    await removeLike(ctx, like);
    return { liked: false };
  }
  await ctx.db.insert("likes", { postId, memberId: member._id });
  await adjustCounts(ctx, postId, { likes: 1 });
  return { liked: true };
}

export async function addComment(
  ctx: MutationCtx,
  author: Doc<"members">,
  args: { postId: Id<"posts">; body: string },
): Promise<Id<"comments">> {
  const parsed = commentSchema.safeParse({ body: args.body });
  if (!parsed.success) throw schemaError(parsed.error);
  await requirePost(ctx, args.postId);
  const commentId = await ctx.db.insert("comments", { postId: args.postId, authorId: author._id, body: parsed.data.body });
  await adjustCounts(ctx, args.postId, { comments: 1 });
  return commentId;
}

/** Deletes a like and uncounts it (also when its member is deleted). */
export async function removeLike(ctx: MutationCtx, like: Doc<"likes">): Promise<void> {
  await ctx.db.delete("likes", like._id);
  await adjustCounts(ctx, like.postId, { likes: -1 });
}

/** Deletes a comment and uncounts it (also when its author is deleted). */
export async function removeComment(ctx: MutationCtx, comment: Doc<"comments">): Promise<void> {
  await ctx.db.delete("comments", comment._id);
  await adjustCounts(ctx, comment.postId, { comments: -1 });
}

/**
 * The author or an admin: the post and its photo go at once; its likes and
 * comments (no longer reachable) in batches, the rest scheduled.
 */
export async function deletePost(ctx: MutationCtx, member: Doc<"members">, postId: Id<"posts">): Promise<null> {
  const post = await requirePost(ctx, postId);
  if (!mayDelete(member, post.authorId)) throw householdError("OWN_POSTS_ONLY");
  await ctx.db.delete("posts", postId);
  await deleteStoredFile(ctx, post.imageStorageId);
  await deletePostChildren(ctx, postId);
  // Authors deleting their own words is not news; an admin removing someone else's is.
  if (post.authorId !== member._id) {
    const author = await ctx.db.get("members", post.authorId);
    await recordActivity(ctx, member, {
      kind: "postDeleted",
      postId,
      excerpt: excerptOf(post.body),
      memberName: author?.name ?? "",
      subjectId: post.authorId,
    });
  }
  return null;
}

/** One batch of a deleted post's likes and comments; schedules itself while more remain. */
export async function deletePostChildren(ctx: MutationCtx, postId: Id<"posts">): Promise<void> {
  const likes = await ctx.db
    .query("likes")
    .withIndex("by_postId_and_memberId", (q) => q.eq("postId", postId))
    .take(BATCH);
  for (const like of likes) await ctx.db.delete("likes", like._id);
  const comments = await ctx.db
    .query("comments")
    .withIndex("by_postId", (q) => q.eq("postId", postId))
    .take(BATCH);
  for (const comment of comments) await ctx.db.delete("comments", comment._id);
  if (likes.length === BATCH || comments.length === BATCH) {
    await ctx.scheduler.runAfter(0, internal.feed.continuePostDeletion, { postId });
  }
}

export async function deleteComment(ctx: MutationCtx, member: Doc<"members">, commentId: Id<"comments">): Promise<null> {
  const comment = await ctx.db.get("comments", commentId);
  if (comment === null) throw householdError("NOT_FOUND");
  if (!mayDelete(member, comment.authorId)) throw householdError("OWN_COMMENTS_ONLY");
  await removeComment(ctx, comment);
  if (comment.authorId !== member._id) {
    const author = await ctx.db.get("members", comment.authorId);
    await recordActivity(ctx, member, {
      kind: "commentDeleted",
      commentId,
      excerpt: excerptOf(comment.body),
      memberName: author?.name ?? "",
      subjectId: comment.authorId,
    });
  }
  return null;
}

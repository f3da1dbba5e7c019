import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { defaultPageAccess } from "./lib/access";
import { BATCH } from "./model/feed";
import { storeFile } from "./inventory.fixtures";
import { expectRefused } from "./refusals.fixtures";
import { newBackend, seedAccount, seedRoles, type TestBackend } from "./test.setup";

const firstPage = { numItems: 10, cursor: null };

async function setup() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const other = await seedAccount(t, { name: "Olive Other", email: "olive@household.test" });
  return { t, ...roles, other: { ...other, as: t.withIdentity(other.identity) } };
}

/** A PNG the member uploaded and checked, theirs to post once. */
async function storeImage(t: TestBackend, uploader: ReturnType<TestBackend["withIdentity"]>) {
  const storageId = await storeFile(t, "image/png");
  expect(await uploader.action(api.feed.checkUpload, { storageId })).toEqual({ refused: null });
  return storageId;
}

describe("createPost", () => {
  test("text, a photo, or both; the text is stored verbatim (trimmed)", async () => {
    const { t, member } = await setup();
    const text = await member.as.mutation(api.feed.createPost, { body: "  <script>alert(1)</script> hi  ", image: {} });
    const photo = await member.as.mutation(api.feed.createPost, {
      body: "",
      image: { imageUrl: "https://example.com/picnic.jpg" },
    });
    const storageId = await storeImage(t, member.as);
    const both = await member.as.mutation(api.feed.createPost, { body: "Our garden", image: { imageStorageId: storageId } });
    const post = (id: Id<"posts">) => member.as.query(api.feed.getPost, { postId: id });
    expect(await post(text)).toMatchObject({
      body: "<script>alert(1)</script> hi",
      imageUrl: null,
      author: { _id: member.memberId, name: "Max Member" },
      likeCount: 0,
      likedByMe: false,
      commentCount: 0,
      canDelete: true,
    });
    expect(await post(photo)).toMatchObject({ body: "", imageUrl: "https://example.com/picnic.jpg" });
    expect((await post(both))?.imageUrl).toEqual(expect.stringContaining("http"));
  });

  test("an empty post, a too long one and a bad photo address are refused", async () => {
    const { t, member } = await setup();
    await expectRefused(t, () => member.as.mutation(api.feed.createPost, { body: "   ", image: {} }), "POST_EMPTY");
    await expectRefused(
      t,
      () => member.as.mutation(api.feed.createPost, { body: "x".repeat(2001), image: {} }),
      "POST_TOO_LONG",
    );
    await expectRefused(
      t,
      () => member.as.mutation(api.feed.createPost, { body: "", image: { imageUrl: "javascript:alert(1)" } }),
      "IMAGE_URL_INVALID",
    );
    await member.as.mutation(api.feed.createPost, { body: "x".repeat(2000), image: {} });
  });

  test("a member without the public page is refused", async () => {
    const { t, member } = await setup();
    await t.run((ctx) => ctx.db.patch("members", member.memberId!, { pageAccess: { ...defaultPageAccess, public: false } }));
    await expectRefused(t, () => member.as.mutation(api.feed.createPost, { body: "Hi", image: {} }), "PAGE_ACCESS_DENIED");
    await expect(member.as.query(api.feed.listPosts, { paginationOpts: firstPage })).rejects.toThrow(
      "You don't have access to this page.",
    );
  });
});

describe("listPosts and getPost", () => {
  test("newest first, a page at a time", async () => {
    const { member } = await setup();
    for (let i = 1; i <= 5; i++) await member.as.mutation(api.feed.createPost, { body: `Post ${i}`, image: {} });
    const first = await member.as.query(api.feed.listPosts, { paginationOpts: { numItems: 3, cursor: null } });
    expect(first.page.map((p) => p.body)).toEqual(["Post 5", "Post 4", "Post 3"]);
    expect(first.isDone).toBe(false);
    const second = await member.as.query(api.feed.listPosts, {
      paginationOpts: { numItems: 3, cursor: first.continueCursor },
    });
    expect(second.page.map((p) => p.body)).toEqual(["Post 2", "Post 1"]);
  });

  test("getPost is null for a malformed, foreign-table or deleted id", async () => {
    const { member } = await setup();
    const postId = await member.as.mutation(api.feed.createPost, { body: "Soon gone", image: {} });
    expect(await member.as.query(api.feed.getPost, { postId: "not-an-id" })).toBeNull();
    expect(await member.as.query(api.feed.getPost, { postId: member.memberId! })).toBeNull();
    await member.as.mutation(api.feed.deletePost, { postId });
    expect(await member.as.query(api.feed.getPost, { postId })).toBeNull();
  });
});

describe("likes", () => {
  test("one like per person, toggled", async () => {
    const { member, admin } = await setup();
    const postId = await member.as.mutation(api.feed.createPost, { body: "Like me", image: {} });
    expect(await member.as.mutation(api.feed.toggleLike, { postId })).toEqual({ liked: true });
    expect(await admin.as.mutation(api.feed.toggleLike, { postId })).toEqual({ liked: true });
    expect(await member.as.query(api.feed.getPost, { postId })).toMatchObject({ likeCount: 2, likedByMe: true });
    expect(await member.as.mutation(api.feed.toggleLike, { postId })).toEqual({ liked: false });
    expect(await member.as.query(api.feed.getPost, { postId })).toMatchObject({ likeCount: 1, likedByMe: false });
    expect(await admin.as.query(api.feed.getPost, { postId })).toMatchObject({ likeCount: 1, likedByMe: true });
  });

  test("liking a deleted post is POST_GONE", async () => {
    const { t, member } = await setup();
    const postId = await member.as.mutation(api.feed.createPost, { body: "Bye", image: {} });
    await member.as.mutation(api.feed.deletePost, { postId });
    await expectRefused(t, () => member.as.mutation(api.feed.toggleLike, { postId }), "POST_GONE");
  });
});

describe("comments", () => {
  test("added oldest first and counted; empty and too long refused", async () => {
    const { t, member, admin } = await setup();
    const postId = await member.as.mutation(api.feed.createPost, { body: "News", image: {} });
    await admin.as.mutation(api.feed.addComment, { postId, body: " First! " });
    await member.as.mutation(api.feed.addComment, { postId, body: "Second" });
    const comments = await member.as.query(api.feed.listComments, { postId, paginationOpts: firstPage });
    expect(comments.page.map((c) => [c.body, c.author?.name, c.canDelete])).toEqual([
      ["First!", "Ada Admin", false],
      ["Second", "Max Member", true],
    ]);
    expect(await member.as.query(api.feed.getPost, { postId })).toMatchObject({ commentCount: 2 });
    await expectRefused(t, () => member.as.mutation(api.feed.addComment, { postId, body: "  " }), "COMMENT_EMPTY");
    await expectRefused(
      t,
      () => member.as.mutation(api.feed.addComment, { postId, body: "x".repeat(1001) }),
      "COMMENT_TOO_LONG",
    );
  });

  test("commenting on a deleted post is POST_GONE", async () => {
    const { t, member } = await setup();
    const postId = await member.as.mutation(api.feed.createPost, { body: "Bye", image: {} });
    await member.as.mutation(api.feed.deletePost, { postId });
    await expectRefused(t, () => member.as.mutation(api.feed.addComment, { postId, body: "Too late" }), "POST_GONE");
  });

  test("authors delete their own comments, admins any, others are refused", async () => {
    const { t, member, admin, other } = await setup();
    const postId = await member.as.mutation(api.feed.createPost, { body: "News", image: {} });
    const mine = await member.as.mutation(api.feed.addComment, { postId, body: "Mine" });
    const olives = await other.as.mutation(api.feed.addComment, { postId, body: "Olive's" });
    await expectRefused(t, () => member.as.mutation(api.feed.deleteComment, { commentId: olives }), "OWN_COMMENTS_ONLY");
    await member.as.mutation(api.feed.deleteComment, { commentId: mine });
    await admin.as.mutation(api.feed.deleteComment, { commentId: olives });
    expect(await member.as.query(api.feed.getPost, { postId })).toMatchObject({ commentCount: 0 });
    expect((await member.as.query(api.feed.listComments, { postId, paginationOpts: firstPage })).page).toEqual([]);
  });
});

describe("deletePost", () => {
  test("another member is refused; nothing is written", async () => {
    const { t, member, other } = await setup();
    const postId = await member.as.mutation(api.feed.createPost, { body: "Mine", image: {} });
    await expectRefused(t, () => other.as.mutation(api.feed.deletePost, { postId }), "OWN_POSTS_ONLY");
  });

  test("removes the post's likes, comments and photo", async () => {
    const { t, member, admin, other } = await setup();
    const storageId = await storeImage(t, member.as);
    const postId = await member.as.mutation(api.feed.createPost, { body: "Garden", image: { imageStorageId: storageId } });
    const keep = await member.as.mutation(api.feed.createPost, { body: "Keep", image: {} });
    await other.as.mutation(api.feed.toggleLike, { postId });
    await other.as.mutation(api.feed.addComment, { postId, body: "Lovely" });
    await other.as.mutation(api.feed.addComment, { postId: keep, body: "Stays" });
    await admin.as.mutation(api.feed.deletePost, { postId });
    const left = await t.run(async (ctx) => ({
      posts: (await ctx.db.query("posts").collect()).map((p) => p._id),
      likes: await ctx.db.query("likes").collect(),
      comments: (await ctx.db.query("comments").collect()).map((c) => c.body),
      file: await ctx.db.system.get("_storage", storageId),
    }));
    expect(left).toEqual({ posts: [keep], likes: [], comments: ["Stays"], file: null });
  });

  test("a post with more comments than one batch finishes in a scheduled mutation", async () => {
    const { t, member } = await setup();
    const postId = await member.as.mutation(api.feed.createPost, { body: "Popular", image: {} });
    await t.run(async (ctx) => {
      for (let i = 0; i < BATCH + 5; i++) await ctx.db.insert("comments", { postId, authorId: member.memberId!, body: `c${i}` });
    });
    await member.as.mutation(api.feed.deletePost, { postId });
    expect(await t.run(async (ctx) => (await ctx.db.query("comments").collect()).length)).toBe(5);
    await t.finishAllScheduledFunctions(() => {});
    expect(await t.run(async (ctx) => (await ctx.db.query("comments").collect()).length)).toBe(0);
  });
});

describe("deleting a member", () => {
  test("keeps the counts of others' posts exact", async () => {
    const { t, member, admin, other } = await setup();
    const postId = await member.as.mutation(api.feed.createPost, { body: "Hello", image: {} });
    await other.as.mutation(api.feed.toggleLike, { postId });
    await other.as.mutation(api.feed.addComment, { postId, body: "Hi" });
    await admin.as.mutation(api.feed.toggleLike, { postId });
    await admin.as.mutation(api.members.deleteMember, { memberId: other.memberId! });
    await t.finishAllScheduledFunctions(() => {});
    expect(await member.as.query(api.feed.getPost, { postId })).toMatchObject({ likeCount: 1, commentCount: 0 });
  });
});

describe("the sample family", () => {
  test("has the Social space's two sample posts by sample members, once", async () => {
    const t = newBackend();
    await t.mutation(internal.seed.seedSampleFamily, {});
    await t.mutation(internal.seed.seedSampleFamily, {});
    const posts = await t.run(async (ctx) =>
      Promise.all(
        (await ctx.db.query("posts").order("desc").collect()).map(async (post) => [
          (await ctx.db.get("members", post.authorId))?.name,
          post.likeCount,
          post.commentCount,
        ]),
      ),
    );
    expect(posts).toEqual([
      ["Emma Carter", 0, 0],
      ["Sarah Carter", 0, 0],
    ]);
  });
});

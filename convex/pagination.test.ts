// Every paginated public query takes a cursor from the caller. A cursor only
// positions a read inside the range the server chose for the viewer (their
// notifications, a room they may enter …), and a cursor that does not parse
// gets the app's clear refusal, never a server error.
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

async function seedLists(t: TestBackend) {
  const roles = await seedRoles(t);
  const ids = await t.run(async (ctx) => {
    const room = await ctx.db.insert("rooms", { name: "Kitchen", type: "kitchen", itemCount: 0 });
    await ctx.db.insert("roomMembers", { roomId: room, memberId: roles.member.memberId! });
    const post = await ctx.db.insert("posts", { authorId: roles.admin.memberId!, body: "Hello", likeCount: 0, commentCount: 0 });
    const notification = { actorName: "Wendy Waiting", details: { kind: "joinRequested" as const } };
    const theirs: Id<"notifications">[] = [];
    for (let i = 0; i < 3; i++) theirs.push(await ctx.db.insert("notifications", { memberId: roles.admin.memberId!, ...notification }));
    await ctx.db.insert("notifications", { memberId: roles.member.memberId!, ...notification });
    return { room, post, theirs };
  });
  return { roles, ...ids };
}

// Not a cursor in any backend's format (the local backend's are JSON arrays of keys; Convex's are opaque).
const broken = ["not a cursor", "[", "{}", "\"\""];

describe("a cursor the server did not issue", () => {
  test("is refused with a clear message by every paginated list", async () => {
    const t = newBackend();
    const { roles, room, post } = await seedLists(t);
    const lists = [
      (cursor: string) => roles.member.as.query(api.feed.listPosts, { paginationOpts: { numItems: 10, cursor } }),
      (cursor: string) => roles.member.as.query(api.feed.listComments, { postId: post, paginationOpts: { numItems: 10, cursor } }),
      (cursor: string) => roles.member.as.query(api.notifications.list, { paginationOpts: { numItems: 10, cursor } }),
      (cursor: string) => roles.admin.as.query(api.activity.listActivity, { paginationOpts: { numItems: 10, cursor } }),
      (cursor: string) =>
        roles.member.as.query(api.transactions.list, { period: { kind: "month", key: "2026-11" }, paginationOpts: { numItems: 10, cursor } }),
      (cursor: string) => roles.member.as.query(api.inventory.contents, { roomId: room, paginationOpts: { numItems: 10, cursor } }),
      (cursor: string) => roles.member.as.query(api.inventory.exportPage, { paginationOpts: { numItems: 10, cursor } }),
      (cursor: string) => roles.admin.as.query(api.inventory.exportPage, { paginationOpts: { numItems: 10, cursor } }),
    ];
    for (const [index, list] of lists.entries()) {
      for (const cursor of broken) {
        await expect(list(cursor), `list ${index}, cursor ${cursor}`).rejects.toMatchObject({ data: { code: "LIST_POSITION_INVALID" } });
      }
    }
  });

  test("taken from someone else's list does not reach their rows", async () => {
    const t = newBackend();
    const { roles, theirs } = await seedLists(t);
    // A cursor positioned at the admin's own notifications, handed to the member's list.
    const adminsPage = await roles.admin.as.query(api.notifications.list, { paginationOpts: { numItems: 1, cursor: null } });
    const page = await roles.member.as.query(api.notifications.list, {
      paginationOpts: { numItems: 10, cursor: adminsPage.continueCursor },
    });
    const seen = page.page.map((row) => row._id);
    for (const id of theirs) expect(seen).not.toContain(id);
  });
});

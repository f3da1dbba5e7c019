// Deleting a member leaves nothing pointing at them. Every field of the schema
// that holds a member id is listed in `memberReferencePolicies` with what
// happens to the documents that point at the deleted member:
//
//   delete    the document is theirs and goes with them (their tasks, presence, their place in events,
//             preferences, room access, requests, game stats, clothes, outfits,
//             posts, likes and comments, scripture call records; with a post go its likes and comments,
//             with a clothing item the outfit slots that held it, with both
//             their uploaded image)
//   clear     the document stays and the optional reference is removed (who
//             approved or sent back a task, who decided a join, item or room request; who
//             acted in, or was the subject of, an activity log entry, which
//             keeps their name as it was)
//   reassign  the document stays and the required reference moves to the admin
//             who deleted them (tasks and events they created, transactions
//             they entered, outgoings they marked paid, outfits they planned
//             for others): the family's records survive, credited to the admin
//
// Their uploaded photo is deleted, and so are their join requests and sign-ins:
// if the person signs in again they are a stranger and ask to join like anyone else.
// `members.test.ts` checks this list against schema.ts, so a new member
// reference cannot be added without deciding what happens to it.
//
// Every query is an index range with a limit. What one mutation cannot finish
// (a member with thousands of tasks) continues in a scheduled mutation, so the
// member disappears at once and the last references within moments.
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { CHORES_MAX } from "../lib/choreSchema";
import { householdError } from "../lib/errors";
import { endConvexAuthSessions } from "../lib/viewer";
import { recordActivity } from "./activityLog";
import { removeComment, removeLike } from "./feed";
import { countAdmins, requireMemberById } from "./members";
import { deleteStoredFile } from "./uploads";

export type ReferencePolicy = "delete" | "clear" | "reassign";

/** "table.field" → what happens to it; run in this order (deletions before reassignments of the same table). */
export const memberReferencePolicies = {
  "tasks.assignedTo": "delete",
  "tasks.createdBy": "reassign",
  "tasks.approvedBy": "clear",
  "tasks.rejectedBy": "clear",
  "events.createdBy": "reassign",
  "eventPeople.memberId": "delete",
  // Other calendars: they are no longer in an import's audience; an import they added stays.
  "calendarImportPeople.memberId": "delete",
  "calendarImports.createdBy": "clear",
  // Their calendar subscription links stop working.
  "calendarFeedTokens.memberId": "delete",
  // Chores: they leave each chore's people (and rotation); a chore they set up stays, the admin's.
  // Their points, streaks and reward requests are theirs and go; a decision they made stays, unsigned.
  "choreMembers.memberId": "delete",
  "chores.createdBy": "reassign",
  "pointsLedger.memberId": "delete",
  "choreStreaks.memberId": "delete",
  "rewardRedemptions.memberId": "delete",
  "rewardRedemptions.decidedBy": "clear",
  // Swap requests: theirs go, and so do those that would give a turn to them.
  "choreSwapRequests.memberId": "delete",
  "choreSwapRequests.toMemberId": "delete",
  "choreSwapRequests.decidedBy": "clear",
  // A rotation's record: who comes next is cleared (only settling writes it; dealing works it out
  // from the last turn). The order and the last turn keep the id as the place the turns carry on
  // from, as for anyone taken off a chore, and the next deal writes the order without them.
  "choreRotations.next": "clear",
  "rewards.createdBy": "reassign",
  "joinRequests.decidedBy": "clear",
  "presence.memberId": "delete",
  "preferences.memberId": "delete",
  "roomMembers.memberId": "delete",
  "itemRequests.requestedBy": "delete",
  "itemRequests.decidedBy": "clear",
  "roomAccessRequests.memberId": "delete",
  "roomAccessRequests.decidedBy": "clear",
  "transactions.createdBy": "reassign",
  "outgoingPayments.paidBy": "reassign",
  "gameStats.memberId": "delete",
  "outfits.assignedTo": "delete",
  "outfits.createdBy": "reassign",
  "clothingItems.assignedTo": "delete",
  "posts.authorId": "delete",
  "likes.memberId": "delete",
  "comments.authorId": "delete",
  "scriptureCalls.memberId": "delete",
  "activityLog.actorId": "clear",
  "activityLog.subjectId": "clear",
  "notifications.memberId": "delete",
  // The family screen: their PIN, lockouts and unlocks go; a screen an admin set up stays on
  // (it keeps the admin's name in createdByName).
  "memberPins.memberId": "delete",
  "pinAttempts.memberId": "delete",
  "screenUnlocks.memberId": "delete",
  "familyScreens.createdBy": "clear",
  // Their uploads stay where they are used; unused ones are swept like anyone's.
  "uploads.uploaderId": "clear",
  "uploadUrlIssues.memberId": "delete",
  // How many requests they sent this hour: nothing to keep once they are gone.
  "requestSends.memberId": "delete",
} as const satisfies Record<string, ReferencePolicy>;

type ReferenceKey = keyof typeof memberReferencePolicies;

/** Documents handled per reference and mutation; a post or clothing item also touches up to this many children. */
const BATCH = 100;
const SMALL_BATCH = 20;

/** One reference's pass: handles up to a batch and says whether more may remain. */
type Pass = (ctx: MutationCtx, gone: Id<"members">, heir: Id<"members">) => Promise<boolean>;

type DeletableTable =
  | "tasks"
  | "presence"
  | "preferences"
  | "roomMembers"
  | "roomAccessRequests"
  | "gameStats"
  | "outfits"
  | "likes"
  | "comments"
  | "scriptureCalls"
  | "notifications"
  | "memberPins"
  | "pinAttempts"
  | "screenUnlocks"
  | "eventPeople"
  | "calendarImportPeople"
  | "calendarFeedTokens"
  | "choreMembers"
  | "pointsLedger"
  | "choreStreaks"
  | "rewardRedemptions"
  | "choreSwapRequests"
  | "uploadUrlIssues"
  | "requestSends";

async function deleteAll<T extends DeletableTable>(
  ctx: MutationCtx,
  table: T,
  docs: Doc<T>[],
  limit = BATCH,
): Promise<boolean> {
  for (const doc of docs) await ctx.db.delete(table, doc._id);
  return docs.length === limit;
}

/** Deletes a clothing item once no outfit slot holds it (slots of others' outfits are emptied first). */
async function deleteClothingItem(ctx: MutationCtx, item: Doc<"clothingItems">): Promise<boolean> {
  const slots = ["top", "bottom", "dress", "shoes"] as const;
  let more = false;
  for (const slot of slots) {
    const outfits = await ctx.db
      .query("outfits")
      .withIndex(`by_${slot}`, (q) => q.eq(slot, item._id))
      .take(SMALL_BATCH);
    for (const outfit of outfits) await ctx.db.patch("outfits", outfit._id, { [slot]: undefined });
    more ||= outfits.length === SMALL_BATCH;
  }
  if (more) return true;
  await deleteStoredFile(ctx, item.imageStorageId);
  await ctx.db.delete("clothingItems", item._id);
  return false;
}

/** Deletes a post once its likes and comments (anyone's) are gone. */
async function deletePost(ctx: MutationCtx, post: Doc<"posts">): Promise<boolean> {
  const likes = await ctx.db
    .query("likes")
    .withIndex("by_postId_and_memberId", (q) => q.eq("postId", post._id))
    .take(SMALL_BATCH);
  const comments = await ctx.db
    .query("comments")
    .withIndex("by_postId", (q) => q.eq("postId", post._id))
    .take(SMALL_BATCH);
  const more = (await deleteAll(ctx, "likes", likes, SMALL_BATCH)) || (await deleteAll(ctx, "comments", comments, SMALL_BATCH));
  if (more) return true;
  await deleteStoredFile(ctx, post.imageStorageId);
  await ctx.db.delete("posts", post._id);
  return false;
}

const passes: Record<ReferenceKey, Pass> = {
  "tasks.assignedTo": async (ctx, gone) => {
    const tasks = await ctx.db.query("tasks").withIndex("by_assignedTo_and_status", (q) => q.eq("assignedTo", gone)).take(BATCH);
    // A chore's photo as proof goes with its task.
    for (const task of tasks) await deleteStoredFile(ctx, task.proofStorageId);
    return deleteAll(ctx, "tasks", tasks);
  },
  "tasks.createdBy": async (ctx, gone, heir) => {
    const tasks = await ctx.db.query("tasks").withIndex("by_createdBy", (q) => q.eq("createdBy", gone)).take(BATCH);
    for (const task of tasks) await ctx.db.patch("tasks", task._id, { createdBy: heir });
    return tasks.length === BATCH;
  },
  "tasks.approvedBy": async (ctx, gone) => {
    const tasks = await ctx.db.query("tasks").withIndex("by_approvedBy", (q) => q.eq("approvedBy", gone)).take(BATCH);
    for (const task of tasks) await ctx.db.patch("tasks", task._id, { approvedBy: undefined });
    return tasks.length === BATCH;
  },
  "tasks.rejectedBy": async (ctx, gone) => {
    const tasks = await ctx.db.query("tasks").withIndex("by_rejectedBy", (q) => q.eq("rejectedBy", gone)).take(BATCH);
    for (const task of tasks) await ctx.db.patch("tasks", task._id, { rejectedBy: undefined });
    return tasks.length === BATCH;
  },
  // They are no longer in the events they were in; an event for them alone stays, for no one in particular, until an admin removes it.
  "eventPeople.memberId": async (ctx, gone) =>
    deleteAll(ctx, "eventPeople", await ctx.db.query("eventPeople").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH)),
  "calendarFeedTokens.memberId": async (ctx, gone) =>
    deleteAll(
      ctx,
      "calendarFeedTokens",
      await ctx.db.query("calendarFeedTokens").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH),
    ),
  "calendarImportPeople.memberId": async (ctx, gone) =>
    deleteAll(
      ctx,
      "calendarImportPeople",
      await ctx.db.query("calendarImportPeople").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH),
    ),
  "calendarImports.createdBy": async (ctx, gone) => {
    const imports = await ctx.db.query("calendarImports").withIndex("by_createdBy", (q) => q.eq("createdBy", gone)).take(BATCH);
    for (const calendar of imports) await ctx.db.patch("calendarImports", calendar._id, { createdBy: undefined });
    return imports.length === BATCH;
  },
  "events.createdBy": async (ctx, gone, heir) => {
    const events = await ctx.db.query("events").withIndex("by_createdBy_and_date", (q) => q.eq("createdBy", gone)).take(BATCH);
    for (const event of events) await ctx.db.patch("events", event._id, { createdBy: heir });
    return events.length === BATCH;
  },
  "choreMembers.memberId": async (ctx, gone) =>
    deleteAll(ctx, "choreMembers", await ctx.db.query("choreMembers").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH)),
  "chores.createdBy": async (ctx, gone, heir) => {
    const chores = await ctx.db.query("chores").withIndex("by_createdBy", (q) => q.eq("createdBy", gone)).take(BATCH);
    for (const chore of chores) await ctx.db.patch("chores", chore._id, { createdBy: heir });
    return chores.length === BATCH;
  },
  "pointsLedger.memberId": async (ctx, gone) =>
    deleteAll(ctx, "pointsLedger", await ctx.db.query("pointsLedger").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH)),
  "choreStreaks.memberId": async (ctx, gone) =>
    deleteAll(
      ctx,
      "choreStreaks",
      await ctx.db.query("choreStreaks").withIndex("by_memberId_and_choreId", (q) => q.eq("memberId", gone)).take(BATCH),
    ),
  "rewardRedemptions.memberId": async (ctx, gone) =>
    deleteAll(
      ctx,
      "rewardRedemptions",
      await ctx.db.query("rewardRedemptions").withIndex("by_memberId_and_status", (q) => q.eq("memberId", gone)).take(BATCH),
    ),
  "rewardRedemptions.decidedBy": async (ctx, gone) => {
    const rows = await ctx.db.query("rewardRedemptions").withIndex("by_decidedBy", (q) => q.eq("decidedBy", gone)).take(BATCH);
    for (const row of rows) await ctx.db.patch("rewardRedemptions", row._id, { decidedBy: undefined });
    return rows.length === BATCH;
  },
  "choreSwapRequests.memberId": async (ctx, gone) =>
    deleteAll(
      ctx,
      "choreSwapRequests",
      await ctx.db.query("choreSwapRequests").withIndex("by_memberId_and_status", (q) => q.eq("memberId", gone)).take(BATCH),
    ),
  "choreSwapRequests.toMemberId": async (ctx, gone) =>
    deleteAll(
      ctx,
      "choreSwapRequests",
      await ctx.db.query("choreSwapRequests").withIndex("by_toMemberId", (q) => q.eq("toMemberId", gone)).take(BATCH),
    ),
  "choreSwapRequests.decidedBy": async (ctx, gone) => {
    const rows = await ctx.db.query("choreSwapRequests").withIndex("by_decidedBy", (q) => q.eq("decidedBy", gone)).take(BATCH);
    for (const row of rows) await ctx.db.patch("choreSwapRequests", row._id, { decidedBy: undefined });
    return rows.length === BATCH;
  },
  "choreRotations.next": async (ctx, gone) => {
    // One record per chore, so at most CHORES_MAX: read whole rather than indexed by `next`.
    const rows = await ctx.db.query("choreRotations").take(CHORES_MAX);
    for (const row of rows) if (row.next === gone) await ctx.db.patch("choreRotations", row._id, { next: undefined });
    return false;
  },
  "rewards.createdBy": async (ctx, gone, heir) => {
    const rows = await ctx.db.query("rewards").withIndex("by_createdBy", (q) => q.eq("createdBy", gone)).take(BATCH);
    for (const row of rows) await ctx.db.patch("rewards", row._id, { createdBy: heir });
    return rows.length === BATCH;
  },
  "joinRequests.decidedBy": async (ctx, gone) => {
    const requests = await ctx.db.query("joinRequests").withIndex("by_decidedBy", (q) => q.eq("decidedBy", gone)).take(BATCH);
    for (const request of requests) await ctx.db.patch("joinRequests", request._id, { decidedBy: undefined });
    return requests.length === BATCH;
  },
  "presence.memberId": async (ctx, gone) =>
    deleteAll(ctx, "presence", await ctx.db.query("presence").withIndex("by_memberId_and_tabId", (q) => q.eq("memberId", gone)).take(BATCH)),
  "preferences.memberId": async (ctx, gone) =>
    deleteAll(ctx, "preferences", await ctx.db.query("preferences").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH)),
  "notifications.memberId": async (ctx, gone) =>
    deleteAll(ctx, "notifications", await ctx.db.query("notifications").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH)),
  "roomMembers.memberId": async (ctx, gone) =>
    deleteAll(ctx, "roomMembers", await ctx.db.query("roomMembers").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH)),
  "itemRequests.requestedBy": async (ctx, gone) => {
    const requests = await ctx.db.query("itemRequests").withIndex("by_requestedBy_and_status", (q) => q.eq("requestedBy", gone)).take(BATCH);
    for (const request of requests) {
      // An approved "add" request's photo became the item's photo: only a pending request's is its own.
      if (request.status === "pending") await deleteStoredFile(ctx, request.imageStorageId);
      await ctx.db.delete("itemRequests", request._id);
    }
    return requests.length === BATCH;
  },
  "itemRequests.decidedBy": async (ctx, gone) => {
    const requests = await ctx.db.query("itemRequests").withIndex("by_decidedBy", (q) => q.eq("decidedBy", gone)).take(BATCH);
    for (const request of requests) await ctx.db.patch("itemRequests", request._id, { decidedBy: undefined });
    return requests.length === BATCH;
  },
  "roomAccessRequests.memberId": async (ctx, gone) =>
    deleteAll(
      ctx,
      "roomAccessRequests",
      await ctx.db.query("roomAccessRequests").withIndex("by_memberId_and_roomId_and_status", (q) => q.eq("memberId", gone)).take(BATCH),
    ),
  "roomAccessRequests.decidedBy": async (ctx, gone) => {
    const requests = await ctx.db.query("roomAccessRequests").withIndex("by_decidedBy", (q) => q.eq("decidedBy", gone)).take(BATCH);
    for (const request of requests) await ctx.db.patch("roomAccessRequests", request._id, { decidedBy: undefined });
    return requests.length === BATCH;
  },
  "transactions.createdBy": async (ctx, gone, heir) => {
    const rows = await ctx.db.query("transactions").withIndex("by_createdBy", (q) => q.eq("createdBy", gone)).take(BATCH);
    for (const row of rows) await ctx.db.patch("transactions", row._id, { createdBy: heir, inherited: true });
    return rows.length === BATCH;
  },
  "outgoingPayments.paidBy": async (ctx, gone, heir) => {
    const rows = await ctx.db.query("outgoingPayments").withIndex("by_paidBy", (q) => q.eq("paidBy", gone)).take(BATCH);
    for (const row of rows) await ctx.db.patch("outgoingPayments", row._id, { paidBy: heir });
    return rows.length === BATCH;
  },
  "gameStats.memberId": async (ctx, gone) =>
    deleteAll(ctx, "gameStats", await ctx.db.query("gameStats").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH)),
  "outfits.assignedTo": async (ctx, gone) =>
    deleteAll(ctx, "outfits", await ctx.db.query("outfits").withIndex("by_assignedTo_and_dayOfWeek", (q) => q.eq("assignedTo", gone)).take(BATCH)),
  "outfits.createdBy": async (ctx, gone, heir) => {
    const outfits = await ctx.db.query("outfits").withIndex("by_createdBy", (q) => q.eq("createdBy", gone)).take(BATCH);
    for (const outfit of outfits) await ctx.db.patch("outfits", outfit._id, { createdBy: heir });
    return outfits.length === BATCH;
  },
  "clothingItems.assignedTo": async (ctx, gone) => {
    const items = await ctx.db
      .query("clothingItems")
      .withIndex("by_assignedTo_and_category", (q) => q.eq("assignedTo", gone))
      .take(SMALL_BATCH);
    let more = items.length === SMALL_BATCH;
    for (const item of items) more = (await deleteClothingItem(ctx, item)) || more;
    return more;
  },
  "posts.authorId": async (ctx, gone) => {
    const posts = await ctx.db.query("posts").withIndex("by_authorId", (q) => q.eq("authorId", gone)).take(SMALL_BATCH);
    let more = posts.length === SMALL_BATCH;
    for (const post of posts) more = (await deletePost(ctx, post)) || more;
    return more;
  },
  // Through model/feed.ts, so the posts' like and comment counts stay exact.
  "likes.memberId": async (ctx, gone) => {
    const likes = await ctx.db.query("likes").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH);
    for (const like of likes) await removeLike(ctx, like);
    return likes.length === BATCH;
  },
  "comments.authorId": async (ctx, gone) => {
    const comments = await ctx.db.query("comments").withIndex("by_authorId", (q) => q.eq("authorId", gone)).take(BATCH);
    for (const comment of comments) await removeComment(ctx, comment);
    return comments.length === BATCH;
  },
  "scriptureCalls.memberId": async (ctx, gone) =>
    deleteAll(
      ctx,
      "scriptureCalls",
      await ctx.db.query("scriptureCalls").withIndex("by_memberId_and_at", (q) => q.eq("memberId", gone)).take(BATCH),
    ),
  "activityLog.actorId": async (ctx, gone) => {
    const entries = await ctx.db.query("activityLog").withIndex("by_actorId", (q) => q.eq("actorId", gone)).take(BATCH);
    for (const entry of entries) await ctx.db.patch("activityLog", entry._id, { actorId: undefined });
    return entries.length === BATCH;
  },
  "memberPins.memberId": async (ctx, gone) =>
    deleteAll(ctx, "memberPins", await ctx.db.query("memberPins").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH)),
  "pinAttempts.memberId": async (ctx, gone) =>
    deleteAll(ctx, "pinAttempts", await ctx.db.query("pinAttempts").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH)),
  "screenUnlocks.memberId": async (ctx, gone) =>
    deleteAll(ctx, "screenUnlocks", await ctx.db.query("screenUnlocks").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH)),
  "familyScreens.createdBy": async (ctx, gone) => {
    const screens = await ctx.db.query("familyScreens").withIndex("by_createdBy", (q) => q.eq("createdBy", gone)).take(BATCH);
    for (const screen of screens) await ctx.db.patch("familyScreens", screen._id, { createdBy: undefined });
    return screens.length === BATCH;
  },
  "uploadUrlIssues.memberId": async (ctx, gone) =>
    deleteAll(ctx, "uploadUrlIssues", await ctx.db.query("uploadUrlIssues").withIndex("by_memberId", (q) => q.eq("memberId", gone)).take(BATCH)),
  "requestSends.memberId": async (ctx, gone) =>
    deleteAll(ctx, "requestSends", await ctx.db.query("requestSends").withIndex("by_memberId_and_kind_and_at", (q) => q.eq("memberId", gone)).take(BATCH)),
  "uploads.uploaderId": async (ctx, gone) => {
    const rows = await ctx.db.query("uploads").withIndex("by_uploaderId_and_claimed", (q) => q.eq("uploaderId", gone)).take(BATCH);
    for (const row of rows) await ctx.db.patch("uploads", row._id, { uploaderId: undefined });
    return rows.length === BATCH;
  },
  "activityLog.subjectId": async (ctx, gone) => {
    const entries = await ctx.db.query("activityLog").withIndex("by_subjectId", (q) => q.eq("subjectId", gone)).take(BATCH);
    for (const entry of entries) await ctx.db.patch("activityLog", entry._id, { subjectId: undefined });
    return entries.length === BATCH;
  },
};

/**
 * One round over every reference. Returns true when nothing points at the
 * member any more, false when a batch was full and another round is needed.
 */
export async function removeReferencesTo(ctx: MutationCtx, gone: Id<"members">, heir: Id<"members">): Promise<boolean> {
  let more = false;
  for (const key of Object.keys(memberReferencePolicies) as ReferenceKey[]) {
    more = (await passes[key](ctx, gone, heir)) || more;
  }
  return !more;
}

/** Runs another round now, or schedules one if this round did not finish. */
export async function continueRemovingReferences(ctx: MutationCtx, gone: Id<"members">, heir: Id<"members">) {
  // The admin who deleted them may be gone too by now: any admin inherits.
  const heirNow =
    (await ctx.db.get("members", heir)) ??
    (await ctx.db
      .query("members")
      .withIndex("by_role", (q) => q.eq("role", "admin"))
      .first());
  if (heirNow === null) return;
  if (!(await removeReferencesTo(ctx, gone, heirNow._id))) {
    await ctx.scheduler.runAfter(0, internal.members.finishDeletingMember, { memberId: gone, heirId: heirNow._id });
  }
}

/**
 * Admin: delete a member of the family. Never oneself (DELETE_SELF), never the
 * family's last admin (LAST_ADMIN).
 */
export async function deleteMember(ctx: MutationCtx, admin: Doc<"members">, memberId: Id<"members">) {
  if (memberId === admin._id) throw householdError("DELETE_SELF");
  const member = await requireMemberById(ctx, memberId);
  if (member.role === "admin" && (await countAdmins(ctx)) < 2) throw householdError("LAST_ADMIN");

  await deleteStoredFile(ctx, member.avatarStorageId);
  if (member.accountKey !== undefined) {
    const accountKey = member.accountKey;
    const requests = await ctx.db
      .query("joinRequests")
      .withIndex("by_accountKey", (q) => q.eq("accountKey", accountKey))
      .take(10);
    for (const request of requests) await ctx.db.delete("joinRequests", request._id);
    // Their open tabs are signed out; they may ask to join again only by signing in again.
    await endConvexAuthSessions(ctx, accountKey);
  }
  await ctx.db.delete("members", member._id);
  await recordActivity(ctx, admin, { kind: "memberDeleted", memberName: member.name });
  await continueRemovingReferences(ctx, member._id, admin._id);
}

// Deleting a room leaves nothing pointing at it or at its items. Every field
// of the schema that holds a room id (or the id of an item, which lives in a
// room) is listed in `roomReferencePolicies` with what happens to the
// documents that point at the deleted room:
//
//   delete    the document belongs to the room and goes with it: its items at
//             any depth (with their uploaded photos), who may enter it, access
//             requests for it, item requests made in it (a pending request's
//             uploaded photo too), its item count
//   reject    a member's pending request to move something from another room
//             INTO this one is decided as rejected (by the admin who deleted
//             the room), so the requester sees the outcome; its target is
//             cleared, as on the already decided ones
//   clear     the document stays and the optional reference is removed (a
//             task's room)
//
// The room document goes first, in the admin's own mutation, so nothing new
// can be added to it; its contents follow in bounded batches, continued in
// scheduled mutations while more remain (a room of 5,000 items takes a few).
// A thing whose container was just moved to another room, and which the
// move's own batches have not reached yet, follows its container instead.
// `rooms.test.ts` checks this list against schema.ts, so a new reference to
// rooms or items cannot be added without deciding what happens to it.
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { recordActivity } from "./activityLog";
import { adjustItemCount } from "./inventory";
import { itemCountRow, requireRoom } from "./rooms";
import { deleteStoredFile } from "./uploads";

export type RoomReferencePolicy = "delete" | "reject" | "clear";

/**
 * "table.field" → what happens to documents pointing at the room. Item
 * references are covered by their room: an item's children, and requests
 * about an item, carry the same room id (or target room id).
 */
export const roomReferencePolicies = {
  "items.roomId": "delete",
  "items.parentId": "delete",
  "roomMembers.roomId": "delete",
  "roomAccessRequests.roomId": "delete",
  "itemRequests.roomId": "delete",
  "itemRequests.parentId": "delete",
  "itemRequests.originalItemId": "delete",
  "itemRequests.targetRoomId": "reject",
  "itemRequests.targetParentId": "reject",
  "tasks.roomId": "clear",
  "roomItemCounts.roomId": "delete",
} as const satisfies Record<string, RoomReferencePolicy>;

/** Documents handled per kind and mutation: each pass reads and writes at most this many. */
export const ROOM_DELETE_BATCH = 200;

/** The room of an item's container (null if the container is gone), read once per batch. */
async function roomOfParent(ctx: MutationCtx, cache: Map<Id<"items">, Id<"rooms"> | null>, parentId: Id<"items">) {
  if (!cache.has(parentId)) cache.set(parentId, (await ctx.db.get("items", parentId))?.roomId ?? null);
  return cache.get(parentId)!;
}

/** One kind's pass: handles up to a batch and says whether more may remain. */
type Pass = (ctx: MutationCtx, roomId: Id<"rooms">, admin: Id<"members"> | null) => Promise<boolean>;

const passes: Pass[] = [
  // Every item of the room at any depth: items carry their room's id at every depth.
  async (ctx, roomId) => {
    const items = await ctx.db
      .query("items")
      .withIndex("by_roomId_and_parentId", (q) => q.eq("roomId", roomId))
      .take(ROOM_DELETE_BATCH);
    const parentRooms = new Map<Id<"items">, Id<"rooms"> | null>();
    for (const item of items) {
      const parentRoom = item.parentId === undefined ? null : await roomOfParent(ctx, parentRooms, item.parentId);
      if (parentRoom !== null && parentRoom !== roomId) {
        // Its container was moved to another room just before, and model/inventory.ts's
        // scheduled batches have not brought it along yet: it follows its container
        // instead of being lost with this room.
        await ctx.db.patch("items", item._id, { roomId: parentRoom });
        await adjustItemCount(ctx, parentRoom, 1);
        continue;
      }
      await deleteStoredFile(ctx, item.imageStorageId);
      await ctx.db.delete("items", item._id);
    }
    return items.length === ROOM_DELETE_BATCH;
  },
  async (ctx, roomId) => {
    const grants = await ctx.db
      .query("roomMembers")
      .withIndex("by_roomId_and_memberId", (q) => q.eq("roomId", roomId))
      .take(ROOM_DELETE_BATCH);
    for (const grant of grants) await ctx.db.delete("roomMembers", grant._id);
    return grants.length === ROOM_DELETE_BATCH;
  },
  async (ctx, roomId) => {
    const requests = await ctx.db
      .query("roomAccessRequests")
      .withIndex("by_roomId_and_status", (q) => q.eq("roomId", roomId))
      .take(ROOM_DELETE_BATCH);
    for (const request of requests) await ctx.db.delete("roomAccessRequests", request._id);
    return requests.length === ROOM_DELETE_BATCH;
  },
  async (ctx, roomId) => {
    const requests = await ctx.db
      .query("itemRequests")
      .withIndex("by_roomId_and_status", (q) => q.eq("roomId", roomId))
      .take(ROOM_DELETE_BATCH);
    for (const request of requests) {
      // An approved "add" request's photo became the item's photo: only a pending request's is its own.
      if (request.status === "pending") await deleteStoredFile(ctx, request.imageStorageId);
      await ctx.db.delete("itemRequests", request._id);
    }
    return requests.length === ROOM_DELETE_BATCH;
  },
  // Requests from other rooms to move something here: the pending ones are rejected; none keeps the target.
  async (ctx, roomId, admin) => {
    const requests = await ctx.db
      .query("itemRequests")
      .withIndex("by_targetRoomId", (q) => q.eq("targetRoomId", roomId))
      .take(ROOM_DELETE_BATCH);
    for (const request of requests) {
      await ctx.db.patch("itemRequests", request._id, {
        targetRoomId: undefined,
        targetParentId: undefined,
        ...(request.status === "pending"
          ? { status: "rejected" as const, decidedBy: admin ?? undefined, decidedAt: Date.now() }
          : {}),
      });
    }
    return requests.length === ROOM_DELETE_BATCH;
  },
  async (ctx, roomId) => {
    const count = await itemCountRow(ctx, roomId);
    if (count !== null) await ctx.db.delete("roomItemCounts", count._id);
    return false;
  },
  async (ctx, roomId) => {
    const tasks = await ctx.db
      .query("tasks")
      .withIndex("by_roomId", (q) => q.eq("roomId", roomId))
      .take(ROOM_DELETE_BATCH);
    for (const task of tasks) await ctx.db.patch("tasks", task._id, { roomId: undefined });
    return tasks.length === ROOM_DELETE_BATCH;
  },
];

/** One round over every kind; true when nothing points at the room any more. */
async function removeRoomContents(ctx: MutationCtx, roomId: Id<"rooms">, admin: Id<"members"> | null) {
  let more = false;
  for (const pass of passes) more = (await pass(ctx, roomId, admin)) || more;
  return !more;
}

/** Runs another round now, and schedules the next if this one did not finish. */
export async function continueDeletingRoom(ctx: MutationCtx, roomId: Id<"rooms">, adminId: Id<"members">) {
  // The admin may have been deleted meanwhile: rejections then name no one.
  const admin = (await ctx.db.get("members", adminId)) === null ? null : adminId;
  if (!(await removeRoomContents(ctx, roomId, admin))) {
    await ctx.scheduler.runAfter(0, internal.rooms.finishDeletingRoom, { roomId, adminId });
  }
}

/** Admin: delete a room and, at once or within moments, everything in it. */
export async function deleteRoom(ctx: MutationCtx, admin: Doc<"members">, roomId: Id<"rooms">) {
  const room = await requireRoom(ctx, roomId);
  await ctx.db.delete("rooms", roomId);
  // One entry for the room: the items, requests and grants it takes with it are not logged one by one.
  await recordActivity(ctx, admin, { kind: "roomDeleted", roomId, roomName: room.name });
  await continueDeletingRoom(ctx, roomId, admin._id);
}

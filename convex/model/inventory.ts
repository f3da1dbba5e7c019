// Changing the inventory: add, edit, delete and move items. Every change keeps
// the room's `roomItemCounts` row (items in the room at any depth) exact, and every item
// carries its room's id at any depth (the search index filters by it). Big
// containers are handled in batches of BATCH documents, the rest continued by
// scheduled internal mutations (inventory.continueRoomChange / continueMoveUp).
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { fieldError, householdError, schemaError } from "../lib/errors";
import { itemFormFromInput, itemFormSchema, type ItemInput } from "../lib/itemSchema";
import { recordActivity } from "./activityLog";
import { claimUpload, deleteStoredFile } from "./uploads";
import { movesIntoItselfAt, newItemCache, requireContainerIn, requireRoom } from "./itemPaths";
import { itemCountRow } from "./rooms";

/** Documents one mutation re-parents or re-rooms before scheduling the rest. */
export const BATCH = 200;
/** Items one move may select. */
export const MAX_MOVE = 100;

/** The stored fields of an item (and of an "add" request) that an ItemInput sets. */
export type ItemFields = Pick<
  Doc<"items">,
  "name" | "category" | "quantity" | "condition" | "notes" | "isContainer" | "imageUrl" | "imageStorageId"
>;

/**
 * Every field of the input checked with the form's own schema, then an uploaded
 * photo's stored type and size; throws the first problem's code before anything
 * is written. Container names make the item a container.
 */
export async function validItemFields(
  ctx: MutationCtx,
  member: Doc<"members">,
  input: ItemInput,
  current?: Id<"_storage">,
): Promise<ItemFields> {
  const parsed = itemFormSchema.safeParse(itemFormFromInput(input));
  if (!parsed.success) throw schemaError(parsed.error);
  const { image, notes, ...rest } = parsed.data;
  const imageStorageId = image.kind === "upload" ? input.imageStorageId : undefined;
  if (imageStorageId !== undefined) await claimUpload(ctx, member, imageStorageId, current);
  return {
    ...rest,
    notes: notes === "" ? undefined : notes,
    imageUrl: image.kind === "url" ? image.url : undefined,
    imageStorageId,
  };
}

/**
 * Adds `delta` to the room's item count (a room deleted meanwhile is skipped). A room counted on
 * the room document (before roomItemCounts) gets its row from that count, which is then removed.
 */
export async function adjustItemCount(ctx: MutationCtx, roomId: Id<"rooms">, delta: number): Promise<void> {
  if (delta === 0) return;
  const room = await ctx.db.get("rooms", roomId);
  if (room === null) return;
  const row = await itemCountRow(ctx, roomId);
  if (row !== null) {
    await ctx.db.patch("roomItemCounts", row._id, { count: Math.max(0, row.count + delta) });
    return;
  }
  await ctx.db.insert("roomItemCounts", { roomId, count: Math.max(0, (room.itemCount ?? 0) + delta) });
  if (room.itemCount !== undefined) await ctx.db.patch("rooms", roomId, { itemCount: undefined });
}

/** Inserts an already checked item and counts it (for approvals and seeding too). */
export async function insertItem(
  ctx: MutationCtx,
  place: { roomId: Id<"rooms">; parentId?: Id<"items"> },
  fields: ItemFields,
): Promise<Id<"items">> {
  const itemId = await ctx.db.insert("items", {
    roomId: place.roomId,
    ...(place.parentId !== undefined ? { parentId: place.parentId } : {}),
    ...fields,
    lastUpdated: Date.now(),
  });
  await adjustItemCount(ctx, place.roomId, 1);
  return itemId;
}

/** The room's name for an activity entry ("" when the room is being deleted). */
export async function roomNameOf(ctx: QueryCtx, roomId: Id<"rooms">): Promise<string> {
  return (await ctx.db.get("rooms", roomId))?.name ?? "";
}

/** Admin: a new item in the room or directly in one of its containers. */
export async function addItem(
  ctx: MutationCtx,
  admin: Doc<"members">,
  args: { roomId: Id<"rooms">; parentId?: Id<"items">; input: ItemInput },
): Promise<Id<"items">> {
  const fields = await validItemFields(ctx, admin, args.input);
  const room = await requireRoom(ctx, args.roomId);
  if (args.parentId !== undefined) await requireContainerIn(ctx, args.roomId, args.parentId);
  const itemId = await insertItem(ctx, args, fields);
  await recordActivity(ctx, admin, { kind: "itemAdded", itemId, itemName: fields.name, roomId: room._id, roomName: room.name });
  return itemId;
}

async function hasContents(ctx: QueryCtx, itemId: Id<"items">): Promise<boolean> {
  return (
    (await ctx.db.query("items").withIndex("by_parentId", (q) => q.eq("parentId", itemId)).first()) !== null
  );
}

/** Admin: edit an item. A container that still holds things stays a container. */
export async function updateItem(
  ctx: MutationCtx,
  admin: Doc<"members">,
  itemId: Id<"items">,
  input: ItemInput,
): Promise<null> {
  const item = await ctx.db.get("items", itemId);
  if (item === null) throw householdError("NOT_FOUND");
  const fields = await validItemFields(ctx, admin, input, item.imageStorageId);
  const isContainer = fields.isContainer || (item.isContainer && (await hasContents(ctx, itemId)));
  // Unset fields are written as undefined, which removes them (a photo taken away, notes cleared).
  await ctx.db.patch("items", itemId, { ...fields, isContainer, lastUpdated: Date.now() });
  if (item.imageStorageId !== fields.imageStorageId) await deleteStoredFile(ctx, item.imageStorageId);
  await recordActivity(ctx, admin, {
    kind: "itemEdited",
    itemId,
    itemName: fields.name,
    roomId: item.roomId,
    roomName: await roomNameOf(ctx, item.roomId),
    ...(fields.name !== item.name ? { previousName: item.name } : {}),
  });
  return null;
}

/** Admin: delete an item by id (NOT_FOUND if it is already gone). */
export async function deleteItem(ctx: MutationCtx, admin: Doc<"members">, itemId: Id<"items">): Promise<null> {
  const item = await ctx.db.get("items", itemId);
  if (item === null) throw householdError("NOT_FOUND");
  await removeItem(ctx, item);
  await recordActivity(ctx, admin, {
    kind: "itemDeleted",
    itemId,
    itemName: item.name,
    roomId: item.roomId,
    roomName: await roomNameOf(ctx, item.roomId),
  });
  return null;
}

/**
 * Deletes an item and its photo. A deleted container's contents are not
 * deleted with it: they move up one level, to where the container stood, so
 * deleting a wardrobe never silently throws away what was in it and nothing is
 * left pointing at a missing parent.
 */
export async function removeItem(ctx: MutationCtx, item: Doc<"items">): Promise<void> {
  await ctx.db.delete("items", item._id);
  await adjustItemCount(ctx, item.roomId, -1);
  await deleteStoredFile(ctx, item.imageStorageId);
  if (item.isContainer) {
    await continueMoveUp(ctx, { fromParentId: item._id, toParentId: item.parentId, roomId: item.roomId });
  }
}

/**
 * Moves up to BATCH of a deleted container's contents to `toParentId` in the
 * container's room `roomId`; schedules the rest. Contents still on their way
 * from another room (a move's batches not finished) are brought into the room.
 */
export async function continueMoveUp(
  ctx: MutationCtx,
  args: { fromParentId: Id<"items">; toParentId?: Id<"items">; roomId: Id<"rooms">;
  },
): Promise<void> {
  const { fromParentId, roomId } = args;
  let toParentId = args.toParentId;
  // The container they were moving into was deleted too: the room's top level is the safe place.
  if (toParentId !== undefined && (await ctx.db.get("items", toParentId)) === null) toParentId = undefined;
  const contents = await ctx.db
    .query("items")
    .withIndex("by_parentId", (q) => q.eq("parentId", fromParentId))
    .take(BATCH);
  for (const item of contents) {
    await ctx.db.patch("items", item._id, { parentId: toParentId, roomId });
    if (item.roomId !== roomId) {
      await adjustItemCount(ctx, item.roomId, -1);
      await adjustItemCount(ctx, roomId, 1);
      if (item.isContainer) {
        await ctx.scheduler.runAfter(0, internal.inventory.continueRoomChange, {
          fromRoomId: item.roomId,
          toRoomId: roomId,
          containerIds: [item._id],
        });
      }
    }
  }
  if (contents.length === BATCH) {
    await ctx.scheduler.runAfter(0, internal.inventory.continueMoveUp, {
      fromParentId,
      ...(toParentId !== undefined ? { toParentId } : {}),
      roomId,
    });
  }
}

/** Pending requests about the item follow it to its new room (they are listed per room). */
async function moveRequestsAlong(ctx: MutationCtx, itemId: Id<"items">, toRoomId: Id<"rooms">): Promise<void> {
  const requests = await ctx.db
    .query("itemRequests")
    .withIndex("by_originalItemId_and_status", (q) => q.eq("originalItemId", itemId).eq("status", "pending"))
    .take(10);
  for (const request of requests) await ctx.db.patch("itemRequests", request._id, { roomId: toRoomId });
}

/** Pending requests about an item that is gone are decided as rejected, so their requester sees the outcome. */
async function rejectRequestsAbout(ctx: MutationCtx, itemId: Id<"items">): Promise<void> {
  const requests = await ctx.db
    .query("itemRequests")
    .withIndex("by_originalItemId_and_status", (q) => q.eq("originalItemId", itemId).eq("status", "pending"))
    .take(10);
  for (const request of requests) {
    await ctx.db.patch("itemRequests", request._id, { status: "rejected", decidedAt: Date.now() });
  }
}

/**
 * Moves the contents of `containerIds` (any depth) still in `fromRoomId` to
 * `toRoomId`, at most BATCH items in this transaction; the rest is scheduled.
 * Contents are found through (room, parent), so a batch never re-reads what an
 * earlier one moved and running it twice is harmless.
 */
export async function continueRoomChange(
  ctx: MutationCtx,
  args: { fromRoomId: Id<"rooms">; toRoomId: Id<"rooms">; containerIds: Id<"items">[];
  },
): Promise<void> {
  const { fromRoomId, toRoomId } = args;
  // The target room was deleted while its new contents were still on the way:
  // they go the way of the room (deleteRoom already took the container).
  const targetGone = (await ctx.db.get("rooms", toRoomId)) === null;
  const stack = [...args.containerIds];
  let moved = 0;
  while (stack.length > 0 && moved < BATCH) {
    const containerId = stack[stack.length - 1];
    const contents = await ctx.db
      .query("items")
      .withIndex("by_roomId_and_parentId", (q) => q.eq("roomId", fromRoomId).eq("parentId", containerId))
      .take(BATCH - moved);
    if (contents.length === 0) {
      stack.pop();
      continue;
    }
    for (const item of contents) {
      if (targetGone) {
        await ctx.db.delete("items", item._id);
        await deleteStoredFile(ctx, item.imageStorageId);
        await rejectRequestsAbout(ctx, item._id);
      } else {
        await ctx.db.patch("items", item._id, { roomId: toRoomId });
        await moveRequestsAlong(ctx, item._id, toRoomId);
      }
      if (item.isContainer) stack.push(item._id);
    }
    moved += contents.length;
  }
  await adjustItemCount(ctx, fromRoomId, -moved);
  await adjustItemCount(ctx, toRoomId, moved);
  if (stack.length > 0) {
    await ctx.scheduler.runAfter(0, internal.inventory.continueRoomChange, { fromRoomId, toRoomId, containerIds: stack });
  }
}

/** Moves one item (read fresh) into the place; a container's contents follow it to another room. */
export async function moveItem(
  ctx: MutationCtx,
  itemId: Id<"items">,
  to: { roomId: Id<"rooms">; parentId?: Id<"items"> },
): Promise<void> {
  const item = await ctx.db.get("items", itemId);
  if (item === null) return;
  await ctx.db.patch("items", itemId, { roomId: to.roomId, parentId: to.parentId, lastUpdated: Date.now() });
  if (item.roomId === to.roomId) return;
  await adjustItemCount(ctx, item.roomId, -1);
  await adjustItemCount(ctx, to.roomId, 1);
  await moveRequestsAlong(ctx, itemId, to.roomId);
  if (item.isContainer) {
    await continueRoomChange(ctx, { fromRoomId: item.roomId, toRoomId: to.roomId, containerIds: [itemId] });
  }
}

/**
 * Checks a move before anything is written: the room exists, the target is a
 * container in it, and no moved item is the target or above it (a container
 * cannot go into itself or its own contents).
 */
export async function checkMove(
  ctx: QueryCtx,
  itemIds: Id<"items">[],
  to: { roomId: Id<"rooms">; parentId?: Id<"items"> },
): Promise<Doc<"items">[]> {
  const unique = [...new Set(itemIds)];
  if (unique.length === 0 || unique.length > MAX_MOVE) throw householdError("UNKNOWN_CHOICE");
  await requireRoom(ctx, to.roomId);
  const cache = newItemCache();
  if (to.parentId !== undefined) await requireContainerIn(ctx, to.roomId, to.parentId, cache);
  const items: Doc<"items">[] = [];
  for (const itemId of unique) {
    const item = await ctx.db.get("items", itemId);
    if (item === null) throw householdError("NOT_FOUND");
    items.push(item);
  }
  if (await movesIntoItselfAt(ctx, unique, to.parentId, cache)) throw fieldError("toParentId", "MOVE_INTO_ITSELF");
  return items;
}

/** Admin: move items (each ends up directly in the target) with their contents. */
export async function moveItems(
  ctx: MutationCtx,
  admin: Doc<"members">,
  args: { itemIds: Id<"items">[]; toRoomId: Id<"rooms">; toParentId?: Id<"items">;
  },
): Promise<null> {
  const to = { roomId: args.toRoomId, parentId: args.toParentId };
  const items = await checkMove(ctx, args.itemIds, to);
  for (const item of items) await moveItem(ctx, item._id, to);
  // One entry per move, however many items it took: the first one's name and the count.
  await recordActivity(ctx, admin, {
    kind: "itemsMoved",
    itemName: items[0].name,
    itemCount: items.length,
    toRoomId: to.roomId,
    toRoomName: await roomNameOf(ctx, to.roomId),
  });
  return null;
}

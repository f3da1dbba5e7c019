// Reading the inventory of one room: a page of one place's contents, the
// breadcrumb trail to it, and the room's containers (move targets).
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { isAdmin, requireRoomAccess } from "../lib/access";
import type { ItemCondition, RoomType } from "../lib/validators";
import { imageUrlOf } from "./images";
import { containerChain, newItemCache, pathNames, requireContainerIn } from "./itemPaths";
import { paginateFrom } from "./pagination";

/** An item as screens show it. */
export type InventoryItem = {
  _id: Id<"items">;
  _creationTime: number;
  roomId: Id<"rooms">;
  parentId?: Id<"items">;
  name: string;
  quantity: number;
  category: string;
  condition: ItemCondition;
  notes?: string;
  isContainer: boolean;
  /** The photo to load: an upload resolved to its storage URL, or the pasted address. */
  imageUrl?: string;
  /** An upload's id, for admins only (their edit form keeps a photo it does not change). */
  imageStorageId?: Id<"_storage">;
  lastUpdated: number;
  /** A member's deletion or move request waits for an admin. */
  pendingRequest?: "delete" | "move";
};

/** The item with its photo resolved and its pending request, if any (one index read). */
export async function toInventoryItem(ctx: QueryCtx, viewer: Doc<"members">, item: Doc<"items">): Promise<InventoryItem> {
  const pending = await ctx.db
    .query("itemRequests")
    .withIndex("by_originalItemId_and_status", (q) => q.eq("originalItemId", item._id).eq("status", "pending"))
    .first();
  const pendingRequest = pending?.action === "delete" || pending?.action === "move" ? pending.action : undefined;
  return {
    _id: item._id,
    _creationTime: item._creationTime,
    roomId: item.roomId,
    parentId: item.parentId,
    name: item.name,
    quantity: item.quantity,
    category: item.category,
    condition: item.condition,
    notes: item.notes,
    isContainer: item.isContainer,
    imageUrl: await imageUrlOf(ctx, item),
    ...(isAdmin(viewer) && item.imageStorageId !== undefined ? { imageStorageId: item.imageStorageId } : {}),
    lastUpdated: item.lastUpdated,
    pendingRequest,
  };
}

/** A page of the items directly in the room (no parentId) or in one of its containers, oldest first. */
export async function listContents(
  ctx: QueryCtx,
  member: Doc<"members">,
  args: { roomId: Id<"rooms">; parentId?: Id<"items">; paginationOpts: PaginationOptions },
): Promise<PaginationResult<InventoryItem>> {
  await requireRoomAccess(ctx, member, args.roomId);
  if (args.parentId !== undefined) await requireContainerIn(ctx, args.roomId, args.parentId);
  const result = await paginateFrom(
    ctx.db.query("items").withIndex("by_roomId_and_parentId", (q) => q.eq("roomId", args.roomId).eq("parentId", args.parentId)),
    args.paginationOpts,
  );
  return { ...result, page: await Promise.all(result.page.map((item) => toInventoryItem(ctx, member, item))) };
}

/** The room, and the containers from its top level down to `parentId` (the breadcrumb). */
export async function place(
  ctx: QueryCtx,
  member: Doc<"members">,
  args: { roomId: Id<"rooms">; parentId?: Id<"items"> },
): Promise<{ room: { _id: Id<"rooms">; name: string; type: RoomType }; trail: Array<{ _id: Id<"items">; name: string }> }> {
  const room = await requireRoomAccess(ctx, member, args.roomId);
  const cache = newItemCache();
  if (args.parentId !== undefined) await requireContainerIn(ctx, args.roomId, args.parentId, cache);
  const chain = await containerChain(ctx, args.parentId, cache);
  return {
    room: { _id: room._id, name: room.name, type: room.type },
    trail: chain.map((container) => ({ _id: container._id, name: container.name })),
  };
}

/** A room's containers at most; more than any home has. */
export const MAX_CONTAINERS = 500;

/** Every container of the room with the names above it, sorted by where they are. */
export async function listContainers(
  ctx: QueryCtx,
  member: Doc<"members">,
  roomId: Id<"rooms">,
): Promise<Array<{ _id: Id<"items">; name: string; path: string[];
    parentId: Id<"items"> | null;
  }>> {
  await requireRoomAccess(ctx, member, roomId);
  const containers = await ctx.db
    .query("items")
    .withIndex("by_roomId_and_isContainer", (q) => q.eq("roomId", roomId).eq("isContainer", true))
    .take(MAX_CONTAINERS);
  // Every container above one is itself in the list, so paths need no further reads.
  const cache = newItemCache();
  for (const container of containers) cache.set(container._id, container);
  const rows = await Promise.all(
    containers.map(async (container) => ({
      _id: container._id,
      name: container.name,
      path: await pathNames(ctx, container, cache),
      // The move dialog leaves out a moving container's own contents with it.
      parentId: container.parentId ?? null,
    })),
  );
  const key = (row: { name: string; path: string[] }) => [...row.path, row.name].join("\u0000");
  return rows.sort((a, b) => key(a).localeCompare(key(b)));
}

// Members' inventory changes wait for an admin: an "add" request carries the
// new item's fields (and its uploaded photo until it is decided), a "delete" or
// "move" request names the original item and copies its fields for display.
// Whatever a request points at may be deleted before it is decided; approving
// it then resolves it as rejected and reports `itemGone`, never failing.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { hasRoomAccess, requireRoomAccess } from "../lib/access";
import { householdError } from "../lib/errors";
import type { ItemInput } from "../lib/itemSchema";
import type { ItemCondition, ItemRequestAction } from "../lib/validators";
import { refuseAlreadyDecided } from "./decisions";
import { imageUrlOf } from "./images";
import { recordActivity } from "./activityLog";
import { checkMove, insertItem, moveItem, removeItem, roomNameOf, validItemFields } from "./inventory";
import { containerChain, movesIntoItselfAt, newItemCache, requireContainerIn, type ItemCache } from "./itemPaths";
import { requireRoomForItemRequests } from "./pendingLimit";
import { deleteStoredFile } from "./uploads";

/** Pending requests listed at once, at most (a family makes a handful a day). */
export const MAX_LISTED = 200;

async function requireNoPendingRequest(ctx: QueryCtx, itemId: Id<"items">): Promise<void> {
  const pending = await ctx.db
    .query("itemRequests")
    .withIndex("by_originalItemId_and_status", (q) => q.eq("originalItemId", itemId).eq("status", "pending"))
    .first();
  if (pending !== null) throw householdError("ITEM_REQUEST_PENDING");
}

/** The original item's fields a delete/move request shows (not its uploaded photo, which stays the item's). */
function copiedFields(item: Doc<"items">) {
  return {
    name: item.name,
    category: item.category,
    quantity: item.quantity,
    condition: item.condition,
    notes: item.notes,
    isContainer: item.isContainer,
    imageUrl: item.imageUrl,
  };
}

/** The name of the container a request is about, for the sentences that tell of it; nothing at a room's top level. */
async function containerNameOf(ctx: QueryCtx, parentId: Id<"items"> | undefined): Promise<{ containerName?: string }> {
  if (parentId === undefined) return {};
  const container = await ctx.db.get("items", parentId);
  return container === null ? {} : { containerName: container.name };
}

/** A member asks for a new item in a room they may enter, at its top level or in a container. */
export async function requestNewItem(
  ctx: MutationCtx,
  member: Doc<"members">,
  args: { roomId: Id<"rooms">; parentId?: Id<"items">; input: ItemInput },
): Promise<Id<"itemRequests">> {
  await requireRoomForItemRequests(ctx, member, 1);
  const fields = await validItemFields(ctx, member, args.input);
  await requireRoomAccess(ctx, member, args.roomId);
  if (args.parentId !== undefined) await requireContainerIn(ctx, args.roomId, args.parentId);
  const requestId = await ctx.db.insert("itemRequests", {
    roomId: args.roomId,
    ...(args.parentId !== undefined ? { parentId: args.parentId } : {}),
    action: "add",
    ...fields,
    requestedBy: member._id,
    status: "pending",
  });
  await recordActivity(ctx, member, {
    kind: "itemAddRequested",
    itemName: fields.name,
    roomId: args.roomId,
    roomName: await roomNameOf(ctx, args.roomId),
    ...(await containerNameOf(ctx, args.parentId)),
  });
  return requestId;
}

/** A member asks for an item of a room they may enter to be deleted. */
export async function requestDeletion(
  ctx: MutationCtx,
  member: Doc<"members">,
  itemId: Id<"items">,
): Promise<Id<"itemRequests">> {
  const item = await ctx.db.get("items", itemId);
  if (item === null) throw householdError("NOT_FOUND");
  await requireRoomAccess(ctx, member, item.roomId);
  await requireNoPendingRequest(ctx, itemId);
  await requireRoomForItemRequests(ctx, member, 1);
  const requestId = await ctx.db.insert("itemRequests", {
    roomId: item.roomId,
    ...(item.parentId !== undefined ? { parentId: item.parentId } : {}),
    action: "delete",
    ...copiedFields(item),
    originalItemId: itemId,
    requestedBy: member._id,
    status: "pending",
  });
  await recordActivity(ctx, member, {
    kind: "itemDeleteRequested",
    itemId,
    itemName: item.name,
    roomId: item.roomId,
    roomName: await roomNameOf(ctx, item.roomId),
    ...(await containerNameOf(ctx, item.parentId)),
  });
  return requestId;
}

/** A member asks for items to be moved: one request per item; they must be able to enter both rooms. */
export async function requestMove(
  ctx: MutationCtx,
  member: Doc<"members">,
  args: { itemIds: Id<"items">[]; toRoomId: Id<"rooms">; toParentId?: Id<"items"> },
): Promise<Id<"itemRequests">[]> {
  await requireRoomAccess(ctx, member, args.toRoomId);
  const items = await checkMove(ctx, args.itemIds, { roomId: args.toRoomId, parentId: args.toParentId });
  await requireRoomForItemRequests(ctx, member, items.length);
  for (const item of items) {
    await requireRoomAccess(ctx, member, item.roomId);
    await requireNoPendingRequest(ctx, item._id);
  }
  const requestIds: Id<"itemRequests">[] = [];
  for (const item of items) {
    requestIds.push(
      await ctx.db.insert("itemRequests", {
        roomId: item.roomId,
        ...(item.parentId !== undefined ? { parentId: item.parentId } : {}),
        action: "move",
        ...copiedFields(item),
        originalItemId: item._id,
        targetRoomId: args.toRoomId,
        ...(args.toParentId !== undefined ? { targetParentId: args.toParentId } : {}),
        requestedBy: member._id,
        status: "pending",
      }),
    );
  }
  // One entry for the whole request, however many items it names.
  await recordActivity(ctx, member, {
    kind: "itemMoveRequested",
    itemName: items[0].name,
    itemCount: items.length,
    toRoomId: args.toRoomId,
    toRoomName: await roomNameOf(ctx, args.toRoomId),
  });
  return requestIds;
}

/** A pending request as the Pending Requests tab and the admin list show it. */
export type RequestView = {
  _id: Id<"itemRequests">;
  _creationTime: number;
  action: ItemRequestAction;
  name: string;
  category: string;
  quantity: number;
  condition: ItemCondition;
  imageUrl?: string;
  requestedBy: Id<"members">;
  requestedByName: string;
  originalItemId?: Id<"items">;
  /**
   * Move requests: the target room, and the containers down to the target (inclusive) only
   * for a viewer who may enter that room (the path names what is inside it).
   */
  toRoomName?: string;
  toPath?: string[];
  /** The containers, from the room's top level down, that the item goes into (add) or is in (delete, move). */
  path?: string[];
};

type ViewCaches = { names: Map<string, string | null>; items: ItemCache };

async function nameOf(
  ctx: QueryCtx,
  caches: ViewCaches,
  table: "members" | "rooms",
  id: Id<"members"> | Id<"rooms">,
): Promise<string | null> {
  if (!caches.names.has(id)) {
    const doc = table === "members" ? await ctx.db.get("members", id as Id<"members">) : await ctx.db.get("rooms", id as Id<"rooms">);
    caches.names.set(id, doc === null ? null : doc.name);
  }
  return caches.names.get(id)!;
}

async function toView(
  ctx: QueryCtx,
  viewer: Doc<"members">,
  caches: ViewCaches,
  request: Doc<"itemRequests">,
): Promise<RequestView> {
  const original = request.originalItemId !== undefined ? await ctx.db.get("items", request.originalItemId) : null;
  const move =
    request.action === "move" && request.targetRoomId !== undefined
      ? {
          toRoomName: (await nameOf(ctx, caches, "rooms", request.targetRoomId)) ?? "",
          ...((await hasRoomAccess(ctx, viewer, request.targetRoomId))
            ? { toPath: (await containerChain(ctx, request.targetParentId, caches.items)).map((c) => c.name) }
            : {}),
        }
      : {};
  const parentId = original !== null ? original.parentId : request.parentId;
  const path = (await containerChain(ctx, parentId, caches.items)).map((container) => container.name);
  return {
    _id: request._id,
    _creationTime: request._creationTime,
    action: request.action,
    name: original?.name ?? request.name,
    category: original?.category ?? request.category,
    quantity: original?.quantity ?? request.quantity,
    condition: original?.condition ?? request.condition,
    imageUrl: await imageUrlOf(ctx, original ?? request),
    requestedBy: request.requestedBy,
    requestedByName: (await nameOf(ctx, caches, "members", request.requestedBy)) ?? "",
    originalItemId: request.originalItemId,
    ...(path.length > 0 ? { path } : {}),
    ...move,
  };
}

function newViewCaches(): ViewCaches {
  return { names: new Map(), items: newItemCache() };
}

/** The room's pending requests, oldest first (anyone who may enter the room sees them). */
export async function pendingForRoom(
  ctx: QueryCtx,
  member: Doc<"members">,
  roomId: Id<"rooms">,
): Promise<RequestView[]> {
  await requireRoomAccess(ctx, member, roomId);
  const requests = await ctx.db
    .query("itemRequests")
    .withIndex("by_roomId_and_status", (q) => q.eq("roomId", roomId).eq("status", "pending"))
    .take(MAX_LISTED);
  const caches = newViewCaches();
  return Promise.all(requests.map((request) => toView(ctx, member, caches, request)));
}

/** Admin: every pending request, oldest first, with its room. */
export async function pendingEverywhere(
  ctx: QueryCtx,
  admin: Doc<"members">,
): Promise<Array<RequestView & { roomId: Id<"rooms">; roomName: string }>> {
  const requests = await ctx.db
    .query("itemRequests")
    .withIndex("by_status", (q) => q.eq("status", "pending"))
    .take(MAX_LISTED);
  const caches = newViewCaches();
  return Promise.all(
    requests.map(async (request) => ({
      ...(await toView(ctx, admin, caches, request)),
      roomId: request.roomId,
      roomName: (await nameOf(ctx, caches, "rooms", request.roomId)) ?? "",
    })),
  );
}

/** A request still waiting; a decided one is refused naming who decided it. */
async function requirePendingRequest(ctx: QueryCtx, requestId: Id<"itemRequests">): Promise<Doc<"itemRequests">> {
  const request = await ctx.db.get("itemRequests", requestId);
  if (request === null) throw householdError("NOT_FOUND");
  if (request.status !== "pending") await refuseAlreadyDecided(ctx, request.decidedBy);
  return request;
}

async function decide(
  ctx: MutationCtx,
  admin: Doc<"members">,
  request: Doc<"itemRequests">,
  status: "approved" | "rejected",
  itemGone = false,
): Promise<void> {
  await ctx.db.patch("itemRequests", request._id, {
    status,
    decidedBy: admin._id,
    decidedAt: Date.now(),
    // An approved add's photo now belongs to the item; a rejected one's is deleted.
    imageStorageId: undefined,
  });
  if (status === "rejected") await deleteStoredFile(ctx, request.imageStorageId);
  const requester = await ctx.db.get("members", request.requestedBy);
  const about = {
    action: request.action,
    itemName: request.name,
    roomId: request.roomId,
    roomName: await roomNameOf(ctx, request.roomId),
    // A move tells of the room it leaves; an add or delete of the container too.
    ...(request.action === "move" ? {} : await containerNameOf(ctx, request.parentId)),
    memberName: requester?.name ?? "",
    subjectId: request.requestedBy,
  };
  await recordActivity(
    ctx,
    admin,
    status === "approved" ? { kind: "itemRequestApproved", ...about } : { kind: "itemRequestRejected", ...about, itemGone },
  );
}

/** Applies the request; null when what it is about (item, room, container, target) is gone. */
async function apply(ctx: MutationCtx, request: Doc<"itemRequests">): Promise<"applied" | null> {
  if (request.action === "add") {
    if ((await ctx.db.get("rooms", request.roomId)) === null) return null;
    let roomId = request.roomId;
    if (request.parentId !== undefined) {
      // The container may have moved to another room meanwhile: the item goes where it is now.
      const parent = await ctx.db.get("items", request.parentId);
      if (parent === null || !parent.isContainer) return null;
      roomId = parent.roomId;
    }
    await insertItem(ctx, { roomId, parentId: request.parentId }, {
      name: request.name,
      category: request.category,
      quantity: request.quantity,
      condition: request.condition,
      notes: request.notes,
      isContainer: request.isContainer,
      imageUrl: request.imageUrl,
      imageStorageId: request.imageStorageId,
    });
    return "applied";
  }
  const item = request.originalItemId !== undefined ? await ctx.db.get("items", request.originalItemId) : null;
  if (item === null) return null;
  if (request.action === "delete") {
    await removeItem(ctx, item);
    return "applied";
  }
  if (request.targetRoomId === undefined || (await ctx.db.get("rooms", request.targetRoomId)) === null) return null;
  const to = { roomId: request.targetRoomId, parentId: request.targetParentId };
  if (to.parentId !== undefined) {
    const target = await ctx.db.get("items", to.parentId);
    if (target === null || target.roomId !== to.roomId || !target.isContainer) return null;
    // The house changed since the request: the target is now inside the item. The admin rejects it.
    if (await movesIntoItselfAt(ctx, [item._id], to.parentId)) throw householdError("MOVE_INTO_ITSELF");
  }
  await moveItem(ctx, item._id, to);
  return "applied";
}

/** Admin: approve; a request whose item, room or target is gone is resolved as rejected. */
export async function approve(
  ctx: MutationCtx,
  admin: Doc<"members">,
  requestId: Id<"itemRequests">,
): Promise<{ outcome: "applied" | "itemGone" }> {
  const request = await requirePendingRequest(ctx, requestId);
  const applied = await apply(ctx, request);
  await decide(ctx, admin, request, applied === null ? "rejected" : "approved", applied === null);
  return { outcome: applied === null ? "itemGone" : "applied" };
}

/** Admin: reject; nothing else changes (an add request's uploaded photo is deleted). */
export async function reject(ctx: MutationCtx, admin: Doc<"members">, requestId: Id<"itemRequests">): Promise<null> {
  const request = await requirePendingRequest(ctx, requestId);
  await decide(ctx, admin, request, "rejected");
  return null;
}

/** The requester takes back their own pending request; it is deleted with its photo. */
export async function withdraw(
  ctx: MutationCtx,
  member: Doc<"members">,
  requestId: Id<"itemRequests">,
): Promise<null> {
  const request = await ctx.db.get("itemRequests", requestId);
  if (request === null) throw householdError("NOT_FOUND");
  if (request.requestedBy !== member._id) throw householdError("OWN_REQUESTS_ONLY");
  if (request.status !== "pending") await refuseAlreadyDecided(ctx, request.decidedBy);
  await ctx.db.delete("itemRequests", requestId);
  await deleteStoredFile(ctx, request.imageStorageId);
  return null;
}

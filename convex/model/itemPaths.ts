// Where an item sits: the chain of containers from the room down to it. Walks
// follow `parentId` upwards one read per level and stop after MAX_DEPTH levels,
// so no walk is unbounded even if data were ever malformed into a cycle.
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { householdError } from "../lib/errors";
import { MAX_DEPTH, movesIntoItself } from "../lib/itemMoves";

/** Items already read by one function, so shared ancestors are read once. */
export type ItemCache = Map<Id<"items">, Doc<"items"> | null>;

export function newItemCache(): ItemCache {
  return new Map();
}

export async function getItemCached(ctx: QueryCtx, cache: ItemCache, id: Id<"items">): Promise<Doc<"items"> | null> {
  if (cache.has(id)) return cache.get(id)!;
  const item = await ctx.db.get("items", id);
  cache.set(id, item);
  return item;
}

/** The containers above `parentId`'s contents, root first and `parentId` itself last. */
export async function containerChain(
  ctx: QueryCtx,
  parentId: Id<"items"> | undefined,
  cache: ItemCache = newItemCache(),
): Promise<Doc<"items">[]> {
  const chain: Doc<"items">[] = [];
  let next = parentId;
  while (next !== undefined && chain.length < MAX_DEPTH) {
    const item = await getItemCached(ctx, cache, next);
    if (item === null) break;
    chain.push(item);
    next = item.parentId;
  }
  return chain.reverse();
}

/** Container names from the room down to the item's parent (export and search). */
export async function pathNames(ctx: QueryCtx, item: Doc<"items">, cache?: ItemCache): Promise<string[]> {
  return (await containerChain(ctx, item.parentId, cache)).map((container) => container.name);
}

/**
 * Whether moving `itemIds` into `placeId` would put a container inside itself or its own
 * contents (the rule of lib/itemMoves.ts, over the containers read above the place).
 */
export async function movesIntoItselfAt(
  ctx: QueryCtx,
  itemIds: Id<"items">[],
  placeId: Id<"items"> | undefined,
  cache: ItemCache = newItemCache(),
): Promise<boolean> {
  const above = new Map((await containerChain(ctx, placeId, cache)).map((container) => [container._id, container.parentId]));
  return movesIntoItself(itemIds, placeId, (id) => above.get(id));
}

/** The room, or ROOM_NOT_FOUND. */
export async function requireRoom(ctx: QueryCtx, roomId: Id<"rooms">): Promise<Doc<"rooms">> {
  const room = await ctx.db.get("rooms", roomId);
  if (room === null) throw householdError("ROOM_NOT_FOUND");
  return room;
}

/** The container `containerId` if it is a container in `roomId`; NOT_FOUND otherwise. */
export async function requireContainerIn(
  ctx: QueryCtx,
  roomId: Id<"rooms">,
  containerId: Id<"items">,
  cache?: ItemCache,
): Promise<Doc<"items">> {
  const container = cache ? await getItemCached(ctx, cache, containerId) : await ctx.db.get("items", containerId);
  if (container === null || container.roomId !== roomId || !container.isContainer) throw householdError("NOT_FOUND");
  return container;
}

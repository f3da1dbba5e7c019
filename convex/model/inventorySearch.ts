// Finding things across the house and exporting the inventory. Both only ever
// look at rooms the viewer may enter: admins every room, members the rooms
// their `roomMembers` grants name (a family has a handful of rooms).
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { isAdmin, requireRoomAccess } from "../lib/access";
import { householdError } from "../lib/errors";
import { SEARCH_LIMIT, searchableText } from "../lib/inventorySearch";
import { imageUrlOf } from "./images";
import { newItemCache, pathNames } from "./itemPaths";
import { toInventoryItem, type InventoryItem } from "./inventoryViews";
import { paginateFrom } from "./pagination";

/** Rooms a member can hold grants for, at most. */
const MAX_ROOMS = 100;

/** The rooms a member may enter, by their grants; null for an admin (every room). */
async function grantedRoomIds(ctx: QueryCtx, member: Doc<"members">): Promise<Id<"rooms">[] | null> {
  if (isAdmin(member)) return null;
  const grants = await ctx.db
    .query("roomMembers")
    .withIndex("by_memberId", (q) => q.eq("memberId", member._id))
    .take(MAX_ROOMS);
  return [...new Set(grants.map((grant) => grant.roomId))];
}

function searchRoom(ctx: QueryCtx, text: string, roomId: Id<"rooms"> | null, limit: number) {
  return ctx.db
    .query("items")
    .withSearchIndex("search_name", (q) => (roomId === null ? q.search("name", text) : q.search("name", text).eq("roomId", roomId)))
    .take(limit);
}

export type SearchResult = InventoryItem & { roomName: string; path: string[] };

/**
 * The first 50 items whose name matches `text`, through the search index: in one room (access checked), or in
 * every room the viewer may enter — one search per granted room for a member, so an item of a room they cannot
 * enter is never even read. `more`: there are more matches than shown (one more is read to know). A text shorter
 * than MIN_SEARCH_LETTERS finds nothing (the box says why).
 */
export async function searchItems(
  ctx: QueryCtx,
  member: Doc<"members">,
  args: { text: string; roomId?: Id<"rooms"> },
): Promise<{ hits: SearchResult[]; more: boolean }> {
  const text = searchableText(args.text);
  if (text === null) {
    if (args.roomId !== undefined) await requireRoomAccess(ctx, member, args.roomId);
    return { hits: [], more: false };
  }
  const wanted = SEARCH_LIMIT + 1;
  const roomNames = new Map<Id<"rooms">, string>();
  let items: Doc<"items">[] = [];
  if (args.roomId !== undefined) {
    const room = await requireRoomAccess(ctx, member, args.roomId);
    roomNames.set(room._id, room.name);
    items = await searchRoom(ctx, text, room._id, wanted);
  } else {
    const roomIds = await grantedRoomIds(ctx, member);
    if (roomIds === null) {
      items = await searchRoom(ctx, text, null, wanted);
    } else {
      // Each room is asked only for what is still missing, so at most 51 items are read in all.
      for (const roomId of roomIds) {
        if (items.length >= wanted) break;
        items.push(...(await searchRoom(ctx, text, roomId, wanted - items.length)));
      }
    }
  }
  const more = items.length > SEARCH_LIMIT;
  items = items.slice(0, SEARCH_LIMIT);
  const cache = newItemCache();
  const results: SearchResult[] = [];
  for (const item of items) {
    if (!roomNames.has(item.roomId)) {
      const room = await ctx.db.get("rooms", item.roomId);
      if (room === null) continue; // Its room is being deleted right now.
      roomNames.set(room._id, room.name);
    }
    results.push({
      ...(await toInventoryItem(ctx, member, item)),
      roomName: roomNames.get(item.roomId)!,
      path: await pathNames(ctx, item, cache),
    });
  }
  return { hits: results, more };
}

/** One CSV row of the export. */
export type ExportRow = {
  room: string;
  path: string[];
  name: string;
  quantity: number;
  category: string;
  condition: Doc<"items">["condition"];
  notes: string;
  container: boolean;
  added: number;
  lastUpdated: number;
  imageUrl: string;
};

/** Where a member's export stands: the granted room being read, and the position inside it. */
type RoomPosition = { room: Id<"rooms">; inner: string | null };

/**
 * The position a member's cursor names. Only a cursor this function issued
 * parses, and only for a room the member may enter now; anything else is
 * refused, so no cursor can point a member's read at another room.
 */
function positionOf(cursor: string | null, roomIds: Id<"rooms">[]): RoomPosition {
  if (cursor === null) return { room: roomIds[0], inner: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(cursor);
  } catch {
    throw householdError("LIST_POSITION_INVALID");
  }
  const position = parsed as Partial<RoomPosition> | null;
  const known =
    typeof position === "object" &&
    position !== null &&
    roomIds.includes(position.room as Id<"rooms">) &&
    (position.inner === null || typeof position.inner === "string");
  if (!known) throw householdError("LIST_POSITION_INVALID");
  return { room: position.room as Id<"rooms">, inner: position.inner as string | null };
}

/**
 * A page of the inventory of every room the viewer may enter. Admins page
 * through all items. A member reads their granted rooms one after another,
 * each through its own index range, so a page reads only their rooms' items
 * however big the others are; the cursor names the room and the position in it.
 */
export async function exportPage(
  ctx: QueryCtx,
  member: Doc<"members">,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<ExportRow>> {
  const granted = await grantedRoomIds(ctx, member);
  let result: PaginationResult<Doc<"items">>;
  if (granted === null) {
    result = await paginateFrom(ctx.db.query("items"), paginationOpts);
  } else if (granted.length === 0) {
    return { page: [], isDone: true, continueCursor: "" };
  } else {
    const roomIds = [...granted].sort();
    const { room, inner } = positionOf(paginationOpts.cursor, roomIds);
    const inRoom = await paginateFrom(
      ctx.db.query("items").withIndex("by_roomId_and_parentId", (q) => q.eq("roomId", room)),
      { numItems: paginationOpts.numItems, cursor: inner },
    );
    const next = roomIds.find((id) => id > room);
    const roomDone = inRoom.isDone && next !== undefined;
    result = {
      // Whatever the read returned, only rows of rooms the member may enter leave.
      page: inRoom.page.filter((item) => roomIds.includes(item.roomId)),
      isDone: inRoom.isDone && next === undefined,
      continueCursor: JSON.stringify(roomDone ? { room: next, inner: null } : { room, inner: inRoom.continueCursor }),
    };
  }
  const cache = newItemCache();
  const rooms = new Map<Id<"rooms">, Doc<"rooms"> | null>();
  const page: ExportRow[] = [];
  for (const item of result.page) {
    if (!rooms.has(item.roomId)) rooms.set(item.roomId, await ctx.db.get("rooms", item.roomId));
    const room = rooms.get(item.roomId);
    if (room === null || room === undefined) continue;
    page.push({
      room: room.name,
      path: await pathNames(ctx, item, cache),
      name: item.name,
      quantity: item.quantity,
      category: item.category,
      condition: item.condition,
      notes: item.notes ?? "",
      container: item.isContainer,
      added: item._creationTime,
      lastUpdated: item.lastUpdated,
      imageUrl: (await imageUrlOf(ctx, item)) ?? "",
    });
  }
  return { ...result, page };
}

// Rooms as the screens see them: the /home-plan cards with the viewer's access,
// one room's header, and the admin's Rooms pages. A house has a handful of
// rooms (at most MAX_ROOMS), so every list here reads a bounded number of
// documents whatever the rooms hold: item counts are kept per room
// (`roomItemCounts`, maintained by model/inventory.ts), never counted here.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isAdmin, requireRoomAccess } from "../lib/access";
import { fieldError, householdError, schemaError } from "../lib/errors";
import { roomTypeFromName } from "../lib/roomTypes";
import { roomNameSchema } from "../lib/roomSchema";
import type { RoomType } from "../lib/validators";
import { recordActivity } from "./activityLog";
import { listMembers } from "./members";

/** The most rooms a family may have: every room list reads them all. */
export const MAX_ROOMS = 100;
/** Counts of pending requests shown per room stop here ("200+" is plenty for a badge). */
export const PENDING_COUNT_LIMIT = 200;
/** One family: a few dozen members (model/members.ts reads up to 200). */
const MAX_GRANTS_PER_ROOM = 200;

export type RoomAccessState = "allowed" | "pending" | "denied";

export type RoomView = { _id: Id<"rooms">; name: string; type: RoomType; itemCount: number;
};

/** The room's count row, if its items were counted since roomItemCounts exists. */
export async function itemCountRow(ctx: QueryCtx, roomId: Id<"rooms">): Promise<Doc<"roomItemCounts"> | null> {
  return ctx.db
    .query("roomItemCounts")
    .withIndex("by_roomId", (q) => q.eq("roomId", roomId))
    .unique();
}

/** Items in the room at any depth (its count row; before it has one, what the room kept). */
export async function itemCountOf(ctx: QueryCtx, room: Doc<"rooms">): Promise<number> {
  return (await itemCountRow(ctx, room._id))?.count ?? room.itemCount ?? 0;
}

export async function roomView(ctx: QueryCtx, room: Doc<"rooms">): Promise<RoomView> {
  return { _id: room._id, name: room.name, type: room.type, itemCount: await itemCountOf(ctx, room) };
}

function byName(a: { name: string }, b: { name: string }) {
  return a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.name.localeCompare(b.name);
}

async function allRooms(ctx: QueryCtx): Promise<Doc<"rooms">[]> {
  return ctx.db.query("rooms").withIndex("by_name").take(MAX_ROOMS);
}

/** A pending access request of the member for the room, if any. */
export async function pendingAccessRequest(ctx: QueryCtx, memberId: Id<"members">, roomId: Id<"rooms">) {
  return ctx.db
    .query("roomAccessRequests")
    .withIndex("by_memberId_and_roomId_and_status", (q) =>
      q.eq("memberId", memberId).eq("roomId", roomId).eq("status", "pending"),
    )
    .first();
}

/**
 * The room cards. "denied" is the truth: no grant and no pending request (a
 * rejected request leaves the member free to ask again).
 */
export async function listForViewer(
  ctx: QueryCtx,
  member: Doc<"members">,
): Promise<Array<RoomView & { access: RoomAccessState }>> {
  const rooms = await allRooms(ctx);
  const cards = await Promise.all(
    rooms.map(async (room) => ({ ...(await roomView(ctx, room)), access: await accessState(ctx, member, room._id) })),
  );
  return cards.sort(byName);
}

async function accessState(ctx: QueryCtx, member: Doc<"members">, roomId: Id<"rooms">): Promise<RoomAccessState> {
  if (isAdmin(member)) return "allowed";
  const grant = await ctx.db
    .query("roomMembers")
    .withIndex("by_roomId_and_memberId", (q) => q.eq("roomId", roomId).eq("memberId", member._id))
    .first();
  if (grant !== null) return "allowed";
  return (await pendingAccessRequest(ctx, member._id, roomId)) === null ? "denied" : "pending";
}

export async function getRoom(ctx: QueryCtx, member: Doc<"members">, roomIdText: string): Promise<RoomView> {
  const roomId = ctx.db.normalizeId("rooms", roomIdText);
  if (roomId === null) throw householdError("ROOM_NOT_FOUND");
  return roomView(ctx, await requireRoomAccess(ctx, member, roomId));
}

async function grantedMemberIds(ctx: QueryCtx, roomId: Id<"rooms">): Promise<Id<"members">[]> {
  const grants = await ctx.db
    .query("roomMembers")
    .withIndex("by_roomId_and_memberId", (q) => q.eq("roomId", roomId))
    .take(MAX_GRANTS_PER_ROOM);
  return grants.map((grant) => grant.memberId);
}

async function pendingCounts(ctx: QueryCtx, roomId: Id<"rooms">) {
  const access = await ctx.db
    .query("roomAccessRequests")
    .withIndex("by_roomId_and_status", (q) => q.eq("roomId", roomId).eq("status", "pending"))
    .take(PENDING_COUNT_LIMIT);
  const items = await ctx.db
    .query("itemRequests")
    .withIndex("by_roomId_and_status", (q) => q.eq("roomId", roomId).eq("status", "pending"))
    .take(PENDING_COUNT_LIMIT);
  return { pendingAccessRequests: access.length, pendingItemRequests: items.length };
}

/** Room Management, Member Access and the Member-Room Matrix: rooms with their members, and the family. */
export async function adminOverview(ctx: QueryCtx) {
  const rooms = await allRooms(ctx);
  const details = await Promise.all(
    rooms.map(async (room) => ({
      ...(await roomView(ctx, room)),
      memberIds: await grantedMemberIds(ctx, room._id),
      ...(await pendingCounts(ctx, room._id)),
    })),
  );
  return { rooms: details.sort(byName), members: await familyByName(ctx) };
}

/** The family as the access switches show them, by name. */
async function familyByName(ctx: QueryCtx) {
  const members = (await listMembers(ctx)).map((member) => ({
    _id: member._id,
    name: member.name,
    role: member.role,
    ...(member.color !== undefined ? { color: member.color } : {}),
    ...(member.avatarUrl !== undefined ? { avatarUrl: member.avatarUrl } : {}),
  }));
  return members.sort(byName);
}

/**
 * /admin/rooms/{id}'s "Who has access": who may enter the room, and the family; null when the
 * id is not a room's or the room is gone. Apart from the overview, which reads every room's
 * item count and pending requests: the room's page would rerun it at each item added anywhere.
 */
export async function memberAccess(ctx: QueryCtx, roomIdText: string) {
  const room = await roomFromText(ctx, roomIdText);
  if (room === null) return null;
  return { memberIds: await grantedMemberIds(ctx, room._id), members: await familyByName(ctx) };
}

/** The room an address names; null when the text is not a room id, or the room is gone. */
async function roomFromText(ctx: QueryCtx, roomIdText: string): Promise<Doc<"rooms"> | null> {
  const roomId = ctx.db.normalizeId("rooms", roomIdText);
  return roomId === null ? null : await ctx.db.get("rooms", roomId);
}

/** /admin/rooms/{id}: null when the id is not a room id, or the room is gone ('Room Not Found'). */
export async function adminDetail(ctx: QueryCtx, roomIdText: string) {
  const room = await roomFromText(ctx, roomIdText);
  if (room === null) return null;
  const roomId = room._id;
  const counts = await pendingCounts(ctx, roomId);
  return {
    ...(await roomView(ctx, room)),
    authorizedMemberCount: (await grantedMemberIds(ctx, roomId)).length,
    pendingRequestCount: counts.pendingAccessRequests + counts.pendingItemRequests,
  };
}

/** The trimmed name by the forms' own rules, or the refusal under the name field. */
function roomName(purpose: "add" | "rename", rawName: string): string {
  const parsed = roomNameSchema(purpose).safeParse({ name: rawName });
  if (!parsed.success) throw schemaError(parsed.error);
  return parsed.data.name;
}

/** Throws ROOM_NAME_TAKEN if another room has the name, whatever its case; returns every room. */
async function requireFreeName(ctx: QueryCtx, name: string, except?: Id<"rooms">): Promise<Doc<"rooms">[]> {
  const wanted = name.toLocaleLowerCase("en");
  const rooms = await allRooms(ctx);
  if (rooms.some((room) => room._id !== except && room.name.toLocaleLowerCase("en") === wanted)) {
    throw fieldError("name", "ROOM_NAME_TAKEN");
  }
  return rooms;
}

export async function addRoom(ctx: MutationCtx, admin: Doc<"members">, rawName: string): Promise<Id<"rooms">> {
  const name = roomName("add", rawName);
  const rooms = await requireFreeName(ctx, name);
  if (rooms.length >= MAX_ROOMS) throw householdError("ROOM_LIMIT", { max: MAX_ROOMS });
  const roomId = await ctx.db.insert("rooms", { name, type: roomTypeFromName(name) });
  await recordActivity(ctx, admin, { kind: "roomAdded", roomId, roomName: name });
  return roomId;
}

export async function requireRoom(ctx: QueryCtx, roomId: Id<"rooms">): Promise<Doc<"rooms">> {
  const room = await ctx.db.get("rooms", roomId);
  if (room === null) throw householdError("ROOM_NOT_FOUND");
  return room;
}

export async function renameRoom(
  ctx: MutationCtx,
  admin: Doc<"members">,
  roomId: Id<"rooms">,
  rawName: string,
): Promise<void> {
  const name = roomName("rename", rawName);
  const room = await requireRoom(ctx, roomId);
  if (room.name === name) return;
  await requireFreeName(ctx, name, roomId);
  await ctx.db.patch("rooms", roomId, { name, type: roomTypeFromName(name) });
  await recordActivity(ctx, admin, { kind: "roomRenamed", roomId, roomName: name, previousName: room.name });
}

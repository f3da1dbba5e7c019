// Who may enter which room: a member's access request, the admin's decision,
// and the admin's direct toggle (Member Access tab, Member-Room Matrix).
// A grant is a `roomMembers` row; admins enter every room without one.
// Deciding twice (two admins at once) is refused naming the first: Convex runs
// mutations serially, so the second sees the first's decision and changes nothing.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { hasRoomAccess } from "../lib/access";
import { householdError } from "../lib/errors";
import { refuseAlreadyDecided } from "./decisions";
import { recordActivity } from "./activityLog";
import { requireMemberById } from "./members";
import { pendingAccessRequest, requireRoom } from "./rooms";
import { requireRoomForAccessRequest } from "./pendingLimit";

/** The Access Requests tab lists at most this many (oldest first). */
const PENDING_LIST_LIMIT = 200;

async function findGrant(ctx: QueryCtx, roomId: Id<"rooms">, memberId: Id<"members">) {
  return ctx.db
    .query("roomMembers")
    .withIndex("by_roomId_and_memberId", (q) => q.eq("roomId", roomId).eq("memberId", memberId))
    .first();
}

/** Adds the grant unless it is there already; true when it was added. */
async function grant(ctx: MutationCtx, roomId: Id<"rooms">, memberId: Id<"members">): Promise<boolean> {
  if ((await findGrant(ctx, roomId, memberId)) !== null) return false;
  await ctx.db.insert("roomMembers", { roomId, memberId });
  return true;
}

export async function requestRoomAccess(
  ctx: MutationCtx,
  member: Doc<"members">,
  roomId: Id<"rooms">,
): Promise<Id<"roomAccessRequests">> {
  const room = await requireRoom(ctx, roomId);
  if (await hasRoomAccess(ctx, member, roomId)) throw householdError("ROOM_ACCESS_ALREADY");
  if ((await pendingAccessRequest(ctx, member._id, roomId)) !== null) throw householdError("REQUEST_ALREADY_PENDING");
  await requireRoomForAccessRequest(ctx, member);
  const requestId = await ctx.db.insert("roomAccessRequests", { roomId, memberId: member._id, status: "pending" });
  await recordActivity(ctx, member, { kind: "roomAccessRequested", roomId, roomName: room.name });
  return requestId;
}

export async function pendingAccessRequests(ctx: QueryCtx) {
  const requests = await ctx.db
    .query("roomAccessRequests")
    .withIndex("by_status", (q) => q.eq("status", "pending"))
    .take(PENDING_LIST_LIMIT);
  const rows = await Promise.all(
    requests.map(async (request) => {
      const [room, member] = await Promise.all([
        ctx.db.get("rooms", request.roomId),
        ctx.db.get("members", request.memberId),
      ]);
      // A request whose room or member was just deleted goes with them in moments (deleteRoom, deleteMember).
      if (room === null || member === null) return null;
      return {
        _id: request._id,
        _creationTime: request._creationTime,
        roomId: room._id,
        roomName: room.name,
        memberId: member._id,
        memberName: member.name,
      };
    }),
  );
  return rows.filter((row) => row !== null);
}

/**
 * Approve (the member may enter) or reject (nothing else changes). A request
 * whose room or member is gone is NOT_FOUND: its deletion is under way.
 */
export async function decideAccessRequest(
  ctx: MutationCtx,
  admin: Doc<"members">,
  requestId: Id<"roomAccessRequests">,
  decision: "approved" | "rejected",
): Promise<void> {
  const request = await ctx.db.get("roomAccessRequests", requestId);
  if (request === null) throw householdError("NOT_FOUND");
  if (request.status !== "pending") await refuseAlreadyDecided(ctx, request.decidedBy);
  const room = await ctx.db.get("rooms", request.roomId);
  const member = await ctx.db.get("members", request.memberId);
  if (room === null || member === null) throw householdError("NOT_FOUND");
  if (decision === "approved") await grant(ctx, request.roomId, request.memberId);
  await ctx.db.patch("roomAccessRequests", requestId, { status: decision, decidedBy: admin._id, decidedAt: Date.now() });
  await recordActivity(ctx, admin, {
    kind: decision === "approved" ? "roomAccessApproved" : "roomAccessRejected",
    roomId: room._id,
    roomName: room.name,
    memberName: member.name,
    subjectId: member._id,
  });
}

/**
 * The admin's toggle. Idempotent. Granting also approves the member's pending
 * request for the room (it has been answered); taking access away leaves any
 * request alone.
 */
export async function setMemberAccess(
  ctx: MutationCtx,
  admin: Doc<"members">,
  args: { roomId: Id<"rooms">; memberId: Id<"members">; allowed: boolean },
): Promise<void> {
  const { roomId, memberId, allowed } = args;
  const room = await requireRoom(ctx, roomId);
  const member = await requireMemberById(ctx, memberId);
  const event = { roomId, roomName: room.name, memberName: member.name, subjectId: memberId };
  if (!allowed) {
    const existing = await findGrant(ctx, roomId, memberId);
    if (existing === null) return;
    await ctx.db.delete("roomMembers", existing._id);
    await recordActivity(ctx, admin, { kind: "roomAccessRevoked", ...event });
    return;
  }
  const granted = await grant(ctx, roomId, memberId);
  const request = await pendingAccessRequest(ctx, memberId, roomId);
  if (request !== null) {
    await ctx.db.patch("roomAccessRequests", request._id, { status: "approved", decidedBy: admin._id, decidedAt: Date.now() });
  }
  if (granted || request !== null) await recordActivity(ctx, admin, { kind: "roomAccessGranted", ...event });
}

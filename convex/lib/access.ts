// Access rules: who may see which page, act as admin, or enter which room.
// `hasX` answers, `requireX` throws the spec's message.
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { householdError, roomAccessDenied, type ErrorCode } from "./errors";
import type { PageAccess, PageKey } from "./validators";
import type { Viewer } from "./viewer";

/** Spec section 3: every page on except admin. */
export const defaultPageAccess: PageAccess = {
  dashboard: true,
  calendar: true,
  homePlan: true,
  spiritualLife: true,
  healthFitness: true,
  education: true,
  finance: true,
  public: true,
  clothing: true,
  admin: false,
};

/** An admin's flags: every page, admin included. */
export const adminPageAccess: PageAccess = { ...defaultPageAccess, admin: true };

/** Throws unless the caller is signed in and belongs to the family. */
export function requireMember(viewer: Viewer | null): Doc<"members"> {
  if (viewer === null) throw householdError("AUTH_REQUIRED");
  if (viewer.member === null) throw householdError("AWAITING_APPROVAL");
  return viewer.member;
}

/** What page checks need of a member; the web app passes its signed-in member. */
export type PageAccessHolder = Pick<Doc<"members">, "role" | "pageAccess">;

export function isAdmin(member: PageAccessHolder): boolean {
  return member.role === "admin";
}

/** Throws `denied` (the spec's message for that action) unless the member is an admin. */
export function requireAdmin(member: PageAccessHolder, denied: ErrorCode = "ADMIN_REQUIRED"): void {
  if (!isAdmin(member)) throw householdError(denied);
}

export function hasPageAccess(member: PageAccessHolder, page: PageKey): boolean {
  // The Admin page comes with the admin role and only with it: the stored admin flag mirrors
  // the role (setRole keeps it; setPageAccess cannot change it), so the page and every admin
  // power on the server answer the same question.
  if (page === "admin") return isAdmin(member);
  // The spec's routes table guards /clothing by the homePlan flag; the profile's own clothing
  // flag (Page Access's Clothing switch) must be on too, or that switch would do nothing.
  if (page === "clothing") return member.pageAccess.homePlan && member.pageAccess.clothing;
  // A member saved before the calendar page existed has no flag for it: on, as for anyone new.
  if (page === "calendar") return member.pageAccess.calendar ?? true;
  return member.pageAccess[page];
}

export function requirePageAccess(member: PageAccessHolder, page: PageKey): void {
  if (!hasPageAccess(member, page)) {
    throw householdError(page === "admin" ? "ADMIN_REQUIRED" : "PAGE_ACCESS_DENIED");
  }
}

/** Admins enter every room; a member enters rooms that list them. */
export async function hasRoomAccess(
  ctx: QueryCtx,
  member: Doc<"members">,
  roomId: Id<"rooms">,
): Promise<boolean> {
  if (isAdmin(member)) return true;
  const grant = await ctx.db
    .query("roomMembers")
    .withIndex("by_roomId_and_memberId", (q) => q.eq("roomId", roomId).eq("memberId", member._id))
    .unique();
  return grant !== null;
}

/** The room, if the member may enter it; otherwise the spec's "Access denied: …" error. */
export async function requireRoomAccess(
  ctx: QueryCtx,
  member: Doc<"members">,
  roomId: Id<"rooms">,
): Promise<Doc<"rooms">> {
  const room = await ctx.db.get("rooms", roomId);
  if (room === null) throw householdError("ROOM_NOT_FOUND");
  if (!(await hasRoomAccess(ctx, member, roomId))) throw roomAccessDenied(room.name);
  return room;
}

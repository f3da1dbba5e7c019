// One member cannot bury everyone else's requests: each kind of request (item
// requests, room access) allows this many waiting at once per member; admins
// see a handful per member at most, whoever sends them.
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { householdError } from "../lib/errors";

/** Waiting requests of one kind a member may have: plenty for a busy week. */
export const MAX_PENDING_PER_MEMBER = 20;

function refuseOver(pending: number, adding: number) {
  if (pending + adding > MAX_PENDING_PER_MEMBER) throw householdError("PENDING_REQUEST_LIMIT", { max: MAX_PENDING_PER_MEMBER });
}

/** Throws unless `adding` more item requests keep the member within the limit. */
export async function requireRoomForItemRequests(ctx: QueryCtx, member: Doc<"members">, adding: number) {
  const pending = await ctx.db
    .query("itemRequests")
    .withIndex("by_requestedBy_and_status", (q) => q.eq("requestedBy", member._id).eq("status", "pending"))
    .take(MAX_PENDING_PER_MEMBER + 1);
  refuseOver(pending.length, adding);
}

/** Throws unless one more room access request keeps the member within the limit. */
export async function requireRoomForAccessRequest(ctx: QueryCtx, member: Doc<"members">) {
  const pending = await ctx.db
    .query("roomAccessRequests")
    .withIndex("by_memberId_and_status", (q) => q.eq("memberId", member._id).eq("status", "pending"))
    .take(MAX_PENDING_PER_MEMBER + 1);
  refuseOver(pending.length, 1);
}

// Each request a member sends (a chore swap, a reward) tells every admin, in the inbox and on
// their phones. The waiting ones are capped (pendingLimit.ts), but a request taken back frees
// its place at once: asked and withdrawn in a loop, one member could tell the admins without
// end. So each kind also has an allowance per hour, counted as it is sent, like mailSends.
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { householdError } from "../lib/errors";

/** Requests of one kind a member may send in an hour, withdrawn ones included. */
export const REQUESTS_PER_HOUR = 20;
const WINDOW_MS = 60 * 60_000;

/**
 * `calendarNotice`: a calendar change that tells the people it is for. A member who may plan for
 * everyone could otherwise ring every phone in the family by editing one event over and over; past
 * the allowance the change is still made and logged, only no longer announced.
 */
export type RequestKind = "choreSwap" | "reward" | "calendarNotice";

/** Counts one request of `kind` by the member, or refuses it when their hour's allowance is used. */
export async function countRequest(ctx: MutationCtx, kind: RequestKind, memberId: Id<"members">, now: number) {
  if (!(await takeAllowance(ctx, kind, memberId, now))) throw householdError("REQUEST_RATE_LIMIT", { max: REQUESTS_PER_HOUR });
}

/** Counts one send of `kind` by the member when their hour's allowance has room; answers whether it had. */
export async function takeAllowance(ctx: MutationCtx, kind: RequestKind, memberId: Id<"members">, now: number): Promise<boolean> {
  const recent = await ctx.db
    .query("requestSends")
    .withIndex("by_memberId_and_kind_and_at", (q) => q.eq("memberId", memberId).eq("kind", kind).gt("at", now - WINDOW_MS))
    .take(REQUESTS_PER_HOUR);
  if (recent.length >= REQUESTS_PER_HOUR) return false;
  const old = await ctx.db
    .query("requestSends")
    .withIndex("by_memberId_and_kind_and_at", (q) => q.eq("memberId", memberId).eq("kind", kind).lte("at", now - WINDOW_MS))
    .take(10);
  for (const row of old) await ctx.db.delete("requestSends", row._id);
  await ctx.db.insert("requestSends", { memberId, kind, at: now });
  return true;
}

// One answer for a decision on a request that is no longer pending, whichever
// page it came from (the approval inbox, the rooms admin, the task dialog):
// "{name} already decided this request.", or the plain "already decided" when
// nobody is recorded (settled by an invitation, or the decider was deleted).
// Convex runs mutations serializably, so of two admins deciding at once the
// second re-runs after the first and lands here: one outcome, applied once.
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { householdError } from "../lib/errors";

/** Throws the refusal for a request already decided by `decidedBy` (when known). */
export async function refuseAlreadyDecided(ctx: QueryCtx, decidedBy: Id<"members"> | undefined): Promise<never> {
  const decider = decidedBy === undefined ? null : await ctx.db.get("members", decidedBy);
  if (decider === null) throw householdError("REQUEST_ALREADY_DECIDED");
  throw householdError("REQUEST_DECIDED_BY", { name: decider.name });
}

/** A request its member may still take back: theirs, and waiting (else the refusal that says why). */
export async function requireOwnWaiting(
  ctx: QueryCtx,
  memberId: Id<"members">,
  request: { memberId: Id<"members">; status: string; decidedBy?: Id<"members"> } | null,
): Promise<void> {
  if (request === null) throw householdError("NOT_FOUND");
  if (request.memberId !== memberId) throw householdError("OWN_REQUESTS_ONLY");
  if (request.status !== "pending") await refuseAlreadyDecided(ctx, request.decidedBy);
}

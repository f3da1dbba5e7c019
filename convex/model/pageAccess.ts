import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { householdError } from "../lib/errors";
import type { PageKey } from "../lib/validators";
import { recordActivity } from "./activityLog";

/**
 * Turns one page flag on or off for a member. An admin cannot remove their own
 * admin flag, and the admin flag of a non-admin cannot be turned on: it would
 * open nothing (admin pages need the admin role too), so the role is changed on
 * Family Members (model/members.ts setRole), which sets the flag with it.
 */
export async function setPageFlag(
  ctx: MutationCtx,
  admin: Doc<"members">,
  args: { memberId: Id<"members">; page: PageKey; enabled: boolean },
) {
  // Admin powers and the Admin page follow the role (lib/access.ts): Make admin / Make member.
  if (args.page === "admin") throw householdError("ADMIN_FLAG_FOLLOWS_ROLE");
  const member = await ctx.db.get("members", args.memberId);
  if (member === null) throw householdError("NOT_FOUND");
  if (member.pageAccess[args.page] === args.enabled) return;
  await ctx.db.patch("members", member._id, { pageAccess: { ...member.pageAccess, [args.page]: args.enabled } });
  await recordActivity(ctx, admin, {
    kind: "pageAccessChanged",
    memberName: member.name,
    page: args.page,
    enabled: args.enabled,
    subjectId: member._id,
  });
}

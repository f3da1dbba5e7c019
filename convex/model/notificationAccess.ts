// A notification about a page goes only to someone that page is open to: a calendar
// notification or reminder would link to a page that turns its reader away.
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { hasPageAccess } from "../lib/access";
import type { NotificationTopic } from "../lib/notifications";
import type { PageKey } from "../lib/validators";

/** The page a topic's notifications open; topics absent here are not tied to one page. */
const pageOfTopic: Partial<Record<NotificationTopic, PageKey>> = { calendar: "calendar" };

/** Whether `memberId` may be told of something in `topic` (a removed member: no). */
export async function mayBeToldOf(ctx: MutationCtx, memberId: Id<"members">, topic: NotificationTopic): Promise<boolean> {
  const page = pageOfTopic[topic];
  if (page === undefined) return true;
  const member = await ctx.db.get("members", memberId);
  return member !== null && hasPageAccess(member, page);
}

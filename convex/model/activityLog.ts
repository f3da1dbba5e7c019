// The one place that records what happened in the family. Every mutation that
// makes a request, decides one, deletes something, changes settings or changes
// a member calls `recordActivity` once, from its model function. It writes the
// activity log entry and then tells whoever the event is for (notifyFamily in
// model/notifications.ts), so neither is ever copied into the mutations.
//
// Not convex-helpers triggers: a cascade (deleting a room deletes its items)
// would log every document it removed, and a trigger does not know who acted.
import type { PaginationOptions } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type {
  ActivityEntry,
  AvatarLook,
  ActivityDetails } from "../lib/activityLog";
import { withAvatarUrl } from "./members";
import { notifyFamily } from "./notifications";
import { paginateFrom } from "./pagination";

/** Who acted: a member, or someone not (yet) in the family, known by name only (a join request). */
export type Actor = Pick<Doc<"members">, "_id" | "name"> | { _id?: undefined; name: string };

/**
 * An event and, when it is about a member other than the actor, that member (assignee,
 * requester, …). A calendar event is about several people: `audience`.
 */
export type RecordedEvent = ActivityDetails & { subjectId?: Id<"members">; audience?: Id<"members">[] };

export async function recordActivity(ctx: MutationCtx, actor: Actor, event: RecordedEvent): Promise<Id<"activityLog">> {
  const { subjectId, audience, ...details } = event;
  const entryId = await ctx.db.insert("activityLog", {
    ...(actor._id !== undefined ? { actorId: actor._id } : {}),
    actorName: actor.name,
    ...(subjectId !== undefined ? { subjectId } : {}),
    details,
  });
  await notifyFamily(ctx, actor, details, subjectId, audience);
  return entryId;
}

/** How many characters of a deleted post or comment an entry keeps. */
export const EXCERPT_LENGTH = 80;

export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1)}…`;
}

/** Newest first; only one member's actions when `memberId` is given. */
export async function listActivity(
  ctx: QueryCtx,
  args: { memberId?: Id<"members">; paginationOpts: PaginationOptions },
) {
  const { memberId } = args;
  const query =
    memberId === undefined
      ? ctx.db.query("activityLog")
      : ctx.db.query("activityLog").withIndex("by_actorId", (q) => q.eq("actorId", memberId));
  const page = await paginateFrom(query.order("desc"), args.paginationOpts);
  // Each actor read once per page, however many of its entries they made.
  const actors = new Map<Id<"members">, Promise<AvatarLook | null>>();
  const lookOf = async (id: Id<"members">): Promise<AvatarLook | null> => {
    const member = await ctx.db.get("members", id);
    if (member === null) return null;
    const { _id, name, avatarUrl, color } = await withAvatarUrl(ctx, member);
    return { _id, name, avatarUrl, color };
  };
  const actorOf = (id: Id<"members">) => {
    if (!actors.has(id)) actors.set(id, lookOf(id));
    return actors.get(id)!;
  };
  const entries: ActivityEntry[] = await Promise.all(
    page.page.map(async (entry) => ({
      _id: entry._id,
      _creationTime: entry._creationTime,
      actorId: entry.actorId ?? null,
      actorName: entry.actorName,
      actor: entry.actorId === undefined ? null : await actorOf(entry.actorId),
      details: entry.details,
    })),
  );
  return { ...page, page: entries };
}

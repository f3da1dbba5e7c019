// Who is told of what (DESIGN.md decision 14). `notifyFamily` is called by
// recordActivity only, so every event that notifies anyone does it from one
// place; the daily reminders (model/reminders.ts) call `deliverNotification`.
import type { PaginationOptions } from "convex/server";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { ActivityDetails } from "../lib/activityLog";
import { topicOf, type NotificationDetails, type NotificationTopic, type NotificationView } from "../lib/notifications";
import { householdError } from "../lib/errors";
import { preferencesOf, readFamilySettings } from "./settings";
import { paginateFrom } from "./pagination";
import { mayBeToldOf } from "./notificationAccess";

/** More admins than any family has; the query stays bounded. */
const MAX_ADMINS = 50;
/** The unread badge counts up to this and then shows "99+". */
export const UNREAD_CAP = 100;
/** "Mark all read" patches this many per transaction and schedules itself for the rest. */
export const MARK_ALL_BATCH = 500;

export async function mutedTopicsOf(ctx: QueryCtx, memberId: Id<"members">): Promise<NotificationTopic[]> {
  return (await preferencesOf(ctx, memberId))?.mutedTopics ?? [];
}

/**
 * Gives `memberId` one notification unless the family turned notifications
 * off, the member muted its topic, its page is closed to them, or (a reminder)
 * they already had it.
 * Returns whether it was delivered.
 */
export async function deliverNotification(
  ctx: MutationCtx,
  memberId: Id<"members">,
  notification: { actorName?: string; details: NotificationDetails; reminderKey?: string; aboutReader?: true },
): Promise<boolean> {
  const topic = topicOf(notification.details);
  if (topic === null) return false;
  if (!(await readFamilySettings(ctx)).notifications) return false;
  if ((await mutedTopicsOf(ctx, memberId)).includes(topic)) return false;
  if (!(await mayBeToldOf(ctx, memberId, topic))) return false;
  const { reminderKey } = notification;
  if (reminderKey !== undefined) {
    const already = await ctx.db
      .query("notifications")
      .withIndex("by_memberId_and_reminderKey", (q) => q.eq("memberId", memberId).eq("reminderKey", reminderKey))
      .first();
    if (already !== null) return false;
  }
  await ctx.db.insert("notifications", { memberId, ...notification });
  return true;
}

/**
 * The members an event is for: admins for a new request, the people in it for a calendar
 * event, else the member it is about and any others it names (a swap's new person); never the
 * one who acted.
 */
async function recipientsOf(
  ctx: MutationCtx,
  actorId: Id<"members"> | undefined,
  event: ActivityDetails,
  subjectId: Id<"members"> | undefined,
  audience: Id<"members">[] | undefined,
): Promise<Id<"members">[]> {
  const topic = topicOf(event);
  if (topic === null) return [];
  if (topic === "calendar") return [...new Set(audience ?? [])].filter((id) => id !== actorId);
  if (topic === "requests") {
    const admins = await ctx.db
      .query("members")
      .withIndex("by_role", (q) => q.eq("role", "admin"))
      .take(MAX_ADMINS);
    return admins.map((admin) => admin._id).filter((id) => id !== actorId);
  }
  return [...new Set([...(subjectId !== undefined ? [subjectId] : []), ...(audience ?? [])])].filter((id) => id !== actorId);
}

export async function notifyFamily(
  ctx: MutationCtx,
  actor: { _id?: Id<"members">; name: string },
  event: ActivityDetails,
  subjectId: Id<"members"> | undefined,
  audience?: Id<"members">[],
): Promise<void> {
  for (const memberId of await recipientsOf(ctx, actor._id, event, subjectId, audience)) {
    await deliverNotification(ctx, memberId, { actorName: actor.name, details: event, ...(memberId === subjectId ? { aboutReader: true as const } : {}) });
  }
}

/** The viewer's notifications, newest first. */
export async function listNotifications(ctx: QueryCtx, memberId: Id<"members">, paginationOpts: PaginationOptions) {
  const page = await paginateFrom(
    ctx.db
      .query("notifications")
      .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
      .order("desc"),
    paginationOpts,
  );
  const views: NotificationView[] = page.page.map((row) => ({
    _id: row._id,
    _creationTime: row._creationTime,
    actorName: row.actorName ?? null,
    details: row.details,
    read: row.readAt !== undefined,
    aboutReader: row.aboutReader === true,
  }));
  return { ...page, page: views };
}

/** How many are unread, counted up to UNREAD_CAP (the badge shows "99+" beyond). */
export async function countUnread(ctx: QueryCtx, memberId: Id<"members">): Promise<number> {
  const unread = await ctx.db
    .query("notifications")
    .withIndex("by_memberId_and_readAt", (q) => q.eq("memberId", memberId).eq("readAt", undefined))
    .take(UNREAD_CAP);
  return unread.length;
}

/** Marks one of the viewer's own notifications read; someone else's is refused as not found. */
export async function markRead(ctx: MutationCtx, memberId: Id<"members">, notificationId: Id<"notifications">) {
  const row = await ctx.db.get("notifications", notificationId);
  if (row === null || row.memberId !== memberId) throw householdError("NOT_FOUND");
  if (row.readAt === undefined) await ctx.db.patch("notifications", row._id, { readAt: Date.now() });
}

/** Marks a batch of the member's unread notifications read now, and schedules the next batch while more may remain. */
export async function markAllRead(ctx: MutationCtx, memberId: Id<"members">): Promise<void> {
  const unread = await ctx.db
    .query("notifications")
    .withIndex("by_memberId_and_readAt", (q) => q.eq("memberId", memberId).eq("readAt", undefined))
    .take(MARK_ALL_BATCH);
  const now = Date.now();
  for (const row of unread) await ctx.db.patch("notifications", row._id, { readAt: now });
  if (unread.length === MARK_ALL_BATCH) await ctx.scheduler.runAfter(0, internal.notifications.markAllReadRest, { memberId });
}

/** Mutes or unmutes one topic for the member (their own preferences row). */
export async function setTopicMuted(ctx: MutationCtx, memberId: Id<"members">, topic: NotificationTopic, muted: boolean) {
  const own = await preferencesOf(ctx, memberId);
  const others = (own?.mutedTopics ?? []).filter((t) => t !== topic);
  const mutedTopics = muted ? [...others, topic] : others;
  if (own !== null) await ctx.db.patch("preferences", own._id, { mutedTopics });
  else await ctx.db.insert("preferences", { memberId, mutedTopics });
}

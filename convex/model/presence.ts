// Presence (DESIGN.md decision 5): each open tab sends a heartbeat every
// HEARTBEAT_INTERVAL_MS while visible; a scheduled check removes a tab that
// has been silent for PRESENCE_TIMEOUT_MS. members.status is what every dot
// shows, and it is only written when it changes, so heartbeats cost readers nothing.
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { PRESENCE_TIMEOUT_MS } from "../lib/presence";
import type { PresenceStatus } from "../lib/validators";

function tabRow(ctx: MutationCtx, memberId: Id<"members">, tabId: string) {
  return ctx.db
    .query("presence")
    .withIndex("by_memberId_and_tabId", (q) => q.eq("memberId", memberId).eq("tabId", tabId))
    .unique();
}

/** Recomputes the dot from the member's open tabs and their busy choice. */
export async function refreshStatus(ctx: MutationCtx, memberId: Id<"members">): Promise<PresenceStatus | null> {
  const member = await ctx.db.get("members", memberId);
  if (member === null) return null;
  const anyTab = await ctx.db
    .query("presence")
    .withIndex("by_memberId_and_tabId", (q) => q.eq("memberId", memberId))
    .first();
  const status: PresenceStatus = anyTab === null ? "offline" : member.busy ? "busy" : "online";
  if (member.status !== status) await ctx.db.patch("members", memberId, { status });
  return status;
}

export async function recordHeartbeat(ctx: MutationCtx, member: Doc<"members">, tabId: string, now: number) {
  const row = await tabRow(ctx, member._id, tabId);
  if (row === null) await ctx.db.insert("presence", { memberId: member._id, tabId, lastSeenAt: now });
  else await ctx.db.patch("presence", row._id, { lastSeenAt: now });
  await ctx.scheduler.runAfter(PRESENCE_TIMEOUT_MS, internal.presence.expireTab, {
    memberId: member._id,
    tabId,
    seenAt: now,
  });
  return refreshStatus(ctx, member._id);
}

/** Run PRESENCE_TIMEOUT_MS after a heartbeat: if no newer one came, the tab is gone. */
export async function expireTab(ctx: MutationCtx, args: { memberId: Id<"members">; tabId: string; seenAt: number }) {
  const row = await tabRow(ctx, args.memberId, args.tabId);
  if (row !== null && row.lastSeenAt <= args.seenAt) await ctx.db.delete("presence", row._id);
  await refreshStatus(ctx, args.memberId);
}

/** The tab was closed: forget it at once instead of waiting for the timeout. */
export async function leaveTab(ctx: MutationCtx, member: Doc<"members">, tabId: string) {
  const row = await tabRow(ctx, member._id, tabId);
  if (row !== null) await ctx.db.delete("presence", row._id);
  return refreshStatus(ctx, member._id);
}

export async function setBusy(ctx: MutationCtx, member: Doc<"members">, busy: boolean) {
  await ctx.db.patch("members", member._id, { busy });
  return refreshStatus(ctx, member._id);
}

import { v } from "convex/values";
import { internalMutation } from "./_generated/server";
import { memberMutation } from "./functions";
import { householdError } from "./lib/errors";
import { expireTab as expire, leaveTab, recordHeartbeat, setBusy as chooseBusy } from "./model/presence";

/** A tab id is random and short; anything else is refused before it is stored. */
function checkTabId(tabId: string) {
  if (tabId.length === 0 || tabId.length > 64) throw householdError("UNKNOWN_TAB");
}

/** Sent every 20 s by each visible tab of a signed-in member. */
export const heartbeat = memberMutation({
  args: { tabId: v.string() },
  handler: (ctx, { tabId }) => {
    checkTabId(tabId);
    return recordHeartbeat(ctx, ctx.member, tabId, Date.now());
  },
});

/** Sent when a tab closes or is hidden. */
export const leave = memberMutation({
  args: { tabId: v.string() },
  handler: (ctx, { tabId }) => {
    checkTabId(tabId);
    return leaveTab(ctx, ctx.member, tabId);
  },
});

/** The member marks themself busy (or available again). */
export const setBusy = memberMutation({
  args: { busy: v.boolean() },
  handler: (ctx, { busy }) => chooseBusy(ctx, ctx.member, busy),
});

export const expireTab = internalMutation({
  args: { memberId: v.id("members"), tabId: v.string(), seenAt: v.number() },
  handler: (ctx, args) => expire(ctx, args),
});

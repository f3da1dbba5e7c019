// The admin's one live approval inbox (/admin/approvals, the dashboard card and
// the navigation badge). Logic in model/approvals.ts; each decision runs the
// kind's own model function.
import { v } from "convex/values";
import { adminMutation, adminQuery } from "./functions";
import { countPending, decide as decideModel, listInbox } from "./model/approvals";

export const vApprovalKind = v.union(v.literal("task"), v.literal("item"), v.literal("access"), v.literal("join"), v.literal("reward"), v.literal("swap"));

/** Every pending decision, oldest first; optionally one kind or one requester. */
export const inbox = adminQuery({
  args: { kind: v.optional(vApprovalKind), memberId: v.optional(v.id("members")) },
  handler: (ctx, args) => listInbox(ctx, ctx.member, args),
});

/** How many decisions wait (the navigation badge). */
export const count = adminQuery({
  args: {},
  handler: (ctx) => countPending(ctx),
});

/** Approve or reject one row; refused with "already decided by …" when another admin was first. */
export const decide = adminMutation({
  args: {
    target: v.union(
      v.object({ kind: v.literal("task"), id: v.id("tasks") }),
      v.object({ kind: v.literal("item"), id: v.id("itemRequests") }),
      v.object({ kind: v.literal("access"), id: v.id("roomAccessRequests") }),
      v.object({ kind: v.literal("join"), id: v.id("joinRequests") }),
      v.object({ kind: v.literal("reward"), id: v.id("rewardRedemptions") }),
      v.object({ kind: v.literal("swap"), id: v.id("choreSwapRequests") }),
    ),
    decision: v.union(v.literal("approve"), v.literal("reject")),
  },
  handler: (ctx, { target, decision }) => decideModel(ctx, ctx.member, target, decision),
});

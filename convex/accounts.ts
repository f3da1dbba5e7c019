import { v } from "convex/values";
import { accountMutation, adminMutation, adminQuery } from "./functions";
import { approveJoinRequest, joinFamily, listPendingJoinRequests, rejectJoinRequest } from "./model/accounts";

/** Called after every sign-in: loads, links or creates the caller's profile, or queues them. */
export const join = accountMutation({
  args: {},
  handler: (ctx) => joinFamily(ctx, ctx.viewer.account),
});

/** The admin's live queue of people waiting to join. */
export const pendingJoinRequests = adminQuery({
  denied: "ADD_MEMBERS",
  args: {},
  handler: (ctx) => listPendingJoinRequests(ctx),
});

export const approveJoin = adminMutation({
  denied: "ADD_MEMBERS",
  args: { requestId: v.id("joinRequests") },
  handler: (ctx, { requestId }) => approveJoinRequest(ctx, ctx.member, requestId),
});

export const rejectJoin = adminMutation({
  denied: "ADD_MEMBERS",
  args: { requestId: v.id("joinRequests") },
  handler: (ctx, { requestId }) => rejectJoinRequest(ctx, ctx.member, requestId),
});

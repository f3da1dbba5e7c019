// A member asks to enter a room; an admin approves (the member may enter) or
// rejects. Logic in model/roomAccess.ts.
import { v } from "convex/values";
import { adminMutation, adminQuery, memberMutation } from "./functions";
import * as model from "./model/roomAccess";

/** Request Access on a room card; refused if one is pending or the member may already enter. */
export const requestRoomAccess = memberMutation({
  page: "homePlan",
  args: { roomId: v.id("rooms") },
  handler: (ctx, { roomId }) => model.requestRoomAccess(ctx, ctx.member, roomId),
});

/** Admin: the pending access requests, oldest first (Access Requests tab). */
export const pending = adminQuery({
  denied: "APPROVE_ACCESS_REQUESTS",
  args: {},
  handler: (ctx) => model.pendingAccessRequests(ctx),
});

/** Admin: the member may enter the room. */
export const approve = adminMutation({
  denied: "APPROVE_ACCESS_REQUESTS",
  args: { requestId: v.id("roomAccessRequests") },
  handler: (ctx, { requestId }) => model.decideAccessRequest(ctx, ctx.member, requestId, "approved"),
});

/** Admin: the member still may not enter the room. */
export const reject = adminMutation({
  denied: "REJECT_ACCESS_REQUESTS",
  args: { requestId: v.id("roomAccessRequests") },
  handler: (ctx, { requestId }) => model.decideAccessRequest(ctx, ctx.member, requestId, "rejected"),
});

// Members' inventory changes wait here for an admin: add, delete or move.
import { v } from "convex/values";
import { adminMutation, adminQuery, memberMutation, memberQuery } from "./functions";
import { vItemInput } from "./lib/itemSchema";
import * as model from "./model/itemRequests";

const page = "homePlan" as const;
const denied = "DECIDE_PENDING_ITEMS" as const;

/** A member asks for a new item in a room they may enter ('Item Requested'). */
export const requestNewItem = memberMutation({
  page,
  args: { roomId: v.id("rooms"), parentId: v.optional(v.id("items")), item: vItemInput },
  handler: (ctx, { roomId, parentId, item }) => model.requestNewItem(ctx, ctx.member, { roomId, parentId, input: item }),
});

/** A member asks for an item to be deleted ('Deletion Requested'). */
export const requestDeletion = memberMutation({
  page,
  args: { itemId: v.id("items") },
  handler: (ctx, { itemId }) => model.requestDeletion(ctx, ctx.member, itemId),
});

/** A member asks for items to be moved (one request per item); needs access to both rooms. */
export const requestMove = memberMutation({
  page,
  args: { itemIds: v.array(v.id("items")), toRoomId: v.id("rooms"), toParentId: v.optional(v.id("items")) },
  handler: (ctx, args) => model.requestMove(ctx, ctx.member, args),
});

/** The room's pending requests, oldest first (the Pending Requests tab). */
export const forRoom = memberQuery({
  page,
  args: { roomId: v.id("rooms") },
  handler: (ctx, { roomId }) => model.pendingForRoom(ctx, ctx.member, roomId),
});

/** Admin: every pending item request, oldest first. */
export const pending = adminQuery({
  denied,
  args: {},
  handler: (ctx) => model.pendingEverywhere(ctx, ctx.member),
});

/** Admin: apply the request; `{ outcome: "itemGone" }` when what it was about is gone. */
export const approve = adminMutation({
  denied,
  args: { requestId: v.id("itemRequests") },
  handler: (ctx, { requestId }) => model.approve(ctx, ctx.member, requestId),
});

/** Admin: refuse the request; nothing else changes ('Request Rejected'). */
export const reject = adminMutation({
  denied,
  args: { requestId: v.id("itemRequests") },
  handler: (ctx, { requestId }) => model.reject(ctx, ctx.member, requestId),
});

/** The requester takes back their own pending request. */
export const withdraw = memberMutation({
  page,
  args: { requestId: v.id("itemRequests") },
  handler: (ctx, { requestId }) => model.withdraw(ctx, ctx.member, requestId),
});

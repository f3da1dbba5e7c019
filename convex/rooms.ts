// Rooms: the room cards of /home-plan, one room's header, and the admin's
// Rooms pages (add, rename, delete, who may enter). Logic in model/rooms.ts,
// model/roomAccess.ts and model/deleteRoom.ts.
import { v } from "convex/values";
import { internalMutation } from "./_generated/server";
import { adminMutation, adminQuery, memberQuery } from "./functions";
import { continueDeletingRoom, deleteRoom as remove } from "./model/deleteRoom";
import { setMemberAccess as setAccess } from "./model/roomAccess";
import * as model from "./model/rooms";

/** Room names for pickers (a task's room); a house has a handful of rooms. */
export const names = memberQuery({
  args: {},
  handler: async (ctx) => {
    const rooms = await ctx.db.query("rooms").withIndex("by_name").take(100);
    return rooms.map((room) => ({ _id: room._id, name: room.name }));
  },
});

/** The room cards: every room with the viewer's access to it (allowed, pending or denied), by name. */
export const listForViewer = memberQuery({
  page: "homePlan",
  args: {},
  handler: (ctx) => model.listForViewer(ctx, ctx.member),
});

/**
 * One room the viewer may enter (ROOM_NOT_FOUND / ROOM_ACCESS_DENIED otherwise). The id is
 * a string as typed in the address, so a mistyped /home-plan/{id} is 'Room Not Found' too.
 */
export const get = memberQuery({
  page: "homePlan",
  args: { roomId: v.string() },
  handler: (ctx, { roomId }) => model.getRoom(ctx, ctx.member, roomId),
});

/** Admin: every room with who may enter it and what waits, and the members (Rooms admin tabs). */
export const adminOverview = adminQuery({
  args: {},
  handler: (ctx) => model.adminOverview(ctx),
});

/** Admin: who may enter one room, and the family (the room page's access card); null for an id that is not (or no longer) a room. */
export const memberAccess = adminQuery({
  args: { roomId: v.string() },
  handler: (ctx, { roomId }) => model.memberAccess(ctx, roomId),
});

/** Admin: one room's details; null for an id that is not (or no longer) a room. */
export const adminDetail = adminQuery({
  args: { roomId: v.string() },
  handler: (ctx, { roomId }) => model.adminDetail(ctx, roomId),
});

/** Admin: a new room, its type guessed from the name. */
export const addRoom = adminMutation({
  denied: "ADD_ROOMS",
  args: { name: v.string() },
  handler: (ctx, { name }) => model.addRoom(ctx, ctx.member, name),
});

/** Admin: a new name (and the type it suggests). */
export const renameRoom = adminMutation({
  denied: "RENAME_ROOMS",
  args: { roomId: v.id("rooms"), name: v.string() },
  handler: (ctx, { roomId, name }) => model.renameRoom(ctx, ctx.member, roomId, name),
});

/** Admin: delete a room and everything in it (model/deleteRoom.ts). */
export const deleteRoom = adminMutation({
  denied: "DELETE_ROOMS",
  args: { roomId: v.id("rooms") },
  handler: (ctx, { roomId }) => remove(ctx, ctx.member, roomId),
});

/** Admin: let a member enter a room, or not (granting approves their pending request). */
export const setMemberAccess = adminMutation({
  denied: "MODIFY_ROOM_ACCESS",
  args: { roomId: v.id("rooms"), memberId: v.id("members"), allowed: v.boolean() },
  handler: (ctx, args) => setAccess(ctx, ctx.member, args),
});

/** What one deleteRoom could not finish in one go (model/deleteRoom.ts). */
export const finishDeletingRoom = internalMutation({
  args: { roomId: v.id("rooms"), adminId: v.id("members") },
  handler: (ctx, { roomId, adminId }) => continueDeletingRoom(ctx, roomId, adminId),
});

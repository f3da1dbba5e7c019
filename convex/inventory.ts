// Home inventory: what is where, searched and exported by anyone who may enter
// the room; changed directly by admins only (members ask through itemRequests.ts).
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internalMutation } from "./_generated/server";
import { adminMutation, memberQuery } from "./functions";
import { vItemInput } from "./lib/itemSchema";
import { memberPhotoUploads } from "./lib/photoUploads";
import * as model from "./model/inventory";
import * as views from "./model/inventoryViews";
import { exportPage as exportRows, searchItems } from "./model/inventorySearch";

const page = "homePlan" as const;
const denied = "UPDATE_ITEMS" as const;

/** A page of what lies directly in the room (no parentId) or in one container, oldest first. */
export const contents = memberQuery({
  page,
  args: { roomId: v.id("rooms"), parentId: v.optional(v.id("items")), paginationOpts: paginationOptsValidator },
  handler: (ctx, args) => views.listContents(ctx, ctx.member, args),
});

/** The room and the breadcrumb trail down to the container being shown. */
export const place = memberQuery({
  page,
  args: { roomId: v.id("rooms"), parentId: v.optional(v.id("items")) },
  handler: (ctx, args) => views.place(ctx, ctx.member, args),
});

/** The first 50 items whose name matches (and whether there are more), in one room or in every room the viewer may enter. */
export const search = memberQuery({
  page,
  args: { text: v.string(), roomId: v.optional(v.id("rooms")) },
  handler: (ctx, args) => searchItems(ctx, ctx.member, args),
});

/** Every container of a room with its path (the move-target picker). */
export const containers = memberQuery({
  page,
  args: { roomId: v.id("rooms") },
  handler: (ctx, { roomId }) => views.listContainers(ctx, ctx.member, roomId),
});

/** A page of CSV rows over every room the viewer may enter. */
export const exportPage = memberQuery({
  page,
  args: { paginationOpts: paginationOptsValidator },
  handler: (ctx, { paginationOpts }) => exportRows(ctx, ctx.member, paginationOpts),
});

/** An item photo's upload, members too: their requests carry photos (lib/photoUploads.ts). */
export const { generateUploadUrl, checkUpload } = memberPhotoUploads(page);

/** Admin: a new item in the room or in one of its containers. */
export const addItem = adminMutation({
  denied,
  args: { roomId: v.id("rooms"), parentId: v.optional(v.id("items")), item: vItemInput },
  handler: (ctx, { roomId, parentId, item }) => model.addItem(ctx, ctx.member, { roomId, parentId, input: item }),
});

/** Admin: edit an item's details and photo. */
export const updateItem = adminMutation({
  denied,
  args: { itemId: v.id("items"), item: vItemInput },
  handler: (ctx, { itemId, item }) => model.updateItem(ctx, ctx.member, itemId, item),
});

/** Admin: delete an item; a container's contents move up to where it stood. */
export const deleteItem = adminMutation({
  denied,
  args: { itemId: v.id("items") },
  handler: (ctx, { itemId }) => model.deleteItem(ctx, ctx.member, itemId),
});

/** Admin: move items (containers with their contents) into another container or room. */
export const moveItems = adminMutation({
  denied,
  args: { itemIds: v.array(v.id("items")), toRoomId: v.id("rooms"), toParentId: v.optional(v.id("items")) },
  handler: (ctx, args) => model.moveItems(ctx, ctx.member, args),
});

/** A big container moved to another room: the next batch of its contents follows. */
export const continueRoomChange = internalMutation({
  args: { fromRoomId: v.id("rooms"), toRoomId: v.id("rooms"), containerIds: v.array(v.id("items")) },
  handler: (ctx, args) => model.continueRoomChange(ctx, args),
});

/** A big container was deleted: the next batch of its contents moves up. */
export const continueMoveUp = internalMutation({
  args: { fromParentId: v.id("items"), toParentId: v.optional(v.id("items")), roomId: v.id("rooms") },
  handler: (ctx, args) => model.continueMoveUp(ctx, args),
});

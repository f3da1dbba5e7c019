// Loads the sample family. Idempotent: each piece is keyed by its name, so a
// second run adds nothing and a partly seeded database is completed.
import { addDays, format } from "date-fns";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { adminPageAccess, defaultPageAccess } from "../lib/access";
import { roomTypeFromName } from "../lib/roomTypes";
import { insertMissingStarters } from "./financeSettings";
import { newMemberColor } from "./members";
import { itemCountRow } from "./rooms";
import { defaultFamilySettings } from "./settings";
import {
  sampleClothes,
  sampleMembers,
  sampleOutfit,
  samplePosts,
  sampleRooms,
  sampleTasks,
  type SampleItem,
  type SampleMember,
} from "./sampleFamily";

/** The sample family's settings: the defaults, with their name. */
const sampleFamilySettings = { ...defaultFamilySettings, familyName: "The Carter Family" };

async function ensureMembers(ctx: MutationCtx) {
  const ids = {} as Record<SampleMember["key"], Id<"members">>;
  const existing = await ctx.db.query("members").take(500);
  for (const sample of sampleMembers) {
    const found = existing.find((m) => m.name === sample.name);
    ids[sample.key] =
      found?._id ??
      (await ctx.db.insert("members", {
        name: sample.name,
        ...(sample.email ? { email: sample.email } : {}),
        color: await newMemberColor(ctx),
        role: sample.role,
        memberType: sample.memberType,
        status: "offline",
        pageAccess: sample.role === "admin" ? adminPageAccess : defaultPageAccess,
      }));
  }
  return ids;
}

/** Inserts the items and their contents at any depth; returns how many it inserted. */
async function insertItems(
  ctx: MutationCtx,
  roomId: Id<"rooms">,
  parentId: Id<"items"> | undefined,
  items: SampleItem[],
  now: number,
): Promise<number> {
  let count = 0;
  for (const item of items) {
    const id = await ctx.db.insert("items", {
      roomId,
      ...(parentId ? { parentId } : {}),
      name: item.name,
      category: item.category,
      quantity: item.quantity ?? 1,
      condition: item.condition ?? "good",
      isContainer: item.contents !== undefined,
      ...(item.notes ? { notes: item.notes } : {}),
      lastUpdated: now,
    });
    count += 1;
    if (item.contents) count += await insertItems(ctx, roomId, id, item.contents, now);
  }
  return count;
}

/** Enough to count any sample room; a room this full was not seeded by us and keeps its count unset. */
const BACKFILL_COUNT_LIMIT = 5000;

/**
 * A room seeded before rooms kept an item count gets one (model/inventory.ts
 * keeps it from then on). Items carry their room's id at every depth.
 */
async function backfillItemCount(ctx: MutationCtx, room: Doc<"rooms">) {
  if (room.itemCount !== undefined || (await itemCountRow(ctx, room._id)) !== null) return;
  const items = await ctx.db
    .query("items")
    .withIndex("by_roomId_and_parentId", (q) => q.eq("roomId", room._id))
    .take(BACKFILL_COUNT_LIMIT);
  if (items.length < BACKFILL_COUNT_LIMIT) await ctx.db.insert("roomItemCounts", { roomId: room._id, count: items.length });
}

/** The sample clothes and their Monday outfit (only into an empty wardrobe). */
async function insertSampleClothes(ctx: MutationCtx, memberIds: Record<SampleMember["key"], Id<"members">>) {
  const clothingIds = new Map<string, Id<"clothingItems">>();
  for (const { owner, ...item } of sampleClothes) {
    clothingIds.set(item.name, await ctx.db.insert("clothingItems", { ...item, assignedTo: memberIds[owner] }));
  }
  const { owner, top, bottom, shoes, ...outfit } = sampleOutfit;
  await ctx.db.insert("outfits", {
    ...outfit,
    assignedTo: memberIds[owner],
    top: clothingIds.get(top),
    bottom: clothingIds.get(bottom),
    shoes: clothingIds.get(shoes),
    createdBy: memberIds.parent,
  });
}

export async function seedSampleFamily(ctx: MutationCtx, now: number) {
  const memberIds = await ensureMembers(ctx);

  const roomIds: Record<string, Id<"rooms">> = {};
  for (const sample of sampleRooms) {
    const found = await ctx.db
      .query("rooms")
      .withIndex("by_name", (q) => q.eq("name", sample.name))
      .first();
    if (found) {
      roomIds[sample.name] = found._id;
      await backfillItemCount(ctx, found);
      continue;
    }
    const roomId = await ctx.db.insert("rooms", { name: sample.name, type: roomTypeFromName(sample.name) });
    roomIds[sample.name] = roomId;
    for (const key of sample.members) {
      await ctx.db.insert("roomMembers", { roomId, memberId: memberIds[key] });
    }
    const count = await insertItems(ctx, roomId, undefined, sample.items, now);
    await ctx.db.insert("roomItemCounts", { roomId, count });
  }

  // The spec's sample family is English; a family's admin adds the same lists in their language.
  await insertMissingStarters(ctx, "categories", "en");
  await insertMissingStarters(ctx, "itemTypes", "en");

  if ((await ctx.db.query("tasks").first()) === null) {
    for (const task of sampleTasks) {
      await ctx.db.insert("tasks", {
        title: task.title,
        description: task.description,
        assignedTo: memberIds[task.assignee],
        dueDate: format(addDays(now, task.daysAhead), "yyyy-MM-dd"),
        status: "pending",
        priority: task.priority,
        createdBy: memberIds.parent,
        needsApproval: task.needsApproval,
        ...(task.room ? { roomId: roomIds[task.room] } : {}),
      });
    }
  }

  if ((await ctx.db.query("posts").first()) === null) {
    for (const post of samplePosts) {
      await ctx.db.insert("posts", { authorId: memberIds[post.author], body: post.body, likeCount: 0, commentCount: 0 });
    }
  }

  if ((await ctx.db.query("clothingItems").first()) === null) await insertSampleClothes(ctx, memberIds);

  if ((await ctx.db.query("familySettings").first()) === null) {
    await ctx.db.insert("familySettings", { ...sampleFamilySettings });
  }

  return { members: Object.values(memberIds), rooms: Object.values(roomIds) };
}

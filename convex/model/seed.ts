// Loads the sample family. Idempotent: each piece is keyed by its name, so a
// second run adds nothing and a partly seeded database is completed.
import { addDays, format } from "date-fns";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { adminPageAccess, defaultPageAccess } from "../lib/access";
import { defaultFamilySettings } from "./settings";
import {
  sampleFinanceCategories,
  sampleItemTypes,
  sampleMembers,
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
        role: sample.role,
        memberType: sample.memberType,
        status: "offline",
        pageAccess: sample.role === "admin" ? adminPageAccess : defaultPageAccess,
      }));
  }
  return ids;
}

async function insertItems(
  ctx: MutationCtx,
  roomId: Id<"rooms">,
  parentId: Id<"items"> | undefined,
  items: SampleItem[],
  now: number,
) {
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
    if (item.contents) await insertItems(ctx, roomId, id, item.contents, now);
  }
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
      continue;
    }
    const roomId = await ctx.db.insert("rooms", { name: sample.name, type: sample.type });
    roomIds[sample.name] = roomId;
    for (const key of sample.members) {
      await ctx.db.insert("roomMembers", { roomId, memberId: memberIds[key] });
    }
    await insertItems(ctx, roomId, undefined, sample.items, now);
  }

  for (const category of sampleFinanceCategories) {
    const found = await ctx.db
      .query("financeCategories")
      .withIndex("by_name", (q) => q.eq("name", category.name))
      .first();
    if (!found) await ctx.db.insert("financeCategories", category);
  }
  for (const name of sampleItemTypes) {
    const found = await ctx.db
      .query("itemTypes")
      .withIndex("by_name", (q) => q.eq("name", name))
      .first();
    if (!found) await ctx.db.insert("itemTypes", { name });
  }

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

  if ((await ctx.db.query("familySettings").first()) === null) {
    await ctx.db.insert("familySettings", { ...sampleFamilySettings });
  }

  return { members: Object.values(memberIds), rooms: Object.values(roomIds) };
}

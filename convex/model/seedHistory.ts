// Writes the plan of model/sampleHistory.ts into a database that has the sample family
// (model/seed.ts), one step per mutation: the new categories and rooms, then each room's
// items, then transactions a thousand at a time (with their running totals and the game),
// then tasks with the notifications they sent. Each step first looks for its own first
// row and adds nothing if it is there, so running the whole history again adds nothing
// and an interrupted run is completed.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { gameStateFor, nextStreak } from "../lib/game";
import { roomTypeFromName } from "../lib/roomTypes";
import { applyToTotals } from "./financeTotals";
import { adjustItemCount } from "./inventory";
import { MAX_CONTAINERS } from "./inventoryViews";
import { sampleMembers, sampleTasks, type SampleMember } from "./sampleFamily";
import {
  batches,
  historyCategories,
  historyItemsFor,
  historyNotifications,
  historyRooms,
  historyTasks,
  historyTransactions,
  itemsPerRoom,
  SAMPLE_ITEM_COUNT,
  TASK_BATCH,
  TRANSACTION_BATCH,
  type HistorySizes,
  type HistoryTask,
} from "./sampleHistory";

export type HistoryStep =
  | { kind: "setup" }
  | { kind: "items"; room: number; count: number }
  | { kind: "transactions"; from: number; to: number }
  | { kind: "tasks"; from: number; to: number };

/** The steps that write a history of these sizes, in order. */
export function historySteps(sizes: HistorySizes): HistoryStep[] {
  const perRoom = itemsPerRoom(Math.max(0, sizes.items - SAMPLE_ITEM_COUNT));
  return [
    { kind: "setup" },
    ...perRoom.flatMap((count, room) => (count > 0 ? [{ kind: "items" as const, room, count }] : [])),
    ...batches(sizes.transactions, TRANSACTION_BATCH).map(([from, to]) => ({ kind: "transactions" as const, from, to })),
    ...batches(Math.max(0, sizes.tasks - sampleTaskCount), TASK_BATCH).map(([from, to]) => ({ kind: "tasks" as const, from, to })),
  ];
}

/** The sample family's own tasks (model/seed.ts) count in the history's total. */
const sampleTaskCount = sampleTasks.length;

type MemberIds = Record<SampleMember["key"], Doc<"members">>;

async function sampleMemberDocs(ctx: MutationCtx): Promise<MemberIds> {
  const members = await ctx.db.query("members").take(500);
  const found = {} as MemberIds;
  for (const sample of sampleMembers) {
    const member = members.find((m) => m.name === sample.name);
    if (!member) throw new Error(`The sample family's ${sample.name} is missing: run seed:seedSampleFamily first`);
    found[sample.key] = member;
  }
  return found;
}

async function roomNamed(ctx: MutationCtx, name: string): Promise<Doc<"rooms">> {
  const room = await ctx.db
    .query("rooms")
    .withIndex("by_name", (q) => q.eq("name", name))
    .first();
  if (!room) throw new Error(`The room ${name} is missing: run the history's setup step first`);
  return room;
}

/** Writes one step; returns how many documents it added (0 when it was already done). */
export async function writeHistoryStep(ctx: MutationCtx, step: HistoryStep, sizes: HistorySizes, today: string, now: number): Promise<number> {
  switch (step.kind) {
    case "setup":
      return setUp(ctx);
    case "items":
      return writeItems(ctx, step.room, step.count, today);
    case "transactions":
      return writeTransactions(ctx, step.from, step.to, sizes, today);
    case "tasks":
      return writeTasks(ctx, step.from, step.to, sizes, today, now);
  }
}

/** The categories and rooms a family adds over the years (with who may enter each). */
async function setUp(ctx: MutationCtx): Promise<number> {
  let added = 0;
  for (const category of historyCategories) {
    const found = await ctx.db
      .query("financeCategories")
      .withIndex("by_name", (q) => q.eq("name", category.name))
      .first();
    if (found) continue;
    await ctx.db.insert("financeCategories", category);
    added += 1;
  }
  const members = await sampleMemberDocs(ctx);
  for (const room of historyRooms) {
    const found = await ctx.db
      .query("rooms")
      .withIndex("by_name", (q) => q.eq("name", room.name))
      .first();
    if (found) continue;
    const roomId = await ctx.db.insert("rooms", { name: room.name, type: roomTypeFromName(room.name) });
    for (const key of room.members) await ctx.db.insert("roomMembers", { roomId, memberId: members[key]._id });
    added += 1 + room.members.length;
  }
  return added;
}

async function writeItems(ctx: MutationCtx, roomIndex: number, count: number, today: string): Promise<number> {
  const room = await roomNamed(ctx, historyRooms[roomIndex].name);
  const items = historyItemsFor(roomIndex, count, today);
  // The first item is a top-level container whose name no sample item has ("Cupboard 1").
  const containers = await ctx.db
    .query("items")
    .withIndex("by_roomId_and_isContainer", (q) => q.eq("roomId", room._id).eq("isContainer", true))
    .take(MAX_CONTAINERS);
  if (containers.some((item) => item.parentId === undefined && item.name === items[0].name)) return 0;
  const ids: Id<"items">[] = [];
  for (const { parent, ...item } of items) {
    ids.push(
      await ctx.db.insert("items", {
        roomId: room._id,
        ...(parent === undefined ? {} : { parentId: ids[parent] }),
        ...item,
      }),
    );
  }
  await adjustItemCount(ctx, room._id, items.length);
  return items.length;
}

async function categoryNamed(ctx: MutationCtx, name: string): Promise<Id<"financeCategories">> {
  const category = await ctx.db
    .query("financeCategories")
    .withIndex("by_name", (q) => q.eq("name", name))
    .first();
  if (!category) throw new Error(`The category ${name} is missing`);
  return category._id;
}

async function itemTypeNamed(ctx: MutationCtx, name: string): Promise<Id<"itemTypes">> {
  const itemType = await ctx.db
    .query("itemTypes")
    .withIndex("by_name", (q) => q.eq("name", name))
    .first();
  if (!itemType) throw new Error(`The item type ${name} is missing`);
  return itemType._id;
}

async function writeTransactions(ctx: MutationCtx, from: number, to: number, sizes: HistorySizes, today: string): Promise<number> {
  const planned = historyTransactions(today, sizes.transactions).slice(from, to);
  const members = await sampleMemberDocs(ctx);
  const first = planned[0];
  const sameDay = await ctx.db
    .query("transactions")
    .withIndex("by_date", (q) => q.eq("date", first.date))
    .take(200);
  const isFirst = (t: Doc<"transactions">) =>
    t.description === first.description && t.amountPence === first.amountPence && t.createdBy === members[first.createdBy]._id;
  if (sameDay.some(isFirst)) return 0;

  const categoryIds = new Map<string, Id<"financeCategories">>();
  const itemTypeIds = new Map<string, Id<"itemTypes">>();
  const written: Doc<"transactions">[] = [];
  for (const { category, itemType, createdBy, ...fields } of planned) {
    if (!categoryIds.has(category)) categoryIds.set(category, await categoryNamed(ctx, category));
    if (!itemTypeIds.has(itemType)) itemTypeIds.set(itemType, await itemTypeNamed(ctx, itemType));
    const transaction = { ...fields, categoryId: categoryIds.get(category)!, itemTypeId: itemTypeIds.get(itemType)!, createdBy: members[createdBy]._id };
    const id = await ctx.db.insert("transactions", transaction);
    written.push({ ...transaction, _id: id, _creationTime: 0 });
  }
  // The same running totals and game counts the add mutation keeps (model/transactions.ts).
  await applyToTotals(ctx, written, 1);
  for (const member of Object.values(members)) {
    const dates = written.filter((t) => t.createdBy === member._id).map((t) => t.date);
    if (dates.length > 0) await addToGame(ctx, member._id, dates);
  }
  return written.length;
}

/** The member's game row after transactions added on `dates` (oldest first). */
async function addToGame(ctx: MutationCtx, memberId: Id<"members">, dates: string[]) {
  const row = await ctx.db
    .query("gameStats")
    .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
    .unique();
  let streak: { streak: number; lastTransactionDate?: string } | null = row;
  for (const date of dates) streak = nextStreak(streak, date);
  const { level, experience, nextLevelXp, transactions, badges } = gameStateFor((row?.transactions ?? 0) + dates.length);
  const fields = { level, experience, nextLevelXp, transactions, badges, ...streak! };
  if (row) await ctx.db.patch("gameStats", row._id, fields);
  else await ctx.db.insert("gameStats", { memberId, ...fields });
}

async function writeTasks(ctx: MutationCtx, from: number, to: number, sizes: HistorySizes, today: string, now: number): Promise<number> {
  const tasks = historyTasks(today, Math.max(0, sizes.tasks - sampleTaskCount));
  const members = await sampleMemberDocs(ctx);
  const first = tasks[from];
  const sameDay = await ctx.db
    .query("tasks")
    .withIndex("by_dueDate", (q) => q.eq("dueDate", first.dueDate))
    .take(200);
  if (sameDay.some((t) => t.title === first.title && t.assignedTo === members[first.assignee]._id)) return 0;

  const roomIds = new Map<string, Id<"rooms">>();
  const ids = new Map<number, Id<"tasks">>();
  for (let index = from; index < to; index++) {
    const task = tasks[index];
    if (task.room !== undefined && !roomIds.has(task.room)) roomIds.set(task.room, (await roomNamed(ctx, task.room))._id);
    ids.set(index, await ctx.db.insert("tasks", taskFields(task, members, task.room === undefined ? undefined : roomIds.get(task.room))));
  }
  let written = ids.size;
  for (const notification of historyNotifications(tasks, Math.max(0, sizes.notifications), today)) {
    const taskId = ids.get(notification.task);
    if (taskId === undefined) continue; // another batch's task
    const task = tasks[notification.task];
    const about = { taskId, taskTitle: task.title };
    const assignee = members[task.assignee];
    const readAt = notification.read ? { readAt: Math.min(now, notification.at + 2 * 60 * 60 * 1000) } : {};
    const to = members[notification.to]._id;
    switch (notification.kind) {
      case "taskAssigned":
        await ctx.db.insert("notifications", { memberId: to, actorName: members.parent.name, details: { kind: "taskAssigned", ...about, memberName: assignee.name }, ...readAt });
        break;
      case "taskCompleted":
        await ctx.db.insert("notifications", { memberId: to, actorName: assignee.name, details: { kind: "taskCompleted", ...about, needsApproval: true }, ...readAt });
        break;
      case "taskApproved":
        await ctx.db.insert("notifications", { memberId: to, actorName: members.parent.name, details: { kind: "taskApproved", ...about, memberName: assignee.name }, ...readAt });
        break;
      case "taskDue":
        await ctx.db.insert("notifications", {
          memberId: to,
          details: { kind: "taskDue", ...about, dueDate: task.dueDate, overdue: notification.day! > task.dueDate },
          reminderKey: `taskDue:${taskId}:${notification.day}`,
          ...readAt,
        });
        break;
    }
    written += 1;
  }
  return written;
}

function taskFields(task: HistoryTask, members: MemberIds, roomId: Id<"rooms"> | undefined) {
  return {
    title: task.title,
    description: task.description,
    assignedTo: members[task.assignee]._id,
    dueDate: task.dueDate,
    status: task.status,
    priority: task.priority,
    createdBy: members.parent._id,
    needsApproval: task.needsApproval,
    ...(roomId === undefined ? {} : { roomId }),
    ...(task.completedAt === undefined ? {} : { completedAt: task.completedAt }),
    ...(task.approved ? { approvalStatus: "approved" as const, approvedBy: members.parent._id } : {}),
  };
}

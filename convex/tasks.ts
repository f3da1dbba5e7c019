import { v } from "convex/values";
import { adminMutation, adminQuery, memberMutation, memberQuery } from "./functions";
import { memberPhotoUploads } from "./lib/photoUploads";
import { vPriority } from "./lib/validators";
import {
  approveTask as approve,
  assignTask as assign,
  completeTask as complete,
  editTask as edit,
  listAwaitingApproval,
  listOpenTaskCounts,
  listTasksFor,
  rejectTask as reject,
  startTask as start,
} from "./model/tasks";

const taskFields = {
  title: v.string(),
  description: v.string(),
  assignedTo: v.id("members"),
  dueDate: v.string(),
  priority: v.optional(vPriority),
  roomId: v.optional(v.id("rooms")),
  needsApproval: v.boolean(),
};

/** `today`: the family's day as the page's clock has it; chore occurrences of later days are left out. */
export const forMember = memberQuery({
  page: "dashboard",
  args: { memberId: v.id("members"), today: v.optional(v.string()) },
  handler: (ctx, { memberId, today }) => listTasksFor(ctx, ctx.member, memberId, today),
});

export const awaitingApproval = adminQuery({
  args: {},
  handler: (ctx) => listAwaitingApproval(ctx),
});

/** Open tasks per member for the member cards: everyone's for an admin, a member's own. */
export const openCounts = memberQuery({
  page: "dashboard",
  args: { today: v.optional(v.string()) },
  handler: (ctx, { today }) => listOpenTaskCounts(ctx, ctx.member, today),
});

export const assignTask = adminMutation({
  denied: "ASSIGN_TASKS",
  // Quick Actions' form requires the description too (spec section 5).
  args: { ...taskFields, requireDescription: v.optional(v.boolean()) },
  // The server's own clock decides what is past, as for events.
  handler: (ctx, args) => assign(ctx, ctx.member, args, Date.now()),
});

export const editTask = adminMutation({
  denied: "ASSIGN_TASKS",
  args: { taskId: v.id("tasks"), ...taskFields },
  handler: (ctx, { taskId, ...input }) => edit(ctx, taskId, input, Date.now()),
});

export const startTask = memberMutation({
  page: "dashboard",
  args: { taskId: v.id("tasks") },
  handler: (ctx, { taskId }) => start(ctx, ctx.member, taskId, Date.now()),
});

/** `photo`: a chore that asks for proof takes the assignee's checked upload (the steps below). */
export const completeTask = memberMutation({
  page: "dashboard",
  args: { taskId: v.id("tasks"), photo: v.optional(v.id("_storage")) },
  handler: (ctx, { taskId, photo }) => complete(ctx, ctx.member, taskId, Date.now(), photo),
});

/** A chore's photo as proof: the upload steps every photo takes (lib/photoUploads.ts). */
export const { generateUploadUrl, checkUpload } = memberPhotoUploads("dashboard");

export const approveTask = adminMutation({
  args: { taskId: v.id("tasks") },
  handler: (ctx, { taskId }) => approve(ctx, ctx.member, taskId),
});

export const rejectTask = adminMutation({
  args: { taskId: v.id("tasks") },
  handler: (ctx, { taskId }) => reject(ctx, ctx.member, taskId, Date.now()),
});

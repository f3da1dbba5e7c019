// Task life cycle (spec section 4): pending → in-progress → completed, moved
// by the assignee. A completed task that needs approval waits in the admin's
// queue; Approve records the approver, Reject records who sent it back to
// in-progress. Deciding a decided task is refused naming that admin.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isAdmin } from "../lib/access";
import { isChoreAhead } from "../lib/choreSchema";
import { fieldError, householdError, schemaError } from "../lib/errors";
import { taskFormSchema, type TaskView } from "../lib/taskSchema";
import { taskStatuses, type Priority, type TaskStatus } from "../lib/validators";
import { refuseAlreadyDecided } from "./decisions";
import { earliestEventDay } from "./events";
import { recordActivity } from "./activityLog";
import { choreTaskApproved, choreTaskCompleted, choreTaskSentBack, familyToday } from "./chores";
import { requireMemberById } from "./members";
import { claimUpload, deleteStoredFile } from "./uploads";

export type TaskInput = {
  title: string;
  description: string;
  assignedTo: Id<"members">;
  dueDate: string;
  priority?: Priority;
  roomId?: Id<"rooms">;
  needsApproval: boolean;
  /** Quick Actions' task form: every field is required, the description too (spec section 5). */
  requireDescription?: boolean;
};

/**
 * The task's fields, by the form's own schema: trimmed, within DESIGN.md decision 16's limits,
 * due today or later (by the server's clock, with the events' day of slack for time zones; an
 * edit may keep the date the task has). A new task's refusals say "Task Creation Failed", an
 * edit's "Task Update Failed".
 */
async function checkTaskInput(ctx: QueryCtx, input: TaskInput, now: number, current?: Doc<"tasks">) {
  const parsed = taskFormSchema({
    purpose: current ? "update" : "create",
    requireDescription: input.requireDescription,
    earliestDue: earliestEventDay(now),
    currentDue: current?.dueDate,
  }).safeParse({
    ...input,
    priority: input.priority ?? "medium",
    roomId: input.roomId ?? "",
  });
  if (!parsed.success)
    throw schemaError(parsed.error);
  if ((await ctx.db.get("members", input.assignedTo)) === null) throw householdError("NOT_FOUND");
  if (input.roomId && (await ctx.db.get("rooms", input.roomId)) === null) throw householdError("NOT_FOUND");
  const { title, description, dueDate, priority, needsApproval } = parsed.data;
  return {
    title,
    description,
    assignedTo: input.assignedTo,
    dueDate,
    priority,
    roomId: input.roomId,
    needsApproval,
  };
}

async function requireTask(ctx: QueryCtx, taskId: Id<"tasks">) {
  const task = await ctx.db.get("tasks", taskId);
  if (task === null) throw householdError("NOT_FOUND");
  return task;
}

export async function assignTask(ctx: MutationCtx, admin: Doc<"members">, input: TaskInput, now: number) {
  const fields = await checkTaskInput(ctx, input, now);
  const taskId = await ctx.db.insert("tasks", { ...fields, status: "pending", createdBy: admin._id });
  const assignee = await requireMemberById(ctx, fields.assignedTo);
  await recordActivity(ctx, admin, {
    kind: "taskAssigned",
    taskId,
    taskTitle: fields.title,
    memberName: assignee.name,
    subjectId: assignee._id,
  });
  return taskId;
}

export async function editTask(ctx: MutationCtx, taskId: Id<"tasks">, input: TaskInput, now: number) {
  const task = await requireTask(ctx, taskId);
  const fields = await checkTaskInput(ctx, input, now, task);
  await ctx.db.patch("tasks", taskId, fields);
}

/** Only the assignee moves their own task along. */
async function requireOwnTask(ctx: QueryCtx, member: Doc<"members">, taskId: Id<"tasks">) {
  const task = await requireTask(ctx, taskId);
  if (task.assignedTo !== member._id) throw householdError("OWN_TASKS_ONLY");
  return task;
}

export async function startTask(ctx: MutationCtx, member: Doc<"members">, taskId: Id<"tasks">, now: number) {
  const task = await requireOwnTask(ctx, member, taskId);
  if (task.status !== "pending") throw householdError("TASK_STEP_INVALID");
  // Started, a later day's turn would be kept from every re-deal of the rotation.
  await refuseChoreAhead(ctx, task, now);
  await ctx.db.patch("tasks", taskId, { status: "in-progress" });
}

/**
 * A calendar chore's occurrences are made a week ahead only to show whose turn it is: done before
 * its family day one would pay early and take the others' turns. An ordinary task may be done
 * early, and so may a chore due "N days after it was last done" (it has one occurrence at a time,
 * and done early its next comes early).
 */
async function refuseChoreAhead(ctx: QueryCtx, task: Doc<"tasks">, now: number) {
  if (task.choreId === undefined || task.occurrenceDate === undefined) return;
  if (task.occurrenceDate <= (await familyToday(ctx, now))) return;
  const chore = await ctx.db.get("chores", task.choreId);
  if (chore?.schedule.kind !== "after") throw householdError("CHORE_NOT_YET");
}

/**
 * The assignee completes their task. A chore that asked for a photo as proof takes one: the
 * member's own checked upload (model/uploads.ts), kept on the task for the admin who approves it.
 */
export async function completeTask(ctx: MutationCtx, member: Doc<"members">, taskId: Id<"tasks">, now: number, photo?: Id<"_storage">) {
  const task = await requireOwnTask(ctx, member, taskId);
  if (task.status === "completed") throw householdError("TASK_STEP_INVALID");
  await refuseChoreAhead(ctx, task, now);
  if (task.chore?.photoProof) {
    if (photo === undefined) throw fieldError("image", "CHORE_PHOTO_REQUIRED");
    await claimUpload(ctx, member, photo);
    // A photo sent with an earlier completion that was sent back is replaced.
    if (task.proofStorageId !== undefined) await deleteStoredFile(ctx, task.proofStorageId);
  }
  await ctx.db.patch("tasks", taskId, {
    ...(task.chore?.photoProof ? { proofStorageId: photo } : {}),
    status: "completed",
    completedAt: now,
    approvalStatus: task.needsApproval ? "pending" : undefined,
    approvedBy: undefined,
    rejectedBy: undefined,
  });
  await recordActivity(ctx, member, { kind: "taskCompleted", taskId, taskTitle: task.title, needsApproval: task.needsApproval });
  await choreTaskCompleted(ctx, task, now);
}

/**
 * A completed task waiting for an admin. One already approved or sent back is
 * "already decided" (by whom, when known); one that never waited is a wrong step.
 */
async function requireAwaitingApproval(ctx: QueryCtx, taskId: Id<"tasks">) {
  const task = await requireTask(ctx, taskId);
  if (task.approvalStatus === "approved") await refuseAlreadyDecided(ctx, task.approvedBy);
  if (task.approvalStatus === "rejected") await refuseAlreadyDecided(ctx, task.rejectedBy);
  if (task.status !== "completed" || task.approvalStatus !== "pending") throw householdError("TASK_STEP_INVALID");
  return task;
}

export async function approveTask(ctx: MutationCtx, admin: Doc<"members">, taskId: Id<"tasks">) {
  const task = await requireAwaitingApproval(ctx, taskId);
  await ctx.db.patch("tasks", taskId, { approvalStatus: "approved", approvedBy: admin._id });
  await recordDecision(ctx, admin, task, "taskApproved");
  await choreTaskApproved(ctx, task);
}

/** Sends the task back for completion. */
export async function rejectTask(ctx: MutationCtx, admin: Doc<"members">, taskId: Id<"tasks">, now: number) {
  const task = await requireAwaitingApproval(ctx, taskId);
  await ctx.db.patch("tasks", taskId, {
    approvalStatus: "rejected",
    rejectedBy: admin._id,
    status: "in-progress",
    completedAt: undefined,
  });
  await recordDecision(ctx, admin, task, "taskRejected");
  await choreTaskSentBack(ctx, task, now);
}

async function recordDecision(
  ctx: MutationCtx,
  admin: Doc<"members">,
  task: Doc<"tasks">,
  kind: "taskApproved" | "taskRejected",
) {
  const assignee = await ctx.db.get("members", task.assignedTo);
  await recordActivity(ctx, admin, {
    kind,
    taskId: task._id,
    taskTitle: task.title,
    memberName: assignee?.name ?? "",
    subjectId: task.assignedTo,
  });
}

async function photoUrlOf(ctx: QueryCtx, task: Doc<"tasks">): Promise<{ photoUrl?: string }> {
  const url = task.proofStorageId !== undefined ? await ctx.storage.getUrl(task.proofStorageId) : null;
  return url !== null ? { photoUrl: url } : {};
}

/** The tasks' views with room and assignee names, reading each room and member once however many tasks share it. */
async function withNames(ctx: QueryCtx, tasks: Doc<"tasks">[]): Promise<TaskView[]> {
  const roomNames = new Map<Id<"rooms">, Promise<string | null>>();
  const memberNames = new Map<Id<"members">, Promise<string>>();
  const roomName = (id: Id<"rooms">) => {
    if (!roomNames.has(id)) roomNames.set(id, ctx.db.get("rooms", id).then((room) => room?.name ?? null));
    return roomNames.get(id)!;
  };
  const memberName = (id: Id<"members">) => {
    if (!memberNames.has(id)) memberNames.set(id, ctx.db.get("members", id).then((member) => member?.name ?? ""));
    return memberNames.get(id)!;
  };
  return Promise.all(
    tasks.map(async (task) => ({
      _id: task._id,
      _creationTime: task._creationTime,
      title: task.title,
      description: task.description,
      assignedTo: task.assignedTo,
      dueDate: task.dueDate,
      status: task.status,
      priority: task.priority,
      roomId: task.roomId,
      needsApproval: task.needsApproval,
      approvalStatus: task.approvalStatus,
      completedAt: task.completedAt,
      ...(task.chore !== undefined
        ? { chore: { points: task.chore.points, partOfDay: task.chore.partOfDay, icon: task.chore.icon, photoProof: task.chore.photoProof } }
        : {}),
      roomName: task.roomId ? await roomName(task.roomId) : null,
      assigneeName: await memberName(task.assignedTo),
      ...(await photoUrlOf(ctx, task)),
    })),
  );
}

const TASKS_PER_STATUS = 100;
/**
 * Completed tasks listed: the latest. Years of chores would otherwise fill the list with a
 * hundred done ones before anything still to do, each read again whenever a task changes.
 */
export const COMPLETED_LISTED = 20;

/** A member's tasks by due date; members may only look at their own. */
export async function listTasksFor(ctx: QueryCtx, viewer: Doc<"members">, memberId: Id<"members">, today?: string) {
  if (memberId !== viewer._id && !isAdmin(viewer)) throw householdError("ADMIN_REQUIRED");
  // Completed ones are read newest completion first, so a task just completed (and its "Approval
  // pending") is always there, whatever was done before it.
  const perStatus = await Promise.all(
    taskStatuses.map((status) =>
      status === "completed"
        ? ctx.db
            .query("tasks")
            .withIndex("by_assignedTo_and_status_and_completedAt", (q) => q.eq("assignedTo", memberId).eq("status", status))
            .order("desc")
            .take(COMPLETED_LISTED)
        : ctx.db
            .query("tasks")
            .withIndex("by_assignedTo_and_status_and_dueDate", (q) => q.eq("assignedTo", memberId).eq("status", status))
            .take(TASKS_PER_STATUS),
    ),
  );
  // Listed as read: what is still to do first, soonest due first (so overdue at the top), then what is done,
  // newest completion first; old completions never push the open ones below the fold.
  const listed = perStatus.flat().filter((task) => !isChoreAhead(task, today));
  const open = listed.filter((task) => task.status !== "completed").sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const done = listed.filter((task) => task.status === "completed");
  return withNames(ctx, [...open, ...done]);
}

/** Completed tasks waiting for an admin, oldest completion first. */
export async function listAwaitingApproval(ctx: QueryCtx) {
  const tasks = await ctx.db
    .query("tasks")
    .withIndex("by_approvalStatus", (q) => q.eq("approvalStatus", "pending"))
    .take(100);
  tasks.sort((a, b) => (a.completedAt ?? 0) - (b.completedAt ?? 0));
  return withNames(ctx, tasks);
}

/** Tasks still to do: not started yet, or started (a rejected task is back in progress). */
const OPEN_STATUSES: TaskStatus[] = ["pending", "in-progress"];
const OPEN_COUNTED_PER_STATUS = 100;

async function openTaskCount(ctx: QueryCtx, memberId: Id<"members">, today: string | undefined) {
  const perStatus = await Promise.all(
    OPEN_STATUSES.map((status) =>
      ctx.db
        .query("tasks")
        .withIndex("by_assignedTo_and_status", (q) => q.eq("assignedTo", memberId).eq("status", status))
        .take(OPEN_COUNTED_PER_STATUS),
    ),
  );
  return perStatus.reduce((sum, tasks) => sum + tasks.filter((task) => !isChoreAhead(task, today)).length, 0);
}

const MEMBERS_COUNTED = 200;

/**
 * Open tasks per member, for the badges on the member cards: an admin gets
 * everyone's, a member their own. Reads only open tasks, through the index.
 */
export async function listOpenTaskCounts(ctx: QueryCtx, viewer: Doc<"members">, today?: string) {
  const members = isAdmin(viewer) ? await ctx.db.query("members").take(MEMBERS_COUNTED) : [viewer];
  return Promise.all(members.map(async (member) => ({ memberId: member._id, open: await openTaskCount(ctx, member._id, today) })));
}

// Asking to swap a chore's turn: the member whose occurrence it is asks to give it to someone
// else in the chore, with a short note; the request waits in the approval inbox. Approving gives
// the occurrence away through swapOccurrence (model/chores.ts), recording that its person asked.
// An occurrence that changed before the decision (done, started, skipped, deleted, given to
// someone else, or its day gone) closes the request unapplied: nothing is half swapped.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { CHORE_PEOPLE_MAX } from "../lib/choreSchema";
import { fieldError, householdError } from "../lib/errors";
import { NAME_MAX_LENGTH } from "../lib/text";
import { recordActivity } from "./activityLog";
import { familyToday, peopleOf, swapOccurrence } from "./chores";
import { refuseAlreadyDecided, requireOwnWaiting } from "./decisions";
import { memberNames } from "./members";
import { MAX_PENDING_PER_MEMBER } from "./pendingLimit";
import { countRequest } from "./requestRate";

/** Requests waiting across the family that the inbox reads at once. */
export const PENDING_LIST_MAX = 200;
/** A note is short: it says why, in a line. */
export const SWAP_NOTE_MAX_LENGTH = NAME_MAX_LENGTH;

async function openOf(ctx: QueryCtx, memberId: Id<"members">): Promise<Doc<"choreSwapRequests">[]> {
  return ctx.db
    .query("choreSwapRequests")
    .withIndex("by_memberId_and_status", (q) => q.eq("memberId", memberId).eq("status", "pending"))
    .take(MAX_PENDING_PER_MEMBER + 1);
}

/** The viewer's own waiting requests, for the chores page's "Withdraw request". */
export async function myOpenRequests(ctx: QueryCtx, member: Doc<"members">) {
  const requests = await openOf(ctx, member._id);
  return Promise.all(
    requests.map(async (request) => ({
      _id: request._id,
      taskId: request.taskId,
      day: request.day,
      toName: (await ctx.db.get("members", request.toMemberId))?.name ?? "",
      requestedAt: request._creationTime,
    })),
  );
}

type Ask = { taskId: Id<"tasks">; toMemberId: Id<"members">; note: string };

/** The member asks to give their own pending occurrence of today or later to someone else in the chore. */
export async function askSwap(ctx: MutationCtx, member: Doc<"members">, ask: Ask, now: number): Promise<Id<"choreSwapRequests">> {
  const task = await ctx.db.get("tasks", ask.taskId);
  if (task === null) throw householdError("NOT_FOUND");
  const { choreId, occurrenceDate: day } = task;
  if (choreId === undefined || day === undefined || task.chore === undefined) throw householdError("NOT_A_CHORE");
  if (task.assignedTo !== member._id) throw householdError("CHORE_SWAP_NOT_YOURS");
  if (task.status !== "pending" || day < (await familyToday(ctx, now))) throw householdError("CHORE_SWAP_NOT_OPEN");
  const note = ask.note.trim();
  if (note.length > SWAP_NOTE_MAX_LENGTH) throw fieldError("note", "CHORE_SWAP_NOTE");
  if (ask.toMemberId === member._id) throw fieldError("memberId", "CHORE_SWAP_SAME");
  const to = await ctx.db.get("members", ask.toMemberId);
  if (to === null || !(await peopleOf(ctx, choreId)).includes(to._id)) throw fieldError("memberId", "CHORE_SWAP_NOT_IN_CHORE");
  if (await hasSameDay(ctx, choreId, day, to._id)) throw fieldError("memberId", "CHORE_SWAP_TAKEN");
  const open = await ctx.db
    .query("choreSwapRequests")
    .withIndex("by_taskId_and_status", (q) => q.eq("taskId", task._id).eq("status", "pending"))
    .first();
  if (open !== null) throw fieldError("taskId", "CHORE_SWAP_PENDING");
  if ((await openOf(ctx, member._id)).length + 1 > MAX_PENDING_PER_MEMBER) {
    throw householdError("PENDING_REQUEST_LIMIT", { max: MAX_PENDING_PER_MEMBER });
  }
  await countRequest(ctx, "choreSwap", member._id, now);
  const requestId = await ctx.db.insert("choreSwapRequests", {
    memberId: member._id,
    taskId: task._id,
    choreId,
    toMemberId: to._id,
    title: task.title,
    day,
    ...(note ? { note } : {}),
    status: "pending",
  });
  await recordActivity(ctx, member, { kind: "choreSwapRequested", taskId: task._id, taskTitle: task.title, date: day, toName: to.name });
  return requestId;
}

/** Whether `memberId` already has an occurrence of the chore on `day` (an "everyone" or "anyone" chore). */
async function hasSameDay(ctx: QueryCtx, choreId: Id<"chores">, day: string, memberId: Id<"members">): Promise<boolean> {
  const sameDay = await ctx.db
    .query("tasks")
    .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", choreId).eq("occurrenceDate", day))
    .take(CHORE_PEOPLE_MAX);
  return sameDay.some((task) => task.assignedTo === memberId);
}

/** The requester takes back a request still waiting. */
export async function withdrawSwap(ctx: MutationCtx, member: Doc<"members">, requestId: Id<"choreSwapRequests">): Promise<null> {
  await requireOwnWaiting(ctx, member._id, await ctx.db.get("choreSwapRequests", requestId));
  await ctx.db.delete("choreSwapRequests", requestId);
  return null;
}

/** Admin: every waiting request with the names of who asks and who would take it, oldest first. */
export async function pendingSwaps(ctx: QueryCtx) {
  const requests = await ctx.db
    .query("choreSwapRequests")
    .withIndex("by_status", (q) => q.eq("status", "pending"))
    .take(PENDING_LIST_MAX);
  const nameOf = memberNames(ctx);
  const rows = await Promise.all(
    requests.map(async (request) => {
      const [memberName, toName] = await Promise.all([nameOf(request.memberId), nameOf(request.toMemberId)]);
      // A request whose member was just deleted goes with them (deleteMember).
      if (memberName === null || toName === null) return null;
      return {
        _id: request._id,
        _creationTime: request._creationTime,
        memberId: request.memberId,
        memberName,
        toName,
        title: request.title,
        day: request.day,
        ...(request.note !== undefined ? { note: request.note } : {}),
      };
    }),
  );
  return rows.filter((row) => row !== null);
}

async function requirePending(ctx: QueryCtx, requestId: Id<"choreSwapRequests">) {
  const request = await ctx.db.get("choreSwapRequests", requestId);
  if (request === null) throw householdError("NOT_FOUND");
  if (request.status !== "pending") await refuseAlreadyDecided(ctx, request.decidedBy);
  const [member, to] = await Promise.all([ctx.db.get("members", request.memberId), ctx.db.get("members", request.toMemberId)]);
  if (member === null || to === null) throw householdError("NOT_FOUND");
  return { request, member, to };
}

/** Whether the occurrence is still as it was asked about: the asker's, not started, not past, the other still in the chore. */
async function stillAsAsked(ctx: QueryCtx, request: Doc<"choreSwapRequests">, now: number): Promise<boolean> {
  const task = await ctx.db.get("tasks", request.taskId);
  if (task === null || task.choreId !== request.choreId || task.occurrenceDate !== request.day) return false;
  if (task.assignedTo !== request.memberId || task.status !== "pending") return false;
  if (request.day < (await familyToday(ctx, now))) return false;
  if (!(await peopleOf(ctx, request.choreId)).includes(request.toMemberId)) return false;
  return !(await hasSameDay(ctx, request.choreId, request.day, request.toMemberId));
}

/**
 * Admin: gives the occurrence to the other person, recording that its person asked. One that
 * changed meanwhile closes the request as declined, unapplied, and says so (`occurrenceChanged`).
 */
export async function approveSwap(
  ctx: MutationCtx,
  admin: Doc<"members">,
  requestId: Id<"choreSwapRequests">,
  now: number,
): Promise<{ outcome: "applied" | "occurrenceChanged" }> {
  const { request, member, to } = await requirePending(ctx, requestId);
  if (!(await stillAsAsked(ctx, request, now))) {
    await close(ctx, admin, request, member, to, { occurrenceChanged: true });
    return { outcome: "occurrenceChanged" };
  }
  await swapOccurrence(ctx, admin, request.taskId, request.toMemberId, now, { requested: true });
  await ctx.db.patch("choreSwapRequests", requestId, { status: "approved", decidedBy: admin._id });
  // Told to the one who asked and to the one who takes the turn.
  await recordActivity(ctx, admin, {
    kind: "choreSwapApproved",
    ...about(request, to),
    memberName: member.name,
    subjectId: member._id,
    audience: [to._id],
  });
  return { outcome: "applied" };
}

/** Admin: says no; the occurrence stays as it is. */
export async function rejectSwap(ctx: MutationCtx, admin: Doc<"members">, requestId: Id<"choreSwapRequests">): Promise<null> {
  const { request, member, to } = await requirePending(ctx, requestId);
  await close(ctx, admin, request, member, to, { occurrenceChanged: false });
  return null;
}

async function close(
  ctx: MutationCtx,
  admin: Doc<"members">,
  request: Doc<"choreSwapRequests">,
  member: Doc<"members">,
  to: Doc<"members">,
  { occurrenceChanged }: { occurrenceChanged: boolean },
) {
  await ctx.db.patch("choreSwapRequests", request._id, {
    status: "rejected",
    decidedBy: admin._id,
    ...(occurrenceChanged ? { occurrenceChanged } : {}),
  });
  await recordActivity(ctx, admin, {
    kind: "choreSwapRejected",
    ...about(request, to),
    memberName: member.name,
    occurrenceChanged,
    subjectId: member._id,
  });
}

function about(request: Doc<"choreSwapRequests">, to: Doc<"members">) {
  return { taskId: request.taskId, taskTitle: request.title, date: request.day, toName: to.name };
}

// The admin's one approval inbox: every pending decision of the family, oldest
// first. It reads each kind's own pending list (the same bounded, indexed reads
// the rooms pages and the task dialog use; join requests are listed and decided
// here only) and decides through each kind's own model function, so the
// rules of a decision live in one place, the "already decided by …" refusal for
// an admin who lost a race included (model/decisions.ts). What it adds is a
// single shape for a row.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { approveJoinRequest, listPendingJoinRequests, rejectJoinRequest } from "./accounts";
import { approveSwap, pendingSwaps, rejectSwap } from "./choreSwaps";
import * as itemRequests from "./itemRequests";
import { approveRedemption, pendingRedemptions, rejectRedemption } from "./rewards";
import { decideAccessRequest, pendingAccessRequests } from "./roomAccess";
import {
  APPROVAL_KINDS,
  type ApprovalKind,
  type ApprovalRow,
  type Decision,
  type DecisionTarget,
  type Inbox,
} from "../lib/approvals";
import { approveTask, listAwaitingApproval, rejectTask } from "./tasks";


/**
 * Rows read per kind, at most. A family has a handful of pending decisions;
 * each source list is itself bounded (tasks 100, items 200, access 200, joins
 * 100, rewards 200, swaps 200), and the inbox shows at most this many of each, saying so when there are more.
 */
export const INBOX_PER_KIND = 100;


type Filter = { kind?: ApprovalKind; memberId?: Id<"members"> };

async function readKind(ctx: QueryCtx, admin: Doc<"members">, kind: ApprovalKind): Promise<ApprovalRow[]> {
  switch (kind) {
    case "task":
      return Promise.all(
        (await listAwaitingApproval(ctx)).map(async (task) => {
          // A chore's photo as proof, for the admin to look at before approving.
          const photoUrl = task.photoUrl ?? null;
          return {
            kind,
            id: task._id,
            requester: { _id: task.assignedTo, name: task.assigneeName },
            what: task.title,
            ...(task.roomName ? { where: task.roomName } : {}),
            ...(photoUrl !== null ? { photoUrl } : {}),
            // A chore's points at stake: what approving pays (promised when it was made).
            ...(task.chore !== undefined ? { points: task.chore.points } : {}),
            requestedAt: task.completedAt ?? task._creationTime,
          };
        }),
      );
    case "item":
      return (await itemRequests.pendingEverywhere(ctx, admin)).map((request) => ({
        kind,
        id: request._id,
        requester: { _id: request.requestedBy, name: request.requestedByName },
        what: request.name,
        action: request.action,
        where: request.roomName,
        ...(request.path ? { whereInside: request.path } : {}),
        ...(request.action === "move" ? { to: [request.toRoomName ?? "", ...(request.toPath ?? [])] } : {}),
        requestedAt: request._creationTime,
      }));
    case "access":
      return (await pendingAccessRequests(ctx)).map((request) => ({
        kind,
        id: request._id,
        requester: { _id: request.memberId, name: request.memberName },
        what: request.roomName,
        where: request.roomName,
        requestedAt: request._creationTime,
      }));
    case "join":
      return (await listPendingJoinRequests(ctx)).map((request) => ({
        kind,
        id: request._id,
        requester: { name: request.name },
        what: request.name,
        email: request.email,
        requestedAt: request._creationTime,
      }));
    case "reward":
      return (await pendingRedemptions(ctx)).map((request) => ({
        kind,
        id: request._id,
        requester: { _id: request.memberId, name: request.memberName },
        what: request.name,
        cost: request.cost,
        ...(request.moneyPence !== undefined ? { moneyPence: request.moneyPence } : {}),
        requestedAt: request._creationTime,
      }));
    case "swap":
      return (await pendingSwaps(ctx)).map((request) => ({
        kind,
        id: request._id,
        requester: { _id: request.memberId, name: request.memberName },
        what: request.title,
        day: request.day,
        toName: request.toName,
        ...(request.note !== undefined ? { note: request.note } : {}),
        requestedAt: request._creationTime,
      }));
  }
}

/** Every pending decision matching the filter, oldest first. */
export async function listInbox(ctx: QueryCtx, admin: Doc<"members">, filter: Filter): Promise<Inbox> {
  const kinds = filter.kind ? [filter.kind] : APPROVAL_KINDS;
  const perKind = await Promise.all(kinds.map((kind) => readKind(ctx, admin, kind)));
  const more: Inbox["more"] = {};
  const rows: ApprovalRow[] = [];
  perKind.forEach((kindRows, index) => {
    const mine = filter.memberId ? kindRows.filter((row) => row.requester._id === filter.memberId) : kindRows;
    mine.sort((a, b) => a.requestedAt - b.requestedAt);
    // A full source list may have left some out: say so rather than claim it is everything.
    if (mine.length > INBOX_PER_KIND || kindRows.length >= INBOX_PER_KIND) more[kinds[index]] = true;
    rows.push(...mine.slice(0, INBOX_PER_KIND));
  });
  rows.sort((a, b) => a.requestedAt - b.requestedAt);
  return { rows, more };
}

/** Counted per kind, at most; the badge shows "99+" past it. */
export const COUNT_CAP = 100;

/**
 * How many decisions wait, for the navigation badge: index reads of the
 * pending documents only, no names joined (it re-runs on every request).
 */
export async function countPending(ctx: QueryCtx): Promise<number> {
  const counts = await Promise.all([
    ctx.db
      .query("tasks")
      .withIndex("by_approvalStatus", (q) => q.eq("approvalStatus", "pending"))
      .take(COUNT_CAP),
    ctx.db
      .query("itemRequests")
      .withIndex("by_status", (q) => q.eq("status", "pending"))
      .take(COUNT_CAP),
    ctx.db
      .query("roomAccessRequests")
      .withIndex("by_status", (q) => q.eq("status", "pending"))
      .take(COUNT_CAP),
    ctx.db
      .query("joinRequests")
      .withIndex("by_status", (q) => q.eq("status", "pending"))
      .take(COUNT_CAP),
    ctx.db
      .query("rewardRedemptions")
      .withIndex("by_status", (q) => q.eq("status", "pending"))
      .take(COUNT_CAP),
    ctx.db
      .query("choreSwapRequests")
      .withIndex("by_status", (q) => q.eq("status", "pending"))
      .take(COUNT_CAP),
  ]);
  return counts.reduce((sum, docs) => sum + docs.length, 0);
}


/**
 * Applies the decision through the kind's own model function: its rules, its
 * activity entry, and its refusal when another admin decided first.
 */
export async function decide(
  ctx: MutationCtx,
  admin: Doc<"members">,
  target: DecisionTarget,
  decision: Decision,
): Promise<{ outcome: "applied" | "itemGone" | "occurrenceChanged" }> {
  const approve = decision === "approve";
  switch (target.kind) {
    case "task":
      await (approve ? approveTask(ctx, admin, target.id) : rejectTask(ctx, admin, target.id, Date.now()));
      return { outcome: "applied" };
    case "item":
      if (approve) return itemRequests.approve(ctx, admin, target.id);
      await itemRequests.reject(ctx, admin, target.id);
      return { outcome: "applied" };
    case "access":
      await decideAccessRequest(ctx, admin, target.id, approve ? "approved" : "rejected");
      return { outcome: "applied" };
    case "join":
      await (approve ? approveJoinRequest(ctx, admin, target.id) : rejectJoinRequest(ctx, admin, target.id));
      return { outcome: "applied" };
    case "reward":
      await (approve ? approveRedemption(ctx, admin, target.id) : rejectRedemption(ctx, admin, target.id));
      return { outcome: "applied" };
    case "swap":
      if (approve) return approveSwap(ctx, admin, target.id, Date.now());
      await rejectSwap(ctx, admin, target.id);
      return { outcome: "applied" };
  }
}

// A member on the family screen: they tap their face and enter their PIN; the
// unlock is a random token (its SHA-256 is stored), valid for 2 minutes after
// their last action, and the task steps then run through model/tasks.ts AS that
// member, so the activity log, the approval inbox and the notifications see who
// did it. Five wrong PINs, counted across every screen, lock that member on
// all of them for five minutes; each further lockout in a row lasts twice as
// long (up to a day), until the right PIN or a new one from an admin, so 10,000
// PINs cannot be tried by waiting out the lockouts or by adding screens.
//
// Queries never read the clock: an unlock's end and a lockout's end are
// scheduled deletions (internal functions in familyScreen.ts); the mutations
// still compare with Date.now() in case a scheduled run is late.
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { hasPageAccess } from "../lib/access";
import { householdError } from "../lib/errors";
import { memberColor } from "../lib/memberColors";
import { hashSecret, newSecret, verifyPin } from "../lib/pins";
import { redeem } from "./rewards";
import { attemptsOf, choreBadgesOf, isChoreTask, memberDayOf, openTasksBeside, pinOf, requireScreen, requireScreenDay, SCREEN_CHILDREN } from "./familyScreen";
import { withAvatarUrl } from "./members";
import { markAllRead } from "./notifications";
import { balanceOf } from "./points";
import { completeTask, startTask } from "./tasks";
import { issueUploadUrl } from "./uploads";

export const UNLOCK_MS = 2 * 60 * 1000;
export const LOCKOUT_MS = 5 * 60 * 1000;
export const MAX_LOCKOUT_MS = 24 * 60 * 60 * 1000;
export const MAX_PIN_FAILURES = 5;
const PANEL_TASKS = 50;
/**
 * Open tasks due after today read per status for the panel, to find its ones that are not
 * chores among the next week's occurrences (a child with ten daily chores has sixty).
 */
const PANEL_UPCOMING_READ = 150;
/** The family's pending task approvals read for one member's panel. */
const PENDING_APPROVALS_READ = 200;
const PANEL_NOTIFICATIONS = 10;

export type UnlockResult =
  | { ok: true; unlockToken: string; expiresAt: number }
  | { ok: false; reason: "wrongPin"; triesLeft: number }
  | { ok: false; reason: "locked"; lockedUntil: number }
  | { ok: false; reason: "noPin" }
  | { ok: false; reason: "dashboardOff" };

/** How long the n-th lockout in a row lasts: 5 minutes, then 10, 20, 40 … at most a day. */
export function lockoutLength(lockoutsInARow: number): number {
  return Math.min(LOCKOUT_MS * 2 ** Math.max(0, lockoutsInARow - 1), MAX_LOCKOUT_MS);
}

/** Ends a member's unlocks on one screen (a new unlock, a lockout). */
async function endUnlocks(ctx: MutationCtx, screenId: Id<"familyScreens">, memberId?: Id<"members">) {
  const unlocks = await ctx.db
    .query("screenUnlocks")
    .withIndex("by_screenId", (q) => q.eq("screenId", screenId))
    .take(SCREEN_CHILDREN);
  for (const unlock of unlocks) {
    if (memberId === undefined || unlock.memberId === memberId) await ctx.db.delete("screenUnlocks", unlock._id);
  }
}

/**
 * A member taps their face and enters their PIN. The outcome is returned, not
 * thrown, so a wrong PIN's count is kept. Five wrong PINs in a row, on any
 * screens, lock that member on every screen for five minutes (longer each time);
 * a right PIN resets the count. One member is unlocked on a screen at a time.
 */
export async function unlockMember(
  ctx: MutationCtx,
  screen: Doc<"familyScreens">,
  args: { memberId: Id<"members">; pin: string },
  now: number,
): Promise<UnlockResult> {
  const member = await ctx.db.get("members", args.memberId);
  if (member === null) throw householdError("NOT_FOUND");
  await ctx.db.patch("familyScreens", screen._id, { lastSeenAt: now });
  // Refused before the PIN is read, so no try is counted: the flag is no secret (the view shows it).
  if (!hasPageAccess(member, "dashboard")) return { ok: false, reason: "dashboardOff" };
  const attempt = await attemptsOf(ctx, member._id);
  if (attempt?.lockedUntil !== undefined && attempt.lockedUntil > now) {
    return { ok: false, reason: "locked", lockedUntil: attempt.lockedUntil };
  }
  const pin = await pinOf(ctx, member._id);
  if (pin === null) return { ok: false, reason: "noPin" };
  if (await verifyPin(args.pin, pin.hash)) {
    if (attempt !== null) await ctx.db.delete("pinAttempts", attempt._id);
    await endUnlocks(ctx, screen._id);
    const unlockToken = newSecret();
    const expiresAt = now + UNLOCK_MS;
    const unlockId = await ctx.db.insert("screenUnlocks", {
      screenId: screen._id,
      memberId: member._id,
      tokenHash: await hashSecret(unlockToken),
      expiresAt,
    });
    await ctx.scheduler.runAt(expiresAt, internal.familyScreen.expireUnlock, { unlockId });
    return { ok: true, unlockToken, expiresAt };
  }
  // A lockout that has ended starts the count again.
  const failures = (attempt?.lockedUntil === undefined ? (attempt?.failures ?? 0) : 0) + 1;
  if (failures >= MAX_PIN_FAILURES) {
    const lockouts = (attempt?.lockouts ?? 0) + 1;
    const lockedUntil = now + lockoutLength(lockouts);
    if (attempt === null) {
      await ctx.db.insert("pinAttempts", { memberId: member._id, failures, lockedUntil, lockouts });
    } else {
      await ctx.db.patch("pinAttempts", attempt._id, { failures, lockedUntil, lockouts });
    }
    await endUnlocks(ctx, screen._id, member._id);
    await ctx.scheduler.runAt(lockedUntil, internal.familyScreen.endLockout, { memberId: member._id });
    return { ok: false, reason: "locked", lockedUntil };
  }
  if (attempt === null) {
    await ctx.db.insert("pinAttempts", { memberId: member._id, failures });
  } else {
    await ctx.db.patch("pinAttempts", attempt._id, { failures, lockedUntil: undefined });
  }
  return { ok: false, reason: "wrongPin", triesLeft: MAX_PIN_FAILURES - failures };
}

/**
 * Scheduled at a lockout's end: the member may try again (the family view
 * shows them unlocked). The count of lockouts in a row stays, so the next one
 * is longer; the right PIN, or a new one, clears it.
 */
export async function endLockout(ctx: MutationCtx, memberId: Id<"members">, now: number) {
  const attempt = await attemptsOf(ctx, memberId);
  if (attempt?.lockedUntil !== undefined && attempt.lockedUntil <= now) {
    await ctx.db.patch("pinAttempts", attempt._id, { failures: 0, lockedUntil: undefined });
  }
}

/** Scheduled at an unlock's end; an unlock extended since then is left alone (its own run comes later). */
export async function expireUnlock(ctx: MutationCtx, unlockId: Id<"screenUnlocks">, now: number) {
  const unlock = await ctx.db.get("screenUnlocks", unlockId);
  if (unlock !== null && unlock.expiresAt <= now) await ctx.db.delete("screenUnlocks", unlockId);
}

// ---- Acting as the unlocked member -------------------------------------------------

export type Unlocked = { screen: Doc<"familyScreens">; unlock: Doc<"screenUnlocks">; member: Doc<"members"> };

/**
 * The member unlocked on this screen by this token. A query trusts the row (its
 * scheduled deletion ends it); a mutation, given `now`, also refuses one past its
 * time. Either way a lockout of that member on this screen ends it.
 */
export async function requireUnlocked(ctx: QueryCtx, screenKey: string, unlockToken: string, now?: number): Promise<Unlocked> {
  const screen = await requireScreen(ctx, screenKey);
  const tokenHash = unlockToken ? await hashSecret(unlockToken) : null;
  const unlock =
    tokenHash === null
      ? null
      : await ctx.db
          .query("screenUnlocks")
          .withIndex("by_tokenHash", (q) => q.eq("tokenHash", tokenHash))
          .unique();
  if (unlock === null || unlock.screenId !== screen._id) throw householdError("SCREEN_UNLOCK_ENDED");
  if (now !== undefined && unlock.expiresAt <= now) throw householdError("SCREEN_UNLOCK_ENDED");
  const member = await ctx.db.get("members", unlock.memberId);
  if (member === null) throw householdError("SCREEN_UNLOCK_ENDED");
  // The unlocked panel is the member's Dashboard on the wall: its flag holds here too, also when
  // an admin switches it off while the panel is open.
  if (!hasPageAccess(member, "dashboard")) throw householdError("SCREEN_DASHBOARD_OFF");
  const attempt = await attemptsOf(ctx, member._id);
  if (attempt?.lockedUntil !== undefined && (now === undefined || attempt.lockedUntil > now)) {
    throw householdError("SCREEN_UNLOCK_ENDED");
  }
  return { screen, unlock, member };
}

/** Each action keeps the member unlocked for another two minutes. */
async function extendUnlock(ctx: MutationCtx, { screen, unlock }: Unlocked, now: number) {
  const expiresAt = now + UNLOCK_MS;
  await ctx.db.patch("screenUnlocks", unlock._id, { expiresAt });
  await ctx.db.patch("familyScreens", screen._id, { lastSeenAt: now });
  await ctx.scheduler.runAt(expiresAt, internal.familyScreen.expireUnlock, { unlockId: unlock._id });
}

/**
 * The member's completed tasks an admin has not yet approved, newest first: a
 * child who completed one sees it waiting, not gone. Pending approvals are few
 * (the inbox's), so the family's are read and the member's kept.
 */
async function awaitingApprovalOf(ctx: QueryCtx, memberId: Id<"members">) {
  const pending = await ctx.db
    .query("tasks")
    .withIndex("by_approvalStatus", (q) => q.eq("approvalStatus", "pending"))
    .order("desc")
    .take(PENDING_APPROVALS_READ);
  return pending.filter((task) => task.assignedTo === memberId && task.status === "completed");
}

/**
 * The member's open tasks due after today that are not chores, oldest due first: something set
 * for Saturday can be done early, but tomorrow's "make your bed" waits for tomorrow.
 */
async function upcomingTasksOf(ctx: QueryCtx, memberId: Id<"members">, today: string, limit: number) {
  return (await openTasksBeside(ctx, memberId, "after", today, PANEL_UPCOMING_READ)).filter((task) => !isChoreTask(task)).slice(0, limit);
}

/**
 * The unlocked member's own panel: their open tasks (oldest due first; of the chores, only
 * today's and any that stay due), today's chores they have done, those waiting for an admin's
 * approval, their points and their latest notifications.
 */
export async function memberPanel(ctx: QueryCtx, { member: row }: Unlocked, args: { today: string }, now: number) {
  await requireScreenDay(ctx, args.today, now);
  const member = await withAvatarUrl(ctx, row);
  const day = await memberDayOf(ctx, member._id, args.today, PANEL_TASKS);
  const open = [...day.others, ...(await upcomingTasksOf(ctx, member._id, args.today, PANEL_TASKS))].slice(0, PANEL_TASKS);
  const doneToday = new Set(day.doneChores.map((task) => task._id));
  const awaiting = (await awaitingApprovalOf(ctx, member._id)).filter((task) => !doneToday.has(task._id));
  const tasks = [...open, ...day.openChores, ...day.doneChores, ...awaiting.slice(0, Math.max(0, PANEL_TASKS - open.length))];
  const badgeOf = await choreBadgesOf(ctx, member._id, tasks);
  const roomNames = new Map<Id<"rooms">, Promise<string | null>>();
  const roomName = (id: Id<"rooms">) => {
    if (!roomNames.has(id)) roomNames.set(id, ctx.db.get("rooms", id).then((room) => room?.name ?? null));
    return roomNames.get(id)!;
  };
  const notifications = await ctx.db
    .query("notifications")
    .withIndex("by_memberId", (q) => q.eq("memberId", member._id))
    .order("desc")
    .take(PANEL_NOTIFICATIONS);
  return {
    member: {
      _id: member._id,
      name: member.name,
      color: memberColor(member),
      avatarUrl: member.avatarUrl ?? null,
      points: await balanceOf(ctx, member._id),
    },
    choresToday: day.choresToday,
    tasks: await Promise.all(
      tasks.map(async (task) => ({
        _id: task._id,
        title: task.title,
        ...(task.description ? { description: task.description } : {}),
        dueDate: task.dueDate,
        status: task.status,
        needsApproval: task.needsApproval,
        awaitingApproval: task.status === "completed" && task.approvalStatus === "pending",
        overdue: task.status !== "completed" && task.dueDate < args.today,
        roomName: task.roomId ? await roomName(task.roomId) : null,
        chore: badgeOf(task),
      })),
    ),
    notifications: notifications.map((row) => ({
      _id: row._id,
      _creationTime: row._creationTime,
      details: row.details,
      ...(row.actorName !== undefined ? { actorName: row.actorName } : {}),
      ...(row.readAt !== undefined ? { readAt: row.readAt } : {}),
      aboutReader: row.aboutReader === true,
    })),
  };
}

/** Start a task as the unlocked member: the same rules (and refusals) as tasks.startTask. */
export async function screenStartTask(ctx: MutationCtx, unlocked: Unlocked, taskId: Id<"tasks">, now: number) {
  await startTask(ctx, unlocked.member, taskId, now);
  await extendUnlock(ctx, unlocked, now);
}

/** A reward asked for by the unlocked member: to the approval inbox, as one asked on their phone. */
export async function screenRedeemReward(ctx: MutationCtx, unlocked: Unlocked, rewardId: Id<"rewards">, now: number) {
  const redemptionId = await redeem(ctx, unlocked.member, rewardId);
  await extendUnlock(ctx, unlocked, now);
  return redemptionId;
}

/** Complete a task as the unlocked member: recorded as them, to the approval inbox if it needs approval. */
export async function screenCompleteTask(
  ctx: MutationCtx,
  unlocked: Unlocked,
  taskId: Id<"tasks">,
  now: number,
  photo?: Id<"_storage">,
) {
  await completeTask(ctx, unlocked.member, taskId, now, photo);
  await extendUnlock(ctx, unlocked, now);
}

/** A photo as proof is an action too: taking it keeps the member unlocked. */
export async function screenGenerateUploadUrl(ctx: MutationCtx, unlocked: Unlocked, now: number) {
  await extendUnlock(ctx, unlocked, now);
  // Counted under the unlocked member: a screen gives them no more than their own devices do.
  return await issueUploadUrl(ctx, unlocked.member._id);
}

/** Marks the unlocked member's notifications read; a long backlog is finished by scheduled follow-ups. */
export async function screenMarkNotificationsRead(ctx: MutationCtx, unlocked: Unlocked, now: number) {
  await markAllRead(ctx, unlocked.member._id);
  await extendUnlock(ctx, unlocked, now);
}

/** "Done" or 60 s idle: the unlock ends. An unknown or ended token is fine (nothing to end). */
export async function lockScreen(ctx: MutationCtx, screen: Doc<"familyScreens">, unlockToken: string) {
  if (!unlockToken) return;
  const tokenHash = await hashSecret(unlockToken);
  const unlock = await ctx.db
    .query("screenUnlocks")
    .withIndex("by_tokenHash", (q) => q.eq("tokenHash", tokenHash))
    .unique();
  if (unlock !== null && unlock.screenId === screen._id) await ctx.db.delete("screenUnlocks", unlock._id);
}

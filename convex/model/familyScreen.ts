// The family screen (DESIGN.md decision 10): a device an admin turned
// into the kitchen tablet. It holds no sign-in, only a random key (its SHA-256
// is stored); every call carries the key and is checked here. Starting, leaving
// and the family view are here; a member's PIN unlock and what they do while
// unlocked are in model/screenUnlocks.ts.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isCalendarDay } from "../lib/dates";
import { hasPageAccess } from "../lib/access";
import { householdError } from "../lib/errors";
import { memberColor } from "../lib/memberColors";
import { hashSecret, newSecret } from "../lib/pins";
import { NAME_MAX_LENGTH } from "../lib/text";
import type { TaskStatus } from "../lib/validators";
import type { ChoreIcon, PartOfDay } from "../lib/choreSchema";
import { addDays } from "../lib/calendarSchema";
import { occurrencesBetween } from "./calendar";
import { recordActivity } from "./activityLog";
import { streaksOf } from "./chores";
import { withAvatarUrl } from "./members";
import { balanceOf } from "./points";
import { readFamilySettings } from "./settings";
import { DEFAULT_TIME_ZONE, dayIn } from "../lib/timeZone";

export const DEFAULT_SCREEN_NAME = "Family screen";

/** Screens a family has at most in the admin's list; members shown; tasks per member on the screen. */
const MAX_SCREENS = 20;
/** Screens on at once: a kitchen, a hall, a child's room … each one is a device to keep track of. */
export const MAX_ACTIVE_SCREENS = 10;
const MAX_MEMBERS = 50;
const TASKS_PER_MEMBER = 20;
/**
 * A member's chore occurrences of one day the screen reads at most, open and done each: a busy
 * child has a handful, so this is room to spare, and it bounds the count of today's chores.
 */
export const CHORES_PER_DAY = 50;
/** The next seven days' events the screen lists at most (a busy family's week). */
const WEEK_EVENTS = 40;
/** Unlocks and lockouts of one screen removed with it (a handful at most: one device). */
export const SCREEN_CHILDREN = 200;
export const OPEN_STATUSES: TaskStatus[] = ["pending", "in-progress"];

// ---- The screen itself -------------------------------------------------------

async function findScreen(ctx: QueryCtx, screenKey: string): Promise<Doc<"familyScreens"> | null> {
  if (!screenKey) return null;
  const keyHash = await hashSecret(screenKey);
  return ctx.db
    .query("familyScreens")
    .withIndex("by_keyHash", (q) => q.eq("keyHash", keyHash))
    .unique();
}

/** The screen this key belongs to, or SCREEN_NOT_ACTIVE. */
export async function requireScreen(ctx: QueryCtx, screenKey: string): Promise<Doc<"familyScreens">> {
  const screen = await findScreen(ctx, screenKey);
  if (screen === null) throw householdError("SCREEN_NOT_ACTIVE");
  return screen;
}

/**
 * The screen says it is on (every few minutes, see useScreenCheckIn), so
 * System Settings' "Last seen" is true of a tablet nobody has touched all day.
 */
export async function markScreenSeen(ctx: MutationCtx, screen: Doc<"familyScreens">, now: number) {
  await ctx.db.patch("familyScreens", screen._id, { lastSeenAt: now });
}

function screenNameOf(name: string | undefined): string {
  const trimmed = (name ?? "").trim();
  if (trimmed.length > NAME_MAX_LENGTH) throw householdError("NAME_TOO_LONG");
  return trimmed || DEFAULT_SCREEN_NAME;
}

/** A second "Family screen" is "Family screen 2": System Settings lists each screen by its name, to turn one off. */
function distinctName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  const numbered = (number: number) => `${name.slice(0, NAME_MAX_LENGTH - String(number).length - 1)} ${number}`;
  let number = 2;
  while (taken.has(numbered(number))) number++;
  return numbered(number);
}

/** An admin turns the device they are on into the family screen; the key is returned once, never stored. */
export async function startScreen(ctx: MutationCtx, admin: Doc<"members">, name: string | undefined, now: number) {
  const active = await ctx.db.query("familyScreens").take(MAX_ACTIVE_SCREENS);
  if (active.length >= MAX_ACTIVE_SCREENS) throw householdError("FAMILY_SCREEN_LIMIT", { max: MAX_ACTIVE_SCREENS });
  const screenName = distinctName(screenNameOf(name), new Set(active.map((screen) => screen.name)));
  const screenKey = newSecret();
  await ctx.db.insert("familyScreens", {
    keyHash: await hashSecret(screenKey),
    name: screenName,
    createdBy: admin._id,
    createdByName: admin.name,
    createdAt: now,
  });
  await recordActivity(ctx, admin, { kind: "familyScreenStarted", screenName });
  return { screenKey };
}

/**
 * Turns a screen off: its row and unlocks go, so its key stops working
 * everywhere. Members' wrong-PIN counts stay: they belong to the member.
 */
async function deleteScreen(ctx: MutationCtx, admin: Doc<"members">, screen: Doc<"familyScreens">) {
  const unlocks = await ctx.db
    .query("screenUnlocks")
    .withIndex("by_screenId", (q) => q.eq("screenId", screen._id))
    .take(SCREEN_CHILDREN);
  for (const unlock of unlocks) await ctx.db.delete("screenUnlocks", unlock._id);
  await ctx.db.delete("familyScreens", screen._id);
  await recordActivity(ctx, admin, { kind: "familyScreenStopped", screenName: screen.name });
}

/** An admin signed in on the screen leaves the mode. */
export async function leaveScreen(ctx: MutationCtx, admin: Doc<"members">, screenKey: string) {
  await deleteScreen(ctx, admin, await requireScreen(ctx, screenKey));
}

/** An admin turns a (lost) screen off from System Settings. */
export async function revokeScreen(ctx: MutationCtx, admin: Doc<"members">, screenId: Id<"familyScreens">) {
  const screen = await ctx.db.get("familyScreens", screenId);
  if (screen === null) throw householdError("NOT_FOUND");
  await deleteScreen(ctx, admin, screen);
}

/** The family's screens for System Settings, newest first. */
export async function listScreens(ctx: QueryCtx) {
  const screens = await ctx.db.query("familyScreens").order("desc").take(MAX_SCREENS);
  return Promise.all(
    screens.map(async (screen) => {
      const creator = screen.createdBy ? await ctx.db.get("members", screen.createdBy) : null;
      return {
        _id: screen._id,
        name: screen.name,
        createdAt: screen.createdAt,
        createdByName: creator?.name ?? screen.createdByName,
        lastSeenAt: screen.lastSeenAt ?? null,
      };
    }),
  );
}

// ---- What the screen shows ------------------------------------------------------

export function requireDay(today: string) {
  if (!isCalendarDay(today)) throw householdError("INVALID_DATE");
}

/** Days before the family's today a screen may ask for: a tablet just past midnight before the server. */
export const SCREEN_DAYS_BEHIND = 1;
/** Days after it: the week the screen lists anyway, so its own clock may walk that far. */
export const SCREEN_DAYS_AHEAD = 6;

/**
 * The screen's `today`, refused unless it is the family's today by the server's clock (its zone's)
 * within SCREEN_DAYS_BEHIND / SCREEN_DAYS_AHEAD: a screen key holds no sign-in, so it reads this
 * week, never the family's history or far-off plans.
 */
export async function requireScreenDay(ctx: QueryCtx, today: string, now: number) {
  requireDay(today);
  const familyToday = dayIn((await readFamilySettings(ctx)).timeZone ?? DEFAULT_TIME_ZONE, now);
  if (today < addDays(familyToday, -SCREEN_DAYS_BEHIND) || today > addDays(familyToday, SCREEN_DAYS_AHEAD)) {
    throw householdError("SCREEN_DAY_OUT_OF_RANGE");
  }
}

/** Sorts in place, oldest due first (a stable sort keeps the index's order within a day). */
export function oldestDueFirst(tasks: Doc<"tasks">[]) {
  return tasks.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/** An occurrence of a chore (it keeps what its chore promised, even once the chore is deleted). */
export function isChoreTask(task: Doc<"tasks">): task is Doc<"tasks"> & { chore: NonNullable<Doc<"tasks">["chore"]> } {
  return task.chore !== undefined;
}

/**
 * A member's open tasks due before (overdue) or after `today`, oldest due first, at most `read`
 * of each status (each status read apart, so both get their share).
 */
export async function openTasksBeside(ctx: QueryCtx, memberId: Id<"members">, side: "before" | "after", today: string, read: number) {
  const perStatus = await Promise.all(
    OPEN_STATUSES.map((status) =>
      ctx.db
        .query("tasks")
        .withIndex("by_assignedTo_and_status_and_dueDate", (q) => {
          const mine = q.eq("assignedTo", memberId).eq("status", status);
          return side === "before" ? mine.lt("dueDate", today) : mine.gt("dueDate", today);
        })
        .take(read),
    ),
  );
  return oldestDueFirst(perStatus.flat());
}

/** A member's tasks of one status due on `day` exactly (in the order they were made). */
function tasksDueOn(ctx: QueryCtx, memberId: Id<"members">, status: TaskStatus, day: string, limit: number) {
  return ctx.db
    .query("tasks")
    .withIndex("by_assignedTo_and_status_and_dueDate", (q) => q.eq("assignedTo", memberId).eq("status", status).eq("dueDate", day))
    .take(limit);
}

/**
 * A member's chore occurrences done on `day`: a range of the index from the smallest string on, since a task
 * without a chore has no choreId and every id is a string. Plain tasks done that day, however many, take none of
 * `limit`.
 */
function choresDoneOn(ctx: QueryCtx, memberId: Id<"members">, day: string, limit: number) {
  return ctx.db
    .query("tasks")
    .withIndex("by_assignedTo_and_status_and_dueDate_and_choreId", (q) =>
      q.eq("assignedTo", memberId).eq("status", "completed").eq("dueDate", day).gte("choreId", "" as Id<"chores">),
    )
    .take(limit);
}

/**
 * What a member has on today, for their tile and their panel: their open tasks due before today
 * (`overdueLimit` at most), everything open due today (started ones first, CHORES_PER_DAY at most
 * in all), today's chore occurrences already done, and how many of today's chores are done. Each
 * read is one index range of this member's, so a long history or next week's occurrences cost
 * nothing.
 */
export async function memberDayOf(ctx: QueryCtx, memberId: Id<"members">, today: string, overdueLimit: number) {
  const overdueRead = await openTasksBeside(ctx, memberId, "before", today, overdueLimit);
  const overdue = overdueRead.slice(0, overdueLimit);
  const started = await tasksDueOn(ctx, memberId, "in-progress", today, CHORES_PER_DAY);
  const waiting = await tasksDueOn(ctx, memberId, "pending", today, CHORES_PER_DAY - started.length);
  const dueToday = [...started, ...waiting];
  const doneChores = (await choresDoneOn(ctx, memberId, today, CHORES_PER_DAY)).filter(isChoreTask);
  const openChores = dueToday.filter(isChoreTask);
  return {
    /** Open tasks other than today's chores: overdue ones (chores that stay due among them), then today's. */
    others: [...overdue, ...dueToday.filter((task) => !isChoreTask(task))],
    openChores,
    doneChores,
    choresToday: { done: doneChores.length, total: openChores.length + doneChores.length },
    /** Open tasks other than today's chores, today's first, then overdue ones (oldest first), as read. */
    othersTodayFirst: [...dueToday.filter((task) => !isChoreTask(task)), ...overdueRead],
    /** Some overdue tasks may not have been read (a status' read was full). */
    overdueMayBeMore: overdueRead.length >= overdueLimit,
  };
}

/** What a chore's occurrence shows beside its title: its picture, part of day, points and the member's streak on it. */
/** A chore's picture, part of day, points and streak; `photoProof`: "Complete" first asks for a photo. */
export type ChoreBadge = { icon: ChoreIcon | null; partOfDay: PartOfDay; points: number; streak: number; photoProof: boolean } | null;

/** The member's streaks, read only when a chore is on show (one index range, at most one row per chore). */
export async function choreBadgesOf(ctx: QueryCtx, memberId: Id<"members">, tasks: Doc<"tasks">[]) {
  const streaks = tasks.some(isChoreTask) ? await streaksOf(ctx, memberId) : new Map<Id<"chores">, number>();
  return (task: Doc<"tasks">): ChoreBadge =>
    task.chore === undefined
      ? null
      : {
          icon: task.chore.icon ?? null,
          partOfDay: task.chore.partOfDay,
          points: task.chore.points,
          streak: task.choreId === undefined ? 0 : (streaks.get(task.choreId) ?? 0),
          photoProof: task.chore.photoProof,
        };
}

export function pinOf(ctx: QueryCtx, memberId: Id<"members">) {
  return ctx.db
    .query("memberPins")
    .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
    .unique();
}

/**
 * A member's wrong PINs, counted across every screen: more screens (or a screen
 * turned off and on again) give no more guesses.
 */
export function attemptsOf(ctx: QueryCtx, memberId: Id<"members">) {
  return ctx.db
    .query("pinAttempts")
    .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
    .first();
}

async function lockedUntilOf(ctx: QueryCtx, memberId: Id<"members">) {
  const attempt = await attemptsOf(ctx, memberId);
  return attempt?.lockedUntil ?? null;
}

async function hasPin(ctx: QueryCtx, memberId: Id<"members">) {
  return (await pinOf(ctx, memberId)) !== null;
}

/**
 * The glanceable family view: each member with their open tasks due today or overdue, today's
 * chores (done ones too, with points and streaks), their points, and the events of today and
 * the next six days. Nothing of finance, inventory, rooms, clothing or the feed. `today` is the
 * screen's calendar day (the family's, in the time zone this view hands the screen), checked
 * against the server's clock (requireScreenDay).
 */
export async function viewScreen(ctx: QueryCtx, screen: Doc<"familyScreens">, today: string, now: number) {
  await requireScreenDay(ctx, today, now);
  const settings = await readFamilySettings(ctx);
  const members = await ctx.db.query("members").take(MAX_MEMBERS);
  const memberViews = await Promise.all(
    members.map(async (row) => {
      const member = await withAvatarUrl(ctx, row);
      const day = await memberDayOf(ctx, member._id, today, TASKS_PER_MEMBER);
      // Today's tasks before old overdue ones: a new task for today is never hidden behind them.
      const shown = day.othersTodayFirst.slice(0, TASKS_PER_MEMBER);
      const tasks = [...shown, ...day.openChores, ...day.doneChores];
      const badgeOf = await choreBadgesOf(ctx, member._id, tasks);
      return {
        _id: member._id,
        name: member.name,
        color: memberColor(member),
        avatarUrl: member.avatarUrl ?? null,
        status: member.status,
        hasPin: await hasPin(ctx, member._id),
        /** The unlocked panel is the member's Dashboard: without that page their face opens nothing. */
        dashboardOff: !hasPageAccess(member, "dashboard"),
        lockedUntil: await lockedUntilOf(ctx, member._id),
        points: await balanceOf(ctx, member._id),
        choresToday: day.choresToday,
        /** Open tasks not sent ("+N more"); `moreAtLeast`: there may be more still than counted. */
        moreTasks: day.othersTodayFirst.length - shown.length,
        moreAtLeast: day.overdueMayBeMore,
        tasks: tasks.map((task) => ({
          _id: task._id,
          title: task.title,
          dueDate: task.dueDate,
          status: task.status,
          overdue: task.status !== "completed" && task.dueDate < today,
          // Done, but an admin has still to approve it (a photo, say): not yet done on the wall.
          awaitingApproval: task.status === "completed" && task.approvalStatus === "pending",
          chore: badgeOf(task),
        })),
      };
    }),
  );
  // Today and the next six days (the family's), each occurrence once, for whom it is.
  const { events } = await occurrencesBetween(ctx, null, today, addDays(today, 6), WEEK_EVENTS);
  return {
    screenName: screen.name,
    familyName: settings.familyName,
    language: settings.language,
    colorMode: settings.colorMode,
    nightDim:
      settings.screenDimFrom && settings.screenDimTo ? { from: settings.screenDimFrom, to: settings.screenDimTo } : null,
    /** The family's time zone (null until an admin saved one): the screen's "today" is that zone's. */
    timeZone: settings.timeZone ?? null,
    members: memberViews,
    events: events.map((event) => ({
      _id: event.key,
      title: event.name,
      date: event.date,
      endDate: event.endDate ?? null,
      startTime: event.startTime ?? null,
      endTime: event.endTime ?? null,
      everyone: event.everyone,
      memberIds: event.memberIds,
    })),
  };
}


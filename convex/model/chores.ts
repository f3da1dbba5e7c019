// Recurring chores (DESIGN.md decision 21): a chore is a rule that makes ordinary tasks, its
// occurrences, a bounded window ahead (today and the next six days, the family's days). A run
// looks each occurrence up by (chore, day) before making it, so running it again makes nothing.
// Each occurrence keeps what its chore promised when it was made (points, approval, photo) and
// why it went to its person; points are paid from that promise (model/points.ts), not from the
// chore as it is later. A missable chore's missed occurrence rolls away (the next one is already
// there); one that stays due holds back that person's next until it is done.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { addDays } from "../lib/calendarSchema";
import {
  CHORE_SKIPS_MAX,
  CHORE_WINDOW_DAYS,
  CHORES_MAX,
  CHORE_PEOPLE_MAX,
  OCCURRENCES_PER_RUN_MAX,
  choreFormSchema,
  inSeason,
  isAway,
  scheduleOf,
  skipReasonSchema,
  turnByCalendar,
  weekStartOf,
  type Away,
  type ChoreForm,
  type ChoreReason,
} from "../lib/choreSchema";
import { isCalendarDay } from "../lib/dates";
import { fieldError, householdError, schemaError } from "../lib/errors";
import { memberColor } from "../lib/memberColors";
import { DEFAULT_TIME_ZONE, dayIn } from "../lib/timeZone";
import { recordActivity } from "./activityLog";
import { MAX_MEMBERS } from "./members";
import { defaultFamilySettings } from "./settings";
import { addPoints } from "./points";
import { repeatDaysBetween } from "./recurrence";
import { deleteRotation, dealtOf, ensureRotation, keepHandover, rotationOf, saveDeal, saveLast, settle, successor, type Handover, type Rotation } from "./choreRotations";

const OPEN = new Set(["pending", "in-progress"]);
/** Missed occurrences are looked for this far back (the hourly run rolls them long before). */
const MISSED_LOOK_BACK_DAYS = 31;
/** Occurrences a chore lists ahead (its next week, everyone's turns). */
const UPCOMING_LISTED = 40;

type Settings = { zone: string; away: Away | null };

async function familyClock(ctx: QueryCtx): Promise<Settings> {
  return clockOf(await ctx.db.query("familySettings").first());
}

function clockOf(row: Doc<"familySettings"> | null): Settings {
  return {
    zone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    away: row?.awayFrom && row?.awayTo ? { from: row.awayFrom, to: row.awayTo } : null,
  };
}

/** The family's "We're away" dates, or null. */
export async function awayDates(ctx: QueryCtx): Promise<Away | null> {
  return (await familyClock(ctx)).away;
}

/** The family's today (the time zone in System Settings). */
export async function familyToday(ctx: QueryCtx, now: number): Promise<string> {
  return dayIn((await familyClock(ctx)).zone, now);
}

async function requireChore(ctx: QueryCtx, choreId: Id<"chores">): Promise<Doc<"chores">> {
  const chore = await ctx.db.get("chores", choreId);
  if (chore === null) throw householdError("CHORE_GONE");
  return chore;
}

/** A chore's people in rotation order. */
export async function peopleOf(ctx: QueryCtx, choreId: Id<"chores">): Promise<Id<"members">[]> {
  const rows = await ctx.db
    .query("choreMembers")
    .withIndex("by_choreId_and_position", (q) => q.eq("choreId", choreId))
    .take(CHORE_PEOPLE_MAX);
  return rows.map((row) => row.memberId);
}

async function setPeople(ctx: MutationCtx, choreId: Id<"chores">, memberIds: Id<"members">[]) {
  const rows = await ctx.db
    .query("choreMembers")
    .withIndex("by_choreId_and_position", (q) => q.eq("choreId", choreId))
    .take(CHORE_PEOPLE_MAX);
  for (const row of rows) await ctx.db.delete("choreMembers", row._id);
  for (const [position, memberId] of memberIds.entries()) await ctx.db.insert("choreMembers", { choreId, memberId, position });
}

// ---- The form ----------------------------------------------------------------

async function fieldsOf(ctx: QueryCtx, input: ChoreForm | unknown) {
  const parsed = choreFormSchema.safeParse(input);
  if (!parsed.success) throw schemaError(parsed.error);
  const form = parsed.data;
  const memberIds: Id<"members">[] = [];
  for (const [index, raw] of form.memberIds.entries()) {
    const id = ctx.db.normalizeId("members", raw);
    if (id === null || (await ctx.db.get("members", id)) === null) throw fieldError(`memberIds.${index}`, "NOT_FOUND");
    memberIds.push(id);
  }
  const fields = {
    title: form.title,
    icon: form.icon === "" ? undefined : form.icon,
    partOfDay: form.partOfDay,
    points: form.points,
    needsApproval: form.needsApproval,
    photoProof: form.photoProof,
    schedule: scheduleOf(form),
    months: form.months.length > 0 && form.months.length < 12 ? [...new Set(form.months)].sort((a, b) => a - b) : undefined,
    missable: form.missable,
    assignment: form.assignment,
    rotateBy: form.rotateBy,
  };
  return { fields, memberIds };
}

export async function createChore(ctx: MutationCtx, admin: Doc<"members">, input: ChoreForm | unknown, now: number) {
  const { fields, memberIds } = await fieldsOf(ctx, input);
  const existing = await ctx.db.query("chores").take(CHORES_MAX);
  if (existing.length >= CHORES_MAX) throw householdError("CHORE_LIMIT", { max: CHORES_MAX });
  const choreId = await ctx.db.insert("chores", { ...fields, paused: false, createdBy: admin._id });
  await setPeople(ctx, choreId, memberIds);
  await recordActivity(ctx, admin, { kind: "choreAdded", choreTitle: fields.title });
  await generate(ctx, now, [choreId]);
  return choreId;
}

/**
 * An edit applies from tomorrow: occurrences of tomorrow on that nobody has started are made
 * again from the new rule; today's and earlier keep what they promised.
 */
export async function updateChore(ctx: MutationCtx, admin: Doc<"members">, choreId: Id<"chores">, input: ChoreForm | unknown, now: number) {
  await requireChore(ctx, choreId);
  const { fields, memberIds } = await fieldsOf(ctx, input);
  await ctx.db.patch("chores", choreId, fields);
  await setPeople(ctx, choreId, memberIds);
  const today = await familyToday(ctx, now);
  await removeOpenOccurrences(ctx, choreId, addDays(today, 1), { pendingOnly: true });
  await recordActivity(ctx, admin, { kind: "choreChanged", choreTitle: fields.title });
  await generate(ctx, now, [choreId], { from: addDays(today, 1), admin });
}

/** Deletes a chore: its open occurrences go; done ones stay in the people's history. */
export async function deleteChore(ctx: MutationCtx, admin: Doc<"members">, choreId: Id<"chores">) {
  const chore = await requireChore(ctx, choreId);
  await removeOpenOccurrences(ctx, choreId, "");
  const done = await ctx.db
    .query("tasks")
    .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", choreId))
    .take(500);
  for (const task of done) await ctx.db.patch("tasks", task._id, { choreId: undefined });
  await setPeople(ctx, choreId, []);
  const streaks = await ctx.db.query("choreStreaks").withIndex("by_choreId", (q) => q.eq("choreId", choreId)).take(200);
  for (const streak of streaks) await ctx.db.delete("choreStreaks", streak._id);
  await deleteRotation(ctx, choreId);
  await ctx.db.delete("chores", choreId);
  await recordActivity(ctx, admin, { kind: "choreDeleted", choreTitle: chore.title });
}

/** Pausing stops new occurrences and removes the ones nobody has started; resuming makes them again. */
export async function setPaused(ctx: MutationCtx, admin: Doc<"members">, choreId: Id<"chores">, paused: boolean, now: number) {
  const chore = await requireChore(ctx, choreId);
  await ctx.db.patch("chores", choreId, { paused });
  if (paused) await removeOpenOccurrences(ctx, choreId, await familyToday(ctx, now), { pendingOnly: true });
  else await generate(ctx, now, [choreId]);
  await recordActivity(ctx, admin, { kind: paused ? "chorePaused" : "choreResumed", choreTitle: chore.title });
}

async function removeOpenOccurrences(ctx: MutationCtx, choreId: Id<"chores">, from: string, { pendingOnly = false } = {}) {
  const tasks = await ctx.db
    .query("tasks")
    .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", choreId).gte("occurrenceDate", from))
    .take(OCCURRENCES_PER_RUN_MAX);
  for (const task of tasks) {
    if (pendingOnly ? task.status === "pending" : OPEN.has(task.status)) await ctx.db.delete("tasks", task._id);
  }
}

async function requireOccurrence(ctx: QueryCtx, taskId: Id<"tasks">) {
  const task = await ctx.db.get("tasks", taskId);
  if (task === null) throw householdError("NOT_FOUND");
  if (task.choreId === undefined || task.occurrenceDate === undefined || task.chore === undefined) throw householdError("NOT_A_CHORE");
  if (task.status === "completed") throw householdError("TASK_STEP_INVALID");
  return { task, choreId: task.choreId, day: task.occurrenceDate, promise: task.chore };
}

/** An admin skips one occurrence, saying why: it goes (everyone's, for a chore everyone does) and is not made again. */
export async function skipOccurrence(ctx: MutationCtx, admin: Doc<"members">, taskId: Id<"tasks">, reason: string, now: number) {
  const { choreId, day } = await requireOccurrence(ctx, taskId);
  const parsed = skipReasonSchema.safeParse({ reason });
  if (!parsed.success) throw schemaError(parsed.error);
  const why = parsed.data.reason;
  const chore = await requireChore(ctx, choreId);
  const sameDay = await ctx.db
    .query("tasks")
    .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", choreId).eq("occurrenceDate", day))
    .take(CHORE_PEOPLE_MAX);
  for (const task of sameDay) if (OPEN.has(task.status)) await ctx.db.delete("tasks", task._id);
  const skips = [...(chore.skips ?? []).filter((skip) => skip.day !== day), { day, reason: why }]
    .sort((a, b) => a.day.localeCompare(b.day))
    .slice(-CHORE_SKIPS_MAX);
  await ctx.db.patch("chores", choreId, { skips });
  // A rotation by turns: a skipped day is nobody's turn, so its person's moves to the next
  // occurrence and the later ones nobody has started are dealt again.
  if (byTurns(chore)) await generate(ctx, now, [choreId], { admin });
  await recordActivity(ctx, admin, { kind: "choreSkipped", choreTitle: chore.title, date: day, reason: why });
}

/**
 * An admin gives one occurrence to someone else; the rotation goes on as if it had not moved.
 * `requested`: approving its person's own request (model/choreSwaps.ts), whose decision is the
 * one activity entry.
 */
export async function swapOccurrence(
  ctx: MutationCtx,
  admin: Doc<"members">,
  taskId: Id<"tasks">,
  toMemberId: Id<"members">,
  now: number,
  { requested = false } = {},
) {
  const { task, promise, choreId, day } = await requireOccurrence(ctx, taskId);
  if (task.assignedTo === toMemberId) throw fieldError("memberId", "CHORE_SWAP_SAME");
  const to = await ctx.db.get("members", toMemberId);
  if (to === null) throw fieldError("memberId", "NOT_FOUND");
  const from = await ctx.db.get("members", task.assignedTo);
  const chore = await requireChore(ctx, choreId);
  const people = await peopleOf(ctx, choreId);
  // The turn stays its dealt person's: the rotation goes on as if it had not moved.
  const turnOf = byTurns(chore) ? dealtOf(task, people) : task.assignedTo;
  const handover: Handover = { day, from: turnOf, to: toMemberId, kind: requested ? "swapRequested" : "swapped", fromName: from?.name ?? "", byName: admin.name };
  await ctx.db.patch("tasks", task._id, {
    assignedTo: toMemberId,
    status: "pending",
    chore: { ...promise, ...(byTurns(chore) ? { turnOf } : {}), reason: handoverReason(handover) },
  });
  // Kept by the rotation, so that making the day again (away on and off) gives it to them again.
  await keepHandover(ctx, chore, people, handover);
  // The next turn's reason says this one was given away.
  if (byTurns(chore)) await generate(ctx, now, [choreId]);
  if (requested) return;
  await recordActivity(ctx, admin, {
    kind: "taskAssigned",
    taskId: task._id,
    taskTitle: task.title,
    memberName: to.name,
    subjectId: to._id,
  });
}

/** The family's "We're away" dates (null: home). Occurrences in them that nobody started go. */
export async function setAway(ctx: MutationCtx, admin: Doc<"members">, away: Away | null, now: number) {
  if (away !== null) {
    if (!isCalendarDay(away.from)) throw fieldError("from", "AWAY_DATES");
    if (!isCalendarDay(away.to) || away.to < away.from) throw fieldError("to", "AWAY_DATES");
  }
  // Turns already past are remembered before their occurrences go.
  const names = await memberNameMap(ctx);
  const today = await familyToday(ctx, now);
  for (const chore of await ctx.db.query("chores").take(CHORES_MAX)) if (byTurns(chore)) await settleRotation(ctx, chore, today, names);
  const row = await ctx.db.query("familySettings").first();
  const fields = { awayFrom: away?.from, awayTo: away?.to };
  if (row === null) {
    await ctx.db.insert("familySettings", { ...defaultFamilySettings, ...fields });
  } else await ctx.db.patch("familySettings", row._id, fields);
  if (away !== null) {
    const chores = await ctx.db.query("chores").take(CHORES_MAX);
    for (const chore of chores) {
      const tasks = await ctx.db
        .query("tasks")
        .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", chore._id).gte("occurrenceDate", away.from).lte("occurrenceDate", away.to))
        .take(OCCURRENCES_PER_RUN_MAX);
      for (const task of tasks) if (task.status === "pending") await ctx.db.delete("tasks", task._id);
    }
  }
  await recordActivity(ctx, admin, away ? { kind: "awaySet", from: away.from, to: away.to } : { kind: "awayEnded" });
  await generate(ctx, now, undefined, { admin });
}

// ---- Making occurrences ------------------------------------------------------------

/**
 * The hourly job: once per family day (the first run after its midnight) missed occurrences roll
 * away and the new day at the window's end is made; the other runs of the day read one document.
 * A change to a chore makes its own occurrences at once (generate).
 */
export async function generateDaily(ctx: MutationCtx, now: number, cap = OCCURRENCES_PER_RUN_MAX): Promise<number> {
  const row = await ctx.db.query("familySettings").first();
  const clock = clockOf(row);
  const today = dayIn(clock.zone, now);
  if (row?.choresMadeFor === today) return 0;
  // Missed since the last day made (the day before it too: its run may have come before its end).
  const missedSince = row?.choresMadeFor !== undefined ? addDays(row.choresMadeFor, -1) : addDays(today, -MISSED_LOOK_BACK_DAYS);
  const { made, complete } = await makeOccurrences(ctx, today, clock, await ctx.db.query("chores").take(CHORES_MAX), missedSince, cap);
  // A run cut short by its cap tries again within the hour.
  if (complete) {
    if (row === null) await ctx.db.insert("familySettings", { ...defaultFamilySettings, choresMadeFor: today });
    else await ctx.db.patch("familySettings", row._id, { choresMadeFor: today });
  }
  return made;
}

/**
 * Occurrences made where missing, now: for the chores named (one just added or changed), or
 * every chore (the family's away dates changed). Returns how many tasks it made.
 */
export async function generate(ctx: MutationCtx, now: number, only?: Id<"chores">[], deal: Deal = {}): Promise<number> {
  const clock = await familyClock(ctx);
  const today = dayIn(clock.zone, now);
  const chores = only
    ? (await Promise.all(only.map((id) => ctx.db.get("chores", id)))).filter((chore): chore is Doc<"chores"> => chore !== null)
    : await ctx.db.query("chores").take(CHORES_MAX);
  return (await makeOccurrences(ctx, today, clock, chores, addDays(today, -MISSED_LOOK_BACK_DAYS), OCCURRENCES_PER_RUN_MAX, deal)).made;
}

/**
 * How a re-deal is done: `from` the first day it may change (an edit applies from tomorrow);
 * `admin` whose change it is, told with its people when a hand-over had to go back.
 */
type Deal = { from?: string; admin?: Doc<"members"> };

async function memberNameMap(ctx: QueryCtx) {
  return new Map((await ctx.db.query("members").take(MAX_MEMBERS)).map((member) => [member._id, member.name]));
}

async function makeOccurrences(
  ctx: MutationCtx,
  today: string,
  clock: Settings,
  chores: Doc<"chores">[],
  missedSince: string,
  cap = OCCURRENCES_PER_RUN_MAX,
  deal: Deal = {},
) {
  const names = await memberNameMap(ctx);
  let made = 0;
  for (const chore of chores) {
    // The rotation remembers a missed turn before it rolls away.
    const rotation = byTurns(chore) ? await settleRotation(ctx, chore, today, names) : null;
    if (chore.missable) await rollMissed(ctx, chore, today, clock, missedSince);
    if (chore.paused) continue;
    let result: { made: number; complete: boolean };
    if (rotation) {
      const dealt = await dealRotation(ctx, chore, rotation, today, deal.from ?? today, clock, names, cap - made);
      await tellUndone(ctx, chore, dealt.undone, deal.admin);
      result = dealt;
    } else result = await generateChore(ctx, chore, today, clock, names, cap - made);
    made += result.made;
    if (!result.complete) return { made, complete: false };
  }
  return { made, complete: true };
}

/** The days of the window a chore comes round on (before season, away and skips). */
async function dueDays(ctx: QueryCtx, chore: Doc<"chores">, today: string, zone: string): Promise<string[]> {
  const last = addDays(today, CHORE_WINDOW_DAYS - 1);
  const { schedule } = chore;
  if (schedule.kind === "repeat") return repeatDaysBetween(schedule.start, schedule.repeat, today, last, CHORE_WINDOW_DAYS).days;
  // "Every N days after it was last done": one occurrence at a time, the next counted from the
  // day the last was done (done early, the next comes early too).
  const latest = await ctx.db
    .query("tasks")
    .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", chore._id))
    .order("desc")
    .first();
  if (latest !== null && latest.status !== "completed") return [];
  let next = schedule.start;
  if (latest !== null) next = addDays(latest.completedAt !== undefined ? dayIn(zone, latest.completedAt) : latest.occurrenceDate!, schedule.days);
  if (next < today) next = today;
  return next <= last ? [next] : [];
}

async function generateChore(
  ctx: MutationCtx,
  chore: Doc<"chores">,
  today: string,
  clock: Settings,
  names: Map<Id<"members">, string>,
  budget: number,
): Promise<{ made: number; complete: boolean }> {
  const people = (await peopleOf(ctx, chore._id)).filter((id) => names.has(id));
  if (people.length === 0) return { made: 0, complete: true };
  const skipped = new Set((chore.skips ?? []).map((skip) => skip.day));
  const days = (await dueDays(ctx, chore, today, clock.zone)).filter(
    (day) => day >= chore.schedule.start && inSeason(chore.months, day) && !isAway(clock.away, day) && !skipped.has(day),
  );
  const handovers = (await rotationOf(ctx, chore._id))?.handovers ?? [];
  let made = 0;
  for (const day of days) {
    const existing = await ctx.db
      .query("tasks")
      .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", chore._id).eq("occurrenceDate", day))
      .first();
    if (existing !== null) continue;
    const turns = assign(chore, people, day);
    // A day is made whole or not at all: a later run passes over a day it finds begun.
    if (made + turns.length > budget) return { made, complete: false };
    for (const turn of turns) {
      // A day given to someone else stays theirs when it is made again (away on and off).
      const handover = handovers.find((kept) => kept.day === day && kept.from === turn.memberId && names.has(kept.to));
      const doer = handover?.to ?? turn.memberId;
      if (!chore.missable && (await holdsOpen(ctx, chore._id, doer))) continue;
      await insertOccurrence(ctx, chore, day, doer, handover ? handoverReason(handover) : turn.reason);
      made++;
    }
  }
  return { made, complete: true };
}

async function insertOccurrence(ctx: MutationCtx, chore: Doc<"chores">, day: string, memberId: Id<"members">, reason: ChoreReason, turnOf?: Id<"members">) {
  await ctx.db.insert("tasks", {
    title: chore.title,
    description: "",
    assignedTo: memberId,
    dueDate: day,
    status: "pending",
    priority: "medium",
    createdBy: chore.createdBy,
    needsApproval: chore.needsApproval,
    choreId: chore._id,
    occurrenceDate: day,
    chore: {
      points: chore.points,
      partOfDay: chore.partOfDay,
      icon: chore.icon,
      photoProof: chore.photoProof,
      missable: chore.missable,
      anyone: chore.assignment === "anyone",
      ...(turnOf !== undefined ? { turnOf } : {}),
      reason,
    },
  });
}

function handoverReason(handover: Handover): ChoreReason {
  return { kind: handover.kind, fromName: handover.fromName, byName: handover.byName };
}

/**
 * Whether a person has an occurrence of the chore open, of any day: one that stays due holds
 * back that person's next until it is done, so they never have two open at once.
 */
async function holdsOpen(ctx: QueryCtx, choreId: Id<"chores">, memberId: Id<"members">, before?: string) {
  const mine = await ctx.db
    .query("tasks")
    .withIndex("by_choreId_and_assignedTo_and_occurrenceDate", (q) => {
      const own = q.eq("choreId", choreId).eq("assignedTo", memberId);
      return before === undefined ? own : own.lt("occurrenceDate", before);
    })
    .order("desc")
    .take(CHORE_WINDOW_DAYS + 1);
  return mine.some((task) => OPEN.has(task.status));
}

type Turn = { memberId: Id<"members">; reason: ChoreReason };

/** Who an occurrence of a chore not dealt by turns goes to, and why. */
function assign(chore: Doc<"chores">, people: Id<"members">[], day: string): Turn[] {
  switch (chore.assignment) {
    case "fixed":
      return [{ memberId: people[0], reason: { kind: "fixed" } }];
    case "everyone":
      return people.map((memberId) => ({ memberId, reason: { kind: "everyone" } }));
    case "anyone":
      return people.map((memberId) => ({ memberId, reason: { kind: "anyone" } }));
    case "rotation": {
      const rotateBy = chore.rotateBy === "month" ? "month" : "week";
      const index = turnByCalendar(chore.schedule.start, day, rotateBy, people.length);
      const reason: ChoreReason = rotateBy === "week" ? { kind: "rotationWeek", weekOf: weekStartOf(day) } : { kind: "rotationMonth", month: day.slice(0, 7) };
      return [{ memberId: people[index], reason }];
    }
  }
}

/** A rotation by turns (per occurrence) is dealt from its record; by the week or month, from the calendar. */
function byTurns(chore: Doc<"chores">): boolean {
  return chore.assignment === "rotation" && chore.rotateBy === "occurrence";
}

async function peopleNamed(ctx: QueryCtx, chore: Doc<"chores">, names: Map<Id<"members">, string>) {
  return (await peopleOf(ctx, chore._id)).filter((id) => names.has(id));
}

async function settleRotation(ctx: MutationCtx, chore: Doc<"chores">, today: string, names: Map<Id<"members">, string>): Promise<Rotation> {
  const people = await peopleNamed(ctx, chore, names);
  return settle(ctx, chore, await ensureRotation(ctx, chore, people), people, today);
}

/** A hand-over given back to the rotation is never silent: the two people it concerned are told. */
async function tellUndone(ctx: MutationCtx, chore: Doc<"chores">, undone: Handover[], admin?: Doc<"members">) {
  const actor = admin ?? { name: "" };
  for (const handover of undone) {
    // Someone who has left the family meanwhile is not told.
    const [from, to] = await Promise.all([ctx.db.get("members", handover.from), ctx.db.get("members", handover.to)]);
    await recordActivity(ctx, actor, {
      kind: "choreHandoverUndone",
      taskTitle: chore.title,
      date: handover.day,
      fromName: handover.fromName,
      toName: to?.name ?? "",
      ...(from !== null ? { subjectId: from._id } : {}),
      ...(to !== null ? { audience: [to._id] } : {}),
    });
  }
}

type Previous = { memberId: Id<"members">; day: string; done: boolean; givenTo?: Id<"members"> };

/**
 * Deals a rotation's days of the window, from `from` (today; tomorrow for an edit), from its
 * record: each day is the turn of whoever follows the previous turn, done, missed or given
 * away. Today's occurrence, once made, is kept as it is: nothing before it can change any more,
 * and a change of the order applies from tomorrow. A day kept for someone else by a hand-over stays theirs while it is still the turn of
 * the person who gave it; one a re-deal moves to someone else's turn goes back to the rotation
 * (the hand-over was for that person's turn), and the caller tells who it concerned. Occurrences
 * are changed in place, and only where the deal differs: an unstarted one keeps its id (a swap
 * request on it stays valid) unless its person changes. Started and done ones are kept as they
 * are and dealt round. Returns what it made and the hand-overs it gave back.
 */
async function dealRotation(
  ctx: MutationCtx,
  chore: Doc<"chores">,
  rotation: Rotation,
  today: string,
  from: string,
  clock: Settings,
  names: Map<Id<"members">, string>,
  budget: number,
): Promise<{ made: number; complete: boolean; undone: Handover[] }> {
  const people = await peopleNamed(ctx, chore, names);
  if (people.length === 0) return { made: 0, complete: true, undone: [] };
  const skipped = new Set((chore.skips ?? []).map((skip) => skip.day));
  const due = chore.paused
    ? []
    : (await dueDays(ctx, chore, today, clock.zone)).filter(
        (day) => day >= chore.schedule.start && inSeason(chore.months, day) && !isAway(clock.away, day) && !skipped.has(day),
      );
  const window = await ctx.db
    .query("tasks")
    .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", chore._id).gte("occurrenceDate", today))
    .take(CHORE_WINDOW_DAYS * CHORE_PEOPLE_MAX);
  const byDay = new Map<string, Doc<"tasks">>();
  for (const task of window) if (!byDay.has(task.occurrenceDate!)) byDay.set(task.occurrenceDate!, task);
  const days = [...new Set([...due, ...byDay.keys()])].sort();

  let previous: Previous | undefined = rotation.last;
  if (previous !== undefined) {
    // A stays-due turn done late is done.
    const lastTask = await ctx.db
      .query("tasks")
      .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", chore._id).eq("occurrenceDate", previous!.day))
      .first();
    if (lastTask !== null) previous = { ...previous, done: lastTask.status === "completed" };
  }
  const reasonAfter = (prev: Previous | undefined): ChoreReason =>
    prev === undefined
      ? { kind: "rotationFirst" }
      : {
          kind: "rotation",
          previousName: names.get(prev.memberId) ?? "",
          previousDay: prev.day,
          previousDone: prev.done,
          ...(prev.givenTo !== undefined ? { previousGivenTo: names.get(prev.givenTo) ?? "" } : {}),
        };
  let handovers = rotation.handovers;
  const undone: Handover[] = [];
  let made = 0;
  for (const day of days) {
    const existing = byDay.get(day);
    if (existing !== undefined && (existing.status !== "pending" || day < from || day === today || !due.includes(day))) {
      const turnOf = dealtOf(existing, people);
      previous = { memberId: turnOf, day, done: existing.status === "completed", ...(existing.assignedTo !== turnOf ? { givenTo: existing.assignedTo } : {}) };
      continue;
    }
    // One that stays due and is still open holds its person's next back: the turn passes on.
    let turnOf = successor(people, rotation.order, previous?.memberId);
    if (!chore.missable) {
      let tries = 0;
      while (tries < people.length && (await holdsOpen(ctx, chore._id, turnOf, day))) {
        turnOf = successor(people, rotation.order, turnOf);
        tries++;
      }
      if (tries === people.length) {
        // Nobody is free for it: one dealt before someone's turn came open again goes (nobody started it).
        if (existing !== undefined) await ctx.db.delete("tasks", existing._id);
        continue;
      }
    }
    const kept = handovers.find((handover) => handover.day === day);
    let handover: Handover | undefined;
    if (kept !== undefined) {
      if (kept.from === turnOf && names.has(kept.to)) handover = kept;
      else {
        handovers = handovers.filter((other) => other !== kept);
        undone.push(kept);
      }
    }
    const doer = handover?.to ?? turnOf;
    const reason = handover ? handoverReason(handover) : reasonAfter(previous);
    if (existing !== undefined) {
      const promise = existing.chore!;
      if (existing.assignedTo !== doer || promise.turnOf !== turnOf || JSON.stringify(promise.reason) !== JSON.stringify(reason)) {
        await ctx.db.patch("tasks", existing._id, { assignedTo: doer, chore: { ...promise, turnOf, reason } });
      }
    } else {
      if (made + 1 > budget) return { made, complete: false, undone };
      await insertOccurrence(ctx, chore, day, doer, reason, turnOf);
      made++;
    }
    previous = { memberId: turnOf, day, done: false, ...(doer !== turnOf ? { givenTo: doer } : {}) };
  }
  const order = people.join() !== rotation.order.join() ? { order: people } : {};
  if (undone.length > 0 || order.order) await saveDeal(ctx, rotation, { ...order, handovers });
  return { made, complete: true, undone };
}

/**
 * A missable chore's occurrences from before today still open: they roll away (the next is
 * made). Each is a missed day for its person's streak, unless the family was away.
 */
async function rollMissed(ctx: MutationCtx, chore: Doc<"chores">, today: string, clock: Settings, since: string) {
  const missed = await ctx.db
    .query("tasks")
    .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", chore._id).gte("occurrenceDate", since).lt("occurrenceDate", today))
    .take(OCCURRENCES_PER_RUN_MAX);
  for (const task of missed) {
    if (!OPEN.has(task.status)) continue;
    await ctx.db.delete("tasks", task._id);
    // "Anyone" offers it to several: nobody in particular missed it.
    if (!task.chore?.anyone && !isAway(clock.away, task.occurrenceDate!)) await streakMissed(ctx, task.assignedTo, chore._id, task.occurrenceDate!);
  }
}

// ---- Done, approved: points and streaks ------------------------------------------------

async function streakOf(ctx: QueryCtx, memberId: Id<"members">, choreId: Id<"chores">) {
  return ctx.db
    .query("choreStreaks")
    .withIndex("by_memberId_and_choreId", (q) => q.eq("memberId", memberId).eq("choreId", choreId))
    .unique();
}

async function streakDone(ctx: MutationCtx, memberId: Id<"members">, choreId: Id<"chores">, day: string) {
  const streak = await streakOf(ctx, memberId, choreId);
  if (streak === null) {
    await ctx.db.insert("choreStreaks", { memberId, choreId, count: 1, best: 1, lastDay: day });
    return;
  }
  if (streak.lastDay !== undefined && streak.lastDay >= day) return;
  const count = streak.count + 1;
  await ctx.db.patch("choreStreaks", streak._id, { count, best: Math.max(streak.best, count), lastDay: day });
}

/** One missed day a week is forgiven; a second in the same week ends the streak. */
async function streakMissed(ctx: MutationCtx, memberId: Id<"members">, choreId: Id<"chores">, day: string) {
  const streak = await streakOf(ctx, memberId, choreId);
  if (streak === null) return;
  const week = weekStartOf(day);
  if (streak.forgivenWeek !== week) await ctx.db.patch("choreStreaks", streak._id, { forgivenWeek: week });
  else await ctx.db.patch("choreStreaks", streak._id, { count: 0 });
}

/**
 * A chore's occurrence was completed (model/tasks.ts calls this). "Anyone": the others' offers
 * of the same occurrence go. Without approval it pays now; "every N days after" makes its next.
 */
export async function choreTaskCompleted(ctx: MutationCtx, task: Doc<"tasks">, now: number) {
  if (task.choreId === undefined || task.chore === undefined) return;
  if (task.chore.anyone) {
    const offers = await ctx.db
      .query("tasks")
      .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", task.choreId).eq("occurrenceDate", task.occurrenceDate))
      .take(CHORE_PEOPLE_MAX);
    for (const offer of offers) if (offer._id !== task._id && OPEN.has(offer.status)) await ctx.db.delete("tasks", offer._id);
  }
  if (!task.needsApproval) await payFor(ctx, task);
  // "Every N days after" counts from now; a chore that stays due held this person's next back;
  // a rotation's next turn was made days ahead "after Sam's on Tuesday": now it says Sam did it.
  const chore = await ctx.db.get("chores", task.choreId);
  if (chore && (chore.schedule.kind === "after" || !chore.missable || byTurns(chore))) await generate(ctx, now, [chore._id]);
}

/**
 * An admin sent a chore's turn back (not done): the next turn's reason no longer says it was
 * done, and a rotation's turn that stays due holds back its person's next turn again.
 */
export async function choreTaskSentBack(ctx: MutationCtx, task: Doc<"tasks">, now: number) {
  if (task.choreId === undefined || task.occurrenceDate === undefined) return;
  const later = await ctx.db
    .query("tasks")
    .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", task.choreId).gt("occurrenceDate", task.occurrenceDate!))
    .take(CHORE_WINDOW_DAYS * CHORE_PEOPLE_MAX);
  for (const next of later) {
    const reason = next.chore?.reason;
    if (reason?.kind === "rotation" && reason.previousDay === task.occurrenceDate && reason.previousDone) {
      await ctx.db.patch("tasks", next._id, { chore: { ...next.chore!, reason: { ...reason, previousDone: false } } });
    }
  }
  const rotation = await rotationOf(ctx, task.choreId);
  if (rotation?.last?.day === task.occurrenceDate && rotation.last.done) await saveLast(ctx, rotation, { ...rotation.last, done: false });
  const chore = await ctx.db.get("chores", task.choreId);
  if (chore !== null && !chore.missable && byTurns(chore)) await generate(ctx, now, [chore._id]);
}

/** An admin approved a chore's occurrence: it pays what it promised. */
export async function choreTaskApproved(ctx: MutationCtx, task: Doc<"tasks">) {
  if (task.choreId === undefined || task.chore === undefined) return;
  await payFor(ctx, task);
}

async function payFor(ctx: MutationCtx, task: Doc<"tasks">) {
  const promise = task.chore!;
  if (promise.points > 0) await addPoints(ctx, task.assignedTo, { points: promise.points, kind: "chore", title: task.title, taskId: task._id });
  await streakDone(ctx, task.assignedTo, task.choreId!, task.occurrenceDate!);
}

// ---- Reading -----------------------------------------------------------------------

export type ChoreView = Awaited<ReturnType<typeof choreView>>;

async function choreView(ctx: QueryCtx, chore: Doc<"chores">, today: string, members: Map<Id<"members">, Doc<"members">>) {
  const people = (await peopleOf(ctx, chore._id)).filter((id) => members.has(id));
  const upcoming = await ctx.db
    .query("tasks")
    .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", chore._id).gte("occurrenceDate", addDays(today, -1)))
    .take(UPCOMING_LISTED);
  const person = (id: Id<"members">) => {
    const member = members.get(id);
    return { _id: id, name: member?.name ?? "", color: member ? memberColor(member) : null };
  };
  return {
    _id: chore._id,
    title: chore.title,
    icon: chore.icon ?? null,
    partOfDay: chore.partOfDay,
    points: chore.points,
    needsApproval: chore.needsApproval,
    photoProof: chore.photoProof,
    schedule: chore.schedule,
    months: chore.months ?? [],
    missable: chore.missable,
    assignment: chore.assignment,
    rotateBy: chore.rotateBy,
    paused: chore.paused,
    people: people.map(person),
    skips: (chore.skips ?? []).filter((skip) => skip.day >= today),
    occurrences: upcoming.map((task) => ({
      taskId: task._id,
      day: task.occurrenceDate!,
      status: task.status,
      approvalStatus: task.approvalStatus ?? null,
      person: person(task.assignedTo),
      points: task.chore?.points ?? 0,
      reason: task.chore?.reason ?? { kind: "fixed" as const },
    })),
  };
}

/**
 * The chores page: every chore for an admin; for a member, the chores they are one of the
 * people of (with everyone's turns, so whose turn it is is plain to all).
 */
export async function listChores(ctx: QueryCtx, viewer: Doc<"members">, today: string) {
  if (!isCalendarDay(today)) throw householdError("INVALID_DATE");
  const members = new Map((await ctx.db.query("members").take(MAX_MEMBERS)).map((member) => [member._id, member]));
  let chores = await ctx.db.query("chores").take(CHORES_MAX);
  if (viewer.role !== "admin") {
    const mine = await ctx.db.query("choreMembers").withIndex("by_memberId", (q) => q.eq("memberId", viewer._id)).take(CHORES_MAX);
    const ids = new Set(mine.map((row) => row.choreId));
    chores = chores.filter((chore) => ids.has(chore._id));
  }
  const { away } = await familyClock(ctx);
  const streaks = await ctx.db
    .query("choreStreaks")
    .withIndex("by_memberId_and_choreId", (q) => q.eq("memberId", viewer._id))
    .take(CHORES_MAX);
  return {
    away,
    chores: await Promise.all(chores.map((chore) => choreView(ctx, chore, today, members))),
    streaks: streaks.map((streak) => ({ choreId: streak.choreId, count: streak.count, best: streak.best })),
  };
}

/** A person's streak on each chore, for the family screen's chart. */
export async function streaksOf(ctx: QueryCtx, memberId: Id<"members">) {
  const rows = await ctx.db
    .query("choreStreaks")
    .withIndex("by_memberId_and_choreId", (q) => q.eq("memberId", memberId))
    .take(CHORES_MAX);
  return new Map(rows.map((row) => [row.choreId, row.count]));
}

// A chore's rotation as a record of its own (DESIGN.md decision 30): the people in turn order,
// the last turn whose day is past (done or missed) and who comes next, and the approved swaps
// and hand-overs of coming days. Occurrences are dealt from it (model/chores.ts dealRotation),
// never read back from whichever occurrences still exist: missed ones roll away and away days
// delete theirs, and neither may change whose turn it was.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { addDays } from "../lib/calendarSchema";
import { CHORE_PEOPLE_MAX, CHORE_WINDOW_DAYS } from "../lib/choreSchema";

/** How far back an older chore's past occurrences are read when its record is first made. */
const FIRST_LOOK_BACK_DAYS = 31;
/** Past occurrences one settling reads at most (the hourly job settles each day). */
const SETTLE_READ_MAX = 400;
/** Hand-overs a record keeps: one per person per day of the window. */
export const HANDOVERS_MAX = CHORE_WINDOW_DAYS * CHORE_PEOPLE_MAX;

export type Rotation = Doc<"choreRotations">;
export type Handover = Rotation["handovers"][number];
type LastTurn = NonNullable<Rotation["last"]>;

export async function rotationOf(ctx: QueryCtx, choreId: Id<"chores">): Promise<Rotation | null> {
  return ctx.db
    .query("choreRotations")
    .withIndex("by_choreId", (q) => q.eq("choreId", choreId))
    .unique();
}

/**
 * Whose turn the rotation dealt an occurrence as. Older occurrences have no `turnOf`: a swapped
 * one's turn was its count round the people; any other was its person's.
 */
export function dealtOf(task: Doc<"tasks">, people: Id<"members">[]): Id<"members"> {
  const promise = task.chore;
  if (promise?.turnOf !== undefined) return promise.turnOf;
  const swapped = promise?.reason.kind === "swapped" || promise?.reason.kind === "swapRequested";
  if (swapped && promise?.turn !== undefined && people.length > 0) return people[promise.turn % people.length];
  return task.assignedTo;
}

/**
 * Who comes after `member`: the next of `people` in order. One no longer among them (taken off
 * the chore) is followed by whoever followed them in the order as it was (`before`) and is still
 * there, so taking someone off does not send the turns back to the start.
 */
export function successor(people: Id<"members">[], before: Id<"members">[], member: Id<"members"> | undefined): Id<"members"> {
  if (member === undefined) return people[0];
  const index = people.indexOf(member);
  if (index >= 0) return people[(index + 1) % people.length];
  const old = before.indexOf(member);
  if (old >= 0) {
    for (let step = 1; step < before.length; step++) {
      const candidate = before[(old + step) % before.length];
      if (people.includes(candidate)) return candidate;
    }
  }
  return people[0];
}

function lastOf(task: Doc<"tasks">, people: Id<"members">[]): LastTurn {
  const memberId = dealtOf(task, people);
  return {
    memberId,
    day: task.occurrenceDate!,
    done: task.status === "completed",
    ...(task.assignedTo !== memberId ? { givenTo: task.assignedTo } : {}),
  };
}

/** The chore's record, made the first time it is needed (an older chore's from its past occurrences). */
export async function ensureRotation(ctx: MutationCtx, chore: Doc<"chores">, people: Id<"members">[]): Promise<Rotation> {
  const existing = await rotationOf(ctx, chore._id);
  if (existing !== null) return existing;
  const id = await ctx.db.insert("choreRotations", { choreId: chore._id, order: people, handovers: [] });
  return (await ctx.db.get("choreRotations", id))!;
}

/**
 * Brings the record up to `today`: each past occurrence (done, or still open and so missed, in
 * day order) becomes the last turn, before a missed one rolls away; hand-overs of past days go.
 */
export async function settle(ctx: MutationCtx, chore: Doc<"chores">, rotation: Rotation, people: Id<"members">[], today: string): Promise<Rotation> {
  const since = rotation.last?.day ?? addDays(today, -FIRST_LOOK_BACK_DAYS);
  const past = await ctx.db
    .query("tasks")
    .withIndex("by_choreId_and_occurrenceDate", (q) => q.eq("choreId", chore._id).gte("occurrenceDate", since).lt("occurrenceDate", today))
    .take(SETTLE_READ_MAX);
  let last = rotation.last;
  for (const task of past) {
    if (last === undefined || task.occurrenceDate! >= last.day) last = lastOf(task, people);
  }
  const handovers = rotation.handovers.filter((handover) => handover.day >= today);
  const next = people.length > 0 && last !== undefined ? successor(people, rotation.order, last.memberId) : rotation.next;
  const changed =
    JSON.stringify(last) !== JSON.stringify(rotation.last) || next !== rotation.next || handovers.length !== rotation.handovers.length;
  if (!changed) return rotation;
  const fields = { last, next, handovers };
  await ctx.db.patch("choreRotations", rotation._id, fields);
  return { ...rotation, ...fields };
}

/** Keeps one day's turn given to `to` (an approved swap or an admin's "Give to…") for every re-deal. */
export async function keepHandover(ctx: MutationCtx, chore: Doc<"chores">, people: Id<"members">[], handover: Handover) {
  const rotation = await ensureRotation(ctx, chore, people);
  const handovers = [...rotation.handovers.filter((kept) => !(kept.day === handover.day && kept.from === handover.from)), handover]
    .sort((a, b) => a.day.localeCompare(b.day))
    .slice(-HANDOVERS_MAX);
  await ctx.db.patch("choreRotations", rotation._id, { handovers });
}

export async function saveDeal(ctx: MutationCtx, rotation: Rotation, fields: Partial<Pick<Rotation, "order" | "next" | "handovers">>) {
  await ctx.db.patch("choreRotations", rotation._id, fields);
}

export async function saveLast(ctx: MutationCtx, rotation: Rotation, last: LastTurn) {
  await ctx.db.patch("choreRotations", rotation._id, { last });
}

export async function deleteRotation(ctx: MutationCtx, choreId: Id<"chores">) {
  const rotation = await rotationOf(ctx, choreId);
  if (rotation !== null) await ctx.db.delete("choreRotations", rotation._id);
}

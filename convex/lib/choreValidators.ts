// The Convex validators of chores (lib/choreSchema.ts's types), for the schema and the functions.
import { literals } from "convex-helpers/validators";
import { v } from "convex/values";
import { vRepeat } from "./calendarValidators";
import { assignmentModes, choreIcons, partsOfDay, rotateByChoices } from "./choreSchema";

export const vPartOfDay = literals(...partsOfDay);
export const vChoreIcon = literals(...choreIcons);
export const vAssignmentMode = literals(...assignmentModes);
export const vRotateBy = literals(...rotateByChoices);

export const vChoreSchedule = v.union(
  v.object({ kind: v.literal("repeat"), start: v.string(), repeat: vRepeat }),
  v.object({ kind: v.literal("after"), start: v.string(), days: v.number() }),
);

export const vChoreReason = v.union(
  v.object({ kind: v.literal("fixed") }),
  v.object({ kind: v.literal("everyone") }),
  v.object({ kind: v.literal("anyone") }),
  v.object({ kind: v.literal("rotationFirst") }),
  v.object({
    kind: v.literal("rotation"),
    previousName: v.string(),
    previousDay: v.string(),
    previousDone: v.boolean(),
    /** That previous turn was given to someone else (a swap or an admin's hand-over): who had it. */
    previousGivenTo: v.optional(v.string()),
  }),
  v.object({ kind: v.literal("rotationWeek"), weekOf: v.string() }),
  v.object({ kind: v.literal("rotationMonth"), month: v.string() }),
  v.object({ kind: v.literal("swapped"), fromName: v.string(), byName: v.string() }),
  v.object({ kind: v.literal("swapRequested"), fromName: v.string(), byName: v.string() }),
);

/** What an occurrence (a task) keeps of its chore when it is made: the promise and the picture. */
export const vChoreTask = v.object({
  points: v.number(),
  partOfDay: vPartOfDay,
  icon: v.optional(vChoreIcon),
  photoProof: v.boolean(),
  missable: v.boolean(),
  /** "Anyone — first to finish": the same occurrence is offered to each of its people. */
  anyone: v.boolean(),
  /** Older occurrences' count of turns (whose turn was people[turn % people]); no longer written. */
  turn: v.optional(v.number()),
  /** A rotation's occurrence: whose turn the rotation dealt it as (a swap gives it to someone else, not the turn). */
  turnOf: v.optional(v.id("members")),
  reason: vChoreReason,
});

/** An approved swap or an admin's hand-over of one day's turn, kept by the chore's rotation record. */
export const vChoreHandover = v.object({
  day: v.string(),
  /** Whose turn it was, and is still counted as. */
  from: v.id("members"),
  to: v.id("members"),
  kind: v.union(v.literal("swapped"), v.literal("swapRequested")),
  fromName: v.string(),
  byName: v.string(),
});

/** The last turn of a rotation whose day is past: whose it was, on what day, done or missed. */
export const vChoreLastTurn = v.object({
  memberId: v.id("members"),
  day: v.string(),
  done: v.boolean(),
  /** Given away: who had it instead. */
  givenTo: v.optional(v.id("members")),
});

// Recurring chores (logic in model/chores.ts): admins set them up, members see theirs; each
// occurrence is an ordinary task, done through tasks.ts and the family screen.
import { v } from "convex/values";
import { internalMutation } from "./_generated/server";
import { adminMutation, memberQuery } from "./functions";
import { vRepeatForm } from "./lib/calendarValidators";
import * as model from "./model/chores";

/** The chore form's shape as the client sends it; lib/choreSchema.ts checks its values in the model. */
const vChoreForm = v.object({
  title: v.string(),
  icon: v.string(),
  partOfDay: v.string(),
  points: v.union(v.number(), v.string()),
  needsApproval: v.boolean(),
  photoProof: v.boolean(),
  scheduleKind: v.string(),
  start: v.string(),
  repeat: vRepeatForm,
  afterDays: v.union(v.number(), v.string()),
  months: v.array(v.number()),
  missable: v.boolean(),
  assignment: v.string(),
  rotateBy: v.string(),
  memberIds: v.array(v.string()),
});

/** The chores page: every chore for an admin, a member's own; with the family's away dates. */
export const list = memberQuery({
  page: "dashboard",
  args: { today: v.string() },
  handler: (ctx, { today }) => model.listChores(ctx, ctx.member, today),
});

export const createChore = adminMutation({
  args: { chore: vChoreForm },
  handler: (ctx, { chore }) => model.createChore(ctx, ctx.member, chore, Date.now()),
});

export const updateChore = adminMutation({
  args: { choreId: v.id("chores"), chore: vChoreForm },
  handler: (ctx, { choreId, chore }) => model.updateChore(ctx, ctx.member, choreId, chore, Date.now()),
});

export const deleteChore = adminMutation({
  args: { choreId: v.id("chores") },
  handler: (ctx, { choreId }) => model.deleteChore(ctx, ctx.member, choreId),
});

export const setPaused = adminMutation({
  args: { choreId: v.id("chores"), paused: v.boolean() },
  handler: (ctx, { choreId, paused }) => model.setPaused(ctx, ctx.member, choreId, paused, Date.now()),
});

/** Skips one occurrence (a task of a chore), with why. */
export const skipOccurrence = adminMutation({
  args: { taskId: v.id("tasks"), reason: v.string() },
  handler: (ctx, { taskId, reason }) => model.skipOccurrence(ctx, ctx.member, taskId, reason, Date.now()),
});

/** Gives one occurrence to someone else. */
export const swapOccurrence = adminMutation({
  args: { taskId: v.id("tasks"), memberId: v.id("members") },
  handler: (ctx, { taskId, memberId }) => model.swapOccurrence(ctx, ctx.member, taskId, memberId, Date.now()),
});

/** "We're away" from one day to another (both included), or home again (null). */
export const setAway = adminMutation({
  args: { away: v.union(v.null(), v.object({ from: v.string(), to: v.string() })) },
  handler: (ctx, { away }) => model.setAway(ctx, ctx.member, away, Date.now()),
});

/** Every hour; the first run of each family day rolls missed occurrences on and makes the next week's. */
export const generate = internalMutation({
  args: {},
  handler: (ctx) => model.generateDaily(ctx, Date.now()),
});

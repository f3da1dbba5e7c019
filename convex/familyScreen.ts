// The family screen (issue 14; logic in model/familyScreen.ts). An admin signed
// in on a device starts and leaves it; everything else is called by the screen
// itself, with no sign-in: each call carries the screen's key, checked every time,
// and a member's actions also carry the token their PIN unlocked.
import { v } from "convex/values";
import { internalMutation, mutation, query } from "./_generated/server";
import { adminMutation, adminQuery } from "./functions";
import * as model from "./model/familyScreen";
import * as unlocks from "./model/screenUnlocks";

const screenArgs = { screenKey: v.string() };
const unlockedArgs = { screenKey: v.string(), unlockToken: v.string() };

/** Admin: this device becomes the family screen; the key is returned once (the device keeps it). */
export const start = adminMutation({
  denied: "FAMILY_SCREEN_ADMIN_ONLY",
  args: { name: v.optional(v.string()) },
  handler: (ctx, { name }) => model.startScreen(ctx, ctx.member, name, Date.now()),
});

/** Admin signed in on the screen: leave the mode (the key stops working everywhere). */
export const leave = adminMutation({
  denied: "FAMILY_SCREEN_ADMIN_ONLY",
  args: screenArgs,
  handler: (ctx, { screenKey }) => model.leaveScreen(ctx, ctx.member, screenKey),
});

/** Admin: the family's screens, for System Settings. */
export const list = adminQuery({
  denied: "FAMILY_SCREEN_ADMIN_ONLY",
  args: {},
  handler: (ctx) => model.listScreens(ctx),
});

/** Admin: turn a (lost) screen off from System Settings. */
export const revoke = adminMutation({
  denied: "FAMILY_SCREEN_ADMIN_ONLY",
  args: { screenId: v.id("familyScreens") },
  handler: (ctx, { screenId }) => model.revokeScreen(ctx, ctx.member, screenId),
});

/** The screen: members with today's and overdue tasks, upcoming events, night dimming. */
export const view = query({
  args: { ...screenArgs, today: v.string() },
  handler: (ctx, { screenKey, today }) => model.viewScreen(ctx, screenKey, today),
});

/** The screen: "still on" every few minutes (System Settings shows when it was last seen). */
export const checkIn = mutation({
  args: screenArgs,
  handler: (ctx, { screenKey }) => model.markScreenSeen(ctx, screenKey, Date.now()),
});

/** The screen: a member's PIN; the outcome is returned (a thrown error would undo the failure count). */
export const unlock = mutation({
  args: { ...screenArgs, memberId: v.id("members"), pin: v.string() },
  handler: (ctx, args) => unlocks.unlockMember(ctx, args, Date.now()),
});

/** The screen: the unlocked member's tasks and notifications. */
export const memberPanel = query({
  args: { ...unlockedArgs, today: v.string() },
  handler: (ctx, args) => unlocks.memberPanel(ctx, args),
});

export const startTask = mutation({
  args: { ...unlockedArgs, taskId: v.id("tasks") },
  handler: (ctx, args) => unlocks.screenStartTask(ctx, args, Date.now()),
});

export const completeTask = mutation({
  args: { ...unlockedArgs, taskId: v.id("tasks") },
  handler: (ctx, args) => unlocks.screenCompleteTask(ctx, args, Date.now()),
});

export const markNotificationsRead = mutation({
  args: unlockedArgs,
  handler: (ctx, args) => unlocks.screenMarkNotificationsRead(ctx, args, Date.now()),
});

/** The screen: "Done" or 60 s idle ends the unlock. */
export const lock = mutation({
  args: unlockedArgs,
  handler: (ctx, args) => unlocks.lockScreen(ctx, args),
});

/** Scheduled at an unlock's end (each action moves it two minutes on). */
export const expireUnlock = internalMutation({
  args: { unlockId: v.id("screenUnlocks") },
  handler: (ctx, { unlockId }) => unlocks.expireUnlock(ctx, unlockId, Date.now()),
});

/** Scheduled at a lockout's end. */
export const endLockout = internalMutation({
  // `screenId`: only in runs scheduled when each screen counted wrong PINs apart.
  args: { screenId: v.optional(v.id("familyScreens")), memberId: v.id("members") },
  handler: (ctx, { memberId }) => unlocks.endLockout(ctx, memberId, Date.now()),
});

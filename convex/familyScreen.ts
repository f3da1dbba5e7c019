// The family screen (logic in model/familyScreen.ts and model/screenUnlocks.ts).
// An admin signed in on a device starts and leaves it; everything else is
// called by the screen itself, with no sign-in: each call carries the screen's
// key and a member's actions the token their PIN unlocked, checked by the
// builders (screenQuery … unlockedMutation in functions.ts) before any handler runs.
import { v } from "convex/values";
import { internalMutation } from "./_generated/server";
import { adminMutation, adminQuery, screenMutation, screenQuery, unlockedAction, unlockedMutation, unlockedQuery } from "./functions";
import * as model from "./model/familyScreen";
import * as rewardsModel from "./model/rewards";
import * as unlocks from "./model/screenUnlocks";
import { checkUploadedImage } from "./model/uploads";

/** Admin: this device becomes the family screen; the key is returned once (the device keeps it). */
export const start = adminMutation({
  denied: "FAMILY_SCREEN_ADMIN_ONLY",
  args: { name: v.optional(v.string()) },
  handler: (ctx, { name }) => model.startScreen(ctx, ctx.member, name, Date.now()),
});

/** Admin signed in on the screen: leave the mode (the key stops working everywhere). */
export const leave = adminMutation({
  denied: "FAMILY_SCREEN_ADMIN_ONLY",
  args: { screenKey: v.string() },
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
export const view = screenQuery({
  args: { today: v.string() },
  // The server's clock bounds which days a key may read (a query's clock is its start).
  handler: (ctx, { today }) => model.viewScreen(ctx, ctx.screen, today, Date.now()),
});

/** The screen: "still on" every few minutes (System Settings shows when it was last seen). */
export const checkIn = screenMutation({
  args: {},
  handler: (ctx) => model.markScreenSeen(ctx, ctx.screen, Date.now()),
});

/** The screen: a member's PIN; the outcome is returned (a thrown error would undo the failure count). */
export const unlock = screenMutation({
  args: { memberId: v.id("members"), pin: v.string() },
  handler: (ctx, args) => unlocks.unlockMember(ctx, ctx.screen, args, Date.now()),
});

/** The screen: the unlocked member's tasks and notifications. */
export const memberPanel = unlockedQuery({
  args: { today: v.string() },
  handler: (ctx, args) => unlocks.memberPanel(ctx, ctx.unlocked, args, Date.now()),
});

export const startTask = unlockedMutation({
  args: { taskId: v.id("tasks") },
  handler: (ctx, { taskId }) => unlocks.screenStartTask(ctx, ctx.unlocked, taskId, Date.now()),
});

/** `photo`: a chore that asks for proof takes the unlocked member's own checked upload (the steps below). */
export const completeTask = unlockedMutation({
  args: { taskId: v.id("tasks"), photo: v.optional(v.id("_storage")) },
  handler: (ctx, { taskId, photo }) => unlocks.screenCompleteTask(ctx, ctx.unlocked, taskId, Date.now(), photo),
});

/** A chore's photo as proof, step one: a short-lived URL to POST the file to (lib/photoUploads.ts). */
export const generateUploadUrl = unlockedMutation({
  args: {},
  handler: (ctx) => unlocks.screenGenerateUploadUrl(ctx, ctx.unlocked, Date.now()),
});

/** Step two: the bytes are checked and recorded as the unlocked member's; a refusal is returned, not thrown. */
export const checkUpload = unlockedAction({
  args: { storageId: v.id("_storage") },
  handler: (ctx, { storageId }) => checkUploadedImage(ctx, ctx.memberId, storageId),
});

/** The screen: the rewards on offer and the unlocked member's points to spend. */
export const rewards = unlockedQuery({
  args: {},
  handler: (ctx) => rewardsModel.screenRewards(ctx, ctx.unlocked.member),
});

/** The screen: the unlocked member asks for a reward; it waits in the approval inbox as one asked on a phone. */
export const redeemReward = unlockedMutation({
  args: { rewardId: v.id("rewards") },
  handler: (ctx, { rewardId }) => unlocks.screenRedeemReward(ctx, ctx.unlocked, rewardId, Date.now()),
});

export const markNotificationsRead = unlockedMutation({
  args: {},
  handler: (ctx) => unlocks.screenMarkNotificationsRead(ctx, ctx.unlocked, Date.now()),
});

/** The screen: "Done" or 60 s idle ends the unlock (an unknown or ended token is fine). */
export const lock = screenMutation({
  args: { unlockToken: v.string() },
  handler: (ctx, { unlockToken }) => unlocks.lockScreen(ctx, ctx.screen, unlockToken),
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

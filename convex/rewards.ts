// Rewards bought with points (DESIGN.md decision 22): the list and balances on the chores
// page, the admin's reward list, and a member's request. Requests are decided in the approval
// inbox (approvals.ts). Logic in model/rewards.ts.
import { v } from "convex/values";
import { adminMutation, memberMutation, memberQuery } from "./functions";
import { vRewardInput } from "./lib/rewardSchema";
import * as model from "./model/rewards";

// Chores and their points live under the dashboard's page flag.
const page = "dashboard" as const;

/** The rewards on offer, the viewer's points, history and waiting requests; admins: everyone's points. */
export const list = memberQuery({
  page,
  args: {},
  handler: (ctx) => model.overview(ctx, ctx.member),
});

/** One person's points history: the viewer's own, or (admins) anyone's. */
export const history = memberQuery({
  page,
  args: { memberId: v.id("members") },
  handler: (ctx, { memberId }) => model.historyFor(ctx, ctx.member, memberId),
});

export const addReward = adminMutation({
  args: { reward: vRewardInput },
  handler: (ctx, { reward }) => model.addReward(ctx, ctx.member, reward),
});

/** Changes a reward from now on; requests already made keep the cost and money they were made with. */
export const updateReward = adminMutation({
  args: { rewardId: v.id("rewards"), reward: vRewardInput },
  handler: (ctx, { rewardId, reward }) => model.updateReward(ctx, rewardId, reward),
});

export const archiveReward = adminMutation({
  args: { rewardId: v.id("rewards") },
  handler: (ctx, { rewardId }) => model.archiveReward(ctx, rewardId),
});

/** The caller asks for a reward: it waits in the approval inbox; no points are taken yet. */
export const redeem = memberMutation({
  page,
  args: { rewardId: v.id("rewards") },
  handler: (ctx, { rewardId }) => model.redeem(ctx, ctx.member, rewardId, Date.now()),
});

/** Admin, for a member without a sign-in (a child): approved at once, as if asked and decided. */
export const redeemFor = adminMutation({
  args: { memberId: v.id("members"), rewardId: v.id("rewards") },
  handler: (ctx, { memberId, rewardId }) => model.redeemFor(ctx, ctx.member, memberId, rewardId),
});

/** The caller takes back their own request while it waits. */
export const withdraw = memberMutation({
  page,
  args: { redemptionId: v.id("rewardRedemptions") },
  handler: (ctx, { redemptionId }) => model.withdrawRedemption(ctx, ctx.member, redemptionId),
});

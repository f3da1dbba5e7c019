// A member asks to give their own turn of a chore to someone else in it; the request is decided
// in the approval inbox (approvals.ts). Logic in model/choreSwaps.ts.
import { v } from "convex/values";
import { memberMutation, memberQuery } from "./functions";
import * as model from "./model/choreSwaps";

// Chores live under the dashboard's page flag.
const page = "dashboard" as const;

/** The caller's own requests still waiting (the chores page offers to withdraw them). */
export const mine = memberQuery({
  page,
  args: {},
  handler: (ctx) => model.myOpenRequests(ctx, ctx.member),
});

/** The caller asks to give one of their pending occurrences to someone else in the chore, with an optional note. */
export const ask = memberMutation({
  page,
  args: { taskId: v.id("tasks"), memberId: v.id("members"), note: v.string() },
  handler: (ctx, { taskId, memberId, note }) => model.askSwap(ctx, ctx.member, { taskId, toMemberId: memberId, note }, Date.now()),
});

/** The caller takes back their own request while it waits. */
export const withdraw = memberMutation({
  page,
  args: { requestId: v.id("choreSwapRequests") },
  handler: (ctx, { requestId }) => model.withdrawSwap(ctx, ctx.member, requestId),
});

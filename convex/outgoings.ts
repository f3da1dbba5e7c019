// The monthly bills board of /finance: any member with the Finance page sees it and marks a
// bill paid or unpaid for a month; only admins add and delete bills (spec section 8's refusals).
// Logic in model/outgoings.ts.
import { v } from "convex/values";
import { adminMutation, memberMutation, memberQuery } from "./functions";
import { vOutgoingInput } from "./lib/outgoingSchema";
import * as model from "./model/outgoings";

/** One month's bills ("yyyy-MM") by due day, with statuses as of the reader's `today` ("yyyy-MM-dd"). */
export const board = memberQuery({
  page: "finance",
  args: { month: v.string(), today: v.string() },
  handler: (ctx, { month, today }) => model.board(ctx, month, today),
});

/** Admin: a new bill. */
export const add = adminMutation({
  denied: "ADD_OUTGOINGS",
  args: { outgoing: vOutgoingInput },
  handler: (ctx, { outgoing }) => model.addOutgoing(ctx, ctx.member, outgoing),
});

/** Admin: delete a bill and its paid marks. */
export const remove = adminMutation({
  denied: "DELETE_OUTGOINGS",
  args: { outgoingId: v.id("monthlyOutgoings") },
  handler: (ctx, { outgoingId }) => model.removeOutgoing(ctx, ctx.member, outgoingId),
});

/** Any member with the Finance page: the bill paid (or not) for the month ("yyyy-MM"). */
export const setPaid = memberMutation({
  page: "finance",
  args: { outgoingId: v.id("monthlyOutgoings"), month: v.string(), paid: v.boolean() },
  handler: (ctx, args) => model.setPaid(ctx, ctx.member, args),
});

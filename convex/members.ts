import { v } from "convex/values";
import { adminMutation, memberQuery, publicQuery } from "./functions";
import { vMemberType, vPageKey, vRole } from "./lib/validators";
import { addMember as add, describeViewer } from "./model/members";
import { setPageFlag } from "./model/pageAccess";

/** The caller's state: signed out, waiting for approval, or a family member (with their flags). */
export const viewer = publicQuery({
  args: {},
  handler: (ctx) => describeViewer(ctx, ctx.viewer),
});

/** Everyone in the family (one family: a few dozen at most). */
export const list = memberQuery({
  args: {},
  handler: (ctx) => ctx.db.query("members").take(200),
});

/** Admin: one of a member's nine page flags on or off. */
export const setPageAccess = adminMutation({
  args: { memberId: v.id("members"), page: vPageKey, enabled: v.boolean() },
  handler: (ctx, args) => setPageFlag(ctx, ctx.member, args),
});

/** Admin: add a member of the family (Quick Actions and the Family Members page). */
export const addMember = adminMutation({
  denied: "ADD_MEMBERS",
  args: { name: v.string(), memberType: vMemberType, role: vRole, email: v.optional(v.string()) },
  handler: (ctx, args) => add(ctx, args),
});

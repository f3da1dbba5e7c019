// Outfit plans (page "clothing"): anyone sees a member's week; admins plan and
// remove outfits built from that member's clothes.
import { v } from "convex/values";
import { adminMutation, memberQuery } from "./functions";
import { vOutfitInput } from "./lib/outfitSchema";
import * as model from "./model/outfits";

const denied = "PLAN_OUTFITS" as const;

/** Monday to Sunday for one member, each with its outfit or null. */
export const weekForMember = memberQuery({
  page: "clothing",
  args: { memberId: v.id("members") },
  handler: (ctx, { memberId }) => model.weekForMember(ctx, memberId),
});

/** Admin: plan the member's outfit for a weekday (replaces the one already planned). */
export const planOutfit = adminMutation({
  denied,
  args: { outfit: vOutfitInput },
  handler: (ctx, { outfit }) => model.planOutfit(ctx, ctx.member, outfit),
});

/** Admin: remove a planned outfit. */
export const removeOutfit = adminMutation({
  denied,
  args: { outfitId: v.id("outfits") },
  handler: (ctx, { outfitId }) => model.removeOutfit(ctx, outfitId),
});

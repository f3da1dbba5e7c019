import { v } from "convex/values";
import { adminMutation, memberQuery } from "./functions";
import { addEvent as add, listUpcomingEvents } from "./model/events";

export const addEvent = adminMutation({
  args: { name: v.string(), date: v.string(), description: v.string() },
  handler: (ctx, args) => add(ctx, ctx.member, args),
});

export const upcoming = memberQuery({
  page: "dashboard",
  args: { today: v.string() },
  handler: (ctx, { today }) => listUpcomingEvents(ctx, today, 6),
});

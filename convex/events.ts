import { v } from "convex/values";
import { zodToConvexFields } from "convex-helpers/server/zod4";
import { adminMutation, memberQuery } from "./functions";
import { eventFields } from "./lib/eventSchema";
import { addEvent as add, listUpcomingEvents } from "./model/events";

export const addEvent = adminMutation({
  args: zodToConvexFields(eventFields.shape),
  // The server's own clock decides what is past: a client's "today" is not trusted.
  handler: (ctx, args) => add(ctx, ctx.member, args, Date.now()),
});

export const upcoming = memberQuery({
  page: "dashboard",
  args: { today: v.string() },
  handler: (ctx, { today }) => listUpcomingEvents(ctx, today, 6),
});

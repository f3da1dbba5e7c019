// The signed-in person's own notifications (the bell). Delivery is in
// model/notifications.ts, called from recordActivity and the daily reminders.
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internalMutation } from "./_generated/server";
import { memberMutation, memberQuery } from "./functions";
import { vNotificationTopic } from "./lib/notifications";
import {
  countUnread,
  listNotifications,
  markAllRead as markAllReadModel,
  markRead as markReadModel,
  mutedTopicsOf,
  setTopicMuted,
} from "./model/notifications";

/** Newest first, a page at a time. */
export const list = memberQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: (ctx, { paginationOpts }) => listNotifications(ctx, ctx.member._id, paginationOpts),
});

/** The bell's badge: unread, up to 100. */
export const unreadCount = memberQuery({
  args: {},
  handler: (ctx) => countUnread(ctx, ctx.member._id),
});

export const markRead = memberMutation({
  args: { notificationId: v.id("notifications") },
  handler: (ctx, { notificationId }) => markReadModel(ctx, ctx.member._id, notificationId),
});

/** Marks a batch now; a larger backlog is finished by scheduled follow-ups. */
export const markAllRead = memberMutation({
  args: {},
  handler: (ctx) => markAllReadModel(ctx, ctx.member._id),
});

/** The next batch of a long "Mark all read" (model/notifications.ts). */
export const markAllReadRest = internalMutation({
  args: { memberId: v.id("members") },
  handler: (ctx, { memberId }) => markAllReadModel(ctx, memberId),
});

/** The topics the viewer muted for themself. */
export const mutedTopics = memberQuery({
  args: {},
  handler: (ctx) => mutedTopicsOf(ctx, ctx.member._id),
});

export const setMuted = memberMutation({
  args: { topic: vNotificationTopic, muted: v.boolean() },
  handler: (ctx, { topic, muted }) => setTopicMuted(ctx, ctx.member._id, topic, muted),
});

// What a notification can be about, and the topics a person may mute. A
// notification is either an activity (the same details the activity log
// keeps, so both read alike) or a daily reminder from convex/crons.ts.
import type { Id } from "../_generated/dataModel";
import { v, type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";
import { vActivityDetails, type ActivityKind } from "./activityLog";

/** The topics a person may mute for themself (Your preferences → Notifications…). */
export const notificationTopics = ["requests", "decisions", "tasksAssigned", "tasksDue", "billsDue", "calendar"] as const;
export const vNotificationTopic = literals(...notificationTopics);
export type NotificationTopic = Infer<typeof vNotificationTopic>;

export const vReminder = v.union(
  /** A task not yet done that is due today (`overdue` false) or was due before (true). */
  v.object({
    kind: v.literal("taskDue"),
    taskId: v.id("tasks"),
    taskTitle: v.string(),
    dueDate: v.string(),
    overdue: v.boolean(),
  }),
  /** A monthly bill due tomorrow (`dueDate`), for everyone with the finance page. */
  v.object({
    kind: v.literal("billDueTomorrow"),
    outgoingId: v.id("monthlyOutgoings"),
    description: v.string(),
    amountPence: v.number(),
    dueDate: v.string(),
  }),
  /** A calendar event's own reminder: `minutesBefore` its start (all day: days before, in the morning). */
  v.object({
    kind: v.literal("eventReminder"),
    eventId: v.id("events"),
    eventTitle: v.string(),
    date: v.string(),
    startTime: v.optional(v.string()),
    minutesBefore: v.number(),
  }),
);
export type Reminder = Infer<typeof vReminder>;

export const vNotificationDetails = v.union(...vActivityDetails.members, ...vReminder.members);
export type NotificationDetails = Infer<typeof vNotificationDetails>;
export type NotificationKind = NotificationDetails["kind"];

const topicOfKind: Partial<Record<NotificationKind, NotificationTopic>> = {
  // Admins are told of every new request (a task completion only when it needs approval).
  taskCompleted: "requests",
  itemAddRequested: "requests",
  itemDeleteRequested: "requests",
  itemMoveRequested: "requests",
  roomAccessRequested: "requests",
  joinRequested: "requests",
  rewardRequested: "requests",
  choreSwapRequested: "requests",
  // The member a request was about is told of its decision.
  taskApproved: "decisions",
  taskRejected: "decisions",
  itemRequestApproved: "decisions",
  itemRequestRejected: "decisions",
  roomAccessApproved: "decisions",
  roomAccessRejected: "decisions",
  roomAccessGranted: "decisions",
  roomAccessRevoked: "decisions",
  joinApproved: "decisions",
  rewardApproved: "decisions",
  rewardRejected: "decisions",
  choreSwapApproved: "decisions",
  choreSwapRejected: "decisions",
  choreHandoverUndone: "decisions",
  taskAssigned: "tasksAssigned",
  taskDue: "tasksDue",
  billDueTomorrow: "billsDue",
  // The people in an event are told when someone else adds, changes or deletes it.
  eventAdded: "calendar",
  eventChanged: "calendar",
  eventDeleted: "calendar",
  eventReminder: "calendar",
  // The people another calendar is for, when one of its events moves.
  importedEventChanged: "calendar",
};

/** The topic a notification belongs to; null when this kind of event notifies nobody. */
export function topicOf(details: NotificationDetails): NotificationTopic | null {
  if (details.kind === "taskCompleted" && !details.needsApproval) return null;
  return topicOfKind[details.kind] ?? null;
}

/** The kinds of activity that notify someone (the rest are only in the activity log). */
export const notifyingEventKinds = (Object.keys(topicOfKind) as NotificationKind[]).filter(
  (kind): kind is ActivityKind => kind !== "taskDue" && kind !== "billDueTomorrow" && kind !== "eventReminder",
);

/** A notification as its reader gets it. */
export type NotificationView = {
  _id: Id<"notifications">;
  _creationTime: number;
  actorName: string | null;
  details: NotificationDetails;
  read: boolean;
  /** The event is about the reader (a swap they asked for): said to them in the second person. */
  aboutReader: boolean;
};

import type { TFunction } from "i18next";
import { beforeAll, describe, expect, test } from "vitest";
import type { Id } from "../../../convex/_generated/dataModel";
import { notifyingEventKinds, topicOf, type NotificationDetails, type NotificationKind } from "../../../convex/lib/notifications";
import { i18n } from "../../i18n";
import de from "../../i18n/de";
import es from "../../i18n/es";
import fr from "../../i18n/fr";
import { notificationTarget } from "./notificationTarget";
import { isUnwelcome, notificationSentence, notificationTitle, type NotificationFormat } from "./notificationText";

const taskId = "t1" as Id<"tasks">;
const roomId = "r1" as Id<"rooms">;
const task = { taskId, taskTitle: "Empty the dishwasher" };
const room = { roomId, roomName: "Garage" };
const member = { memberName: "Sam" };
const calendarEvent = { eventId: "e1" as Id<"events">, eventTitle: "Swimming" };
const reward = { rewardId: "w1" as Id<"rewards">, rewardName: "Cinema trip", cost: 30 };

/** One of every kind a notification can be (the type fails to compile when a kind is missing). */
const samples: { [K in NotificationKind]: Extract<NotificationDetails, { kind: K }> } = {
  taskAssigned: { kind: "taskAssigned", ...task, ...member },
  taskCompleted: { kind: "taskCompleted", ...task, needsApproval: true },
  taskApproved: { kind: "taskApproved", ...task, ...member },
  taskRejected: { kind: "taskRejected", ...task, ...member },
  itemAdded: { kind: "itemAdded", itemId: "i1" as Id<"items">, itemName: "Drill", ...room },
  itemEdited: { kind: "itemEdited", itemId: "i1" as Id<"items">, itemName: "Drill", ...room },
  itemDeleted: { kind: "itemDeleted", itemId: "i1" as Id<"items">, itemName: "Drill", ...room },
  itemsMoved: { kind: "itemsMoved", itemName: "Drill", itemCount: 1, toRoomId: roomId, toRoomName: "Garage" },
  itemAddRequested: { kind: "itemAddRequested", itemName: "Drill", ...room },
  itemDeleteRequested: { kind: "itemDeleteRequested", itemId: "i1" as Id<"items">, itemName: "Drill", ...room },
  itemMoveRequested: { kind: "itemMoveRequested", itemName: "Drill", itemCount: 2, toRoomId: roomId, toRoomName: "Garage" },
  itemRequestApproved: { kind: "itemRequestApproved", action: "add", itemName: "Drill", ...room, ...member },
  itemRequestRejected: { kind: "itemRequestRejected", action: "delete", itemName: "Drill", ...room, ...member, itemGone: false },
  roomAccessRequested: { kind: "roomAccessRequested", ...room },
  roomAccessApproved: { kind: "roomAccessApproved", ...room, ...member },
  roomAccessRejected: { kind: "roomAccessRejected", ...room, ...member },
  roomAccessGranted: { kind: "roomAccessGranted", ...room, ...member },
  roomAccessRevoked: { kind: "roomAccessRevoked", ...room, ...member },
  roomAdded: { kind: "roomAdded", ...room },
  roomRenamed: { kind: "roomRenamed", ...room, previousName: "Shed" },
  roomDeleted: { kind: "roomDeleted", ...room },
  joinRequested: { kind: "joinRequested" },
  joinApproved: { kind: "joinApproved", ...member },
  joinRejected: { kind: "joinRejected", ...member },
  memberAdded: { kind: "memberAdded", ...member, role: "member" },
  memberEdited: { kind: "memberEdited", ...member },
  memberDeleted: { kind: "memberDeleted", ...member },
  memberRoleChanged: { kind: "memberRoleChanged", ...member, role: "admin" },
  pageAccessChanged: { kind: "pageAccessChanged", ...member, page: "finance", enabled: true },
  memberPinSet: { kind: "memberPinSet", ...member },
  memberPinCleared: { kind: "memberPinCleared", ...member },
  familySettingsChanged: { kind: "familySettingsChanged", fields: ["notifications"] },
  financeCategoryAdded: { kind: "financeCategoryAdded", categoryId: "c1" as Id<"financeCategories">, categoryName: "Food" },
  financeCategoryEdited: { kind: "financeCategoryEdited", categoryId: "c1" as Id<"financeCategories">, categoryName: "Food" },
  financeCategoryDeleted: { kind: "financeCategoryDeleted", categoryId: "c1" as Id<"financeCategories">, categoryName: "Food", archived: false },
  itemTypeAdded: { kind: "itemTypeAdded", itemTypeId: "y1" as Id<"itemTypes">, itemTypeName: "Tools" },
  itemTypeRenamed: { kind: "itemTypeRenamed", itemTypeId: "y1" as Id<"itemTypes">, itemTypeName: "Tools", previousName: "Kit" },
  itemTypeDeleted: { kind: "itemTypeDeleted", itemTypeId: "y1" as Id<"itemTypes">, itemTypeName: "Tools", archived: true },
  financeStarterListAdded: { kind: "financeStarterListAdded", list: "itemTypes", count: 31 },
  billAdded: { kind: "billAdded", outgoingId: "o1" as Id<"monthlyOutgoings">, description: "Council tax", amountPence: 12000 },
  billDeleted: { kind: "billDeleted", outgoingId: "o1" as Id<"monthlyOutgoings">, description: "Council tax", amountPence: 12000 },
  transactionDeleted: {
    kind: "transactionDeleted",
    transactionId: "x1" as Id<"transactions">,
    description: "Shopping",
    amountPence: 500,
    ...member,
  },
  clothingItemDeleted: { kind: "clothingItemDeleted", clothingItemId: "k1" as Id<"clothingItems">, itemName: "Coat", ...member },
  postDeleted: { kind: "postDeleted", postId: "p1" as Id<"posts">, excerpt: "Hello", ...member },
  commentDeleted: { kind: "commentDeleted", commentId: "m1" as Id<"comments">, excerpt: "Hi", ...member },
  eventAdded: { kind: "eventAdded", ...calendarEvent, date: "2026-11-20", startTime: "17:00" },
  eventChanged: { kind: "eventChanged", ...calendarEvent, change: "moved", scope: "one", date: "2026-11-20", startTime: "17:00" },
  eventDeleted: { kind: "eventDeleted", ...calendarEvent, scope: "following", date: "2026-11-20" },
  importedEventChanged: {
    kind: "importedEventChanged",
    importId: "ci1" as Id<"calendarImports">,
    importName: "School",
    eventTitle: "Football",
    date: "2026-11-20",
    startTime: "17:00",
  },
  rewardRequested: { kind: "rewardRequested", ...reward },
  rewardApproved: { kind: "rewardApproved", ...reward, moneyPence: 500, ...member },
  rewardRejected: { kind: "rewardRejected", ...reward, ...member },
  choreAdded: { kind: "choreAdded", choreTitle: "Feed the cat" },
  choreChanged: { kind: "choreChanged", choreTitle: "Feed the cat" },
  choreDeleted: { kind: "choreDeleted", choreTitle: "Feed the cat" },
  chorePaused: { kind: "chorePaused", choreTitle: "Feed the cat" },
  choreResumed: { kind: "choreResumed", choreTitle: "Feed the cat" },
  choreSkipped: { kind: "choreSkipped", choreTitle: "Feed the cat", date: "2026-11-20", reason: "At Grandma's" },
  choreSwapRequested: { kind: "choreSwapRequested", ...task, date: "2026-11-20", toName: "Emma" },
  choreSwapApproved: { kind: "choreSwapApproved", ...task, date: "2026-11-20", toName: "Emma", ...member },
  choreSwapRejected: { kind: "choreSwapRejected", ...task, date: "2026-11-20", toName: "Emma", ...member, occurrenceChanged: false },
  choreHandoverUndone: { kind: "choreHandoverUndone", taskTitle: "Feed the cat", date: "2026-11-20", fromName: "Sam", toName: "Emma" },
  awaySet: { kind: "awaySet", from: "2026-12-20", to: "2027-01-02" },
  awayEnded: { kind: "awayEnded" },
  familyScreenStarted: { kind: "familyScreenStarted", screenName: "Kitchen tablet" },
  familyScreenStopped: { kind: "familyScreenStopped", screenName: "Kitchen tablet" },
  taskDue: { kind: "taskDue", ...task, dueDate: "2026-11-22", overdue: false },
  billDueTomorrow: {
    kind: "billDueTomorrow",
    outgoingId: "o1" as Id<"monthlyOutgoings">,
    description: "Council tax",
    amountPence: 12000,
    dueDate: "2026-11-23",
  },
  eventReminder: { kind: "eventReminder", ...calendarEvent, date: "2026-11-20", startTime: "17:00", minutesBefore: 60 },
};

/** Besides one of each kind: the variants that read differently. */
const variants: NotificationDetails[] = [
  ...Object.values(samples),
  { ...samples.taskDue, overdue: true, dueDate: "2026-11-20" },
  { ...samples.itemRequestApproved, action: "delete" },
  { ...samples.itemRequestApproved, action: "move" },
  { ...samples.itemRequestRejected, action: "add" },
  { ...samples.itemRequestRejected, action: "move" },
  { ...samples.itemRequestRejected, itemGone: true },
  { ...samples.rewardApproved, moneyPence: undefined },
  { ...samples.choreSwapRejected, occurrenceChanged: true },
  { kind: "eventAdded", ...calendarEvent, date: "2026-11-20" },
  { ...samples.eventChanged, change: "edited", scope: "all" },
  { ...samples.eventChanged, startTime: undefined },
  { ...samples.eventDeleted, scope: "all" },
  { ...samples.eventDeleted, scope: "one" },
  { ...samples.importedEventChanged, startTime: undefined },
  { ...samples.importedEventChanged, cancelled: true },
  { ...samples.eventReminder, startTime: undefined, minutesBefore: 1440 },
];
const notifying = variants.filter((details) => topicOf(details) !== null);

const format: NotificationFormat = {
  money: (pence) => `£${(pence / 100).toFixed(2)}`,
  list: (parts) => parts.join(", "),
  day: (day) => (day === "2026-11-20" ? "20 Nov" : day),
};

const languages = { es, fr, de };
beforeAll(() => {
  for (const [language, pack] of Object.entries(languages)) i18n.addResourceBundle(language, "translation", pack.translation, true, true);
});
const tIn = (language: string) => i18n.getFixedT(language) as TFunction;

describe("a notification's words", () => {
  test("the walk meets every kind the server delivers: the family events that notify, and the reminders", () => {
    expect(new Set(notifying.map((details) => details.kind))).toEqual(new Set([...notifyingEventKinds, "taskDue", "billDueTomorrow", "eventReminder"]));
  });

  test.each(["en", "es", "fr", "de"])("every kind that notifies someone has a title, a sentence and a page in %s", (language) => {
    const t = tIn(language);
    const missing: string[] = [];
    for (const details of notifying) {
      const sentence = notificationSentence(t, format, "Alex", details);
      const title = notificationTitle(t, details);
      const where = JSON.stringify(details);
      // A missing translation comes back as its key; a missing parameter leaves "{{".
      for (const [what, text] of [
        ["sentence", sentence],
        ["title", title],
      ] as const) {
        if (text === null || text === "" || /notifications\.|activity\.|\{\{/.test(text)) missing.push(`${what} of ${where}: ${text}`);
      }
      if (notificationTarget(details) === null) missing.push(`page of ${where}`);
    }
    expect(missing).toEqual([]);
  });

  test("a kind that notifies nobody has no words (only the activity log shows it)", () => {
    const t = tIn("en");
    const silent = [...variants, { ...samples.taskCompleted, needsApproval: false }].filter((details) => topicOf(details) === null);
    expect(silent.length).toBeGreaterThan(0);
    for (const details of silent) {
      expect(notificationSentence(t, format, "Alex", details)).toBeNull();
      expect(notificationTitle(t, details)).toBeNull();
      expect(notificationTarget(details)).toBeNull();
    }
  });

  test("a request reads as the activity log does; a decision, an assignment and a reminder speak to the reader", () => {
    const t = tIn("en");
    const say = (details: NotificationDetails) => notificationSentence(t, format, "Alex", details);
    expect(say(samples.roomAccessRequested)).toBe("Alex asked to enter Garage");
    expect(say(samples.taskCompleted)).toBe("Alex completed “Empty the dishwasher” and sent it for approval");
    expect(say(samples.itemRequestApproved)).toBe("Alex approved your request to add “Drill” to Garage");
    // Inside a container, the sentence says which one, and the room it is in.
    expect(say({ ...samples.itemRequestApproved, containerName: "Tool box" })).toBe("Alex approved your request to add “Drill” to Tool box (Garage)");
    expect(say({ ...samples.itemAddRequested, containerName: "Tool box" })).toBe("Alex asked to add “Drill” to Tool box (Garage)");
    expect(say({ ...samples.itemRequestRejected, itemGone: true })).toBe(
      "Alex approved your request about “Drill”, but it was gone, so nothing changed",
    );
    expect(say(samples.roomAccessApproved)).toBe("Alex let you into Garage");
    expect(say(samples.taskAssigned)).toBe("Alex assigned you “Empty the dishwasher”");
    expect(say(samples.taskDue)).toBe("“Empty the dishwasher” is due today");
    expect(say({ ...samples.taskDue, overdue: true, dueDate: "2026-11-20" })).toBe("“Empty the dishwasher” was due on 20 Nov");
    expect(say(samples.billDueTomorrow)).toBe("Bill “Council tax” (£120.00) is due tomorrow");
    expect(notificationSentence(tIn("de"), format, "Alex", samples.taskAssigned)).toBe("Alex hat dir „Empty the dishwasher“ zugewiesen");
  });

  test("an approved swap: the one who asked reads \"your swap\", the one who takes the turn whose it was", () => {
    expect(notificationSentence(tIn("en"), format, "Rose", samples.choreSwapApproved, true)).toBe(
      "Rose approved your swap: “Empty the dishwasher” on 20 Nov goes to Emma",
    );
    expect(notificationSentence(tIn("en"), format, "Rose", samples.choreSwapApproved, false)).toBe(
      "Rose approved Sam’s swap: “Empty the dishwasher” on 20 Nov goes to Emma",
    );
    expect(notificationSentence(tIn("fr"), format, "Rose", samples.choreSwapApproved, true)).toContain("votre échange");
  });

  test("a calendar event speaks of its day, and its time when it has one", () => {
    const t = tIn("en");
    const say = (details: NotificationDetails) => notificationSentence(t, format, "Alex", details);
    expect(say(samples.eventAdded)).toBe("Alex added you to “Swimming” on 20 Nov, 17:00");
    expect(say({ kind: "eventAdded", ...calendarEvent, date: "2026-11-20" })).toBe("Alex added you to “Swimming” on 20 Nov");
    expect(say(samples.eventChanged)).toBe("Alex moved “Swimming” to 20 Nov, 17:00");
    expect(say({ ...samples.eventChanged, change: "edited" })).toBe("Alex changed “Swimming”");
    expect(say({ ...samples.eventDeleted, scope: "all" })).toBe("Alex deleted “Swimming”");
    expect(say({ ...samples.eventDeleted, scope: "one" })).toBe("Alex cancelled “Swimming” on 20 Nov");
    expect(say(samples.eventDeleted)).toBe("Alex ended “Swimming” from 20 Nov");
    expect(notificationSentence(tIn("de"), format, "Alex", samples.eventChanged)).toBe("Alex hat „Swimming“ auf den 20 Nov um 17:00 verschoben");
    expect(notificationTitle(t, samples.eventChanged)).toBe("Event Changed");
    // A reminder: nobody acted.
    expect(say(samples.eventReminder)).toBe("Reminder: “Swimming”, 20 Nov, 17:00");
    expect(say({ ...samples.eventReminder, startTime: undefined })).toBe("Reminder: “Swimming”, 20 Nov");
    expect(notificationTitle(t, samples.eventReminder)).toBe("Event Reminder");
  });

  test("another calendar's moved event is told by the calendar's name", () => {
    const t = tIn("en");
    expect(notificationSentence(t, format, "School", samples.importedEventChanged)).toBe("School: “Football” moved to 20 Nov, 17:00");
    expect(notificationSentence(t, format, "School", { ...samples.importedEventChanged, startTime: undefined })).toBe("School: “Football” moved to 20 Nov");
    expect(notificationSentence(tIn("de"), format, "School", samples.importedEventChanged)).toBe("School: „Football“ ist jetzt am 20 Nov um 17:00");
    expect(notificationTitle(t, samples.importedEventChanged)).toBe("Event Moved");
    expect(notificationTarget(samples.importedEventChanged)).toEqual({ to: "/calendar", search: { view: "day", date: "2026-11-20" } });
  });

  test("another calendar's cancelled occurrence is told as cancelled, in every language", () => {
    const cancelled = { ...samples.importedEventChanged, cancelled: true as const };
    expect(notificationSentence(tIn("en"), format, "Scouts", cancelled)).toBe("Scouts: “Football” on 20 Nov, 17:00 is cancelled");
    expect(notificationTitle(tIn("en"), cancelled)).toBe("Event Cancelled");
    expect(notificationSentence(tIn("de"), format, "Scouts", cancelled)).toBe("Scouts: „Football“ am 20 Nov um 17:00 fällt aus");
    expect(notificationSentence(tIn("fr"), format, "Scouts", cancelled)).toContain("annulé");
    expect(notificationSentence(tIn("es"), format, "Scouts", cancelled)).toContain("cancelado");
    expect(notificationTarget(cancelled)).toEqual({ to: "/calendar", search: { view: "day", date: "2026-11-20" } });
  });

  test("the titles keep the old task toasts' names", () => {
    const t = tIn("en");
    expect(notificationTitle(t, samples.taskAssigned)).toBe("New Task");
    expect(notificationTitle(t, samples.taskApproved)).toBe("Task Approved");
    expect(notificationTitle(t, samples.taskRejected)).toBe("Task Rejected");
    expect(notificationTitle(t, { ...samples.taskDue, overdue: true })).toBe("Task Overdue");
  });

  test("what did not go the reader's way is a warning", () => {
    expect(isUnwelcome(samples.taskRejected)).toBe(true);
    expect(isUnwelcome(samples.roomAccessRevoked)).toBe(true);
    expect(isUnwelcome({ ...samples.taskDue, overdue: true })).toBe(true);
    expect(isUnwelcome(samples.taskDue)).toBe(false);
    expect(isUnwelcome(samples.taskApproved)).toBe(false);
  });

  test("each opens where it is about", () => {
    expect(notificationTarget(samples.roomAccessRequested)).toEqual({ to: "/admin/approvals" });
    expect(notificationTarget(samples.joinRequested)).toEqual({ to: "/admin/approvals" });
    expect(notificationTarget(samples.taskAssigned)).toEqual({ to: "/dashboard", search: { task: samples.taskAssigned.taskId } });
    expect(notificationTarget(samples.roomAccessApproved)).toEqual({ to: "/home-plan" });
    expect(notificationTarget(samples.itemRequestApproved)).toEqual({ to: "/home-plan/$roomId", params: { roomId } });
    expect(notificationTarget(samples.billDueTomorrow)).toEqual({ to: "/finance" });
    expect(notificationTarget(samples.joinApproved)).toEqual({ to: "/dashboard" });
    expect(notificationTarget(samples.eventChanged)).toEqual({ to: "/calendar", search: { view: "day", date: "2026-11-20" } });
  });
});

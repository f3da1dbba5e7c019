// Who is told of what (model/notifications.ts), and the bell's functions
// (notifications.ts). The family of activity.fixtures.ts with a second admin,
// Bea: a request must reach both admins once, a decision only the requester.
import type { FunctionReturnType } from "convex/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import type { ActivityKind } from "./lib/activityLog";
import { notifyingEventKinds } from "./lib/notifications";
import { activityEntries, decideWendy, seedFamily, rewardFor } from "./activity.fixtures";
import { clubCalendar, clubImport } from "./calendarImports.fixtures";
import { askedSwap, choreTurn } from "./choreSwaps.fixtures";
import { handedOverTurn } from "./choreRotation.fixtures";
import { MARK_ALL_BATCH, UNREAD_CAP } from "./model/notifications";
import { expectRefused } from "./refusals.fixtures";
import { allPages, newBackend, seedAccount, type TestBackend } from "./test.setup";

afterEach(() => vi.useRealTimers());

async function seedTwoAdmins(t: TestBackend) {
  const family = await seedFamily(t);
  const bea = await seedAccount(t, { name: "Bea Admin", email: "bea@household.test", role: "admin" });
  return { ...family, bea: bea.memberId!, secondAdmin: { as: t.withIdentity(bea.identity) } };
}
type Family = Awaited<ReturnType<typeof seedTwoAdmins>>;

async function allNotifications(t: TestBackend): Promise<Doc<"notifications">[]> {
  return t.run((ctx) => ctx.db.query("notifications").collect());
}

async function notificationsOf(t: TestBackend, memberId: Id<"members">): Promise<Doc<"notifications">[]> {
  return t.run((ctx) =>
    ctx.db
      .query("notifications")
      .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
      .collect(),
  );
}

async function unreadOf(t: TestBackend, memberId: Id<"members">): Promise<number> {
  const rows = await t.run((ctx) =>
    ctx.db
      .query("notifications")
      .withIndex("by_memberId_and_readAt", (q) => q.eq("memberId", memberId).eq("readAt", undefined))
      .collect(),
  );
  return rows.length;
}

/** `count` unread notifications for the member, inserted directly (a reminder: it names no actor). */
async function insertNotifications(t: TestBackend, memberId: Id<"members">, count: number, title = "Task") {
  await t.run(async (ctx) => {
    const taskId = await ctx.db
      .query("tasks")
      .first()
      .then((task) => task!._id);
    for (let i = 0; i < count; i++) {
      await ctx.db.insert("notifications", {
        memberId,
        details: { kind: "taskDue", taskId, taskTitle: `${title} ${i}`, dueDate: "2030-01-02", overdue: false },
      });
    }
  });
}

const item = { name: "Kettle", category: "Kitchen", quantity: 1, condition: "good" as const, isContainer: false };
const admins = (f: Family) => [f.ada, f.bea];
const max = (f: Family) => [f.max];

type Case = {
  kind: ActivityKind;
  label?: string;
  actorName: string;
  run: (f: Family, t: TestBackend) => Promise<unknown>;
  /** Who must get exactly one notification of this kind; nobody else gets any. */
  recipients: (f: Family, result: unknown) => Id<"members">[];
};

// Every kind of event that notifies someone, made by the mutation that records it.
const cases: Case[] = [
  // Requests: every admin, never the member who asked.
  {
    kind: "taskCompleted",
    label: "needing approval",
    actorName: "Max Member",
    run: (f) => f.member.as.mutation(api.tasks.completeTask, { taskId: f.openTask }),
    recipients: admins,
  },
  {
    kind: "itemAddRequested",
    actorName: "Max Member",
    run: (f) => f.member.as.mutation(api.itemRequests.requestNewItem, { roomId: f.garage, item }),
    recipients: admins,
  },
  {
    kind: "itemDeleteRequested",
    actorName: "Max Member",
    run: (f) => f.member.as.mutation(api.itemRequests.requestDeletion, { itemId: f.drill }),
    recipients: admins,
  },
  {
    kind: "itemMoveRequested",
    actorName: "Max Member",
    run: (f) => f.member.as.mutation(api.itemRequests.requestMove, { itemIds: [f.drill], toRoomId: f.garage }),
    recipients: admins,
  },
  {
    kind: "roomAccessRequested",
    actorName: "Max Member",
    run: async (f, t) => {
      await t.run((ctx) => ctx.db.delete("roomAccessRequests", f.accessRequest));
      return f.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: f.study });
    },
    recipients: admins,
  },
  {
    kind: "joinRequested",
    actorName: "Wendy Waiting",
    run: async (f, t) => {
      await t.run((ctx) => ctx.db.delete("joinRequests", f.joinRequest));
      return f.waiting.as.mutation(api.accounts.join, {});
    },
    recipients: admins,
  },
  // Decisions: the member it was about, not the admin who decided nor the other admin.
  {
    kind: "taskApproved",
    actorName: "Ada Admin",
    run: (f) => f.admin.as.mutation(api.tasks.approveTask, { taskId: f.awaitingTask }),
    recipients: max,
  },
  {
    kind: "taskRejected",
    actorName: "Ada Admin",
    run: (f) => f.admin.as.mutation(api.tasks.rejectTask, { taskId: f.awaitingTask }),
    recipients: max,
  },
  {
    kind: "itemRequestApproved",
    actorName: "Ada Admin",
    run: (f) => f.admin.as.mutation(api.itemRequests.approve, { requestId: f.deleteSawRequest }),
    recipients: max,
  },
  {
    kind: "itemRequestRejected",
    actorName: "Ada Admin",
    run: (f) => f.admin.as.mutation(api.itemRequests.reject, { requestId: f.addRequest }),
    recipients: max,
  },
  {
    kind: "roomAccessApproved",
    actorName: "Ada Admin",
    run: (f) => f.admin.as.mutation(api.roomAccess.approve, { requestId: f.accessRequest }),
    recipients: max,
  },
  {
    kind: "roomAccessRejected",
    actorName: "Ada Admin",
    run: (f) => f.admin.as.mutation(api.roomAccess.reject, { requestId: f.accessRequest }),
    recipients: max,
  },
  {
    kind: "roomAccessGranted",
    actorName: "Ada Admin",
    run: (f) => f.admin.as.mutation(api.rooms.setMemberAccess, { roomId: f.study, memberId: f.max, allowed: true }),
    recipients: max,
  },
  {
    kind: "roomAccessRevoked",
    actorName: "Ada Admin",
    run: (f) => f.admin.as.mutation(api.rooms.setMemberAccess, { roomId: f.garage, memberId: f.max, allowed: false }),
    recipients: max,
  },
  {
    kind: "joinApproved",
    actorName: "Ada Admin",
    run: (f, t) => decideWendy(t, f, "approve"),
    recipients: (_f, created) => [created as Id<"members">],
  },
  // Tasks: the assignee.
  {
    kind: "taskAssigned",
    actorName: "Ada Admin",
    run: (f) =>
      f.admin.as.mutation(api.tasks.assignTask, {
        title: "Mow the lawn",
        description: "",
        assignedTo: f.max,
        dueDate: "2030-01-03",
        needsApproval: false,
      }),
    recipients: max,
  },
  // Calendar events: the people in it, never the one who acted.
  {
    kind: "eventAdded",
    actorName: "Ada Admin",
    run: (f) => f.admin.as.mutation(api.calendar.createCalendarEvent, { event: swimming([f.max, f.ada]) }),
    recipients: max,
  },
  {
    kind: "eventChanged",
    label: "moved, told to the people before and after",
    actorName: "Ada Admin",
    run: async (f, t) => {
      const eventId = await storedSwimming(t, f, [f.max]);
      await f.admin.as.mutation(api.calendar.updateCalendarEvent, { eventId, scope: "all", event: { ...swimming([f.bea]), startTime: "17:30", endTime: "18:30" } });
    },
    recipients: (f) => [f.max, f.bea],
  },
  {
    kind: "eventDeleted",
    actorName: "Max Member",
    run: async (f, t) => {
      const eventId = await storedSwimming(t, f, [f.max, f.bea], f.max);
      await f.member.as.mutation(api.calendar.deleteCalendarEvent, { eventId, scope: "all" });
    },
    recipients: (f) => [f.bea],
  },
  // Rewards: a request for the admins, its decision for the member who asked.
  {
    kind: "rewardRequested",
    actorName: "Max Member",
    run: async (f, t) => f.member.as.mutation(api.rewards.redeem, { rewardId: (await rewardFor(t, f)).rewardId }),
    recipients: admins,
  },
  {
    kind: "rewardApproved",
    actorName: "Ada Admin",
    run: async (f, t) => f.admin.as.mutation(api.approvals.decide, { target: { kind: "reward", id: (await rewardFor(t, f, true)).requestId }, decision: "approve" }),
    recipients: max,
  },
  {
    kind: "rewardRejected",
    actorName: "Ada Admin",
    run: async (f, t) => f.admin.as.mutation(api.approvals.decide, { target: { kind: "reward", id: (await rewardFor(t, f, true)).requestId }, decision: "reject" }),
    recipients: max,
  },
  // Chore swaps: a request for the admins, its decision for the member who asked.
  {
    kind: "choreSwapRequested",
    actorName: "Max Member",
    run: async (f, t) =>
      f.member.as.mutation(api.choreSwaps.ask, { taskId: await t.run((ctx) => choreTurn(ctx, f.max, [f.max, f.ada])), memberId: f.ada, note: "" }),
    recipients: admins,
  },
  {
    kind: "choreSwapApproved",
    actorName: "Ada Admin",
    run: async (f, t) =>
      f.admin.as.mutation(api.approvals.decide, { target: { kind: "swap", id: (await t.run((ctx) => askedSwap(ctx, f.max, f.bea))).requestId }, decision: "approve" }),
    // The one who asked, and the one who takes the turn.
    recipients: (f) => [f.max, f.bea],
  },
  {
    kind: "choreSwapRejected",
    actorName: "Ada Admin",
    run: async (f, t) =>
      f.admin.as.mutation(api.approvals.decide, { target: { kind: "swap", id: (await t.run((ctx) => askedSwap(ctx, f.max, f.bea))).requestId }, decision: "reject" }),
    recipients: max,
  },
  // A swap or hand-over a re-deal gave back to the rotation: the one whose turn it was, and the one it had gone to.
  {
    kind: "choreHandoverUndone",
    actorName: "Ada Admin",
    run: async (f, t) => {
      const tomorrow = await handedOverTurn(t, f.ada, f.max, f.bea);
      await f.admin.as.mutation(api.chores.setAway, { away: { from: tomorrow, to: tomorrow } });
    },
    recipients: (f) => [f.max, f.bea],
  },
  // Another calendar's event moved: the people the import is for, the admin who added it too.
  {
    kind: "importedEventChanged",
    actorName: "Swim club",
    run: async (f) => {
      const added = await f.admin.as.action(api.calendarImports.addFileImport, { import: clubImport([f.max, f.ada]), ics: clubCalendar("170000") });
      if (!added.ok) throw new Error(added.problem);
      await f.admin.as.action(api.calendarImports.refresh, { importId: added.value, ics: clubCalendar("180000") });
    },
    recipients: (f) => [f.max, f.ada],
  },
];

/** The event form for Monday swimming at five, for `people`. */
function swimming(people: Id<"members">[]) {
  return {
    name: "Swimming",
    allDay: false,
    date: "2030-01-07",
    startTime: "17:00",
    endTime: "18:00",
    everyone: false,
    memberIds: people,
    repeat: { freq: "none", interval: 1, byDay: [], monthly: "date", ends: "never", until: "", count: 10 },
  };
}

/** Swimming as stored, written directly (nobody is told of it). */
async function storedSwimming(t: TestBackend, f: Family, people: Id<"members">[], createdBy = f.ada) {
  return t.run(async (ctx) => {
    const eventId = await ctx.db.insert("events", {
      name: "Swimming",
      date: "2030-01-07",
      startTime: "17:00",
      endTime: "18:00",
      everyone: false,
      sequence: 0,
      createdBy,
    });
    for (const memberId of people) await ctx.db.insert("eventPeople", { eventId, memberId });
    return eventId;
  });
}

const sorted = (ids: Id<"members">[]) => [...ids].sort();

describe("who is told of an event", () => {
  test("every kind of event that notifies has a case below", () => {
    expect([...new Set(cases.map((c) => c.kind))].sort()).toEqual([...notifyingEventKinds].sort());
  });

  test.each(cases.map((c) => ({ ...c, name: c.label ? `${c.kind} (${c.label})` : c.kind })))(
    "$name: one unread notification for each recipient, none for anyone else",
    async ({ kind, actorName, run, recipients }) => {
      const t = newBackend();
      const f = await seedTwoAdmins(t);
      const result = await run(f, t);
      const expected = recipients(f, result);
      const rows = await allNotifications(t);
      expect(sorted(rows.map((row) => row.memberId))).toEqual(sorted(expected));
      for (const row of rows) {
        expect(row.details.kind).toBe(kind);
        expect(row.actorName).toBe(actorName);
        expect(row.readAt).toBeUndefined();
        expect(row.reminderKey).toBeUndefined();
      }
      // The details are the activity log's, as the event was recorded.
      const entry = (await activityEntries(t)).find((row) => row.details.kind === kind);
      expect(rows[0]?.details).toEqual(entry?.details);
    },
  );

  test("an admin's own request is told to the other admins, not to them", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    await t.run((ctx) => ctx.db.patch("tasks", f.openTask, { assignedTo: f.ada }));
    await f.admin.as.mutation(api.tasks.completeTask, { taskId: f.openTask });
    const rows = await allNotifications(t);
    expect(rows.map((row) => [row.memberId, row.details.kind])).toEqual([[f.bea, "taskCompleted"]]);
  });

  test("a task completed without approval notifies nobody (and is still logged)", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    await t.run((ctx) => ctx.db.patch("tasks", f.openTask, { needsApproval: false }));
    await f.member.as.mutation(api.tasks.completeTask, { taskId: f.openTask });
    expect(await allNotifications(t)).toEqual([]);
    expect((await activityEntries(t)).map((entry) => entry.details)).toMatchObject([{ kind: "taskCompleted", needsApproval: false }]);
  });

  test("an admin assigning a task to themself is not told; to the other admin, she is", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    const task = (assignedTo: Id<"members">) => ({ title: "File taxes", description: "", assignedTo, dueDate: "2030-01-03", needsApproval: false });
    await f.admin.as.mutation(api.tasks.assignTask, task(f.ada));
    expect(await allNotifications(t)).toEqual([]);
    await f.admin.as.mutation(api.tasks.assignTask, task(f.bea));
    expect((await allNotifications(t)).map((row) => row.memberId)).toEqual([f.bea]);
  });

  test("events about a member that are not decisions notify nobody", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    await f.admin.as.mutation(api.members.setPageAccess, { memberId: f.max, page: "finance", enabled: false });
    await f.admin.as.mutation(api.members.editMember, { memberId: f.max, name: "Maxine", memberType: "Daughter", color: "teal" });
    await f.admin.as.mutation(api.transactions.remove, { transactionId: f.maxTransaction });
    await f.admin.as.mutation(api.feed.deletePost, { postId: f.maxPost });
    await f.admin.as.mutation(api.rooms.addRoom, { name: "Attic" });
    expect(await activityEntries(t)).toHaveLength(5);
    expect(await allNotifications(t)).toEqual([]);
  });

  test("a refused request notifies nobody", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    // Max already asked for the Study.
    await expectRefused(t, () => f.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: f.study }), "REQUEST_ALREADY_PENDING");
    expect(await allNotifications(t)).toEqual([]);
  });
});

describe("the family-wide switch and muted topics", () => {
  const settings = (notifications: boolean) => ({
    familyName: "Our Family",
    colorMode: "system",
    notifications,
    autoLogoutMinutes: 60,
    language: "en",
  });

  test("notifications off: nothing is delivered, the activity log is still written; on again: delivered", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    await f.admin.as.mutation(api.settings.saveFamilySettings, settings(false));
    await f.member.as.mutation(api.itemRequests.requestDeletion, { itemId: f.drill });
    await f.admin.as.mutation(api.roomAccess.approve, { requestId: f.accessRequest });
    await f.admin.as.mutation(api.tasks.assignTask, { title: "Dust", description: "", assignedTo: f.max, dueDate: "2030-01-03", needsApproval: false });
    expect(await allNotifications(t)).toEqual([]);
    expect((await activityEntries(t)).map((entry) => entry.details.kind)).toEqual([
      "familySettingsChanged",
      "itemDeleteRequested",
      "roomAccessApproved",
      "taskAssigned",
    ]);
    await f.admin.as.mutation(api.settings.saveFamilySettings, settings(true));
    await f.member.as.mutation(api.itemRequests.requestNewItem, { roomId: f.garage, item });
    expect(sorted((await allNotifications(t)).map((row) => row.memberId))).toEqual(sorted([f.ada, f.bea]));
  });

  test("a muted topic is not delivered to that person, still to others; unmuting restores it", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    await f.admin.as.mutation(api.notifications.setMuted, { topic: "requests", muted: true });
    expect(await f.admin.as.query(api.notifications.mutedTopics, {})).toEqual(["requests"]);
    expect(await f.secondAdmin.as.query(api.notifications.mutedTopics, {})).toEqual([]);

    await f.member.as.mutation(api.itemRequests.requestDeletion, { itemId: f.drill });
    expect(await notificationsOf(t, f.ada)).toEqual([]);
    expect(await notificationsOf(t, f.bea)).toHaveLength(1);
    // Ada still hears of other topics: a task assigned to her by Bea.
    await f.secondAdmin.as.mutation(api.tasks.assignTask, {
      title: "Call the plumber",
      description: "",
      assignedTo: f.ada,
      dueDate: "2030-01-03",
      needsApproval: false,
    });
    expect((await notificationsOf(t, f.ada)).map((row) => row.details.kind)).toEqual(["taskAssigned"]);

    await f.admin.as.mutation(api.notifications.setMuted, { topic: "requests", muted: false });
    expect(await f.admin.as.query(api.notifications.mutedTopics, {})).toEqual([]);
    await f.member.as.mutation(api.itemRequests.requestNewItem, { roomId: f.garage, item });
    expect((await notificationsOf(t, f.ada)).map((row) => row.details.kind)).toEqual(["taskAssigned", "itemAddRequested"]);
  });

  test("a member who muted decisions is not told of one", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    await f.member.as.mutation(api.notifications.setMuted, { topic: "decisions", muted: true });
    await f.admin.as.mutation(api.roomAccess.approve, { requestId: f.accessRequest });
    expect(await allNotifications(t)).toEqual([]);
  });

  test("muting twice keeps one entry; muting one topic leaves the others; the person's other preferences stay", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    await f.member.as.mutation(api.settings.setMyLanguage, { language: "fr" });
    await f.member.as.mutation(api.notifications.setMuted, { topic: "billsDue", muted: true });
    await f.member.as.mutation(api.notifications.setMuted, { topic: "billsDue", muted: true });
    await f.member.as.mutation(api.notifications.setMuted, { topic: "tasksDue", muted: true });
    await f.member.as.mutation(api.notifications.setMuted, { topic: "tasksAssigned", muted: false });
    expect(await f.member.as.query(api.notifications.mutedTopics, {})).toEqual(["billsDue", "tasksDue"]);
    const preferences = await t.run((ctx) => ctx.db.query("preferences").collect());
    expect(preferences).toHaveLength(1);
    expect(preferences[0]).toMatchObject({ memberId: f.max, language: "fr" });
  });
});

describe("the bell", () => {
  const titlesOf = (page: FunctionReturnType<typeof api.notifications.list>["page"]) =>
    page.map((row) => (row.details.kind === "taskDue" ? row.details.taskTitle : row.details.kind));

  test("lists the viewer's own notifications, newest first, a page at a time", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    await insertNotifications(t, f.max, 5, "Max");
    await insertNotifications(t, f.ada, 2, "Ada");
    const pages = await allPages((paginationOpts) => f.member.as.query(api.notifications.list, { paginationOpts }), 2);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(2);
    expect(titlesOf(pages.flat())).toEqual(["Max 4", "Max 3", "Max 2", "Max 1", "Max 0"]);
    expect(pages.length).toBeGreaterThanOrEqual(3);
  });

  test("each row: who acted (null for a reminder), the details and whether it was read", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    await insertNotifications(t, f.max, 1, "Reminder");
    await f.admin.as.mutation(api.roomAccess.approve, { requestId: f.accessRequest });
    const { page } = await f.member.as.query(api.notifications.list, { paginationOpts: { numItems: 10, cursor: null } });
    expect(page).toHaveLength(2);
    expect(page[0]).toMatchObject({ actorName: "Ada Admin", read: false, details: { kind: "roomAccessApproved", roomName: "Study" } });
    expect(page[1]).toMatchObject({ actorName: null, read: false, details: { kind: "taskDue", taskTitle: "Reminder 0" } });
    expect(Object.keys(page[0]).sort()).toEqual(["_creationTime", "_id", "aboutReader", "actorName", "details", "read"]);
    // The room access is about Max; a reminder is delivered without a subject.
    expect(page.map((row) => row.aboutReader)).toEqual([true, false]);
    await f.member.as.mutation(api.notifications.markRead, { notificationId: page[1]._id });
    const after = await f.member.as.query(api.notifications.list, { paginationOpts: { numItems: 10, cursor: null } });
    expect(after.page.map((row) => row.read)).toEqual([false, true]);
  });

  test("the unread count is the viewer's own and stops at 100", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    expect(await f.member.as.query(api.notifications.unreadCount, {})).toBe(0);
    await insertNotifications(t, f.max, 3);
    await insertNotifications(t, f.ada, 7);
    expect(await f.member.as.query(api.notifications.unreadCount, {})).toBe(3);
    expect(await f.admin.as.query(api.notifications.unreadCount, {})).toBe(7);
    await insertNotifications(t, f.max, 150);
    expect(UNREAD_CAP).toBe(100);
    expect(await f.member.as.query(api.notifications.unreadCount, {})).toBe(100);
  });

  test("markRead marks the viewer's own once; someone else's or a deleted one no longer exists, and nothing is written", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    await insertNotifications(t, f.max, 2);
    await insertNotifications(t, f.ada, 1);
    const [own] = await notificationsOf(t, f.max);
    const [adas] = await notificationsOf(t, f.ada);

    await f.member.as.mutation(api.notifications.markRead, { notificationId: own._id });
    const readAt = (await t.run((ctx) => ctx.db.get("notifications", own._id)))!.readAt;
    expect(readAt).toEqual(expect.any(Number));
    expect(await f.member.as.query(api.notifications.unreadCount, {})).toBe(1);
    // Again: stays read as it was.
    await f.member.as.mutation(api.notifications.markRead, { notificationId: own._id });
    expect((await t.run((ctx) => ctx.db.get("notifications", own._id)))!.readAt).toBe(readAt);

    await expectRefused(t, () => f.member.as.mutation(api.notifications.markRead, { notificationId: adas._id }), "NOT_FOUND", "That no longer exists.");
    await expectRefused(t, () => f.secondAdmin.as.mutation(api.notifications.markRead, { notificationId: adas._id }), "NOT_FOUND");
    await t.run((ctx) => ctx.db.delete("notifications", own._id));
    await expectRefused(t, () => f.member.as.mutation(api.notifications.markRead, { notificationId: own._id }), "NOT_FOUND");
  });

  test("markAllRead marks only the viewer's; a small backlog in one go, nothing scheduled", async () => {
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    await insertNotifications(t, f.max, 4);
    await insertNotifications(t, f.ada, 3);
    await f.member.as.mutation(api.notifications.markAllRead, {});
    expect(await unreadOf(t, f.max)).toBe(0);
    expect(await unreadOf(t, f.ada)).toBe(3);
    expect(await t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect())).toEqual([]);
  });

  // About 3 s on an idle machine (1,500 inserts, three transactions); a loaded one needs more than the default 5 s.
  test(`markAllRead with more than ${MARK_ALL_BATCH} unread finishes through the scheduled follow-ups`, async () => {
    vi.useFakeTimers();
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    await insertNotifications(t, f.max, 2 * MARK_ALL_BATCH + 34);
    await insertNotifications(t, f.ada, 3);
    await f.member.as.mutation(api.notifications.markAllRead, {});
    expect(await unreadOf(t, f.max)).toBe(MARK_ALL_BATCH + 34);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await unreadOf(t, f.max)).toBe(0);
    expect(await unreadOf(t, f.ada)).toBe(3);
    expect(await f.member.as.query(api.notifications.unreadCount, {})).toBe(0);
  }, 30_000);
});

describe("deleting a member", () => {
  test("deletes their notifications, however many, and nobody else's", async () => {
    vi.useFakeTimers();
    const t = newBackend();
    const f = await seedTwoAdmins(t);
    // More than deleteMember's batch (100): the rest go in its scheduled follow-up.
    await insertNotifications(t, f.max, 150);
    await insertNotifications(t, f.bea, 2);
    await f.admin.as.mutation(api.members.deleteMember, { memberId: f.max });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await notificationsOf(t, f.max)).toEqual([]);
    expect(await notificationsOf(t, f.bea)).toHaveLength(2);
  });
});


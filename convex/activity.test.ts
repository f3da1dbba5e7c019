import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { errorCatalogue } from "./lib/errors";
import { activityKinds, type ActivityDetails, type ActivityKind } from "./lib/activityLog";
import { activityEntries, decideWendy, seedFamily, type Family, rewardFor } from "./activity.fixtures";
import { clubCalendar, clubImport } from "./calendarImports.fixtures";
import { choreForm } from "./chores.fixtures";
import { handedOverTurn } from "./choreRotation.fixtures";
import { askedSwap, choreTurn } from "./choreSwaps.fixtures";
import { expectRefused } from "./refusals.fixtures";
import { allPages, newBackend, type TestBackend } from "./test.setup";

/** "import": another calendar, by its name (convex/calendarImports.fixtures.ts). */
type Who = "admin" | "member" | "stranger" | "import";

type Case = {
  kind: ActivityKind;
  /** Tells cases of one kind apart. */
  label?: string;
  actor: Who;
  run: (f: Family, t: TestBackend) => Promise<unknown>;
  details: (f: Family) => Partial<ActivityDetails>;
  /** The member the event is about, if any ("created": the member the call made). */
  subject?: ((f: Family) => Id<"members">) | "created";
  /** The entry the call makes first, when the event follows from another it records too. */
  after?: ActivityKind;
};

const item = { name: "Kettle", category: "Kitchen", quantity: 1, condition: "good" as const, isContainer: false };
const max = (f: Family) => f.max;

// Every kind of event, made by the mutation that records it.
const cases: Case[] = [
  {
    kind: "taskAssigned",
    actor: "admin",
    run: (f) =>
      f.admin.as.mutation(api.tasks.assignTask, {
        title: "Mow the lawn",
        description: "",
        assignedTo: f.max,
        dueDate: "2030-01-03",
        needsApproval: false,
      }),
    details: () => ({ taskTitle: "Mow the lawn", memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "taskCompleted",
    actor: "member",
    run: (f) => f.member.as.mutation(api.tasks.completeTask, { taskId: f.openTask }),
    details: (f) => ({ taskId: f.openTask, taskTitle: "Sweep the garage", needsApproval: true }),
  },
  {
    kind: "taskApproved",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.tasks.approveTask, { taskId: f.awaitingTask }),
    details: () => ({ taskTitle: "Wash the car", memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "taskRejected",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.tasks.rejectTask, { taskId: f.awaitingTask }),
    details: () => ({ taskTitle: "Wash the car", memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "itemAdded",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.inventory.addItem, { roomId: f.garage, item }),
    details: (f) => ({ itemName: "Kettle", roomId: f.garage, roomName: "Garage" }),
  },
  {
    kind: "itemEdited",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.inventory.updateItem, { itemId: f.drill, item: { ...item, name: "Cordless drill" } }),
    details: (f) => ({ itemId: f.drill, itemName: "Cordless drill", previousName: "Drill", roomName: "Garage" }),
  },
  {
    kind: "itemDeleted",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.inventory.deleteItem, { itemId: f.drill }),
    details: (f) => ({ itemId: f.drill, itemName: "Drill", roomId: f.garage, roomName: "Garage" }),
  },
  {
    kind: "itemsMoved",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.inventory.moveItems, { itemIds: [f.drill, f.saw], toRoomId: f.study }),
    details: (f) => ({ itemName: "Drill", itemCount: 2, toRoomId: f.study, toRoomName: "Study" }),
  },
  {
    kind: "itemAddRequested",
    actor: "member",
    run: (f) => f.member.as.mutation(api.itemRequests.requestNewItem, { roomId: f.garage, item }),
    details: (f) => ({ itemName: "Kettle", roomId: f.garage, roomName: "Garage" }),
  },
  {
    kind: "itemDeleteRequested",
    actor: "member",
    run: (f) => f.member.as.mutation(api.itemRequests.requestDeletion, { itemId: f.drill }),
    details: (f) => ({ itemId: f.drill, itemName: "Drill", roomName: "Garage" }),
  },
  {
    kind: "itemMoveRequested",
    actor: "member",
    run: (f) => f.member.as.mutation(api.itemRequests.requestMove, { itemIds: [f.drill], toRoomId: f.garage }),
    details: (f) => ({ itemName: "Drill", itemCount: 1, toRoomId: f.garage, toRoomName: "Garage" }),
  },
  {
    kind: "itemRequestApproved",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.itemRequests.approve, { requestId: f.deleteSawRequest }),
    details: () => ({ action: "delete", itemName: "Saw", roomName: "Garage", memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "itemRequestRejected",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.itemRequests.reject, { requestId: f.addRequest }),
    details: () => ({ action: "add", itemName: "Ladder", roomName: "Garage", memberName: "Max Member", itemGone: false }),
    subject: max,
  },
  {
    kind: "itemRequestRejected",
    label: "approved, but the item was gone",
    actor: "admin",
    run: async (f, t) => {
      await t.run((ctx) => ctx.db.delete("items", f.saw));
      return f.admin.as.mutation(api.itemRequests.approve, { requestId: f.deleteSawRequest });
    },
    details: () => ({ action: "delete", itemName: "Saw", itemGone: true }),
    subject: max,
  },
  {
    kind: "roomAccessRequested",
    actor: "member",
    run: async (f, t) => {
      await t.run((ctx) => ctx.db.delete("roomAccessRequests", f.accessRequest));
      return f.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: f.study });
    },
    details: (f) => ({ roomId: f.study, roomName: "Study" }),
  },
  {
    kind: "roomAccessApproved",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.roomAccess.approve, { requestId: f.accessRequest }),
    details: (f) => ({ roomId: f.study, roomName: "Study", memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "roomAccessRejected",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.roomAccess.reject, { requestId: f.accessRequest }),
    details: () => ({ roomName: "Study", memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "roomAccessGranted",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.rooms.setMemberAccess, { roomId: f.study, memberId: f.max, allowed: true }),
    details: () => ({ roomName: "Study", memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "roomAccessRevoked",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.rooms.setMemberAccess, { roomId: f.garage, memberId: f.max, allowed: false }),
    details: () => ({ roomName: "Garage", memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "roomAdded",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.rooms.addRoom, { name: "Attic" }),
    details: () => ({ roomName: "Attic" }),
  },
  {
    kind: "roomRenamed",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.rooms.renameRoom, { roomId: f.study, name: "Library" }),
    details: (f) => ({ roomId: f.study, roomName: "Library", previousName: "Study" }),
  },
  {
    kind: "roomDeleted",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.rooms.deleteRoom, { roomId: f.garage }),
    details: (f) => ({ roomId: f.garage, roomName: "Garage" }),
  },
  {
    kind: "joinRequested",
    actor: "stranger",
    run: async (f, t) => {
      await t.run((ctx) => ctx.db.delete("joinRequests", f.joinRequest));
      return f.waiting.as.mutation(api.accounts.join, {});
    },
    details: () => ({}),
  },
  {
    kind: "joinApproved",
    actor: "admin",
    run: (f, t) => decideWendy(t, f, "approve"),
    details: () => ({ memberName: "Wendy Waiting" }),
    subject: "created",
  },
  {
    kind: "joinRejected",
    actor: "admin",
    run: (f, t) => decideWendy(t, f, "reject"),
    details: () => ({ memberName: "Wendy Waiting" }),
  },
  {
    kind: "memberAdded",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.members.addMember, { name: "Sam", memberType: "Son", role: "member" }),
    details: () => ({ memberName: "Sam", role: "member" }),
    subject: "created",
  },
  {
    kind: "memberEdited",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.members.editMember, { memberId: f.max, name: "Maxine", memberType: "Daughter", color: "teal" }),
    details: () => ({ memberName: "Maxine", previousName: "Max Member" }),
    subject: max,
  },
  {
    kind: "memberDeleted",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.members.deleteMember, { memberId: f.max }),
    details: () => ({ memberName: "Max Member" }),
  },
  {
    kind: "memberRoleChanged",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.members.setRole, { memberId: f.max, role: "admin" }),
    details: () => ({ memberName: "Max Member", role: "admin" }),
    subject: max,
  },
  {
    kind: "pageAccessChanged",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.members.setPageAccess, { memberId: f.max, page: "finance", enabled: false }),
    details: () => ({ memberName: "Max Member", page: "finance", enabled: false }),
    subject: max,
  },
  {
    kind: "memberPinSet",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.members.setPinFor, { memberId: f.max, pin: "2468" }),
    details: () => ({ memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "memberPinCleared",
    actor: "admin",
    run: async (f) => {
      await f.member.as.mutation(api.members.setOwnPin, { pin: "1357" });
      return f.admin.as.mutation(api.members.clearPin, { memberId: f.max });
    },
    details: () => ({ memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "familySettingsChanged",
    actor: "admin",
    run: (f) =>
      f.admin.as.mutation(api.settings.saveFamilySettings, {
        familyName: "The Testers",
        colorMode: "system",
        notifications: false,
        autoLogoutMinutes: 60,
        language: "en",
      }),
    details: () => ({ fields: ["familyName", "notifications"] }),
  },
  {
    kind: "financeCategoryAdded",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.financeSettings.addCategory, { category: { name: "Travel" } }),
    details: () => ({ categoryName: "Travel" }),
  },
  {
    kind: "financeCategoryEdited",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.financeSettings.updateCategory, { categoryId: f.category, category: { name: "Food shop" } }),
    details: (f) => ({ categoryId: f.category, categoryName: "Food shop", previousName: "Groceries" }),
  },
  {
    kind: "financeCategoryDeleted",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.financeSettings.deleteCategory, { categoryId: f.category }),
    // Used by a transaction and a bill: archived, not deleted.
    details: () => ({ categoryName: "Groceries", archived: true }),
  },
  {
    kind: "itemTypeAdded",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.financeSettings.addItemType, { name: "Rent" }),
    details: () => ({ itemTypeName: "Rent" }),
  },
  {
    kind: "itemTypeRenamed",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.financeSettings.renameItemType, { itemTypeId: f.itemType, name: "Food and drink" }),
    details: () => ({ itemTypeName: "Food and drink", previousName: "Food" }),
  },
  {
    kind: "itemTypeDeleted",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.financeSettings.deleteItemType, { itemTypeId: f.itemType }),
    details: () => ({ itemTypeName: "Food", archived: true }),
  },
  {
    kind: "financeStarterListAdded",
    actor: "admin",
    // Groceries is there already: the three others.
    run: (f) => f.admin.as.mutation(api.financeSettings.addStarterLists, { language: "en", lists: ["categories"] }),
    details: () => ({ list: "categories", count: 3 }),
  },
  {
    kind: "billAdded",
    actor: "admin",
    run: (f) =>
      f.admin.as.mutation(api.outgoings.add, {
        outgoing: {
          description: "Broadband",
          amountPence: 2_999,
          dueDay: 20,
          paymentMethod: "Debit Card",
          categoryId: f.category,
          paymentType: "direct-debit",
        },
      }),
    details: () => ({ description: "Broadband", amountPence: 2_999 }),
  },
  {
    kind: "billDeleted",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.outgoings.remove, { outgoingId: f.bill }),
    details: (f) => ({ outgoingId: f.bill, description: "Water", amountPence: 3_000 }),
  },
  {
    kind: "transactionDeleted",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.transactions.remove, { transactionId: f.maxTransaction }),
    details: () => ({ description: "Weekly shop", amountPence: 4_250, memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "clothingItemDeleted",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.clothing.deleteClothingItem, { itemId: f.jumper }),
    details: () => ({ itemName: "Jumper", memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "postDeleted",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.feed.deletePost, { postId: f.maxPost }),
    details: () => ({ excerpt: "Look at my new bike!", memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "commentDeleted",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.feed.deleteComment, { commentId: f.maxComment }),
    details: () => ({ excerpt: "Second-hand, but shiny", memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "familySettingsChanged",
    label: "family screen dimming",
    actor: "admin",
    run: (f) =>
      f.admin.as.mutation(api.settings.saveFamilySettings, {
        familyName: "Our Family",
        colorMode: "system",
        notifications: true,
        autoLogoutMinutes: 60,
        language: "en",
        screenDimFrom: "21:00",
        screenDimTo: "06:30",
      }),
    details: () => ({ fields: ["screenDimFrom", "screenDimTo"] }),
  },
  {
    kind: "eventAdded",
    actor: "member",
    run: (f) => f.member.as.mutation(api.calendar.createCalendarEvent, { event: calendarForm([f.max]) }),
    details: () => ({ eventTitle: "Swimming", date: "2030-01-07", startTime: "17:00" }),
  },
  {
    kind: "eventChanged",
    actor: "member",
    run: async (f, t) => {
      const eventId = await t.run((ctx) =>
        ctx.db.insert("events", { name: "Swimming", date: "2030-01-07", startTime: "17:00", endTime: "18:00", everyone: true, createdBy: f.max }),
      );
      await f.member.as.mutation(api.calendar.updateCalendarEvent, { eventId, scope: "all", event: { ...calendarForm([f.max]), name: "Swim" } });
    },
    details: () => ({ eventTitle: "Swim", change: "edited", scope: "all", date: "2030-01-07" }),
  },
  {
    kind: "eventDeleted",
    actor: "admin",
    run: async (f, t) => {
      const eventId = await t.run((ctx) => ctx.db.insert("events", { name: "Swimming", date: "2030-01-07", everyone: true, createdBy: f.max }));
      await f.admin.as.mutation(api.calendar.deleteCalendarEvent, { eventId, scope: "all" });
    },
    details: () => ({ eventTitle: "Swimming", scope: "all", date: "2030-01-07" }),
  },
  {
    kind: "importedEventChanged",
    actor: "import",
    run: async (f) => {
      const added = await f.admin.as.action(api.calendarImports.addFileImport, { import: clubImport([f.max]), ics: clubCalendar("170000") });
      if (!added.ok) throw new Error(added.problem);
      await f.admin.as.action(api.calendarImports.refresh, { importId: added.value, ics: clubCalendar("180000") });
    },
    details: () => ({ importName: "Swim club", eventTitle: "Swimming", date: "2030-01-07", startTime: "18:00" }),
  },
  {
    kind: "rewardRequested",
    actor: "member",
    run: async (f, t) => f.member.as.mutation(api.rewards.redeem, { rewardId: (await rewardFor(t, f)).rewardId }),
    details: () => ({ rewardName: "Cinema trip", cost: 30 }),
  },
  {
    kind: "rewardApproved",
    actor: "admin",
    run: async (f, t) => f.admin.as.mutation(api.approvals.decide, { target: { kind: "reward", id: (await rewardFor(t, f, true)).requestId }, decision: "approve" }),
    details: () => ({ rewardName: "Cinema trip", cost: 30, memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "rewardRejected",
    actor: "admin",
    run: async (f, t) => f.admin.as.mutation(api.approvals.decide, { target: { kind: "reward", id: (await rewardFor(t, f, true)).requestId }, decision: "reject" }),
    details: () => ({ rewardName: "Cinema trip", cost: 30, memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "choreAdded",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.chores.createChore, { chore: choreForm([f.max]) }),
    details: () => ({ choreTitle: "Feed the cat" }),
  },
  {
    kind: "choreChanged",
    actor: "admin",
    run: async (f, t) => f.admin.as.mutation(api.chores.updateChore, { choreId: await choreFor(t, f), chore: { ...choreForm([f.max]), title: "Feed the cats" } }),
    details: () => ({ choreTitle: "Feed the cats" }),
  },
  {
    kind: "choreDeleted",
    actor: "admin",
    run: async (f, t) => f.admin.as.mutation(api.chores.deleteChore, { choreId: await choreFor(t, f) }),
    details: () => ({ choreTitle: "Feed the cat" }),
  },
  {
    kind: "chorePaused",
    actor: "admin",
    run: async (f, t) => f.admin.as.mutation(api.chores.setPaused, { choreId: await choreFor(t, f), paused: true }),
    details: () => ({ choreTitle: "Feed the cat" }),
  },
  {
    kind: "choreResumed",
    actor: "admin",
    run: async (f, t) => f.admin.as.mutation(api.chores.setPaused, { choreId: await choreFor(t, f, { paused: true }), paused: false }),
    details: () => ({ choreTitle: "Feed the cat" }),
  },
  {
    kind: "choreSkipped",
    actor: "admin",
    run: async (f, t) => {
      const choreId = await choreFor(t, f);
      const taskId = await t.run((ctx) =>
        ctx.db.insert("tasks", {
          title: "Feed the cat",
          description: "",
          assignedTo: f.max,
          dueDate: "2030-01-08",
          status: "pending",
          priority: "medium",
          createdBy: f.ada,
          needsApproval: false,
          choreId,
          occurrenceDate: "2030-01-08",
          chore: { points: 5, partOfDay: "morning", photoProof: false, missable: true, anyone: false, reason: { kind: "fixed" } },
        }),
      );
      await f.admin.as.mutation(api.chores.skipOccurrence, { taskId, reason: "At Grandma's" });
    },
    details: () => ({ choreTitle: "Feed the cat", date: "2030-01-08", reason: "At Grandma's" }),
  },
  {
    kind: "choreSwapRequested",
    actor: "member",
    run: async (f, t) =>
      f.member.as.mutation(api.choreSwaps.ask, { taskId: await t.run((ctx) => choreTurn(ctx, f.max, [f.max, f.ada])), memberId: f.ada, note: "" }),
    details: () => ({ taskTitle: "Feed the cat", date: "2030-01-02", toName: "Ada Admin" }),
  },
  {
    kind: "choreSwapApproved",
    actor: "admin",
    run: async (f, t) =>
      f.admin.as.mutation(api.approvals.decide, { target: { kind: "swap", id: (await t.run((ctx) => askedSwap(ctx, f.max, f.ada))).requestId }, decision: "approve" }),
    details: () => ({ taskTitle: "Feed the cat", date: "2030-01-02", toName: "Ada Admin", memberName: "Max Member" }),
    subject: max,
  },
  {
    kind: "choreSwapRejected",
    actor: "admin",
    run: async (f, t) =>
      f.admin.as.mutation(api.approvals.decide, { target: { kind: "swap", id: (await t.run((ctx) => askedSwap(ctx, f.max, f.ada))).requestId }, decision: "reject" }),
    details: () => ({ taskTitle: "Feed the cat", toName: "Ada Admin", memberName: "Max Member", occurrenceChanged: false }),
    subject: max,
  },
  {
    kind: "choreSwapRejected",
    label: "the turn was done meanwhile: closed unapplied",
    actor: "admin",
    run: async (f, t) => {
      const { taskId, requestId } = await t.run((ctx) => askedSwap(ctx, f.max, f.ada));
      await t.run((ctx) => ctx.db.patch("tasks", taskId, { status: "completed", completedAt: 1 }));
      return f.admin.as.mutation(api.approvals.decide, { target: { kind: "swap", id: requestId }, decision: "approve" });
    },
    details: () => ({ taskTitle: "Feed the cat", memberName: "Max Member", occurrenceChanged: true }),
    subject: max,
  },
  {
    kind: "choreHandoverUndone",
    actor: "admin",
    run: async (f, t) => {
      const tomorrow = await handedOverTurn(t, f.ada, f.max, f.ada);
      await f.admin.as.mutation(api.chores.setAway, { away: { from: tomorrow, to: tomorrow } });
    },
    details: () => ({ taskTitle: "Feed the cat", fromName: "Max Member", toName: "Ada Admin" }),
    subject: max,
    after: "awaySet",
  },
  {
    kind: "awaySet",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.chores.setAway, { away: { from: "2030-08-01", to: "2030-08-14" } }),
    details: () => ({ from: "2030-08-01", to: "2030-08-14" }),
  },
  {
    kind: "awayEnded",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.chores.setAway, { away: null }),
    details: () => ({}),
  },
  {
    kind: "familyScreenStarted",
    actor: "admin",
    run: (f) => f.admin.as.mutation(api.familyScreen.start, { name: "Kitchen tablet" }),
    details: () => ({ screenName: "Kitchen tablet" }),
  },
  {
    kind: "familyScreenStopped",
    actor: "admin",
    run: async (f, t) => {
      const screenId = await t.run((ctx) =>
        ctx.db.insert("familyScreens", { keyHash: "k", name: "Kitchen tablet", createdByName: "Ada Admin", createdAt: 0 }),
      );
      return f.admin.as.mutation(api.familyScreen.revoke, { screenId });
    },
    details: () => ({ screenName: "Kitchen tablet" }),
  },
];

const actorOf = (f: Family, who: Who) =>
  who === "admin"
    ? { actorId: f.ada, actorName: "Ada Admin" }
    : who === "member"
      ? { actorId: f.max, actorName: "Max Member" }
      : who === "import"
        ? { actorName: "Swim club" }
        : { actorName: "Wendy Waiting" };

/** Max's daily chore, stored without an activity entry (the case's own call makes the one entry). */
async function choreFor(t: TestBackend, f: Family, { paused = false } = {}) {
  return t.run(async (ctx) => {
    const choreId = await ctx.db.insert("chores", {
      title: "Feed the cat",
      partOfDay: "morning",
      points: 5,
      needsApproval: false,
      photoProof: false,
      schedule: { kind: "repeat", start: "2030-01-07", repeat: { freq: "daily", interval: 1 } },
      missable: true,
      assignment: "fixed",
      rotateBy: "occurrence",
      paused,
      createdBy: f.ada,
    });
    await ctx.db.insert("choreMembers", { choreId, memberId: f.max, position: 0 });
    return choreId;
  });
}

/** Monday swimming at five for `people`, as the event form sends it. */
function calendarForm(people: Id<"members">[]) {
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

describe("recordActivity", () => {
  test("every kind of event has a case below", () => {
    expect([...new Set(cases.map((c) => c.kind))].sort()).toEqual([...activityKinds].sort());
  });

  test.each(cases.map((c) => ({ ...c, name: c.label ? `${c.kind} (${c.label})` : c.kind })))(
    "$name: exactly one entry, with who acted and the names as they were",
    async ({ kind, actor, run, details, subject, after }) => {
      const t = newBackend();
      const f = await seedFamily(t);
      const result = await run(f, t);
      const entries = await activityEntries(t);
      expect(entries.map((row) => row.details.kind)).toEqual(after ? [after, kind] : [kind]);
      const entry = entries.at(-1)!;
      const who = actorOf(f, actor);
      expect(entry.actorName).toBe(who.actorName);
      expect(entry.actorId).toBe(who.actorId);
      expect(entry.subjectId).toBe(subject === "created" ? result : subject?.(f));
      expect(entry.details).toMatchObject({ kind, ...details(f) });
    },
  );
});

describe("nothing is recorded", () => {
  test("for a refused mutation", async () => {
    const t = newBackend();
    const f = await seedFamily(t);
    await expectRefused(t, () => f.member.as.mutation(api.inventory.deleteItem, { itemId: f.drill }), "UPDATE_ITEMS");
    await expectRefused(t, () => f.admin.as.mutation(api.members.deleteMember, { memberId: f.ada }), "DELETE_SELF");
    await expectRefused(t, () => f.admin.as.mutation(api.rooms.renameRoom, { roomId: f.study, name: "garage" }), "ROOM_NAME_TAKEN");
    expect(await activityEntries(t)).toEqual([]);
    // A second admin deciding the same request is refused and adds nothing to the first's entry.
    await f.admin.as.mutation(api.roomAccess.approve, { requestId: f.accessRequest });
    const reject = () => f.admin.as.mutation(api.roomAccess.reject, { requestId: f.accessRequest });
    await expectRefused(t, reject, "REQUEST_DECIDED_BY", "Ada Admin already decided this request.");
    expect((await activityEntries(t)).map((entry) => entry.details.kind)).toEqual(["roomAccessApproved"]);
  });

  test("for a change that changes nothing", async () => {
    const t = newBackend();
    const f = await seedFamily(t);
    await f.admin.as.mutation(api.members.setRole, { memberId: f.max, role: "member" });
    await f.admin.as.mutation(api.members.setPageAccess, { memberId: f.max, page: "finance", enabled: true });
    await f.admin.as.mutation(api.rooms.setMemberAccess, { roomId: f.study, memberId: f.max, allowed: false });
    await f.admin.as.mutation(api.rooms.renameRoom, { roomId: f.study, name: "Study" });
    await f.admin.as.mutation(api.settings.saveFamilySettings, {
      familyName: "Our Family",
      colorMode: "system",
      notifications: true,
      autoLogoutMinutes: 60,
      language: "en",
    });
    expect(await activityEntries(t)).toEqual([]);
  });

  test("when authors delete their own transaction, post or comment", async () => {
    const t = newBackend();
    const f = await seedFamily(t);
    await f.member.as.mutation(api.feed.deleteComment, { commentId: f.maxComment });
    await f.member.as.mutation(api.feed.deletePost, { postId: f.maxPost });
    await f.member.as.mutation(api.transactions.remove, { transactionId: f.maxTransaction });
    expect(await activityEntries(t)).toEqual([]);
  });
});

describe("activity.listActivity", () => {
  const firstPage = { numItems: 20, cursor: null };

  test("is for admins only", async () => {
    const t = newBackend();
    const f = await seedFamily(t);
    await f.admin.as.mutation(api.rooms.addRoom, { name: "Attic" });
    const refused = { paginationOpts: firstPage };
    await expect(f.member.as.query(api.activity.listActivity, refused)).rejects.toThrow(errorCatalogue.ADMIN_REQUIRED.message);
    await expect(f.member.as.query(api.activity.listActivity, { ...refused, memberId: f.max })).rejects.toThrow(
      "This action requires admin privileges.",
    );
    await expect(f.waiting.as.query(api.activity.listActivity, refused)).rejects.toThrow(errorCatalogue.AWAITING_APPROVAL.message);
    await expect(f.signedOut.as.query(api.activity.listActivity, refused)).rejects.toThrow(errorCatalogue.AUTH_REQUIRED.message);
  });

  test("lists newest first, a page at a time", async () => {
    const t = newBackend();
    const f = await seedFamily(t);
    for (const name of ["Attic", "Cellar", "Hall", "Porch", "Shed"]) {
      await f.admin.as.mutation(api.rooms.addRoom, { name });
    }
    const pages = await allPages((paginationOpts) => f.admin.as.query(api.activity.listActivity, { paginationOpts }), 2);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(2);
    const names = pages.flat().map((entry) => (entry.details.kind === "roomAdded" ? entry.details.roomName : ""));
    expect(names).toEqual(["Shed", "Porch", "Hall", "Cellar", "Attic"]);
    expect(pages.length).toBeGreaterThanOrEqual(3);
  });

  test("filters by the member who acted, and shows them as they look now", async () => {
    const t = newBackend();
    const f = await seedFamily(t);
    await f.admin.as.mutation(api.rooms.addRoom, { name: "Attic" });
    await f.member.as.mutation(api.itemRequests.requestDeletion, { itemId: f.drill });
    await f.admin.as.mutation(api.inventory.deleteItem, { itemId: f.saw });
    const maxs = await f.admin.as.query(api.activity.listActivity, { memberId: f.max, paginationOpts: firstPage });
    expect(maxs.page.map((entry) => entry.details.kind)).toEqual(["itemDeleteRequested"]);
    expect(maxs.page[0]).toMatchObject({ actorId: f.max, actorName: "Max Member", actor: { _id: f.max, name: "Max Member" } });
    const adas = await f.admin.as.query(api.activity.listActivity, { memberId: f.ada, paginationOpts: firstPage });
    expect(adas.page.map((entry) => entry.details.kind)).toEqual(["itemDeleted", "roomAdded"]);
    const everyone = await f.admin.as.query(api.activity.listActivity, { paginationOpts: firstPage });
    expect(everyone.page).toHaveLength(3);
  });

  test("someone let in owns their 'asked to join' entry: one person, one avatar in the log", async () => {
    const t = newBackend();
    const f = await seedFamily(t);
    // Wendy asks (again, freshly recorded), and the admin lets her in.
    await t.run((ctx) => ctx.db.delete("joinRequests", f.joinRequest));
    await f.waiting.as.mutation(api.accounts.join, {});
    const request = await t.run((ctx) => ctx.db.query("joinRequests").withIndex("by_status", (q) => q.eq("status", "pending")).unique());
    await f.admin.as.mutation(api.approvals.decide, { target: { kind: "join", id: request!._id }, decision: "approve" });
    const wendy = await t.run((ctx) => ctx.db.query("members").withIndex("by_email", (q) => q.eq("email", "wendy@household.test")).unique());
    const { page } = await f.admin.as.query(api.activity.listActivity, { paginationOpts: firstPage });
    expect(page.map((entry) => [entry.details.kind, entry.actorName, entry.actor?._id ?? null])).toEqual([
      ["joinApproved", "Ada Admin", f.ada],
      ["joinRequested", "Wendy Waiting", wendy!._id],
    ]);
  });

  test("a deleted member's entries stay, with their name and without their id", async () => {
    const t = newBackend();
    const f = await seedFamily(t);
    await f.member.as.mutation(api.itemRequests.requestDeletion, { itemId: f.drill });
    await f.admin.as.mutation(api.rooms.setMemberAccess, { roomId: f.study, memberId: f.max, allowed: true });
    await f.admin.as.mutation(api.members.deleteMember, { memberId: f.max });
    const { page } = await f.admin.as.query(api.activity.listActivity, { paginationOpts: firstPage });
    expect(page.map((entry) => entry.details.kind)).toEqual(["memberDeleted", "roomAccessGranted", "itemDeleteRequested"]);
    expect(page[2]).toMatchObject({ actorId: null, actorName: "Max Member", actor: null, details: { itemName: "Drill" } });
    expect(page[1].details).toMatchObject({ memberName: "Max Member" });
    const raw = await activityEntries(t);
    expect(raw.some((entry) => entry.actorId === f.max || entry.subjectId === f.max)).toBe(false);
  });
});

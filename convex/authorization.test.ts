// The authorization matrix: one row per public Convex function, and for each
// kind of caller either a successful call or the spec's exact refusal with
// nothing written. The callers:
//
//   signedOut          no sign-in
//   waiting            signed in, join request not decided yet
//   declined           signed in, join request rejected by an admin
//   member             a family member with the default page flags
//   memberWithoutPage  a family member with every page flag off: functions built
//                      with memberQuery/memberMutation({ page }) refuse them with
//                      PAGE_ACCESS_DENIED, the others treat them as a member
//   admin              a family admin
//
// The last test finds every public function the deployment exports and fails
// for any without a row, so a new public function cannot ship without its rule.
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { getFunctionName, type FunctionArgs, type FunctionReference } from "convex/server";
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import type { AccessRule } from "./functions";
import { errorCatalogue, type ErrorCode } from "./lib/errors";
import type { PageAccess } from "./lib/validators";
import { hashPin, hashSecret } from "./lib/pins";
import { applyToTotals } from "./model/financeTotals";
import { choreForm } from "./chores.fixtures";
import { clothingInput } from "./clothing.fixtures";
import { storeFile } from "./inventory.fixtures";
import { everything } from "./refusals.fixtures";
import {
  backendFrom,
  newBackend,
  seedAccount,
  seedRoles,
  snapshotDatabase,
  type DatabaseSnapshot,
  type TestBackend,
} from "./test.setup";

// presence.heartbeat schedules the tab's expiry; fake timers keep it from firing.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const callers = ["signedOut", "waiting", "declined", "member", "memberWithoutPage", "admin"] as const;
type Caller = (typeof callers)[number];

/** Per caller: "allowed", or the error code its call must be refused with. */
type Access = Record<Caller, ErrorCode | "allowed">;

const anyone: Access = {
  signedOut: "allowed",
  waiting: "allowed",
  declined: "allowed",
  member: "allowed",
  memberWithoutPage: "allowed",
  admin: "allowed",
};
/** Any signed-in account, in the family or not (accountMutation). */
const signedIn: Access = { ...anyone, signedOut: "AUTH_REQUIRED" };
/** Family members and admins, whatever their page flags (memberQuery, memberMutation). */
const family: Access = { ...signedIn, waiting: "AWAITING_APPROVAL", declined: "AWAITING_APPROVAL" };
/** Family members with the page's flag, and admins (memberQuery/memberMutation({ page })). */
const familyWithPage: Access = { ...family, memberWithoutPage: "PAGE_ACCESS_DENIED" };
/** Admins only; members get the action's own refusal (adminQuery, adminMutation). */
const admins = (denied: ErrorCode = "ADMIN_REQUIRED"): Access => ({ ...family, member: denied, memberWithoutPage: denied });

const dueDate = "2030-01-02";

const noPages: PageAccess = {
  dashboard: false,
  calendar: false,
  homePlan: false,
  spiritualLife: false,
  healthFitness: false,
  education: false,
  finance: false,
  public: false,
  clothing: false,
  admin: false,
};

/** An image as an upload leaves it in storage. */
const storeImage = (t: TestBackend) => storeFile(t, "image/png");

// Rooms and room access (rooms.ts, roomAccess.ts): a room the member may
// enter, one they may not, and the member-without-page's pending request for it.
async function seedRooms(t: TestBackend, memberId: Id<"members">, requesterId: Id<"members">) {
  return t.run(async (ctx) => {
    const open = await ctx.db.insert("rooms", { name: "Kitchen", type: "kitchen", itemCount: 0 });
    const locked = await ctx.db.insert("rooms", { name: "Study", type: "other", itemCount: 0 });
    await ctx.db.insert("roomMembers", { roomId: open, memberId });
    const accessRequest = await ctx.db.insert("roomAccessRequests", { roomId: locked, memberId: requesterId, status: "pending" });
    return { open, locked, accessRequest };
  });
}

// inventory (inventory.ts, itemRequests.ts): in the member's room a container
// holding an item, a lamp for requests, and the member's pending request to
// delete another item (what approve/reject/withdraw decide).
async function seedInventory(t: TestBackend, roomId: Id<"rooms">, memberId: Id<"members">) {
  return t.run(async (ctx) => {
    const fields = { quantity: 1, category: "Furniture", condition: "good" as const, lastUpdated: 1 };
    const container = await ctx.db.insert("items", { roomId, name: "Cabinet", isContainer: true, ...fields });
    const item = await ctx.db.insert("items", { roomId, parentId: container, name: "Lamp", isContainer: false, ...fields });
    const requested = await ctx.db.insert("items", { roomId, name: "Old chair", isContainer: false, ...fields });
    await ctx.db.patch("rooms", roomId, { itemCount: 3 });
    const itemRequest = await ctx.db.insert("itemRequests", {
      roomId,
      action: "delete",
      name: "Old chair",
      quantity: 1,
      category: "Furniture",
      condition: "good",
      isContainer: false,
      originalItemId: requested,
      requestedBy: memberId,
      status: "pending",
    });
    return { container, item, itemRequest };
  });
}

// Finance settings and bills (financeSettings.ts, outgoings.ts): a category and an item type
// nothing uses (deleting them deletes them) and a bill in a category of its own.
async function seedFinanceSettings(t: TestBackend) {
  return t.run(async (ctx) => {
    const category = await ctx.db.insert("financeCategories", { name: "Groceries", monthlyBudgetPence: 30_000 });
    const billCategory = await ctx.db.insert("financeCategories", { name: "Utilities" });
    const itemType = await ctx.db.insert("itemTypes", { name: "Rent" });
    const bill = await ctx.db.insert("monthlyOutgoings", {
      description: "Water",
      amountPence: 3_000,
      dueDay: 12,
      paymentMethod: "Bank Transfer",
      categoryId: billCategory,
      paymentType: "direct-debit",
    });
    return { category, billCategory, itemType, bill };
  });
}

// Transactions (transactions.ts): a category and item type of their own, one transaction by the
// member (its author edits it) and one by the admin (only the admin deletes it), with totals.
async function seedTransactions(t: TestBackend, memberId: Id<"members">, adminId: Id<"members">) {
  return t.run(async (ctx) => {
    const categoryId = await ctx.db.insert("financeCategories", { name: "Household" });
    const itemTypeId = await ctx.db.insert("itemTypes", { name: "Food" });
    const input = {
      description: "Weekly shop",
      amountPence: 4_250,
      categoryId,
      paymentMethod: "Debit Card" as const,
      date: "2030-01-02",
      monthId: 1,
      weekId: "W1" as const,
      transactionType: "expense" as const,
      itemTypeId,
    };
    const fields = { ...input, periodMonth: "2030-01" };
    const members = await ctx.db.insert("transactions", { ...fields, createdBy: memberId });
    const admins = await ctx.db.insert("transactions", { ...fields, createdBy: adminId });
    await applyToTotals(ctx, [fields, fields], 1);
    return { members, admins, input };
  });
}

// Clothing (clothing.ts, outfits.ts): the member's jumper, planned as their Monday outfit,
// and the admin's shirt (a member may not toggle its laundry).
async function seedClothing(t: TestBackend, memberId: Id<"members">, adminId: Id<"members">) {
  return t.run(async (ctx) => {
    const fields = { category: "Tops" as const, size: "M", color: "Blue", occasionTags: [], seasonTags: [], laundryStatus: "Clean" as const };
    const jumper = await ctx.db.insert("clothingItems", { name: "Jumper", assignedTo: memberId, ...fields });
    const adminsShirt = await ctx.db.insert("clothingItems", { name: "Shirt", assignedTo: adminId, ...fields });
    const outfit = await ctx.db.insert("outfits", { name: "School day", assignedTo: memberId, dayOfWeek: "Monday", top: jumper, createdBy: adminId });
    return { jumper, adminsShirt, outfit };
  });
}

// Scripture and feed (scripture.ts, feed.ts): a post and a comment by the member and by the
// admin, and a cached passage (so an allowed readPassage calls no service).
async function seedFeed(t: TestBackend, memberId: Id<"members">, adminId: Id<"members">) {
  return t.run(async (ctx) => {
    const post = (authorId: Id<"members">) => ctx.db.insert("posts", { authorId, body: "Hello", likeCount: 0, commentCount: 1 });
    const memberPost = await post(memberId);
    const adminPost = await post(adminId);
    await ctx.db.insert("comments", { postId: memberPost, authorId: memberId, body: "Mine" });
    const adminComment = await ctx.db.insert("comments", { postId: adminPost, authorId: adminId, body: "Ours" });
    await ctx.db.insert("scripturePassages", {
      translation: "kjv",
      reference: "John 3:16",
      verses: [{ verse: 16, text: "For God so loved the world" }],
      text: "For God so loved the world",
      fetchedAt: 1,
    });
    return { memberPost, adminPost, adminComment };
  });
}

// Notifications (notifications.ts): one unread for the member and one for the admin (the
// markRead row uses the admin's: to every other caller it is someone else's).
async function seedNotifications(t: TestBackend, memberId: Id<"members">, adminId: Id<"members">) {
  return t.run(async (ctx) => {
    const notification = { actorName: "Wendy Waiting", details: { kind: "joinRequested" as const } };
    return {
      members: await ctx.db.insert("notifications", { memberId, ...notification }),
      admins: await ctx.db.insert("notifications", { memberId: adminId, ...notification }),
    };
  });
}

// Family screen (familyScreen.ts): a screen with a known key, the member's PIN 1234 and
// the member unlocked on it. The screen's own functions need no sign-in: every caller
// WITH the key is allowed (a wrong or removed key is refused below the matrix).
const SCREEN_KEY = "screen-key-for-the-authorization-matrix";
const UNLOCK_TOKEN = "unlock-token-for-the-authorization-matrix";
async function seedFamilyScreen(t: TestBackend, memberId: Id<"members">, adminId: Id<"members">) {
  const keyHash = await hashSecret(SCREEN_KEY);
  const tokenHash = await hashSecret(UNLOCK_TOKEN);
  const pinHash = await hashPin("1234");
  return t.run(async (ctx) => {
    const screenId = await ctx.db.insert("familyScreens", {
      keyHash,
      name: "Kitchen",
      createdBy: adminId,
      createdByName: "Ada Admin",
      createdAt: 1,
    });
    await ctx.db.insert("memberPins", { memberId, hash: pinHash });
    await ctx.db.insert("screenUnlocks", { screenId, memberId, tokenHash, expiresAt: Date.now() + 60 * 60 * 1000 });
    return { screenId };
  });
}

// Rewards (rewards.ts): one on offer, and points enough for the member and the admin to ask for it.
async function seedRewards(t: TestBackend, memberId: Id<"members">, adminId: Id<"members">) {
  return t.run(async (ctx) => {
    const reward = await ctx.db.insert("rewards", { name: "Ice cream", cost: 10, archived: false, createdBy: adminId });
    for (const who of [memberId, adminId]) {
      await ctx.db.insert("pointsLedger", { memberId: who, points: 50, balance: 50, kind: "chore", title: "Tidy room" });
    }
    // The member's own request, waiting: theirs to withdraw.
    const redemption = await ctx.db.insert("rewardRedemptions", { memberId, rewardId: reward, name: "Ice cream", cost: 10, status: "pending" });
    // A child without a sign-in, with points: an admin redeems for them.
    const child = await ctx.db.insert("members", { name: "Cleo", role: "member", memberType: "Daughter", status: "offline", pageAccess: noPages });
    await ctx.db.insert("pointsLedger", { memberId: child, points: 50, balance: 50, kind: "chore", title: "Tidy room" });
    return { reward, redemption, child };
  });
}

/**
 * A daily chore of the member's (the admin is in it too), with one open occurrence (a task) to
 * skip or give away or ask to swap, the admin's own turn, and a turn the member already asked to swap.
 */
async function seedChores(t: TestBackend, memberId: Id<"members">, adminId: Id<"members">) {
  return t.run(async (ctx) => {
    const chore = await ctx.db.insert("chores", {
      title: "Feed the cat",
      partOfDay: "morning",
      points: 5,
      needsApproval: false,
      photoProof: false,
      schedule: { kind: "repeat", start: "2030-01-01", repeat: { freq: "daily", interval: 1 } },
      missable: true,
      assignment: "fixed",
      rotateBy: "occurrence",
      paused: false,
      createdBy: adminId,
    });
    await ctx.db.insert("choreMembers", { choreId: chore, memberId, position: 0 });
    await ctx.db.insert("choreMembers", { choreId: chore, memberId: adminId, position: 1 });
    const turn = (assignedTo: Id<"members">, day: string) =>
      ctx.db.insert("tasks", {
        title: "Feed the cat",
        description: "",
        assignedTo,
        dueDate: day,
        status: "pending",
        priority: "medium",
        createdBy: adminId,
        needsApproval: false,
        choreId: chore,
        occurrenceDate: day,
        chore: { points: 5, partOfDay: "morning", photoProof: false, missable: true, anyone: false, reason: { kind: "fixed" } },
      });
    const occurrence = await turn(memberId, "2030-01-02");
    const adminOccurrence = await turn(adminId, "2030-01-03");
    const asked = await turn(memberId, "2030-01-04");
    const swapRequest = await ctx.db.insert("choreSwapRequests", {
      memberId,
      taskId: asked,
      choreId: chore,
      toMemberId: adminId,
      title: "Feed the cat",
      day: "2030-01-04",
      status: "pending",
    });
    return { chore, occurrence, adminOccurrence, swapRequest };
  });
}

/** An "every 3 days after it was last done" chore for the member, as the page sends it. */
const plantsForm = (memberId: Id<"members">) =>
  choreForm([memberId], { title: "Water the plants", icon: "plant", partOfDay: "any", points: 3, scheduleKind: "after", start: "2030-01-01", missable: false });

/** The six callers, plus what the rows' arguments point at. */
async function seed(t: TestBackend) {
  const roles = await seedRoles(t);
  const declined = await seedAccount(t, { name: "Dan Declined", email: "dan@household.test", waiting: true });
  const withoutPage = await seedAccount(t, { name: "Nia NoPages", email: "nia@household.test" });
  const ids = await t.run(async (ctx) => {
    await ctx.db.patch("members", withoutPage.memberId!, { pageAccess: noPages });
    await ctx.db.insert("joinRequests", {
      accountKey: roles.waiting.userId,
      email: "wendy@household.test",
      name: "Wendy Waiting",
      status: "pending",
    });
    await ctx.db.insert("joinRequests", {
      accountKey: declined.userId,
      email: "dan@household.test",
      name: "Dan Declined",
      status: "rejected",
      decidedBy: roles.admin.memberId!,
      decidedAt: 1,
    });
    const task = (assignedTo: Id<"members">, extra: Partial<Doc<"tasks">> = {}) =>
      ctx.db.insert("tasks", {
        title: "Water the plants",
        description: "",
        assignedTo,
        dueDate,
        status: "pending",
        priority: "medium",
        createdBy: roles.admin.memberId!,
        needsApproval: true,
        ...extra,
      });
    const calendarEvent = (createdBy: Id<"members">) =>
      ctx.db.insert("events", { name: "Swimming", date: dueDate, everyone: true, sequence: 0, createdBy });
    return {
      /** Someone for the admin to delete. */
      sam: await ctx.db.insert("members", {
        name: "Sam",
        role: "member",
        memberType: "Son",
        status: "offline",
        pageAccess: { ...noPages, dashboard: true },
      }),
      ownTasks: {
        member: await task(roles.member.memberId!),
        memberWithoutPage: await task(withoutPage.memberId!),
        admin: await task(roles.admin.memberId!),
      },
      awaitingTask: await task(roles.member.memberId!, { status: "completed", approvalStatus: "pending", completedAt: 1 }),
      ownEvents: {
        member: await calendarEvent(roles.member.memberId!),
        memberWithoutPage: await calendarEvent(withoutPage.memberId!),
        admin: await calendarEvent(roles.admin.memberId!),
      },
      /** Other calendars: a file's and a URL's (calendarImports.ts). */
      calendarImports: {
        file: await ctx.db.insert("calendarImports", { name: "Club", color: "red", source: "file", everyone: true, eventCount: 0 }),
        url: await ctx.db.insert("calendarImports", {
          name: "School",
          color: "teal",
          source: "url",
          url: "https://school.test/term.ics",
          everyone: true,
          eventCount: 0,
        }),
      },
    };
  });
  const clients = {
    ...roles,
    declined: { ...declined, as: t.withIdentity(declined.identity) },
    memberWithoutPage: { ...withoutPage, as: t.withIdentity(withoutPage.identity) },
  };
  const rooms = await seedRooms(t, roles.member.memberId!, withoutPage.memberId!);
  const inventory = await seedInventory(t, rooms.open, roles.member.memberId!);
  const financeSettings = await seedFinanceSettings(t);
  const transactions = await seedTransactions(t, roles.member.memberId!, roles.admin.memberId!);
  const clothing = await seedClothing(t, roles.member.memberId!, roles.admin.memberId!);
  const feed = await seedFeed(t, roles.member.memberId!, roles.admin.memberId!);
  const notifications = await seedNotifications(t, roles.member.memberId!, roles.admin.memberId!);
  const familyScreen = await seedFamilyScreen(t, roles.member.memberId!, roles.admin.memberId!);
  const rewards = await seedRewards(t, roles.member.memberId!, roles.admin.memberId!);
  const chores = await seedChores(t, roles.member.memberId!, roles.admin.memberId!);
  return {
    roles: clients,
    avatar: await storeImage(t),
    ...ids,
    rooms,
    inventory,
    financeSettings,
    transactions,
    clothing,
    feed,
    notifications,
    familyScreen,
    rewards,
    chores,
  };
}
type Seeded = Awaited<ReturnType<typeof seed>>;

// Every case needs the same family, and seeding it (a PBKDF2 PIN hash, a dozen transactions)
// costs more than most calls it sets up: the family is seeded once, and each case gets a new
// backend holding a copy of that database, with the same ids. Cases stay independent: what one
// writes, no other sees.
let seeded: { snapshot: DatabaseSnapshot; s: Seeded };
beforeAll(async () => {
  const t = newBackend();
  const s = await seed(t);
  seeded = { snapshot: await snapshotDatabase(t), s };
});

/** A new backend with the seeded family, and the seed's ids with clients of that backend. */
async function seededBackend(): Promise<{ t: TestBackend; s: Seeded }> {
  const t = await backendFrom(seeded.snapshot);
  const { roles } = seeded.s;
  return {
    t,
    s: {
      ...seeded.s,
      roles: {
        signedOut: { as: t },
        waiting: { ...roles.waiting, as: t.withIdentity(roles.waiting.identity) },
        declined: { ...roles.declined, as: t.withIdentity(roles.declined.identity) },
        member: { ...roles.member, as: t.withIdentity(roles.member.identity) },
        memberWithoutPage: { ...roles.memberWithoutPage, as: t.withIdentity(roles.memberWithoutPage.identity) },
        admin: { ...roles.admin, as: t.withIdentity(roles.admin.identity) },
      },
    },
  };
}
type Client = Seeded["roles"]["member"]["as"];
type Args<F extends FunctionReference<"query" | "mutation" | "action">> = (s: Seeded, caller: Caller) => FunctionArgs<F>;

type Row = { name: string; access: Access; call: (client: Client, s: Seeded, caller: Caller) => Promise<unknown> };

function query<F extends FunctionReference<"query">>(fn: F, args: NoInfer<Args<F>>, access: Access): Row {
  const ref: FunctionReference<"query"> = fn;
  return { name: getFunctionName(fn), access, call: (client, s, caller) => client.query(ref, args(s, caller)) };
}

function mutation<F extends FunctionReference<"mutation">>(fn: F, args: NoInfer<Args<F>>, access: Access): Row {
  const ref: FunctionReference<"mutation"> = fn;
  return { name: getFunctionName(fn), access, call: (client, s, caller) => client.mutation(ref, args(s, caller)) };
}

function action<F extends FunctionReference<"action">>(fn: F, args: NoInfer<Args<F>>, access: Access): Row {
  const ref: FunctionReference<"action"> = fn;
  return { name: getFunctionName(fn), access, call: (client, s, caller) => client.action(ref, args(s, caller)) };
}

const none = () => ({});
/** Start and complete move only the caller's own task. */
const ownTask = (s: Seeded, caller: Caller) => ({
  taskId: caller === "admin" || caller === "memberWithoutPage" ? s.ownTasks[caller] : s.ownTasks.member,
});
/** The caller's own member id where they have one (members may look at their own tasks). */
const ownMemberId = (s: Seeded, caller: Caller) =>
  (caller === "admin" || caller === "memberWithoutPage" ? s.roles[caller].memberId : s.roles.member.memberId)!;
/** Members change the events they added; each caller gets their own. */
const ownEvent = (s: Seeded, caller: Caller) => ({
  eventId: caller === "admin" || caller === "memberWithoutPage" ? s.ownEvents[caller] : s.ownEvents.member,
  scope: "all" as const,
});
/** An event for the caller alone (members plan for themselves). */
const eventFor = (memberId: Id<"members">) => ({
  name: "Swimming",
  allDay: false,
  date: "2030-01-07",
  startTime: "17:00",
  endTime: "18:00",
  everyone: false,
  memberIds: [memberId],
  repeat: { freq: "weekly", interval: 1, byDay: ["MO"], monthly: "date", ends: "never", until: "", count: 10 },
});
const newTask = (s: Seeded) => ({
  title: "Shop",
  description: "Milk and bread",
  assignedTo: s.roles.member.memberId!,
  dueDate,
  needsApproval: false,
});
const maxMember = (s: Seeded) => ({ memberId: s.roles.member.memberId! });
/** Another calendar's choices, as the dialog sends them. */
const anImport = { name: "Swim club", color: "cyan", everyone: true, memberIds: [] };
const firstPage = { numItems: 20, cursor: null };
const newItem = { name: "Kettle", category: "Kitchen", quantity: 1, condition: "good" as const, isContainer: false };
const newClothing = (s: Seeded) => clothingInput(s.roles.member.memberId!, { name: "Jumper" });

// Arguments are chosen so that an allowed caller's call succeeds.
const rows: Row[] = [
  mutation(api.accounts.join, none, signedIn),

  query(api.members.viewer, none, anyone),
  query(api.members.list, none, family),
  query(api.members.listForAdmin, none, admins()),
  mutation(
    api.members.setPageAccess,
    (s) => ({ memberId: s.roles.member.memberId!, page: "finance", enabled: false }),
    admins(),
  ),
  mutation(api.members.addMember, () => ({ name: "Sam", memberType: "Son", role: "member" }), admins("ADD_MEMBERS")),
  mutation(
    api.members.editMember,
    (s) => ({ ...maxMember(s), name: "Maxine", memberType: "Daughter", color: "teal", image: { imageUrl: "https://example.com/max.png" } }),
    admins(),
  ),
  mutation(api.members.setRole, (s) => ({ ...maxMember(s), role: "admin" }), admins()),
  mutation(api.members.deleteMember, (s) => ({ memberId: s.sam }), admins("DELETE_MEMBERS")),
  mutation(api.members.generateUploadUrl, none, admins()),
  action(api.members.checkUpload, (s) => ({ storageId: s.avatar }), admins()),

  query(api.tasks.forMember, (s, caller) => ({ memberId: ownMemberId(s, caller) }), familyWithPage),
  query(api.tasks.awaitingApproval, none, admins()),
  query(api.tasks.openCounts, none, familyWithPage),
  mutation(api.tasks.assignTask, newTask, admins("ASSIGN_TASKS")),
  mutation(api.tasks.editTask, (s) => ({ taskId: s.ownTasks.member, ...newTask(s) }), admins("ASSIGN_TASKS")),
  mutation(api.tasks.startTask, ownTask, familyWithPage),
  mutation(api.tasks.completeTask, ownTask, familyWithPage),
  mutation(api.tasks.approveTask, (s) => ({ taskId: s.awaitingTask }), admins()),
  mutation(api.tasks.rejectTask, (s) => ({ taskId: s.awaitingTask }), admins()),

  mutation(api.events.addEvent, () => ({ name: "Picnic", date: "2030-06-01", description: "In the park" }), admins()),
  query(api.events.upcoming, () => ({ today: "2030-01-01" }), familyWithPage),
  query(api.calendar.range, () => ({ from: "2030-01-01", to: "2030-01-31" }), familyWithPage),
  mutation(api.calendar.createCalendarEvent, (s, caller) => ({ event: eventFor(ownMemberId(s, caller)) }), familyWithPage),
  mutation(api.calendar.updateCalendarEvent, (s, caller) => ({ ...ownEvent(s, caller), event: eventFor(ownMemberId(s, caller)) }), familyWithPage),
  mutation(api.calendar.deleteCalendarEvent, ownEvent, familyWithPage),
  // Other calendars: members read the list; admins add, refresh, change and remove them.
  query(api.calendarImports.list, none, familyWithPage),
  action(api.calendarImports.addFileImport, () => ({ import: anImport, ics: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR" }), admins()),
  mutation(api.calendarImports.addUrlImport, () => ({ import: anImport, url: "webcal://school.test/club.ics" }), admins()),
  action(api.calendarImports.refresh, (s) => ({ importId: s.calendarImports.url }), admins()),
  mutation(api.calendarImports.updateImport, (s) => ({ importId: s.calendarImports.file, import: anImport }), admins()),
  mutation(api.calendarImports.removeImport, (s) => ({ importId: s.calendarImports.file }), admins()),
  query(api.calendarFeeds.feedStatus, none, familyWithPage),
  // "mine" for any member; the family's link is refused to members with ADMIN_REQUIRED (calendarFeeds.test.ts).
  mutation(api.calendarFeeds.createFeedUrl, () => ({ scope: "mine" as const }), familyWithPage),
  mutation(api.calendarFeeds.revokeFeed, () => ({ scope: "mine" as const }), familyWithPage),

  mutation(api.presence.heartbeat, () => ({ tabId: "tab-a" }), family),
  mutation(api.presence.leave, () => ({ tabId: "tab-a" }), family),
  mutation(api.presence.setBusy, () => ({ busy: true }), family),

  query(api.rooms.names, none, family),
  // Rooms and room access
  query(api.rooms.listForViewer, none, familyWithPage),
  query(api.rooms.get, (s) => ({ roomId: s.rooms.open }), familyWithPage),
  query(api.rooms.adminOverview, none, admins()),
  query(api.rooms.adminDetail, (s) => ({ roomId: s.rooms.locked }), admins()),
  query(api.rooms.memberAccess, (s) => ({ roomId: s.rooms.locked }), admins()),
  mutation(api.rooms.addRoom, () => ({ name: "Garage" }), admins("ADD_ROOMS")),
  mutation(api.rooms.renameRoom, (s) => ({ roomId: s.rooms.open, name: "Pantry" }), admins("RENAME_ROOMS")),
  mutation(api.rooms.deleteRoom, (s) => ({ roomId: s.rooms.locked }), admins("DELETE_ROOMS")),
  mutation(
    api.rooms.setMemberAccess,
    (s) => ({ roomId: s.rooms.locked, memberId: s.roles.member.memberId!, allowed: true }),
    admins("MODIFY_ROOM_ACCESS"),
  ),
  // Admins enter every room, so theirs is refused as pointless.
  mutation(
    api.roomAccess.requestRoomAccess,
    (s) => ({ roomId: s.rooms.locked }),
    { ...familyWithPage, admin: "ROOM_ACCESS_ALREADY" },
  ),
  query(api.roomAccess.pending, none, admins("APPROVE_ACCESS_REQUESTS")),
  mutation(api.roomAccess.approve, (s) => ({ requestId: s.rooms.accessRequest }), admins("APPROVE_ACCESS_REQUESTS")),
  mutation(api.roomAccess.reject, (s) => ({ requestId: s.rooms.accessRequest }), admins("REJECT_ACCESS_REQUESTS")),

  // inventory
  query(api.inventory.contents, (s) => ({ roomId: s.rooms.open, paginationOpts: firstPage }), familyWithPage),
  query(api.inventory.place, (s) => ({ roomId: s.rooms.open, parentId: s.inventory.container }), familyWithPage),
  query(api.inventory.search, () => ({ text: "Lamp" }), familyWithPage),
  query(api.inventory.containers, (s) => ({ roomId: s.rooms.open }), familyWithPage),
  query(api.inventory.exportPage, () => ({ paginationOpts: firstPage }), familyWithPage),
  mutation(api.inventory.generateUploadUrl, none, familyWithPage),
  action(api.inventory.checkUpload, (s) => ({ storageId: s.avatar }), familyWithPage),
  mutation(api.inventory.addItem, (s) => ({ roomId: s.rooms.open, item: newItem }), admins("UPDATE_ITEMS")),
  mutation(api.inventory.updateItem, (s) => ({ itemId: s.inventory.item, item: newItem }), admins("UPDATE_ITEMS")),
  mutation(api.inventory.deleteItem, (s) => ({ itemId: s.inventory.container }), admins("UPDATE_ITEMS")),
  mutation(
    api.inventory.moveItems,
    (s) => ({ itemIds: [s.inventory.item], toRoomId: s.rooms.locked }),
    admins("UPDATE_ITEMS"),
  ),
  mutation(api.itemRequests.requestNewItem, (s) => ({ roomId: s.rooms.open, item: newItem }), familyWithPage),
  mutation(api.itemRequests.requestDeletion, (s) => ({ itemId: s.inventory.item }), familyWithPage),
  mutation(api.itemRequests.requestMove, (s) => ({ itemIds: [s.inventory.item], toRoomId: s.rooms.open }), familyWithPage),
  query(api.itemRequests.forRoom, (s) => ({ roomId: s.rooms.open }), familyWithPage),
  query(api.itemRequests.pending, none, admins("DECIDE_PENDING_ITEMS")),
  mutation(api.itemRequests.approve, (s) => ({ requestId: s.inventory.itemRequest }), admins("DECIDE_PENDING_ITEMS")),
  mutation(api.itemRequests.reject, (s) => ({ requestId: s.inventory.itemRequest }), admins("DECIDE_PENDING_ITEMS")),
  // The seeded request is the member's: anyone else's withdrawal is refused.
  mutation(
    api.itemRequests.withdraw,
    (s) => ({ requestId: s.inventory.itemRequest }),
    { ...familyWithPage, admin: "OWN_REQUESTS_ONLY" },
  ),

  query(api.settings.forViewer, none, family),
  mutation(
    api.settings.saveFamilySettings,
    () => ({ familyName: "The Testers", colorMode: "dark", notifications: false, autoLogoutMinutes: 30, language: "fr" }),
    admins("MODIFY_SETTINGS"),
  ),
  mutation(api.settings.setMyLanguage, () => ({ language: "de" }), family),
  mutation(api.settings.setMyColorMode, () => ({ colorMode: "dark" }), family),

  // Finance settings and bills
  query(api.financeSettings.categories, none, familyWithPage),
  query(api.financeSettings.itemTypes, none, familyWithPage),
  query(api.financeSettings.overview, none, admins("MANAGE_FINANCE_SETTINGS")),
  query(api.financeSettings.monthBudgets, () => ({ month: "2030-01" }), familyWithPage),
  mutation(
    api.financeSettings.addCategory,
    () => ({ category: { name: "Travel", monthlyBudgetPence: 5_000 } }),
    admins("MANAGE_FINANCE_SETTINGS"),
  ),
  mutation(
    api.financeSettings.updateCategory,
    (s) => ({ categoryId: s.financeSettings.category, category: { name: "Food" } }),
    admins("MANAGE_FINANCE_SETTINGS"),
  ),
  mutation(
    api.financeSettings.deleteCategory,
    (s) => ({ categoryId: s.financeSettings.category }),
    admins("MANAGE_FINANCE_SETTINGS"),
  ),
  mutation(api.financeSettings.addItemType, () => ({ name: "Gas" }), admins("MANAGE_FINANCE_SETTINGS")),
  mutation(
    api.financeSettings.renameItemType,
    (s) => ({ itemTypeId: s.financeSettings.itemType, name: "Rent and rates" }),
    admins("MANAGE_FINANCE_SETTINGS"),
  ),
  mutation(
    api.financeSettings.deleteItemType,
    (s) => ({ itemTypeId: s.financeSettings.itemType }),
    admins("MANAGE_FINANCE_SETTINGS"),
  ),
  mutation(
    api.financeSettings.addStarterLists,
    () => ({ language: "de", lists: ["categories", "itemTypes"] }),
    admins("MANAGE_FINANCE_SETTINGS"),
  ),
  query(api.outgoings.board, () => ({ month: "2030-01", today: dueDate }), familyWithPage),
  mutation(
    api.outgoings.add,
    (s) => ({
      outgoing: {
        description: "Broadband",
        amountPence: 2_999,
        dueDay: 20,
        paymentMethod: "Debit Card",
        categoryId: s.financeSettings.billCategory,
        paymentType: "direct-debit",
      },
    }),
    admins("ADD_OUTGOINGS"),
  ),
  mutation(api.outgoings.remove, (s) => ({ outgoingId: s.financeSettings.bill }), admins("DELETE_OUTGOINGS")),
  mutation(
    api.outgoings.setPaid,
    (s) => ({ outgoingId: s.financeSettings.bill, month: "2030-01", paid: true }),
    familyWithPage,
  ),

  // Transactions
  query(api.transactions.summary, () => ({ period: { kind: "month", key: "2030-01" } }), familyWithPage),
  query(
    api.transactions.list,
    () => ({ period: { kind: "month", key: "2030-01" }, paginationOpts: firstPage }),
    familyWithPage,
  ),
  query(api.transactions.recordedBetween, () => ({ from: "2030-01-01", to: "2030-01-31" }), familyWithPage),
  mutation(api.transactions.add, (s) => ({ transaction: s.transactions.input, today: dueDate }), familyWithPage),
  // The member's own transaction: its author and admins may edit it.
  mutation(
    api.transactions.update,
    (s) => ({ transactionId: s.transactions.members, transaction: { ...s.transactions.input, amountPence: 999 } }),
    familyWithPage,
  ),
  // The admin's transaction: a member may not delete it.
  mutation(
    api.transactions.remove,
    (s) => ({ transactionId: s.transactions.admins }),
    { ...familyWithPage, member: "OWN_TRANSACTIONS_ONLY" },
  ),
  mutation(
    api.transactions.importTransactions,
    (s) => ({ transactions: [s.transactions.input, s.transactions.input], today: dueDate }),
    familyWithPage,
  ),
  query(api.transactions.myGame, () => ({ today: dueDate }), familyWithPage),
  query(api.transactions.familyGame, none, familyWithPage),

  // Clothing
  query(api.clothing.listWardrobe, () => ({ category: "Tops" }), familyWithPage),
  query(api.clothing.laundryBasket, none, familyWithPage),
  mutation(api.clothing.addClothingItem, (s) => ({ item: newClothing(s), image: {} }), admins("ADD_CLOTHING")),
  mutation(
    api.clothing.updateClothingItem,
    (s) => ({ itemId: s.clothing.jumper, item: { ...newClothing(s), name: "Red Jumper" }, image: {} }),
    admins("CHANGE_CLOTHING"),
  ),
  mutation(api.clothing.deleteClothingItem, (s) => ({ itemId: s.clothing.jumper }), admins("CHANGE_CLOTHING")),
  // The admin's shirt: its owner (and any admin) may toggle it, another member may not.
  mutation(
    api.clothing.toggleLaundry,
    (s) => ({ itemId: s.clothing.adminsShirt }),
    { ...familyWithPage, member: "OWN_LAUNDRY_ONLY" },
  ),
  mutation(api.clothing.generateUploadUrl, none, admins("ADD_CLOTHING")),
  action(api.clothing.checkUpload, (s) => ({ storageId: s.avatar }), admins("ADD_CLOTHING")),
  query(api.outfits.weekForMember, maxMember, familyWithPage),
  mutation(
    api.outfits.planOutfit,
    (s) => ({ outfit: { memberId: s.roles.member.memberId!, dayOfWeek: "Tuesday", name: "Sports", top: s.clothing.jumper, notes: "" } }),
    admins("PLAN_OUTFITS"),
  ),
  mutation(api.outfits.removeOutfit, (s) => ({ outfitId: s.clothing.outfit }), admins("PLAN_OUTFITS")),

  // Scripture and feed
  action(api.scripture.readPassage, () => ({ book: "John", chapter: 3, verses: [16], translation: "kjv" }), familyWithPage),
  query(api.feed.listPosts, () => ({ paginationOpts: firstPage }), familyWithPage),
  query(api.feed.getPost, (s) => ({ postId: s.feed.memberPost }), familyWithPage),
  query(api.feed.listComments, (s) => ({ postId: s.feed.memberPost, paginationOpts: firstPage }), familyWithPage),
  mutation(api.feed.createPost, () => ({ body: "Picnic on Sunday", image: {} }), familyWithPage),
  mutation(api.feed.toggleLike, (s) => ({ postId: s.feed.adminPost }), familyWithPage),
  mutation(api.feed.addComment, (s) => ({ postId: s.feed.adminPost, body: "Lovely" }), familyWithPage),
  // The admin's post and comment: a member may not delete them.
  mutation(api.feed.deletePost, (s) => ({ postId: s.feed.adminPost }), { ...familyWithPage, member: "OWN_POSTS_ONLY" }),
  mutation(
    api.feed.deleteComment,
    (s) => ({ commentId: s.feed.adminComment }),
    { ...familyWithPage, member: "OWN_COMMENTS_ONLY" },
  ),
  mutation(api.feed.generateUploadUrl, none, familyWithPage),
  action(api.feed.checkUpload, (s) => ({ storageId: s.avatar }), familyWithPage),

  // Activity log: admins only (the member filter's refusal is in activity.test.ts).
  query(api.activity.listActivity, (s) => ({ ...maxMember(s), paginationOpts: firstPage }), admins()),

  // Rewards: the list and asking for one need the dashboard page; admins keep the list of rewards.
  query(api.rewards.list, none, familyWithPage),
  // Anyone's history for an admin; a member asking for someone else's is refused.
  query(api.rewards.history, (s) => ({ memberId: s.rewards.child }), { ...familyWithPage, member: "OWN_POINTS_ONLY" }),
  mutation(api.rewards.addReward, () => ({ reward: { name: "Cinema trip", cost: 30, moneyPence: 500 } }), admins()),
  mutation(api.rewards.updateReward, (s) => ({ rewardId: s.rewards.reward, reward: { name: "Ice lolly", cost: 5 } }), admins()),
  mutation(api.rewards.archiveReward, (s) => ({ rewardId: s.rewards.reward }), admins()),
  mutation(api.rewards.redeem, (s) => ({ rewardId: s.rewards.reward }), familyWithPage),
  mutation(api.rewards.redeemFor, (s) => ({ memberId: s.rewards.child, rewardId: s.rewards.reward }), admins()),
  mutation(api.rewards.withdraw, (s) => ({ redemptionId: s.rewards.redemption }), { ...familyWithPage, admin: "OWN_REQUESTS_ONLY" }),

  // Chores: under the dashboard's page; admins set them up, skip or give away an occurrence, and say the family is away.
  query(api.chores.list, () => ({ today: "2030-01-01" }), familyWithPage),
  mutation(api.chores.createChore, (s) => ({ chore: plantsForm(s.roles.member.memberId!) }), admins()),
  mutation(api.chores.updateChore, (s) => ({ choreId: s.chores.chore, chore: plantsForm(s.roles.member.memberId!) }), admins()),
  mutation(api.chores.deleteChore, (s) => ({ choreId: s.chores.chore }), admins()),
  mutation(api.chores.setPaused, (s) => ({ choreId: s.chores.chore, paused: true }), admins()),
  mutation(api.chores.skipOccurrence, (s) => ({ taskId: s.chores.occurrence, reason: "Away at camp" }), admins()),
  mutation(api.chores.swapOccurrence, (s) => ({ taskId: s.chores.occurrence, memberId: s.roles.admin.memberId! }), admins()),
  mutation(api.chores.setAway, () => ({ away: { from: "2030-08-01", to: "2030-08-14" } }), admins()),
  // Asking to swap one's own turn: under the dashboard's page; each caller asks about a turn of
  // their own; only the one who asked withdraws it (the admin declines it in the inbox instead).
  query(api.choreSwaps.mine, none, familyWithPage),
  mutation(
    api.choreSwaps.ask,
    (s, caller) =>
      caller === "admin"
        ? { taskId: s.chores.adminOccurrence, memberId: s.roles.member.memberId!, note: "" }
        : { taskId: s.chores.occurrence, memberId: s.roles.admin.memberId!, note: "Football practice" },
    familyWithPage,
  ),
  mutation(api.choreSwaps.withdraw, (s) => ({ requestId: s.chores.swapRequest }), { ...familyWithPage, admin: "OWN_REQUESTS_ONLY" }),
  // A chore's photo as proof: the assignee's upload, checked like every photo.
  mutation(api.tasks.generateUploadUrl, none, familyWithPage),
  action(api.tasks.checkUpload, (s) => ({ storageId: s.avatar }), familyWithPage),

  // Approval inbox: admins only; decide goes through each kind's own rules (approvals.test.ts).
  query(api.approvals.inbox, none, admins()),
  query(api.approvals.count, none, admins()),
  mutation(api.approvals.decide, (s) => ({ target: { kind: "task" as const, id: s.awaitingTask }, decision: "approve" as const }), admins()),

  // Notifications: every member and admin reads and changes only their own. markRead
  // of the admin's notification: anyone else is told it no longer exists (notifications.test.ts
  // has members marking their own).
  query(api.notifications.list, () => ({ paginationOpts: firstPage }), family),
  query(api.notifications.unreadCount, none, family),
  mutation(
    api.notifications.markRead,
    (s) => ({ notificationId: s.notifications.admins }),
    { ...family, member: "NOT_FOUND", memberWithoutPage: "NOT_FOUND" },
  ),
  mutation(api.notifications.markAllRead, none, family),
  query(api.notifications.mutedTopics, none, family),
  mutation(api.notifications.setMuted, () => ({ topic: "billsDue", muted: true }), family),

  // Family screen: an admin starts, leaves, lists and revokes screens; the screen's
  // own functions carry its key (and the member's unlock token) instead of a sign-in.
  mutation(api.familyScreen.start, () => ({ name: "Hall" }), admins("FAMILY_SCREEN_ADMIN_ONLY")),
  mutation(api.familyScreen.leave, () => ({ screenKey: SCREEN_KEY }), admins("FAMILY_SCREEN_ADMIN_ONLY")),
  query(api.familyScreen.list, none, admins("FAMILY_SCREEN_ADMIN_ONLY")),
  mutation(api.familyScreen.revoke, (s) => ({ screenId: s.familyScreen.screenId }), admins("FAMILY_SCREEN_ADMIN_ONLY")),
  ...screenRows(SCREEN_KEY).map((row) => ({ ...row, access: anyone })),
  mutation(api.members.setOwnPin, () => ({ pin: "2468" }), family),
  mutation(api.members.clearOwnPin, none, family),
  mutation(api.members.clearPin, maxMember, admins()),
  // An admin manages anyone's PIN from Family Members (memberPins.test.ts has the rest).
  mutation(api.members.setPinFor, (s) => ({ ...maxMember(s), pin: "1357" }), admins()),
  query(api.members.membersWithPin, none, admins()),
];

/** The family screen's own functions, called with `screenKey` (access is set by the caller of this). */
function screenRows(screenKey: string): Row[] {
  const unlocked = { screenKey, unlockToken: UNLOCK_TOKEN };
  // The server's today: a screen reads only the week around it.
  const today = new Date().toISOString().slice(0, 10);
  return [
    query(api.familyScreen.view, () => ({ screenKey, today }), anyone),
    mutation(api.familyScreen.checkIn, () => ({ screenKey }), anyone),
    mutation(api.familyScreen.unlock, (s) => ({ screenKey, ...maxMember(s), pin: "1234" }), anyone),
    query(api.familyScreen.memberPanel, () => ({ ...unlocked, today }), anyone),
    mutation(api.familyScreen.startTask, (s) => ({ ...unlocked, taskId: s.ownTasks.member }), anyone),
    mutation(api.familyScreen.completeTask, (s) => ({ ...unlocked, taskId: s.ownTasks.member }), anyone),
    mutation(api.familyScreen.generateUploadUrl, () => unlocked, anyone),
    action(api.familyScreen.checkUpload, (s) => ({ ...unlocked, storageId: s.avatar }), anyone),
    query(api.familyScreen.rewards, () => unlocked, anyone),
    mutation(api.familyScreen.redeemReward, (s) => ({ ...unlocked, rewardId: s.rewards.reward }), anyone),
    mutation(api.familyScreen.markNotificationsRead, () => unlocked, anyone),
    mutation(api.familyScreen.lock, () => unlocked, anyone),
  ];
}

/** Public functions that are Convex Auth's own sign-in machinery, not ours to gate. */
const convexAuthOwn = ["auth:signIn", "auth:signOut", "auth:isAuthenticated"];

describe.each(rows)("$name", (row) => {
  const cases = callers.map((caller) => ({ caller, outcome: row.access[caller] }));

  test.each(cases)("$caller: $outcome", async ({ caller, outcome }) => {
    const { t, s } = await seededBackend();
    const client: Client = s.roles[caller].as;
    if (outcome === "allowed") {
      // Throws (and fails the test) if the caller were refused, or the arguments were bad.
      await row.call(client, s, caller);
      return;
    }
    const before = await everything(t);
    const attempt = row.call(client, s, caller);
    await expect(attempt).rejects.toThrow(errorCatalogue[outcome].message);
    await expect(attempt).rejects.toMatchObject({ data: { code: outcome, message: errorCatalogue[outcome].message } });
    expect(await everything(t)).toEqual(before);
  });
});

// Family screen: a wrong key, or the key of a screen an admin turned off, is refused for every
// caller with SCREEN_NOT_ACTIVE, and nothing is written.
describe.each(screenRows("not-the-screen-key"))("$name with a wrong or removed key", (row) => {
  test.each(["wrong", "removed"] as const)("%s key: SCREEN_NOT_ACTIVE", async (which) => {
    const { t, s } = await seededBackend();
    const call = which === "wrong" ? row : screenRows(SCREEN_KEY).find((r) => r.name === row.name)!;
    if (which === "removed") await t.run((ctx) => ctx.db.delete("familyScreens", s.familyScreen.screenId));
    for (const caller of ["signedOut", "member", "admin"] as const) {
      const before = await everything(t);
      const attempt = call.call(s.roles[caller].as, s, caller);
      await expect(attempt).rejects.toThrow(errorCatalogue.SCREEN_NOT_ACTIVE.message);
      await expect(attempt).rejects.toMatchObject({ data: { code: "SCREEN_NOT_ACTIVE" } });
      expect(await everything(t)).toEqual(before);
    }
  });
});

// Every module Convex deploys (one dot in the name), loaded to read its exports.
const deployedModules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.*.ts", "!./_generated/**"], {
  eager: true,
});

type Registered = { isPublic?: boolean; isQuery?: boolean; isMutation?: boolean; isAction?: boolean; accessRule?: AccessRule };

/** Each public function as deployed, with the rule its builder states (none for a raw query/mutation). */
function publicFunctions(): Map<string, AccessRule | undefined> {
  const found = new Map<string, AccessRule | undefined>();
  for (const [path, exports] of Object.entries(deployedModules)) {
    const module = path.replace(/^\.\//, "").replace(/\.ts$/, "");
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value !== "function") continue;
      const fn = value as Registered;
      if (fn.isPublic === true && (fn.isQuery || fn.isMutation || fn.isAction)) found.set(`${module}:${name}`, fn.accessRule);
    }
  }
  return found;
}

function publicFunctionNames(): string[] {
  return [...publicFunctions().keys()].sort();
}

describe("the matrix", () => {
  test("every public function is made by a builder of convex/functions.ts that states who may call it", () => {
    const unstated = [...publicFunctions()]
      .filter(([name, rule]) => rule === undefined && !convexAuthOwn.includes(name))
      .map(([name]) => name);
    expect(unstated, "public functions built with a raw query/mutation/action").toEqual([]);
  });

  test("the family screen's rows follow from their builders: anyone with the key (and, to act, the unlock)", () => {
    const rules = publicFunctions();
    for (const row of screenRows(SCREEN_KEY)) {
      expect(["screen", "unlocked"], row.name).toContain(rules.get(row.name));
    }
    const screenFunctions = [...rules].filter(([, rule]) => rule === "screen" || rule === "unlocked").map(([name]) => name);
    expect(screenFunctions.sort()).toEqual(screenRows(SCREEN_KEY).map((row) => row.name).sort());
  });

  test("has exactly one row for every public function", () => {
    const deployed = publicFunctionNames();
    const rowNames = rows.map((row) => row.name);
    const withoutRow = deployed.filter((name) => !rowNames.includes(name) && !convexAuthOwn.includes(name));
    expect(withoutRow, "public functions without a row in convex/authorization.test.ts").toEqual([]);
    expect(rowNames.filter((name) => !deployed.includes(name)), "rows for functions that are gone").toEqual([]);
    expect(convexAuthOwn.filter((name) => !deployed.includes(name)), "Convex Auth functions that are gone").toEqual([]);
    expect(rowNames.filter((name, i) => rowNames.indexOf(name) !== i), "duplicate rows").toEqual([]);
  });
});

// One small family for activity.test.ts: an admin (Ada), a member (Max) who may
// enter the Garage, a Study nobody asked for, a drill in a toolbox, the
// member's pending requests, finance lists, a bill, clothes and the feed.
// Everything is inserted directly, so the activity log starts empty.
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { applyToTotals } from "./model/financeTotals";
import { addPoints } from "./model/points";
import { seedRoles, type TestBackend } from "./test.setup";

export async function seedFamily(t: TestBackend) {
  const roles = await seedRoles(t);
  const ada = roles.admin.memberId!;
  const max = roles.member.memberId!;
  const ids = await t.run(async (ctx) => {
    const garage = await ctx.db.insert("rooms", { name: "Garage", type: "other", itemCount: 3 });
    const study = await ctx.db.insert("rooms", { name: "Study", type: "other", itemCount: 0 });
    await ctx.db.insert("roomMembers", { roomId: garage, memberId: max });
    const itemFields = { quantity: 1, category: "Tools", condition: "good" as const, lastUpdated: 1 };
    const toolbox = await ctx.db.insert("items", { roomId: garage, name: "Toolbox", isContainer: true, ...itemFields });
    const drill = await ctx.db.insert("items", { roomId: garage, parentId: toolbox, name: "Drill", isContainer: false, ...itemFields });
    const saw = await ctx.db.insert("items", { roomId: garage, name: "Saw", isContainer: false, ...itemFields });
    const request = (fields: Partial<Doc<"itemRequests">>) =>
      ctx.db.insert("itemRequests", {
        roomId: garage,
        action: "delete",
        name: "Saw",
        quantity: 1,
        category: "Tools",
        condition: "good",
        isContainer: false,
        originalItemId: saw,
        requestedBy: max,
        status: "pending",
        ...fields,
      });
    const task = (fields: Partial<Doc<"tasks">>) =>
      ctx.db.insert("tasks", {
        title: "Sweep the garage",
        description: "",
        assignedTo: max,
        dueDate: "2030-01-02",
        status: "in-progress",
        priority: "medium",
        createdBy: ada,
        needsApproval: true,
        ...fields,
      });
    const category = await ctx.db.insert("financeCategories", { name: "Groceries" });
    const itemType = await ctx.db.insert("itemTypes", { name: "Food" });
    const transaction = {
      description: "Weekly shop",
      amountPence: 4_250,
      categoryId: category,
      paymentMethod: "Debit Card" as const,
      date: "2030-01-02",
      monthId: 1,
      weekId: "W1" as const,
      periodMonth: "2030-01",
      transactionType: "expense" as const,
      itemTypeId: itemType,
    };
    const maxTransaction = await ctx.db.insert("transactions", { ...transaction, createdBy: max });
    await applyToTotals(ctx, [transaction], 1);
    const maxPost = await ctx.db.insert("posts", { authorId: max, body: "Look at my new bike!", likeCount: 0, commentCount: 1 });
    return {
      garage,
      study,
      toolbox,
      drill,
      saw,
      deleteSawRequest: await request({}),
      addRequest: await request({ action: "add", name: "Ladder", originalItemId: undefined }),
      accessRequest: await ctx.db.insert("roomAccessRequests", { roomId: study, memberId: max, status: "pending" }),
      joinRequest: await ctx.db.insert("joinRequests", {
        accountKey: roles.waiting.userId,
        email: "wendy@household.test",
        name: "Wendy Waiting",
        status: "pending",
      }),
      openTask: await task({}),
      awaitingTask: await task({ title: "Wash the car", status: "completed", approvalStatus: "pending", completedAt: 1 }),
      category,
      itemType,
      bill: await ctx.db.insert("monthlyOutgoings", {
        description: "Water",
        amountPence: 3_000,
        dueDay: 12,
        paymentMethod: "Bank Transfer",
        categoryId: category,
        paymentType: "direct-debit",
      }),
      maxTransaction,
      jumper: await ctx.db.insert("clothingItems", {
        name: "Jumper",
        assignedTo: max,
        category: "Tops",
        size: "M",
        color: "Blue",
        occasionTags: [],
        seasonTags: [],
        laundryStatus: "Clean",
      }),
      maxPost,
      maxComment: await ctx.db.insert("comments", { postId: maxPost, authorId: max, body: "Second-hand, but shiny" }),
    };
  });
  return { ...roles, ada, max, ...ids };
}

export type Family = Awaited<ReturnType<typeof seedFamily>>;

/**
 * Ada decides Wendy's join request in the approval inbox, the only place join
 * requests are decided; returns the member Wendy became (null when rejected).
 */
export async function decideWendy(t: TestBackend, f: Family, decision: "approve" | "reject"): Promise<Id<"members"> | null> {
  await f.admin.as.mutation(api.approvals.decide, { target: { kind: "join", id: f.joinRequest }, decision });
  const wendy = await t.run((ctx) =>
    ctx.db
      .query("members")
      .withIndex("by_email", (q) => q.eq("email", "wendy@household.test"))
      .unique(),
  );
  return wendy?._id ?? null;
}

export async function activityEntries(t: TestBackend): Promise<Doc<"activityLog">[]> {
  return t.run((ctx) => ctx.db.query("activityLog").collect());
}

/** A reward on offer and 50 points for Max; with `asked`, his waiting request for it too (nobody is told of these). */
export async function rewardFor(t: TestBackend, f: Family, asked = false) {
  return t.run(async (ctx) => {
    const rewardId = await ctx.db.insert("rewards", { name: "Cinema trip", cost: 30, archived: false, createdBy: f.ada });
    await addPoints(ctx, f.max, { points: 50, kind: "chore", title: "Tidy room" });
    const requestId = asked
      ? await ctx.db.insert("rewardRedemptions", { memberId: f.max, rewardId, name: "Cinema trip", cost: 30, status: "pending" })
      : null;
    return { rewardId, requestId: requestId! };
  });
}

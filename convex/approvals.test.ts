import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { APPROVAL_KINDS, type ApprovalKind, type Decision, type DecisionTarget } from "./lib/approvals";
import { choreTurn } from "./choreSwaps.fixtures";
import { addPoints } from "./model/points";
import { expectRefused } from "./refusals.fixtures";
import { newBackend, seedAccount, seedRoles, type TestBackend } from "./test.setup";

// Fake time: each request below is made a minute after the previous one, so "oldest first" is checkable.
beforeEach(() => vi.useFakeTimers({ now: new Date("2030-01-01T09:00:00Z") }));
afterEach(() => vi.useRealTimers());
const aMinuteLater = () => vi.advanceTimersByTime(60_000);

/** The family with a second admin, a Study the member may not enter, a Kitchen with a kettle they may. */
async function setup() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const second = await seedAccount(t, { name: "Bea Boss", email: "bea@household.test", role: "admin" });
  const bea = { ...second, as: t.withIdentity(second.identity) };
  const place = await t.run(async (ctx) => {
    const study = await ctx.db.insert("rooms", { name: "Study", type: "other", itemCount: 0 });
    const kitchen = await ctx.db.insert("rooms", { name: "Kitchen", type: "kitchen", itemCount: 1 });
    await ctx.db.insert("roomMembers", { roomId: kitchen, memberId: roles.member.memberId! });
    const kettle = await ctx.db.insert("items", {
      roomId: kitchen,
      name: "Kettle",
      isContainer: false,
      quantity: 1,
      category: "Appliances",
      condition: "good",
      lastUpdated: 1,
    });
    return { study, kitchen, kettle };
  });
  return { t, roles, bea, ...place };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** One request of each kind, a minute apart: join, room access, task completion, item deletion, reward, chore swap. */
async function requestEverything(s: Setup) {
  const { roles } = s;
  await roles.waiting.as.mutation(api.accounts.join, {});
  aMinuteLater();
  const access = await roles.member.as.mutation(api.roomAccess.requestRoomAccess, { roomId: s.study });
  aMinuteLater();
  const task = await roles.admin.as.mutation(api.tasks.assignTask, {
    title: "Tidy the study",
    description: "",
    assignedTo: roles.member.memberId!,
    dueDate: "2030-01-02",
    roomId: s.kitchen,
    needsApproval: true,
  });
  await roles.member.as.mutation(api.tasks.completeTask, { taskId: task });
  aMinuteLater();
  const item = await roles.member.as.mutation(api.itemRequests.requestDeletion, { itemId: s.kettle });
  aMinuteLater();
  await s.t.run((ctx) => addPoints(ctx, roles.member.memberId!, { points: 50, kind: "chore", title: "Chores" }));
  const rewardId = await roles.admin.as.mutation(api.rewards.addReward, { reward: { name: "Cinema trip", cost: 30 } });
  const reward = await roles.member.as.mutation(api.rewards.redeem, { rewardId });
  aMinuteLater();
  const occurrence = await s.t.run((ctx) => choreTurn(ctx, roles.member.memberId!, [roles.member.memberId!, roles.admin.memberId!]));
  const swap = await roles.member.as.mutation(api.choreSwaps.ask, { taskId: occurrence, memberId: roles.admin.memberId!, note: "Football" });
  aMinuteLater();
  const join = await s.t.run(async (ctx) => (await ctx.db.query("joinRequests").first())!._id);
  return { access, task, item, reward, swap, occurrence, join };
}

const grantsTo = (t: TestBackend, roomId: Id<"rooms">) =>
  t.run((ctx) =>
    ctx.db
      .query("roomMembers")
      .withIndex("by_roomId_and_memberId", (q) => q.eq("roomId", roomId))
      .collect(),
  );

describe("approvals.inbox", () => {
  test("each kind of request appears once, oldest first, with who, what, where and when", async () => {
    const s = await setup();
    const ids = await requestEverything(s);
    const { rows, more } = await s.roles.admin.as.query(api.approvals.inbox, {});
    expect(more).toEqual({});
    expect(rows.map((row) => row.kind)).toEqual(["join", "access", "task", "item", "reward", "swap"]);
    // _creationTime carries a fraction of a millisecond past the (fake) clock.
    const at = (minutes: number) => expect.closeTo(new Date("2030-01-01T09:00:00Z").getTime() + minutes * 60_000, -1);
    expect(rows).toEqual([
      {
        kind: "join",
        id: expect.any(String),
        requester: { name: "Wendy Waiting" },
        what: "Wendy Waiting",
        email: "wendy@household.test",
        requestedAt: at(0),
      },
      {
        kind: "access",
        id: ids.access,
        requester: { _id: s.roles.member.memberId, name: "Max Member" },
        what: "Study",
        where: "Study",
        requestedAt: at(1),
      },
      {
        kind: "task",
        id: ids.task,
        requester: { _id: s.roles.member.memberId, name: "Max Member" },
        what: "Tidy the study",
        where: "Kitchen",
        requestedAt: at(2),
      },
      {
        kind: "item",
        id: ids.item,
        requester: { _id: s.roles.member.memberId, name: "Max Member" },
        what: "Kettle",
        action: "delete",
        where: "Kitchen",
        requestedAt: at(3),
      },
      {
        kind: "reward",
        id: ids.reward,
        requester: { _id: s.roles.member.memberId, name: "Max Member" },
        what: "Cinema trip",
        cost: 30,
        requestedAt: at(4),
      },
      {
        kind: "swap",
        id: ids.swap,
        requester: { _id: s.roles.member.memberId, name: "Max Member" },
        what: "Feed the cat",
        day: "2030-01-02",
        toName: "Ada Admin",
        note: "Football",
        requestedAt: at(5),
      },
    ]);
    // Every admin sees the same inbox and the same count.
    expect((await s.bea.as.query(api.approvals.inbox, {})).rows).toEqual(rows);
    expect(await s.roles.admin.as.query(api.approvals.count, {})).toBe(6);
  });

  test("filters by kind and by requester (join requests have no member)", async () => {
    const s = await setup();
    await requestEverything(s);
    const admin = s.roles.admin.as;
    expect((await admin.query(api.approvals.inbox, { kind: "task" })).rows.map((row) => row.kind)).toEqual(["task"]);
    expect((await admin.query(api.approvals.inbox, { kind: "join" })).rows.map((row) => row.what)).toEqual(["Wendy Waiting"]);
    const mine = await admin.query(api.approvals.inbox, { memberId: s.roles.member.memberId! });
    expect(mine.rows.map((row) => row.kind)).toEqual(["access", "task", "item", "reward", "swap"]);
    expect((await admin.query(api.approvals.inbox, { kind: "reward" })).rows.map((row) => row.what)).toEqual(["Cinema trip"]);
    expect((await admin.query(api.approvals.inbox, { memberId: s.bea.memberId!, kind: "task" })).rows).toEqual([]);
  });

  test("decided rows leave the inbox and the count, whichever page decided them", async () => {
    const s = await setup();
    const ids = await requestEverything(s);
    const admin = s.roles.admin.as;
    // Through the inbox…
    await admin.mutation(api.approvals.decide, { target: { kind: "task", id: ids.task }, decision: "approve" });
    await admin.mutation(api.approvals.decide, { target: { kind: "item", id: ids.item }, decision: "reject" });
    await admin.mutation(api.approvals.decide, { target: { kind: "reward", id: ids.reward }, decision: "approve" });
    await admin.mutation(api.approvals.decide, { target: { kind: "swap", id: ids.swap }, decision: "approve" });
    // …and through the rooms page's own mutation.
    await s.bea.as.mutation(api.roomAccess.approve, { requestId: ids.access });
    const { rows } = await admin.query(api.approvals.inbox, {});
    expect(rows.map((row) => row.kind)).toEqual(["join"]);
    expect(await admin.query(api.approvals.count, {})).toBe(1);
    const join = rows[0];
    await admin.mutation(api.approvals.decide, { target: { kind: "join", id: join.id as Id<"joinRequests"> }, decision: "approve" });
    expect(await admin.query(api.approvals.inbox, {})).toEqual({ rows: [], more: {} });
    expect(await admin.query(api.approvals.count, {})).toBe(0);
    // Each decision did what its kind does.
    const after = await s.t.run(async (ctx) => ({
      task: await ctx.db.get("tasks", ids.task),
      kettle: await ctx.db.get("items", s.kettle),
      member: await ctx.db
        .query("members")
        .withIndex("by_email", (q) => q.eq("email", "wendy@household.test"))
        .unique(),
    }));
    expect(after.task).toMatchObject({ approvalStatus: "approved", approvedBy: s.roles.admin.memberId });
    expect(await s.t.run((ctx) => ctx.db.get("tasks", ids.occurrence))).toMatchObject({ assignedTo: s.roles.admin.memberId });
    expect(await admin.query(api.rewards.list, {})).toMatchObject({ everyone: expect.arrayContaining([expect.objectContaining({ _id: s.roles.member.memberId, name: "Max Member", balance: 20 })]) });
    expect(after.kettle?.name).toBe("Kettle");
    expect(after.member?.role).toBe("member");
    expect(await grantsTo(s.t, s.study)).toHaveLength(1);
  });
});

describe("approvals.decide: two admins, one request", () => {
  test("both approve the same access request at once: one grant, the other told who decided", async () => {
    const s = await setup();
    const { access } = await requestEverything(s);
    const target = { kind: "access" as const, id: access };
    const results = await Promise.allSettled([
      s.roles.admin.as.mutation(api.approvals.decide, { target, decision: "approve" }),
      s.bea.as.mutation(api.approvals.decide, { target, decision: "approve" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(String(refused?.reason)).toMatch(/(Ada Admin|Bea Boss) already decided this request\./);
    expect(await grantsTo(s.t, s.study)).toHaveLength(1);
  });

  test("approve then reject a task: the task stays approved, the loser learns the approver's name", async () => {
    const s = await setup();
    const { task } = await requestEverything(s);
    const target = { kind: "task" as const, id: task };
    await s.roles.admin.as.mutation(api.approvals.decide, { target, decision: "approve" });
    await expect(s.bea.as.mutation(api.approvals.decide, { target, decision: "reject" })).rejects.toThrow(
      "Ada Admin already decided this request.",
    );
    expect(await s.t.run((ctx) => ctx.db.get("tasks", task))).toMatchObject({ status: "completed", approvalStatus: "approved" });
  });

  test("an item deletion approved twice deletes the item once; a join approved twice makes one member", async () => {
    const s = await setup();
    const { item } = await requestEverything(s);
    const { rows } = await s.bea.as.query(api.approvals.inbox, { kind: "join" });
    const join = { kind: "join" as const, id: rows[0].id as Id<"joinRequests"> };
    await s.bea.as.mutation(api.approvals.decide, { target: { kind: "item", id: item }, decision: "approve" });
    await s.bea.as.mutation(api.approvals.decide, { target: join, decision: "approve" });
    await expect(
      s.roles.admin.as.mutation(api.approvals.decide, { target: { kind: "item", id: item }, decision: "approve" }),
    ).rejects.toThrow("Bea Boss already decided this request.");
    await expect(s.roles.admin.as.mutation(api.approvals.decide, { target: join, decision: "reject" })).rejects.toThrow(
      "Bea Boss already decided this request.",
    );
    const after = await s.t.run(async (ctx) => ({
      kettle: await ctx.db.get("items", s.kettle),
      wendys: await ctx.db
        .query("members")
        .withIndex("by_email", (q) => q.eq("email", "wendy@household.test"))
        .take(5),
      request: await ctx.db.get("joinRequests", join.id),
    }));
    expect(after.kettle).toBeNull();
    expect(after.wendys).toHaveLength(1);
    expect(after.request?.status).toBe("approved");
  });

  test("reject then approve a task: the task stays sent back, the loser learns who sent it back", async () => {
    const s = await setup();
    const { task } = await requestEverything(s);
    const target = { kind: "task" as const, id: task };
    await s.roles.admin.as.mutation(api.approvals.decide, { target, decision: "reject" });
    await expect(s.bea.as.mutation(api.approvals.decide, { target, decision: "approve" })).rejects.toThrow(
      "Ada Admin already decided this request.",
    );
    expect(await s.t.run((ctx) => ctx.db.get("tasks", task))).toMatchObject({
      status: "in-progress",
      approvalStatus: "rejected",
      rejectedBy: s.roles.admin.memberId,
    });
  });

  test("a decider deleted since: the plain 'already decided' answer", async () => {
    const s = await setup();
    const { access } = await requestEverything(s);
    const target = { kind: "access" as const, id: access };
    await s.bea.as.mutation(api.approvals.decide, { target, decision: "reject" });
    await s.roles.admin.as.mutation(api.members.deleteMember, { memberId: s.bea.memberId! });
    await expectRefused(
      s.t,
      () => s.roles.admin.as.mutation(api.approvals.decide, { target, decision: "approve" }),
      "REQUEST_ALREADY_DECIDED",
      "This request was already decided.",
    );
  });
});

// The rooms page and the task dialog decide through the same model functions as
// the inbox, so a click that lost the race is refused the same way whichever
// page either admin used. Join, reward and swap requests are decided in the inbox only.
describe("every path refuses a decided request the same way", () => {
  type Ids = Awaited<ReturnType<typeof requestEverything>>;
  type Call = (s: Setup, ids: Ids, as: "ada" | "bea") => Promise<unknown>;
  type Ways = { approve: Call; reject: Call };
  const client = (s: Setup, as: "ada" | "bea") => (as === "ada" ? s.roles.admin.as : s.bea.as);
  const targets = (ids: Ids): Record<ApprovalKind, DecisionTarget> => ({
    task: { kind: "task", id: ids.task },
    item: { kind: "item", id: ids.item },
    access: { kind: "access", id: ids.access },
    join: { kind: "join", id: ids.join },
    reward: { kind: "reward", id: ids.reward },
    swap: { kind: "swap", id: ids.swap },
  });
  const inbox = (kind: ApprovalKind, decision: Decision): Call => (s, ids, as) =>
    client(s, as).mutation(api.approvals.decide, { target: targets(ids)[kind], decision });
  const pages: Record<Exclude<ApprovalKind, "join" | "reward" | "swap">, Ways> = {
    task: {
      approve: (s, ids, as) => client(s, as).mutation(api.tasks.approveTask, { taskId: ids.task }),
      reject: (s, ids, as) => client(s, as).mutation(api.tasks.rejectTask, { taskId: ids.task }),
    },
    item: {
      approve: (s, ids, as) => client(s, as).mutation(api.itemRequests.approve, { requestId: ids.item }),
      reject: (s, ids, as) => client(s, as).mutation(api.itemRequests.reject, { requestId: ids.item }),
    },
    access: {
      approve: (s, ids, as) => client(s, as).mutation(api.roomAccess.approve, { requestId: ids.access }),
      reject: (s, ids, as) => client(s, as).mutation(api.roomAccess.reject, { requestId: ids.access }),
    },
  };
  /** The kind's own page, when it has one (join, reward and swap requests are decided in the inbox only). */
  const pageOf = (kind: ApprovalKind): Ways | null => (kind === "join" || kind === "reward" || kind === "swap" ? null : pages[kind]);
  const kinds = APPROVAL_KINDS;
  const cases = kinds.flatMap((kind) =>
    (["approve", "reject"] as const).flatMap((first) =>
      (pageOf(kind) === null ? (["inbox"] as const) : (["page", "inbox"] as const)).map((path) => ({ kind, first, path })),
    ),
  );

  test.each(cases)("$kind: Bea's $first through the $path, then every way Ada could decide it", async ({ kind, first, path }) => {
    const s = await setup();
    const ids = await requestEverything(s);
    const page = pageOf(kind);
    await (path === "page" && page !== null ? page[first] : inbox(kind, first))(s, ids, "bea");
    const seconds = [...(page === null ? [] : [page.approve, page.reject]), inbox(kind, "approve"), inbox(kind, "reject")];
    for (const second of seconds) {
      // Refused with Bea's name, and nothing written: no second grant, item, member, entry or notification.
      await expectRefused(s.t, () => second(s, ids, "ada"), "REQUEST_DECIDED_BY", "Bea Boss already decided this request.");
    }
  });

  test.each(kinds)("%s: two admins at once (on different pages where the kind has its own) get one outcome", async (kind) => {
    const s = await setup();
    const ids = await requestEverything(s);
    const adaRejects = pageOf(kind)?.reject ?? inbox(kind, "reject");
    const results = await Promise.allSettled([adaRejects(s, ids, "ada"), inbox(kind, "approve")(s, ids, "bea")]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    const winner = results[0].status === "fulfilled" ? "Ada Admin" : "Bea Boss";
    expect(String(refused?.reason)).toContain(`${winner} already decided this request.`);
    const decisions = await s.t.run(async (ctx) =>
      (await ctx.db.query("activityLog").collect()).filter((entry) => /Approved|Rejected/.test(entry.details.kind)),
    );
    expect(decisions).toHaveLength(1);
  });
});

describe("members are refused", () => {
  test("inbox, count and decide say ADMIN_REQUIRED, leak nothing and change nothing", async () => {
    const s = await setup();
    const { access } = await requestEverything(s);
    const member = s.roles.member.as;
    await expect(member.query(api.approvals.inbox, {})).rejects.toMatchObject({ data: { code: "ADMIN_REQUIRED" } });
    await expect(member.query(api.approvals.count, {})).rejects.toMatchObject({ data: { code: "ADMIN_REQUIRED" } });
    await expect(
      member.mutation(api.approvals.decide, { target: { kind: "access", id: access }, decision: "approve" }),
    ).rejects.toMatchObject({ data: { code: "ADMIN_REQUIRED" } });
    expect(await grantsTo(s.t, s.study)).toHaveLength(0);
    expect(await s.roles.admin.as.query(api.approvals.count, {})).toBe(6);
  });
});

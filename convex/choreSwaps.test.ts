// Asking to swap a chore's turn (model/choreSwaps.ts): who may ask and for what, one open request
// per turn and a cap per member, withdrawing, and the admin's decision in the approval inbox —
// applied through swapOccurrence with the reason naming who asked, or closed unapplied when the
// turn changed meanwhile.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { choreForm } from "./chores.fixtures";
import { askedSwap, choreTurn } from "./choreSwaps.fixtures";
import * as chores from "./model/chores";
import { approveSwap, askSwap } from "./model/choreSwaps";
import { MAX_PENDING_PER_MEMBER } from "./model/pendingLimit";
import { expectRefused, expectRefusedOn } from "./refusals.fixtures";
import { newBackend, seedAccount, seedRoles } from "./test.setup";

// 9am on Wednesday 2 January 2030 in London (the default family time zone).
beforeEach(() => vi.useFakeTimers({ now: new Date("2030-01-02T09:00:00Z"), toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

/** Ada (admin), Max and Emma (members); Max's turn today of a chore the three of them share. */
async function setup() {
  const t = newBackend();
  const roles = await seedRoles(t);
  const emmaAccount = await seedAccount(t, { name: "Emma", email: "emma@household.test" });
  const ada = roles.admin.memberId!;
  const max = roles.member.memberId!;
  const emma = emmaAccount.memberId!;
  const taskId = await t.run((ctx) => choreTurn(ctx, max, [max, emma, ada], { day: "2030-01-02" }));
  const choreId = (await t.run((ctx) => ctx.db.get("tasks", taskId)))!.choreId!;
  return {
    t,
    ada,
    max,
    emma,
    taskId,
    choreId,
    admin: roles.admin.as,
    member: roles.member.as,
    emmaAs: t.withIdentity(emmaAccount.identity),
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;

const task = (s: Setup, id: Id<"tasks"> = s.taskId) => s.t.run((ctx) => ctx.db.get("tasks", id));
const request = (s: Setup, id: Id<"choreSwapRequests">) => s.t.run((ctx) => ctx.db.get("choreSwapRequests", id));
const notificationsOf = (s: Setup, memberId: Id<"members">) =>
  s.t.run((ctx) =>
    ctx.db
      .query("notifications")
      .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
      .collect(),
  );

describe("asking", () => {
  test("the assignee asks with a note: it waits in the inbox, is listed as theirs, and the admins are told", async () => {
    const s = await setup();
    const id = await s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "  Football practice  " });
    expect(await request(s, id)).toMatchObject({ memberId: s.max, toMemberId: s.emma, title: "Feed the cat", day: "2030-01-02", note: "Football practice", status: "pending" });
    const { rows } = await s.admin.query(api.approvals.inbox, { kind: "swap" });
    expect(rows).toEqual([
      expect.objectContaining({ kind: "swap", id, requester: { _id: s.max, name: "Max Member" }, what: "Feed the cat", day: "2030-01-02", toName: "Emma", note: "Football practice" }),
    ]);
    expect(await s.admin.query(api.approvals.count, {})).toBe(1);
    expect(await s.member.query(api.choreSwaps.mine, {})).toEqual([expect.objectContaining({ _id: id, taskId: s.taskId, day: "2030-01-02", toName: "Emma" })]);
    expect((await notificationsOf(s, s.ada)).map((row) => row.details.kind)).toEqual(["choreSwapRequested"]);
    // Nothing moved yet.
    expect(await task(s)).toMatchObject({ assignedTo: s.max, status: "pending" });
  });

  test("an empty note is not stored", async () => {
    const s = await setup();
    const id = await s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "   " });
    expect((await request(s, id))?.note).toBeUndefined();
  });

  test("only the assignee may ask: anyone else, an admin included, is refused", async () => {
    const s = await setup();
    await expectRefused(s.t, () => s.emmaAs.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.ada, note: "" }), "CHORE_SWAP_NOT_YOURS");
    await expectRefused(s.t, () => s.admin.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "" }), "CHORE_SWAP_NOT_YOURS");
  });

  test("only a pending turn of today or later: started, done or past ones are refused", async () => {
    const s = await setup();
    const yesterday = await s.t.run((ctx) => choreTurn(ctx, s.max, [s.max, s.emma], { day: "2030-01-01" }));
    await expectRefused(s.t, () => s.member.mutation(api.choreSwaps.ask, { taskId: yesterday, memberId: s.emma, note: "" }), "CHORE_SWAP_NOT_OPEN");
    for (const status of ["in-progress", "completed"] as const) {
      await s.t.run((ctx) => ctx.db.patch("tasks", s.taskId, { status }));
      await expectRefused(s.t, () => s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "" }), "CHORE_SWAP_NOT_OPEN");
    }
  });

  test("a task that is no chore's is refused", async () => {
    const s = await setup();
    const plain = await s.t.run(async (ctx) => {
      const { choreId: _c, occurrenceDate: _d, chore: _p, _id, _creationTime, ...rest } = (await ctx.db.get("tasks", s.taskId))!;
      return ctx.db.insert("tasks", rest);
    });
    await expectRefused(s.t, () => s.member.mutation(api.choreSwaps.ask, { taskId: plain, memberId: s.emma, note: "" }), "NOT_A_CHORE");
  });

  test("only to someone else in the chore who has no turn of it that day", async () => {
    const s = await setup();
    const sam = (await seedAccount(s.t, { name: "Sam", email: "sam@household.test" })).memberId!;
    const ask = (memberId: Id<"members">) => () => s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId, note: "" });
    await expectRefusedOn(s.t, ask(s.max), "CHORE_SWAP_SAME", "memberId");
    await expectRefusedOn(s.t, ask(sam), "CHORE_SWAP_NOT_IN_CHORE", "memberId");
    // Emma already has her own turn of it that day ("everyone does their own").
    await s.t.run(async (ctx) => {
      const { _id, _creationTime, ...mine } = (await ctx.db.get("tasks", s.taskId))!;
      await ctx.db.insert("tasks", { ...mine, assignedTo: s.emma });
    });
    await expectRefusedOn(s.t, ask(s.emma), "CHORE_SWAP_TAKEN", "memberId");
  });

  test("the note is short: over 100 characters is refused on the note", async () => {
    const s = await setup();
    await expectRefusedOn(s.t, () => s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "x".repeat(101) }), "CHORE_SWAP_NOTE", "note");
    await s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "x".repeat(100) });
  });

  test("one open request per turn: a second is refused on the turn", async () => {
    const s = await setup();
    await s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "" });
    await expectRefusedOn(s.t, () => s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.ada, note: "" }), "CHORE_SWAP_PENDING", "taskId");
  });

  test(`at most ${MAX_PENDING_PER_MEMBER} open requests per member`, async () => {
    const s = await setup();
    await s.t.run(async (ctx) => {
      for (let i = 0; i < MAX_PENDING_PER_MEMBER; i++) await askedSwap(ctx, s.max, s.emma, { day: "2030-01-03" });
    });
    await expectRefused(
      s.t,
      () => s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "" }),
      "PENDING_REQUEST_LIMIT",
      `You have ${MAX_PENDING_PER_MEMBER} requests waiting for an admin. Wait until some are answered, or withdraw one.`,
    );
  });
});

describe("withdrawing", () => {
  test("the requester withdraws: gone from the inbox and their list; the turn stays theirs", async () => {
    const s = await setup();
    const id = await s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "" });
    await s.member.mutation(api.choreSwaps.withdraw, { requestId: id });
    expect(await request(s, id)).toBeNull();
    expect((await s.admin.query(api.approvals.inbox, {})).rows).toEqual([]);
    expect(await s.member.query(api.choreSwaps.mine, {})).toEqual([]);
    expect(await task(s)).toMatchObject({ assignedTo: s.max });
    // They may ask again.
    await s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.ada, note: "" });
  });

  test("someone else's request, or one already decided, is refused", async () => {
    const s = await setup();
    const id = await s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "" });
    await expectRefused(s.t, () => s.emmaAs.mutation(api.choreSwaps.withdraw, { requestId: id }), "OWN_REQUESTS_ONLY");
    await expectRefused(s.t, () => s.admin.mutation(api.choreSwaps.withdraw, { requestId: id }), "OWN_REQUESTS_ONLY");
    await s.admin.mutation(api.approvals.decide, { target: { kind: "swap", id }, decision: "reject" });
    await expectRefused(s.t, () => s.member.mutation(api.choreSwaps.withdraw, { requestId: id }), "REQUEST_DECIDED_BY", "Ada Admin already decided this request.");
  });
});

describe("deciding in the approval inbox", () => {
  test("approving gives the turn away with the reason naming who asked, and tells the requester and the one who takes it", async () => {
    const s = await setup();
    const id = await s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "Football" });
    expect(await s.admin.mutation(api.approvals.decide, { target: { kind: "swap", id }, decision: "approve" })).toEqual({ outcome: "applied" });
    expect(await task(s)).toMatchObject({
      assignedTo: s.emma,
      status: "pending",
      chore: { points: 5, turn: 0, reason: { kind: "swapRequested", fromName: "Max Member", byName: "Ada Admin" } },
    });
    expect(await request(s, id)).toMatchObject({ status: "approved", decidedBy: s.ada });
    expect((await s.admin.query(api.approvals.inbox, {})).rows).toEqual([]);
    expect(await s.admin.query(api.approvals.count, {})).toBe(0);
    expect(await s.member.query(api.choreSwaps.mine, {})).toEqual([]);
    expect((await notificationsOf(s, s.max)).map((row) => row.details)).toEqual([
      { kind: "choreSwapApproved", taskId: s.taskId, taskTitle: "Feed the cat", date: "2030-01-02", toName: "Emma", memberName: "Max Member" },
    ]);
    expect((await notificationsOf(s, s.emma)).map((row) => row.details.kind)).toEqual(["choreSwapApproved"]);
    // The one who asked reads it as theirs ("your swap"); the one who takes the turn, as Max's.
    expect((await s.member.query(api.notifications.list, { paginationOpts: { numItems: 10, cursor: null } })).page).toMatchObject([
      { details: { kind: "choreSwapApproved" }, aboutReader: true },
    ]);
    expect((await notificationsOf(s, s.emma)).map((row) => row.aboutReader)).toEqual([undefined]);
    // The chores page shows it as Emma's.
    const { chores } = await s.member.query(api.chores.list, { today: "2030-01-02" });
    expect(chores[0].occurrences[0]).toMatchObject({ person: { _id: s.emma }, reason: { kind: "swapRequested" } });
  });

  test("declining leaves the turn as it was and tells the requester", async () => {
    const s = await setup();
    const id = await s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "" });
    const before = await task(s);
    await s.admin.mutation(api.approvals.decide, { target: { kind: "swap", id }, decision: "reject" });
    expect(await task(s)).toEqual(before);
    expect(await request(s, id)).toMatchObject({ status: "rejected", decidedBy: s.ada });
    expect((await notificationsOf(s, s.max)).map((row) => row.details)).toEqual([expect.objectContaining({ kind: "choreSwapRejected", occurrenceChanged: false })]);
    expect(await notificationsOf(s, s.emma)).toEqual([]);
  });

  const changes: [string, (s: Setup) => Promise<unknown>][] = [
    ["done", (s) => s.t.run((ctx) => ctx.db.patch("tasks", s.taskId, { status: "completed", completedAt: 1 }))],
    ["started", (s) => s.t.run((ctx) => ctx.db.patch("tasks", s.taskId, { status: "in-progress" }))],
    ["skipped", (s) => s.admin.mutation(api.chores.skipOccurrence, { taskId: s.taskId, reason: "At Grandma's" })],
    ["deleted with its chore", (s) => s.admin.mutation(api.chores.deleteChore, { choreId: s.choreId })],
    ["given to someone else by an admin", (s) => s.admin.mutation(api.chores.swapOccurrence, { taskId: s.taskId, memberId: s.ada })],
    ["its day gone by", async () => vi.setSystemTime(new Date("2030-01-03T09:00:00Z"))],
    ["the other person taken out of the chore", (s) => s.t.run(async (ctx) => {
      const row = await ctx.db.query("choreMembers").withIndex("by_memberId", (q) => q.eq("memberId", s.emma)).first();
      await ctx.db.delete("choreMembers", row!._id);
    })],
  ];

  test.each(changes)("a turn %s meanwhile: approving closes the request unapplied and says so", async (_label, change) => {
    const s = await setup();
    const id = await s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "" });
    await change(s);
    const before = await task(s);
    expect(await s.admin.mutation(api.approvals.decide, { target: { kind: "swap", id }, decision: "approve" })).toEqual({ outcome: "occurrenceChanged" });
    // The occurrence is exactly as the change left it: nothing half swapped.
    expect(await task(s)).toEqual(before);
    expect(await request(s, id)).toMatchObject({ status: "rejected", decidedBy: s.ada, occurrenceChanged: true });
    expect((await notificationsOf(s, s.max)).map((row) => row.details)).toContainEqual(expect.objectContaining({ kind: "choreSwapRejected", occurrenceChanged: true }));
    expect((await s.admin.query(api.approvals.inbox, {})).rows).toEqual([]);
  });

  test("a second decision is refused with who decided", async () => {
    const s = await setup();
    const id = await s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "" });
    await s.admin.mutation(api.approvals.decide, { target: { kind: "swap", id }, decision: "approve" });
    await expectRefused(
      s.t,
      () => s.admin.mutation(api.approvals.decide, { target: { kind: "swap", id }, decision: "reject" }),
      "REQUEST_DECIDED_BY",
      "Ada Admin already decided this request.",
    );
  });

  test("deleting the member asked to take it deletes the request", async () => {
    const s = await setup();
    const id = await s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "" });
    await s.admin.mutation(api.members.deleteMember, { memberId: s.emma });
    expect(await request(s, id)).toBeNull();
    expect(await s.admin.query(api.approvals.count, {})).toBe(0);
  });
});

describe("authorization", () => {
  test("members may not decide; the signed-out and the waiting may not ask or list", async () => {
    const s = await setup();
    const id = await s.member.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "" });
    await expectRefused(s.t, () => s.member.mutation(api.approvals.decide, { target: { kind: "swap", id }, decision: "approve" }), "ADMIN_REQUIRED");
    await expectRefused(s.t, () => s.emmaAs.mutation(api.approvals.decide, { target: { kind: "swap", id }, decision: "reject" }), "ADMIN_REQUIRED");
    await expect(s.t.query(api.choreSwaps.mine, {})).rejects.toMatchObject({ data: { code: "AUTH_REQUIRED" } });
    await expectRefused(s.t, () => s.t.mutation(api.choreSwaps.ask, { taskId: s.taskId, memberId: s.emma, note: "" }), "AUTH_REQUIRED");
    // Each member lists only their own.
    expect(await s.emmaAs.query(api.choreSwaps.mine, {})).toEqual([]);
  });
});

describe("a turn that changes between the ask and the decision", () => {
  // Made by the chores' own rules (createChore, updateChore, setAway), with the clock given to each call.
  const NOW = Date.parse("2030-01-02T09:00:00Z");
  const TODAY = "2030-01-02";
  const TOMORROW = "2030-01-03";
  /** Max's and Emma's by the week, Max's first: every day of this week (Monday 31 December on) is Max's, and Emma may be asked to take one. */
  const MAX_THIS_WEEK = { assignment: "rotation", rotateBy: "week" };

  async function family(form: (people: Id<"members">[]) => Record<string, unknown>) {
    const s = await setup();
    const member = (ctx: { db: { get: (table: "members", id: Id<"members">) => Promise<Doc<"members"> | null> } }, id: Id<"members">) =>
      ctx.db.get("members", id).then((m) => m!);
    const choreId = await s.t.run(async (ctx) => chores.createChore(ctx, await member(ctx, s.ada), form([s.max, s.emma]), NOW));
    const turn = (day: string, assignee: Id<"members">) =>
      s.t.run(async (ctx) => (await ctx.db.query("tasks").collect()).find((x) => x.choreId === choreId && x.occurrenceDate === day && x.assignedTo === assignee) ?? null);
    const ask = async (day: string, from: Id<"members">, to: Id<"members">) => {
      const taskId = (await turn(day, from))!._id;
      return s.t.run(async (ctx) => askSwap(ctx, await member(ctx, from), { taskId, toMemberId: to, note: "" }, NOW));
    };
    const approve = (id: Id<"choreSwapRequests">) => s.t.run(async (ctx) => approveSwap(ctx, await member(ctx, s.ada), id, NOW));
    const asAdmin = <T,>(change: (ctx: Parameters<Parameters<typeof s.t.run>[0]>[0], admin: Doc<"members">) => Promise<T>) =>
      s.t.run(async (ctx) => change(ctx, await member(ctx, s.ada)));
    return { ...s, choreId, turn, ask, approve, asAdmin };
  }

  test("a day the family is then away for closes the request unapplied, and coming home gives the day back to its own person", async () => {
    const f = await family((people) => choreForm(people, { start: "2030-01-01", ...MAX_THIS_WEEK }));
    const id = await f.ask("2030-01-04", f.max, f.emma);
    await f.asAdmin((ctx, admin) => chores.setAway(ctx, admin, { from: "2030-01-04", to: "2030-01-05" }, NOW));
    expect(await f.approve(id)).toEqual({ outcome: "occurrenceChanged" });
    expect(await request(f, id)).toMatchObject({ status: "rejected", occurrenceChanged: true, decidedBy: f.ada });
    expect(await f.turn("2030-01-04", f.emma)).toBeNull();
    await f.asAdmin((ctx, admin) => chores.setAway(ctx, admin, null, NOW));
    expect(await f.turn("2030-01-04", f.max)).toMatchObject({ status: "pending" });
    expect(await f.turn("2030-01-04", f.emma)).toBeNull();
  });

  test("two people of a chore everyone does asking to give the same day to one newcomer: the first applies, the second closes", async () => {
    const f = await family((people) => choreForm(people, { start: "2030-01-01", assignment: "everyone" }));
    // Ada joins the chore: the edit applies from tomorrow, so today she has no turn and may be asked to take one.
    await f.asAdmin((ctx, admin) => chores.updateChore(ctx, admin, f.choreId, choreForm([f.max, f.emma, f.ada], { start: "2030-01-01", assignment: "everyone" }), NOW));
    expect(await f.turn(TODAY, f.ada)).toBeNull();
    const fromMax = await f.ask(TODAY, f.max, f.ada);
    const fromEmma = await f.ask(TODAY, f.emma, f.ada);
    expect(await f.approve(fromMax)).toEqual({ outcome: "applied" });
    // Ada now has the day's turn: a second would leave Emma's undone by nobody and Ada with two.
    expect(await f.approve(fromEmma)).toEqual({ outcome: "occurrenceChanged" });
    expect(await request(f, fromEmma)).toMatchObject({ status: "rejected", occurrenceChanged: true });
    expect(await f.turn(TODAY, f.emma)).toMatchObject({ status: "pending" });
    expect(await f.turn(TODAY, f.ada)).toMatchObject({ chore: { reason: { kind: "swapRequested", fromName: "Max Member" } } });
  });

  test("after an admin edits the chore, a request for tomorrow closes unapplied while today's applies", async () => {
    const f = await family((people) => choreForm(people, { start: "2030-01-01", ...MAX_THIS_WEEK }));
    const today = await f.ask(TODAY, f.max, f.emma);
    const tomorrow = await f.ask(TOMORROW, f.max, f.emma);
    const tomorrowsTurn = (await f.turn(TOMORROW, f.max))!._id;
    await f.asAdmin((ctx, admin) => chores.updateChore(ctx, admin, f.choreId, choreForm([f.max, f.emma], { start: "2030-01-01", ...MAX_THIS_WEEK, points: 8 }), NOW));
    expect(await f.approve(today)).toEqual({ outcome: "applied" });
    expect(await f.approve(tomorrow)).toEqual({ outcome: "occurrenceChanged" });
    expect(await f.turn(TODAY, f.emma)).toMatchObject({ chore: { points: 5 } });
    // Tomorrow is made again from the edited rule, still Max's.
    const remade = await f.turn(TOMORROW, f.max);
    expect(remade).toMatchObject({ status: "pending", chore: { points: 8 } });
    expect(remade!._id).not.toBe(tomorrowsTurn);
    expect(await f.turn(TOMORROW, f.emma)).toBeNull();
  });
});

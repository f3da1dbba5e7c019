// Rewards (model/rewards.ts): the admin's list, a member's request, and its decision in the
// approval inbox — points taken once, as promised when asked, and money paid as pocket money.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { defaultPageAccess } from "./lib/access";
import { REWARDS_MAX } from "./lib/rewardSchema";
import { MAX_PENDING_PER_MEMBER } from "./model/pendingLimit";
import { HISTORY_MAX, addPoints } from "./model/points";
import { expectRefused, expectRefusedOn } from "./refusals.fixtures";
import { newBackend, seedRoles, type TestBackend } from "./test.setup";

// The family's day (UTC, no zone chosen) is 15 January 2030: the pocket money's date.
beforeEach(() => vi.useFakeTimers({ now: new Date("2030-01-15T12:00:00Z") }));
afterEach(() => vi.useRealTimers());

async function setup() {
  const t = newBackend();
  const roles = await seedRoles(t);
  return { t, ...roles, max: roles.member.memberId!, ada: roles.admin.memberId! };
}
type Setup = Awaited<ReturnType<typeof setup>>;

const cinema = { name: "Cinema trip", cost: 30 };
const pocketMoney = { name: "Pocket money", cost: 20, moneyPence: 500 };

function give(t: TestBackend, memberId: Id<"members">, points: number) {
  return t.run((ctx) => addPoints(ctx, memberId, { points, kind: "chore", title: "Tidy room" }));
}

async function addReward(s: Setup, reward: { name: string; cost: number; moneyPence?: number }) {
  return s.admin.as.mutation(api.rewards.addReward, { reward });
}

const decide = (s: Setup, id: Id<"rewardRedemptions">, decision: "approve" | "reject") =>
  s.admin.as.mutation(api.approvals.decide, { target: { kind: "reward", id }, decision });

const ledger = (s: Setup, memberId: Id<"members">) =>
  s.t.run((ctx) =>
    ctx.db
      .query("pointsLedger")
      .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
      .collect(),
  );

const januaryTransactions = async (s: Setup) =>
  (await s.admin.as.query(api.transactions.list, { period: { kind: "month", key: "2030-01" }, paginationOpts: { numItems: 50, cursor: null } }))
    .page;

describe("the reward list", () => {
  test("an admin adds, edits and archives rewards; everyone sees the ones on offer, cheapest first", async () => {
    const s = await setup();
    const cinemaId = await addReward(s, { ...cinema, name: "  Cinema trip  " });
    const moneyId = await addReward(s, pocketMoney);
    const seen = await s.member.as.query(api.rewards.list, {});
    expect(seen.rewards).toEqual([
      { _id: moneyId, name: "Pocket money", cost: 20, moneyPence: 500 },
      { _id: cinemaId, name: "Cinema trip", cost: 30, moneyPence: null },
    ]);
    expect(seen).toMatchObject({ admin: false, balance: 0, history: [], pending: [] });
    expect(seen).not.toHaveProperty("everyone");

    // An edit without money takes the money away.
    await s.admin.as.mutation(api.rewards.updateReward, { rewardId: moneyId, reward: { name: "Treat", cost: 40 } });
    await s.admin.as.mutation(api.rewards.archiveReward, { rewardId: cinemaId });
    expect((await s.member.as.query(api.rewards.list, {})).rewards).toEqual([{ _id: moneyId, name: "Treat", cost: 40, moneyPence: null }]);
    // Never asked for: gone altogether.
    expect(await s.t.run((ctx) => ctx.db.get("rewards", cinemaId))).toBeNull();
  });

  test("members may not add, edit or archive rewards", async () => {
    const s = await setup();
    const rewardId = await addReward(s, cinema);
    const member = s.member.as;
    await expectRefused(s.t, () => member.mutation(api.rewards.addReward, { reward: cinema }), "ADMIN_REQUIRED");
    await expectRefused(s.t, () => member.mutation(api.rewards.updateReward, { rewardId, reward: { ...cinema, cost: 1 } }), "ADMIN_REQUIRED");
    await expectRefused(s.t, () => member.mutation(api.rewards.archiveReward, { rewardId }), "ADMIN_REQUIRED");
  });

  test("bad input is refused naming its field", async () => {
    const s = await setup();
    const add = (reward: { name: string; cost: number; moneyPence?: number }) => () => addReward(s, reward);
    await expectRefusedOn(s.t, add({ name: "  ", cost: 5 }), "FIELD_REQUIRED", "name");
    await expectRefusedOn(s.t, add({ name: "x".repeat(101), cost: 5 }), "NAME_TOO_LONG", "name");
    for (const cost of [0, 2.5, 100_001]) await expectRefusedOn(s.t, add({ name: "Treat", cost }), "REWARD_COST", "cost");
    await expectRefusedOn(s.t, add({ name: "Treat", cost: 5, moneyPence: 0 }), "AMOUNT_POSITIVE", "moneyPence");
    await expectRefusedOn(s.t, add({ name: "Treat", cost: 5, moneyPence: 100_000_001 }), "AMOUNT_TOO_LARGE", "moneyPence");
    const rewardId = await addReward(s, cinema);
    await expectRefusedOn(s.t, () => s.admin.as.mutation(api.rewards.updateReward, { rewardId, reward: { name: "", cost: 5 } }), "FIELD_REQUIRED", "name");
  });

  test(`at most ${REWARDS_MAX} rewards on offer; an archived one is gone for edits`, async () => {
    const s = await setup();
    const first = await addReward(s, { name: "Reward 0", cost: 1 });
    await s.t.run(async (ctx) => {
      for (let i = 1; i < REWARDS_MAX; i++) await ctx.db.insert("rewards", { name: `Reward ${i}`, cost: 1, archived: false, createdBy: s.ada });
    });
    await expectRefused(s.t, () => addReward(s, cinema), "REWARD_LIMIT", `A family can offer at most ${REWARDS_MAX} rewards.`);
    await s.admin.as.mutation(api.rewards.archiveReward, { rewardId: first });
    await addReward(s, cinema);
    await expectRefused(s.t, () => s.admin.as.mutation(api.rewards.updateReward, { rewardId: first, reward: cinema }), "REWARD_GONE");
    await expectRefused(s.t, () => s.admin.as.mutation(api.rewards.archiveReward, { rewardId: first }), "REWARD_GONE");
  });
});

describe("redeeming", () => {
  test("too few points: refused with what it costs and what they have, and nothing is written", async () => {
    const s = await setup();
    const rewardId = await addReward(s, cinema);
    await give(s.t, s.max, 10);
    await expectRefused(
      s.t,
      () => s.member.as.mutation(api.rewards.redeem, { rewardId }),
      "NOT_ENOUGH_POINTS",
      "You need 30 points for this reward and have 10.",
    );
  });

  test("points a waiting request counts on cannot be asked for twice", async () => {
    const s = await setup();
    const rewardId = await addReward(s, cinema);
    await give(s.t, s.max, 50);
    await s.member.as.mutation(api.rewards.redeem, { rewardId });
    await expectRefused(
      s.t,
      () => s.member.as.mutation(api.rewards.redeem, { rewardId }),
      "NOT_ENOUGH_POINTS",
      "You need 30 points for this reward and have 20.",
    );
    // Nothing is taken yet: the balance is whole, the request waits.
    const mine = await s.member.as.query(api.rewards.list, {});
    expect(mine.balance).toBe(50);
    expect(mine.pending).toEqual([
      { _id: expect.any(String), rewardId, name: "Cinema trip", cost: 30, moneyPence: null, requestedAt: expect.any(Number) },
    ]);
  });

  test("a member withdraws their own request while it waits: it leaves the inbox and its points are free again", async () => {
    const s = await setup();
    const rewardId = await addReward(s, cinema);
    await give(s.t, s.max, 50);
    const requestId = await s.member.as.mutation(api.rewards.redeem, { rewardId });
    // Only its member withdraws it; an admin decides it instead.
    await expectRefused(s.t, () => s.admin.as.mutation(api.rewards.withdraw, { redemptionId: requestId }), "OWN_REQUESTS_ONLY");
    await s.member.as.mutation(api.rewards.withdraw, { redemptionId: requestId });
    expect((await s.admin.as.query(api.approvals.inbox, {})).rows).toEqual([]);
    const mine = await s.member.as.query(api.rewards.list, {});
    expect(mine).toMatchObject({ balance: 50, pending: [] });
    expect(await ledger(s, s.max)).toHaveLength(1);
    // Asked again and decided, it is no longer theirs to withdraw.
    const again = await s.member.as.mutation(api.rewards.redeem, { rewardId });
    await decide(s, again, "reject");
    await expectRefused(s.t, () => s.member.as.mutation(api.rewards.withdraw, { redemptionId: again }), "REQUEST_DECIDED_BY", "Ada Admin already decided this request.");
  });

  test("an archived or unknown reward is no longer offered", async () => {
    const s = await setup();
    const rewardId = await addReward(s, cinema);
    await give(s.t, s.max, 100);
    await s.t.run((ctx) => ctx.db.patch("rewards", rewardId, { archived: true }));
    await expectRefused(s.t, () => s.member.as.mutation(api.rewards.redeem, { rewardId }), "REWARD_GONE");
  });

  test(`at most ${MAX_PENDING_PER_MEMBER} requests waiting per member`, async () => {
    const s = await setup();
    const rewardId = await addReward(s, { name: "Sticker", cost: 1 });
    await give(s.t, s.max, 100);
    for (let i = 0; i < MAX_PENDING_PER_MEMBER; i++) await s.member.as.mutation(api.rewards.redeem, { rewardId });
    await expectRefused(
      s.t,
      () => s.member.as.mutation(api.rewards.redeem, { rewardId }),
      "PENDING_REQUEST_LIMIT",
      `You have ${MAX_PENDING_PER_MEMBER} requests waiting for an admin.`,
    );
  });
});

describe("deciding a request in the approval inbox", () => {
  test("a request shows in the inbox; approving takes the points once and pays the money as pocket money", async () => {
    const s = await setup();
    const rewardId = await addReward(s, pocketMoney);
    await give(s.t, s.max, 25);
    const requestId = await s.member.as.mutation(api.rewards.redeem, { rewardId });

    const { rows } = await s.admin.as.query(api.approvals.inbox, { kind: "reward" });
    expect(rows).toEqual([
      {
        kind: "reward",
        id: requestId,
        requester: { _id: s.max, name: "Max Member" },
        what: "Pocket money",
        cost: 20,
        moneyPence: 500,
        requestedAt: expect.any(Number),
      },
    ]);
    expect(await s.admin.as.query(api.approvals.count, {})).toBe(1);

    await decide(s, requestId, "approve");
    expect((await s.admin.as.query(api.approvals.inbox, {})).rows).toEqual([]);
    const rows2 = await ledger(s, s.max);
    expect(rows2.map((row) => [row.points, row.balance, row.kind, row.title])).toEqual([
      [25, 25, "chore", "Tidy room"],
      [-20, 5, "reward", "Pocket money"],
    ]);
    expect(rows2[1].redemptionId).toBe(requestId);

    const [paid] = await januaryTransactions(s);
    expect(paid).toMatchObject({
      description: "Pocket money: Max Member — reward Pocket money",
      amountPence: 500,
      categoryName: "Pocket money",
      itemTypeName: "Pocket money",
      paymentMethod: "Cash",
      date: "2030-01-15",
      monthId: 1,
      weekId: "W3",
      transactionType: "expense",
      createdBy: s.ada,
    });
    const request = await s.t.run((ctx) => ctx.db.get("rewardRedemptions", requestId));
    expect(request).toMatchObject({ status: "approved", decidedBy: s.ada, transactionId: paid._id });
    // Recorded by the admin, but not their own finance-game activity: no XP, no count, no streak.
    expect(await s.admin.as.query(api.transactions.myGame, { today: "2030-01-15" })).toMatchObject({ experience: 0, transactions: 0, streak: 0 });

    const mine = await s.member.as.query(api.rewards.list, {});
    expect(mine).toMatchObject({ balance: 5, pending: [] });
    expect(mine.history.map((row) => [row.points, row.title])).toEqual([
      [-20, "Pocket money"],
      [25, "Tidy room"],
    ]);
    // A second payment goes under the same category and item type.
    await give(s.t, s.max, 20);
    await decide(s, await s.member.as.mutation(api.rewards.redeem, { rewardId }), "approve");
    const categories = await s.t.run((ctx) => ctx.db.query("financeCategories").collect());
    expect(categories.map((category) => category.name)).toEqual(["Pocket money"]);
    expect(await januaryTransactions(s)).toHaveLength(2);
  });

  test("the request and its decision are logged, and told to the admins and then the member", async () => {
    const s = await setup();
    const rewardId = await addReward(s, cinema);
    await give(s.t, s.max, 30);
    const requestId = await s.member.as.mutation(api.rewards.redeem, { rewardId });
    await decide(s, requestId, "reject");
    const entries = await s.t.run((ctx) => ctx.db.query("activityLog").collect());
    expect(entries.map((entry) => [entry.actorName, entry.details])).toEqual([
      ["Max Member", { kind: "rewardRequested", rewardId, rewardName: "Cinema trip", cost: 30 }],
      ["Ada Admin", { kind: "rewardRejected", rewardId, rewardName: "Cinema trip", cost: 30, memberName: "Max Member" }],
    ]);
    const notes = await s.t.run((ctx) => ctx.db.query("notifications").collect());
    expect(notes.map((note) => [note.memberId, note.details.kind])).toEqual([
      [s.ada, "rewardRequested"],
      [s.max, "rewardRejected"],
    ]);
  });

  test("rejecting pays nothing and takes nothing", async () => {
    const s = await setup();
    const rewardId = await addReward(s, pocketMoney);
    await give(s.t, s.max, 25);
    const requestId = await s.member.as.mutation(api.rewards.redeem, { rewardId });
    await decide(s, requestId, "reject");
    expect((await ledger(s, s.max)).map((row) => row.points)).toEqual([25]);
    expect(await januaryTransactions(s)).toEqual([]);
    expect(await s.t.run((ctx) => ctx.db.get("rewardRedemptions", requestId))).toMatchObject({ status: "rejected", decidedBy: s.ada });
    expect(await s.member.as.query(api.rewards.list, {})).toMatchObject({ balance: 25, pending: [] });
  });

  test("a reward edited or archived after the request: the approval keeps what was asked", async () => {
    const s = await setup();
    const rewardId = await addReward(s, pocketMoney);
    await give(s.t, s.max, 100);
    const requestId = await s.member.as.mutation(api.rewards.redeem, { rewardId });
    await s.admin.as.mutation(api.rewards.updateReward, { rewardId, reward: { name: "Big pocket money", cost: 90, moneyPence: 2_000 } });
    await s.admin.as.mutation(api.rewards.archiveReward, { rewardId });
    // Asked for, so kept (archived) for the request that names it.
    expect(await s.t.run((ctx) => ctx.db.get("rewards", rewardId))).toMatchObject({ archived: true });
    await decide(s, requestId, "approve");
    expect((await ledger(s, s.max)).map((row) => [row.points, row.balance])).toEqual([
      [100, 100],
      [-20, 80],
    ]);
    expect((await januaryTransactions(s)).map((row) => row.amountPence)).toEqual([500]);
  });

  test("a second approval is refused as already decided, and the points are taken once", async () => {
    const s = await setup();
    const rewardId = await addReward(s, pocketMoney);
    await give(s.t, s.max, 50);
    const requestId = await s.member.as.mutation(api.rewards.redeem, { rewardId });
    await decide(s, requestId, "approve");
    await expectRefused(s.t, () => decide(s, requestId, "approve"), "REQUEST_DECIDED_BY", "Ada Admin already decided this request.");
    await expectRefused(s.t, () => decide(s, requestId, "reject"), "REQUEST_DECIDED_BY", "Ada Admin already decided this request.");
    expect((await ledger(s, s.max)).map((row) => row.points)).toEqual([50, -20]);
    expect(await januaryTransactions(s)).toHaveLength(1);
  });

  test("points gone since the request: approving is refused until they are there again", async () => {
    const s = await setup();
    const rewardId = await addReward(s, cinema);
    await give(s.t, s.max, 30);
    const requestId = await s.member.as.mutation(api.rewards.redeem, { rewardId });
    await s.t.run((ctx) => addPoints(ctx, s.max, { points: -15, kind: "refund", title: "Correction" }));
    await expectRefused(s.t, () => decide(s, requestId, "approve"), "NOT_ENOUGH_POINTS", "You need 30 points for this reward and have 15.");
    // Still waiting: rejecting works.
    await decide(s, requestId, "reject");
  });

  test("an admin sees everyone's balance; members only their own", async () => {
    const s = await setup();
    await give(s.t, s.max, 12);
    await give(s.t, s.ada, 3);
    const seen = await s.admin.as.query(api.rewards.list, {});
    expect(seen.admin).toBe(true);
    expect(seen.everyone).toEqual([
      { _id: s.ada, name: "Ada Admin", balance: 3, signsIn: true, available: 3 },
      { _id: s.max, name: "Max Member", balance: 12, signsIn: true, available: 12 },
    ]);
    expect(await s.member.as.query(api.rewards.list, {})).toMatchObject({ balance: 12, history: [{ points: 12, title: "Tidy room" }] });
  });
});

describe("points history", () => {
  test("each person reads their own (earned for what, spent on what, newest first); an admin reads anyone's, their own included", async () => {
    const s = await setup();
    await give(s.t, s.max, 12);
    await s.t.run((ctx) => addPoints(ctx, s.max, { points: -5, kind: "reward", title: "Ice cream" }));
    await s.t.run((ctx) => addPoints(ctx, s.ada, { points: 8, kind: "chore", title: "Unload the dishwasher" }));

    const own = await s.member.as.query(api.rewards.history, { memberId: s.max });
    expect(own).toMatchObject({ name: "Max Member", balance: 7 });
    expect(own.history.map((row) => [row.kind, row.title, row.points, row.balance])).toEqual([
      ["reward", "Ice cream", -5, 7],
      ["chore", "Tidy room", 12, 12],
    ]);
    expect(await s.admin.as.query(api.rewards.history, { memberId: s.max })).toEqual(own);
    // The admin's own entries are theirs, on the list and by the history query.
    expect((await s.admin.as.query(api.rewards.list, {})).history).toMatchObject([{ points: 8, title: "Unload the dishwasher" }]);
    expect((await s.admin.as.query(api.rewards.history, { memberId: s.ada })).history).toMatchObject([{ points: 8, title: "Unload the dishwasher" }]);

    await expectRefused(s.t, () => s.member.as.query(api.rewards.history, { memberId: s.ada }), "OWN_POINTS_ONLY");
  });

  test(`capped at the newest ${HISTORY_MAX} rows, read by the member's index`, async () => {
    const s = await setup();
    await s.t.run(async (ctx) => {
      for (let i = 1; i <= HISTORY_MAX + 5; i++) await addPoints(ctx, s.max, { points: 1, kind: "chore", title: `Chore ${i}` });
    });
    const { history, balance } = await s.admin.as.query(api.rewards.history, { memberId: s.max });
    expect(balance).toBe(HISTORY_MAX + 5);
    expect(history).toHaveLength(HISTORY_MAX);
    expect(history[0].title).toBe(`Chore ${HISTORY_MAX + 5}`);
  });
});

describe("an admin redeeming for a child without a sign-in", () => {
  const addChild = (s: Setup) =>
    s.t.run((ctx) =>
      ctx.db.insert("members", { name: "Emma", role: "member", memberType: "Daughter", status: "offline", pageAccess: defaultPageAccess }),
    );

  test("is approved at once: the child's points are taken and the money is paid as pocket money", async () => {
    const s = await setup();
    const emma = await addChild(s);
    const rewardId = await addReward(s, pocketMoney);
    await give(s.t, emma, 55);
    const before = await s.admin.as.query(api.rewards.list, {});
    expect(before.everyone?.find((person) => person._id === emma)).toEqual({ _id: emma, name: "Emma", balance: 55, signsIn: false, available: 55 });

    const requestId = await s.admin.as.mutation(api.rewards.redeemFor, { memberId: emma, rewardId });
    expect((await ledger(s, emma)).map((row) => [row.points, row.balance, row.kind])).toEqual([
      [55, 55, "chore"],
      [-20, 35, "reward"],
    ]);
    const request = await s.t.run((ctx) => ctx.db.get("rewardRedemptions", requestId));
    expect(request).toMatchObject({ memberId: emma, status: "approved", decidedBy: s.ada });
    expect(await januaryTransactions(s)).toMatchObject([{ description: "Pocket money: Emma — reward Pocket money", amountPence: 500 }]);
    // Nothing is left waiting for the admin to decide again.
    expect((await s.admin.as.query(api.approvals.inbox, {})).rows).toEqual([]);
  });

  test("is refused for too few points (a waiting request counts), for someone who signs in, and for members", async () => {
    const s = await setup();
    const emma = await addChild(s);
    const rewardId = await addReward(s, cinema);
    await give(s.t, emma, 40);
    // Emma asked on the family screen for the cinema (30): 10 are left to spend.
    await s.t.run((ctx) => ctx.db.insert("rewardRedemptions", { memberId: emma, rewardId, name: "Cinema trip", cost: 30, status: "pending" }));
    await expectRefused(s.t, () => s.admin.as.mutation(api.rewards.redeemFor, { memberId: emma, rewardId }), "NOT_ENOUGH_POINTS", "You need 30 points for this reward and have 10.");
    await give(s.t, s.max, 40);
    await expectRefused(
      s.t,
      () => s.admin.as.mutation(api.rewards.redeemFor, { memberId: s.max, rewardId }),
      "REWARD_ASK_THEMSELVES",
      "Max Member signs in and asks for rewards themselves.",
    );
    await expectRefused(s.t, () => s.member.as.mutation(api.rewards.redeemFor, { memberId: emma, rewardId }), "ADMIN_REQUIRED", "This action requires admin privileges.");
    expect(await ledger(s, s.max)).toHaveLength(1);
    expect(await ledger(s, emma)).toHaveLength(1);
  });
});

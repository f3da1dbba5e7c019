// Points and rewards over random days of a family (model/points.ts, model/rewards.ts, model/tasks.ts, model/chores.ts),
// driven through the model functions with the clock given to each call: chores done (paid at once without approval),
// done then approved or sent back, rewards asked for, approved, refused and taken back, an admin's redeem-for a child
// without a sign-in, and edits of a reward's cost. After every step:
// - nobody's balance is below 0, and neither is what is left of it once their waiting requests are set aside;
// - every ledger row's running `balance` is the sum of the points up to it (the balance is the newest row);
// - refusing and withdrawing a request, and sending a chore back, write no ledger row;
// - an approval takes the cost copied when it was asked for, whatever the reward costs now;
// - balances, the waiting requests and each refusal are those a plain model of the rules predicts.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { Doc, Id } from "./_generated/dataModel";
import { addDays } from "./lib/calendarSchema";
import { defaultPageAccess } from "./lib/access";
import { choreForm } from "./chores.fixtures";
import * as chores from "./model/chores";
import * as rewards from "./model/rewards";
import { approveTask, completeTask, rejectTask } from "./model/tasks";
import { newBackend, seedAccount } from "./test.setup";

const START = "2030-01-07";
const at = (day: string, hour = 8) => Date.parse(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
/** Minutes between steps: a member sends far fewer than the hour's allowance of requests. */
const STEP_MS = 10 * 60_000;

type Who = "max" | "kit";
const who = fc.constantFrom<Who>("max", "kit");
const pick = fc.nat(9);
const step = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("complete" as const), who, chore: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("approveTask" as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("rejectTask" as const), pick }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("request" as const), who, reward: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("approveRequest" as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("rejectRequest" as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("withdraw" as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("redeemFor" as const), who, reward: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("editCost" as const), reward: fc.nat(2), cost: fc.integer({ min: 1, max: 40 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("nextDay" as const) }) },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;
const plan = fc.record({
  chorePoints: fc.tuple(fc.nat(15), fc.nat(15)),
  costs: fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 })),
  steps: fc.array(step, { minLength: 10, maxLength: 30 }),
});

async function family(chorePoints: [number, number], costs: [number, number, number]) {
  const t = newBackend();
  const ada = (await seedAccount(t, { name: "Ada", email: "ada@household.test", role: "admin" })).memberId!;
  const max = (await seedAccount(t, { name: "Max", email: "max@household.test" })).memberId!;
  // A child without a sign-in: asks on the family screen, or the admin redeems for them.
  const kit = await t.run((ctx) => ctx.db.insert("members", { name: "Kit", role: "member", memberType: "Son", status: "offline", pageAccess: defaultPageAccess }));
  await t.run((ctx) =>
    ctx.db.insert("familySettings", { familyName: "F", colorMode: "system", notifications: true, autoLogoutMinutes: 0, language: "en", timeZone: "UTC" }),
  );
  const admin = (ctx: { db: { get: (table: "members", id: Id<"members">) => Promise<Doc<"members"> | null> } }) => ctx.db.get("members", ada).then((m) => m!);
  // Everyone's own: each of the two has one occurrence of each chore a day.
  const choreIds = await t.run(async (ctx) => [
    await chores.createChore(ctx, await admin(ctx), choreForm([max, kit], { title: "Tidy up", assignment: "everyone", points: chorePoints[0] }), at(START)),
    await chores.createChore(ctx, await admin(ctx), choreForm([max, kit], { title: "Dishes", assignment: "everyone", points: chorePoints[1], needsApproval: true }), at(START)),
  ]);
  const rewardIds = await t.run(async (ctx) => [
    await rewards.addReward(ctx, await admin(ctx), { name: "Cinema", cost: costs[0] }),
    await rewards.addReward(ctx, await admin(ctx), { name: "Pocket money", cost: costs[1], moneyPence: 200 }),
    await rewards.addReward(ctx, await admin(ctx), { name: "Late night", cost: costs[2] }),
  ]);
  return { t, ada, members: { max, kit } as Record<Who, Id<"members">>, choreIds, rewardIds, admin };
}

async function refusal(call: Promise<unknown>): Promise<string | null> {
  try {
    await call;
    return null;
  } catch (error) {
    const data = (error as { data?: { code?: string } }).data;
    if (data?.code === undefined) throw error;
    return data.code;
  }
}

describe("points and rewards over random days", () => {
  test(
    "balances never go below 0 nor below what waiting requests set aside; each ledger row's balance is the running sum; refusals and withdrawals write no row; an approval takes the cost as asked",
    async () => {
      await fc.assert(
        fc.asyncProperty(plan, async ({ chorePoints, costs, steps }) => {
          const f = await family(chorePoints, costs);
          const { t } = f;
          let now = at(START);
          let day = START;
          // The model: each member's balance, the rewards' costs now, and each waiting request's cost as asked.
          const balance = new Map<Id<"members">, number>([
            [f.members.max, 0],
            [f.members.kit, 0],
          ]);
          const cost = [...costs];
          const waiting = new Map<Id<"rewardRedemptions">, { memberId: Id<"members">; cost: number }>();
          const setAside = (memberId: Id<"members">) => [...waiting.values()].filter((r) => r.memberId === memberId).reduce((sum, r) => sum + r.cost, 0);
          const credit = (memberId: Id<"members">, points: number) => balance.set(memberId, balance.get(memberId)! + points);

          const ledger = () => t.run((ctx) => ctx.db.query("pointsLedger").collect());

          async function apply(s: Step) {
            const before = await ledger();
            const newRows = async () => (await ledger()).slice(before.length);
            switch (s.kind) {
              case "complete": {
                const memberId = f.members[s.who];
                const task = await t.run(async (ctx) =>
                  (await ctx.db.query("tasks").collect())
                    .filter((x) => x.choreId === f.choreIds[s.chore] && x.assignedTo === memberId && (x.status === "pending" || x.status === "in-progress") && x.occurrenceDate! <= day)
                    .sort((a, b) => a.occurrenceDate!.localeCompare(b.occurrenceDate!))[0] ?? null,
                );
                if (task === null) return;
                await t.run(async (ctx) => completeTask(ctx, (await ctx.db.get("members", memberId))!, task._id, now));
                if (!task.needsApproval) credit(memberId, task.chore!.points);
                const rows = await newRows();
                expect(rows.map((row) => row.points)).toEqual(!task.needsApproval && task.chore!.points > 0 ? [task.chore!.points] : []);
                return;
              }
              case "approveTask":
              case "rejectTask": {
                const awaiting = await t.run(async (ctx) =>
                  (await ctx.db.query("tasks").collect()).filter((x) => x.status === "completed" && x.approvalStatus === "pending"),
                );
                if (awaiting.length === 0) return;
                const task = awaiting[s.pick % awaiting.length];
                if (s.kind === "approveTask") {
                  await t.run(async (ctx) => approveTask(ctx, await f.admin(ctx), task._id));
                  credit(task.assignedTo, task.chore!.points);
                  expect((await newRows()).map((row) => row.points)).toEqual(task.chore!.points > 0 ? [task.chore!.points] : []);
                } else {
                  await t.run(async (ctx) => rejectTask(ctx, await f.admin(ctx), task._id, now));
                  expect(await newRows()).toEqual([]);
                }
                return;
              }
              case "request":
              case "redeemFor": {
                const memberId = f.members[s.who];
                const rewardId = f.rewardIds[s.reward];
                const available = balance.get(memberId)! - setAside(memberId);
                const waitingOfMember = [...waiting.values()].filter((r) => r.memberId === memberId).length;
                const call =
                  s.kind === "request"
                    ? t.run(async (ctx) => rewards.redeem(ctx, (await ctx.db.get("members", memberId))!, rewardId, now))
                    : t.run(async (ctx) => rewards.redeemFor(ctx, await f.admin(ctx), memberId, rewardId));
                let id: Id<"rewardRedemptions"> | undefined;
                const refused = await refusal(call.then((made) => (id = made)));
                const expected =
                  s.kind === "redeemFor" && s.who === "max"
                    ? "REWARD_ASK_THEMSELVES"
                    : waitingOfMember >= 20
                      ? "PENDING_REQUEST_LIMIT"
                      : available < cost[s.reward]
                        ? "NOT_ENOUGH_POINTS"
                        : null;
                expect(refused).toBe(expected);
                if (refused !== null) {
                  expect(await newRows()).toEqual([]);
                  return;
                }
                if (s.kind === "request") {
                  waiting.set(id!, { memberId, cost: cost[s.reward] });
                  expect(await newRows()).toEqual([]);
                } else {
                  // Asked and approved at once, at today's cost.
                  credit(memberId, -cost[s.reward]);
                  expect((await newRows()).map((row) => [row.points, row.redemptionId])).toEqual([[-cost[s.reward], id]]);
                }
                return;
              }
              case "approveRequest":
              case "rejectRequest":
              case "withdraw": {
                const ids = [...waiting.keys()];
                if (ids.length === 0) return;
                const id = ids[s.pick % ids.length];
                const asked = waiting.get(id)!;
                if (s.kind === "approveRequest") {
                  await t.run(async (ctx) => rewards.approveRedemption(ctx, await f.admin(ctx), id));
                  credit(asked.memberId, -asked.cost);
                  // The cost as asked, not the reward's cost now.
                  expect((await newRows()).map((row) => [row.memberId, row.points, row.redemptionId])).toEqual([[asked.memberId, -asked.cost, id]]);
                } else {
                  if (s.kind === "rejectRequest") await t.run(async (ctx) => rewards.rejectRedemption(ctx, await f.admin(ctx), id));
                  else await t.run(async (ctx) => rewards.withdrawRedemption(ctx, (await ctx.db.get("members", asked.memberId))!, id));
                  expect(await newRows()).toEqual([]);
                }
                waiting.delete(id);
                return;
              }
              case "editCost": {
                const rewardId = f.rewardIds[s.reward];
                await t.run(async (ctx) => {
                  const reward = (await ctx.db.get("rewards", rewardId))!;
                  await rewards.updateReward(ctx, rewardId, { name: reward.name, cost: s.cost, ...(reward.moneyPence !== undefined ? { moneyPence: reward.moneyPence } : {}) });
                });
                cost[s.reward] = s.cost;
                expect(await newRows()).toEqual([]);
                return;
              }
              case "nextDay": {
                day = addDays(day, 1);
                now = at(day);
                await t.run((ctx) => chores.generateDaily(ctx, now));
                return;
              }
            }
          }

          async function check() {
            const state = await t.run(async (ctx) => ({
              rows: await ctx.db.query("pointsLedger").collect(),
              pending: await ctx.db
                .query("rewardRedemptions")
                .withIndex("by_status", (q) => q.eq("status", "pending"))
                .collect(),
            }));
            expect(new Map(state.pending.map((r) => [r._id, { memberId: r.memberId, cost: r.cost }]))).toEqual(waiting);
            for (const memberId of [f.members.max, f.members.kit]) {
              const rows = state.rows.filter((row) => row.memberId === memberId).sort((a, b) => a._creationTime - b._creationTime);
              let sum = 0;
              for (const row of rows) {
                sum += row.points;
                expect(row.balance).toBe(sum);
              }
              const newest = rows.at(-1)?.balance ?? 0;
              expect(newest).toBe(balance.get(memberId));
              expect(newest).toBeGreaterThanOrEqual(0);
              expect(newest - setAside(memberId)).toBeGreaterThanOrEqual(0);
            }
          }

          for (const s of steps) {
            await apply(s);
            await check();
            now += STEP_MS;
          }
        }),
        { numRuns: 40, endOnFailure: true },
      );
    },
    120_000,
  );
});

// Rewards (DESIGN.md decision 22): an admin's list of what points buy. A member asks for one;
// the request waits in the approval inbox with the reward's cost and money copied as they were,
// so an edit afterwards changes nothing already asked for. Points leave the ledger only when an
// admin approves, and a money reward is then recorded as a pocket-money expense in finance.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isAdmin } from "../lib/access";
import { householdError, schemaError } from "../lib/errors";
import { monthAndWeekOf } from "../lib/periods";
import { REWARDS_MAX, rewardInputSchema, type RewardInput } from "../lib/rewardSchema";
import { DEFAULT_TIME_ZONE, dayIn } from "../lib/timeZone";
import { recordActivity } from "./activityLog";
import { refuseAlreadyDecided, requireOwnWaiting } from "./decisions";
import { addCategory, addItemType, allCategories, allItemTypes } from "./financeSettings";
import { MAX_MEMBERS, memberNames } from "./members";
import { MAX_PENDING_PER_MEMBER } from "./pendingLimit";
import { addPoints, balanceOf, historyOf } from "./points";
import { countRequest } from "./requestRate";
import { readFamilySettings } from "./settings";
import { addPocketMoneyTransaction } from "./transactions";

/** Requests waiting across the family that the inbox reads at once. */
export const PENDING_LIST_MAX = 200;
/** The finance category and item type pocket money is recorded under (made on the first payment). */
export const POCKET_MONEY = "Pocket money";

export type RewardView = { _id: Id<"rewards">; name: string; cost: number; moneyPence: number | null };

function rewardView(reward: Doc<"rewards">): RewardView {
  return { _id: reward._id, name: reward.name, cost: reward.cost, moneyPence: reward.moneyPence ?? null };
}

/** The rewards on offer (never more than REWARDS_MAX), cheapest first. */
async function liveRewards(ctx: QueryCtx): Promise<Doc<"rewards">[]> {
  return ctx.db
    .query("rewards")
    .withIndex("by_archived", (q) => q.eq("archived", false))
    .take(REWARDS_MAX);
}

async function pendingOf(ctx: QueryCtx, memberId: Id<"members">): Promise<Doc<"rewardRedemptions">[]> {
  return ctx.db
    .query("rewardRedemptions")
    .withIndex("by_memberId_and_status", (q) => q.eq("memberId", memberId).eq("status", "pending"))
    .take(MAX_PENDING_PER_MEMBER + 1);
}

/**
 * The rewards page: what is on offer, the viewer's points and what they asked for that still
 * waits; an admin also sees everyone's balance.
 */
export async function overview(ctx: QueryCtx, viewer: Doc<"members">) {
  const [rewards, balance, history, pending] = await Promise.all([
    liveRewards(ctx),
    balanceOf(ctx, viewer._id),
    historyOf(ctx, viewer._id),
    pendingOf(ctx, viewer._id),
  ]);
  const admin = isAdmin(viewer);
  const everyone = admin
    ? await Promise.all(
        (await ctx.db.query("members").take(MAX_MEMBERS)).map(async (member) => ({
          _id: member._id,
          name: member.name,
          balance: await balanceOf(ctx, member._id),
          /** Without a sign-in (a child): the admin redeems for them. */
          signsIn: member.accountKey !== undefined,
          available: unpromised(await balanceOf(ctx, member._id), await pendingOf(ctx, member._id)),
        })),
      )
    : undefined;
  return {
    admin,
    rewards: rewards.map(rewardView).sort((a, b) => a.cost - b.cost || a.name.localeCompare(b.name)),
    balance,
    history,
    pending: pending.map((request) => ({
      _id: request._id,
      rewardId: request.rewardId,
      name: request.name,
      cost: request.cost,
      moneyPence: request.moneyPence ?? null,
      requestedAt: request._creationTime,
    })),
    ...(everyone !== undefined ? { everyone: everyone.sort((a, b) => a.name.localeCompare(b.name)) } : {}),
  };
}

/**
 * One person's points history, newest first (capped): anyone their own, an admin anyone's
 * (the Points & rewards tab's "History" beside each balance).
 */
export async function historyFor(ctx: QueryCtx, viewer: Doc<"members">, memberId: Id<"members">) {
  if (memberId !== viewer._id && !isAdmin(viewer)) throw householdError("OWN_POINTS_ONLY");
  const member = await ctx.db.get("members", memberId);
  if (member === null) throw householdError("NOT_FOUND");
  return { name: member.name, balance: await balanceOf(ctx, memberId), history: await historyOf(ctx, memberId) };
}

function parseReward(raw: RewardInput): RewardInput {
  const parsed = rewardInputSchema.safeParse(raw);
  if (!parsed.success) throw schemaError(parsed.error);
  const { name, cost, moneyPence } = parsed.data;
  return { name, cost, ...(moneyPence !== undefined ? { moneyPence } : {}) };
}

/** A reward still on offer; one archived or deleted is REWARD_GONE. */
async function requireLiveReward(ctx: QueryCtx, rewardId: Id<"rewards">): Promise<Doc<"rewards">> {
  const reward = await ctx.db.get("rewards", rewardId);
  if (reward === null || reward.archived) throw householdError("REWARD_GONE");
  return reward;
}

export async function addReward(ctx: MutationCtx, admin: Doc<"members">, raw: RewardInput): Promise<Id<"rewards">> {
  const input = parseReward(raw);
  if ((await liveRewards(ctx)).length >= REWARDS_MAX) throw householdError("REWARD_LIMIT", { max: REWARDS_MAX });
  return ctx.db.insert("rewards", { ...input, archived: false, createdBy: admin._id });
}

/** Changes what the reward costs and pays from now on; requests already made keep theirs. */
export async function updateReward(ctx: MutationCtx, rewardId: Id<"rewards">, raw: RewardInput): Promise<null> {
  const input = parseReward(raw);
  await requireLiveReward(ctx, rewardId);
  // A missing moneyPence is patched as undefined: the reward pays no money any more.
  await ctx.db.patch("rewards", rewardId, { name: input.name, cost: input.cost, moneyPence: input.moneyPence });
  return null;
}

/**
 * Takes a reward off the list. One never asked for is deleted; one that was is kept, archived,
 * for the requests that name it (a pending one is still honoured as asked).
 */
export async function archiveReward(ctx: MutationCtx, rewardId: Id<"rewards">): Promise<null> {
  await requireLiveReward(ctx, rewardId);
  const asked = await ctx.db
    .query("rewardRedemptions")
    .withIndex("by_rewardId", (q) => q.eq("rewardId", rewardId))
    .first();
  if (asked === null) await ctx.db.delete("rewards", rewardId);
  else await ctx.db.patch("rewards", rewardId, { archived: true });
  return null;
}

/** Points a member has that no waiting request of theirs already counts on. */
function unpromised(balance: number, pending: Doc<"rewardRedemptions">[]): number {
  return balance - pending.reduce((sum, request) => sum + request.cost, 0);
}

/** A waiting request for the member, covered by points no other waiting request of theirs counts on. */
async function newRequest(ctx: MutationCtx, member: Doc<"members">, rewardId: Id<"rewards">) {
  const reward = await requireLiveReward(ctx, rewardId);
  const pending = await pendingOf(ctx, member._id);
  if (pending.length + 1 > MAX_PENDING_PER_MEMBER) throw householdError("PENDING_REQUEST_LIMIT", { max: MAX_PENDING_PER_MEMBER });
  const available = unpromised(await balanceOf(ctx, member._id), pending);
  if (available < reward.cost) throw householdError("NOT_ENOUGH_POINTS", { cost: reward.cost, balance: available });
  const promised = { name: reward.name, cost: reward.cost, ...(reward.moneyPence !== undefined ? { moneyPence: reward.moneyPence } : {}) };
  const redemptionId = await ctx.db.insert("rewardRedemptions", { memberId: member._id, rewardId, ...promised, status: "pending" });
  return { redemptionId, promised };
}

/**
 * A member asks for a reward (on their phone, or on the family screen after their PIN); nothing
 * is taken until an admin approves.
 */
export async function redeem(ctx: MutationCtx, member: Doc<"members">, rewardId: Id<"rewards">, now = Date.now()): Promise<Id<"rewardRedemptions">> {
  const { redemptionId, promised } = await newRequest(ctx, member, rewardId);
  await countRequest(ctx, "reward", member._id, now);
  await recordActivity(ctx, member, { kind: "rewardRequested", ...aboutReward(rewardId, promised) });
  return redemptionId;
}

/**
 * An admin redeems for a member without a sign-in (a child who cannot ask on a phone): the
 * admin asking is the admin deciding, so it is approved at once (points taken, money paid).
 * Anyone who signs in asks themselves, so nobody spends their points for them.
 */
export async function redeemFor(
  ctx: MutationCtx,
  admin: Doc<"members">,
  memberId: Id<"members">,
  rewardId: Id<"rewards">,
): Promise<Id<"rewardRedemptions">> {
  const member = await ctx.db.get("members", memberId);
  if (member === null) throw householdError("NOT_FOUND");
  if (member.accountKey !== undefined) throw householdError("REWARD_ASK_THEMSELVES", { name: member.name });
  const { redemptionId } = await newRequest(ctx, member, rewardId);
  await approveRedemption(ctx, admin, redemptionId);
  return redemptionId;
}

/** The family screen's rewards for the unlocked member: what is on offer, what they can still spend, what waits. */
export async function screenRewards(ctx: QueryCtx, member: Doc<"members">) {
  const [rewards, balance, pending] = await Promise.all([liveRewards(ctx), balanceOf(ctx, member._id), pendingOf(ctx, member._id)]);
  return {
    rewards: rewards.map(rewardView).sort((a, b) => a.cost - b.cost || a.name.localeCompare(b.name)),
    balance,
    available: unpromised(balance, pending),
    pending: pending.map((request) => ({ _id: request._id, rewardId: request.rewardId, name: request.name, cost: request.cost })),
  };
}

/** The member takes back their own request while it waits (no points were taken). */
export async function withdrawRedemption(ctx: MutationCtx, member: Doc<"members">, redemptionId: Id<"rewardRedemptions">): Promise<null> {
  await requireOwnWaiting(ctx, member._id, await ctx.db.get("rewardRedemptions", redemptionId));
  await ctx.db.delete("rewardRedemptions", redemptionId);
  return null;
}

/** Admin: every waiting request with its member's name, oldest first. */
export async function pendingRedemptions(ctx: QueryCtx) {
  const requests = await ctx.db
    .query("rewardRedemptions")
    .withIndex("by_status", (q) => q.eq("status", "pending"))
    .take(PENDING_LIST_MAX);
  const nameOf = memberNames(ctx);
  const rows = await Promise.all(
    requests.map(async (request) => {
      const memberName = await nameOf(request.memberId);
      // A request whose member was just deleted goes with them (deleteMember).
      if (memberName === null) return null;
      return {
        _id: request._id,
        _creationTime: request._creationTime,
        memberId: request.memberId,
        memberName,
        name: request.name,
        cost: request.cost,
        ...(request.moneyPence !== undefined ? { moneyPence: request.moneyPence } : {}),
      };
    }),
  );
  return rows.filter((row) => row !== null);
}

/** A request still waiting, and its member; a decided one is refused naming who decided it. */
async function requirePending(ctx: QueryCtx, redemptionId: Id<"rewardRedemptions">) {
  const request = await ctx.db.get("rewardRedemptions", redemptionId);
  if (request === null) throw householdError("NOT_FOUND");
  if (request.status !== "pending") await refuseAlreadyDecided(ctx, request.decidedBy);
  const member = await ctx.db.get("members", request.memberId);
  if (member === null) throw householdError("NOT_FOUND");
  return { request, member };
}

/** The finance category pocket money goes under: the family's own of that name, else a new one. */
async function pocketMoneyCategory(ctx: MutationCtx, admin: Doc<"members">): Promise<Id<"financeCategories">> {
  const same = (name: string) => name.toLocaleLowerCase("en") === POCKET_MONEY.toLocaleLowerCase("en");
  const existing = (await allCategories(ctx)).find((category) => category.archived !== true && same(category.name));
  // addCategory restores an archived one of the name, or adds it, within the list's limit.
  return existing?._id ?? addCategory(ctx, admin, { name: POCKET_MONEY });
}

async function pocketMoneyItemType(ctx: MutationCtx, admin: Doc<"members">): Promise<Id<"itemTypes">> {
  const same = (name: string) => name.toLocaleLowerCase("en") === POCKET_MONEY.toLocaleLowerCase("en");
  const existing = (await allItemTypes(ctx)).find((itemType) => itemType.archived !== true && same(itemType.name));
  return existing?._id ?? addItemType(ctx, admin, POCKET_MONEY);
}

/** Records the money as an expense paid by the admin today (the family's day), in cash. */
async function payPocketMoney(
  ctx: MutationCtx,
  admin: Doc<"members">,
  member: Doc<"members">,
  request: Doc<"rewardRedemptions">,
  amountPence: number,
): Promise<Id<"transactions">> {
  const today = dayIn((await readFamilySettings(ctx)).timeZone ?? DEFAULT_TIME_ZONE, Date.now());
  return addPocketMoneyTransaction(ctx, admin, {
    // Whom it was for, first: the admin only records it.
    description: `Pocket money: ${member.name} — reward ${request.name}`,
    amountPence,
    categoryId: await pocketMoneyCategory(ctx, admin),
    itemTypeId: await pocketMoneyItemType(ctx, admin),
    paymentMethod: "Cash",
    date: today,
    ...monthAndWeekOf(today),
    transactionType: "expense",
  });
}

/** Admin: takes the points asked for (once) and, for a money reward, records the pocket money. */
export async function approveRedemption(ctx: MutationCtx, admin: Doc<"members">, redemptionId: Id<"rewardRedemptions">): Promise<null> {
  const { request, member } = await requirePending(ctx, redemptionId);
  // Points may have gone since the request (another reward approved first): it must still be covered.
  const balance = await balanceOf(ctx, member._id);
  if (balance < request.cost) throw householdError("NOT_ENOUGH_POINTS", { cost: request.cost, balance });
  await addPoints(ctx, member._id, { points: -request.cost, kind: "reward", title: request.name, redemptionId });
  const transactionId =
    request.moneyPence !== undefined ? await payPocketMoney(ctx, admin, member, request, request.moneyPence) : undefined;
  await ctx.db.patch("rewardRedemptions", redemptionId, {
    status: "approved",
    decidedBy: admin._id,
    ...(transactionId !== undefined ? { transactionId } : {}),
  });
  await recordDecision(ctx, admin, request, member, "rewardApproved");
  return null;
}

/** Admin: says no; no points are taken and nothing is paid. */
export async function rejectRedemption(ctx: MutationCtx, admin: Doc<"members">, redemptionId: Id<"rewardRedemptions">): Promise<null> {
  const { request, member } = await requirePending(ctx, redemptionId);
  await ctx.db.patch("rewardRedemptions", redemptionId, { status: "rejected", decidedBy: admin._id });
  await recordDecision(ctx, admin, request, member, "rewardRejected");
  return null;
}

async function recordDecision(
  ctx: MutationCtx,
  admin: Doc<"members">,
  request: Doc<"rewardRedemptions">,
  member: Doc<"members">,
  kind: "rewardApproved" | "rewardRejected",
) {
  await recordActivity(ctx, admin, { kind, ...aboutReward(request.rewardId, request), memberName: member.name, subjectId: member._id });
}

/** What an activity entry keeps of a request: the reward's name and what was promised. */
function aboutReward(rewardId: Id<"rewards">, promised: { name: string; cost: number; moneyPence?: number }) {
  return {
    rewardId,
    rewardName: promised.name,
    cost: promised.cost,
    ...(promised.moneyPence !== undefined ? { moneyPence: promised.moneyPence } : {}),
  };
}

// The XP game (spec sections 3 and 4). Level, XP and badges are a pure
// function of n, the member's count of transactions that still exist: adding one raises n,
// deleting one lowers it, so an add/delete cycle earns nothing. The row keeps the derived values
// too, for the leaderboard; every write recomputes them from n.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isCalendarDay } from "../lib/dates";
import { householdError } from "../lib/errors";
import {
  currentStreak, gameStateFor,
  nextStreak, type GameResult } from "../lib/game";

async function statsRow(ctx: QueryCtx, memberId: Id<"members">): Promise<Doc<"gameStats"> | null> {
  return ctx.db
    .query("gameStats")
    .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
    .unique();
}

function derived(transactions: number) {
  const { level, experience, nextLevelXp, badges } = gameStateFor(transactions);
  return { level, experience, nextLevelXp, transactions, badges };
}

/** `count` transactions added by the member on `today` (the client's calendar day). */
export async function recordAdded(
  ctx: MutationCtx,
  memberId: Id<"members">,
  count: number,
  today: string,
): Promise<GameResult> {
  if (!isCalendarDay(today)) throw householdError("INVALID_DATE");
  const row = await statsRow(ctx, memberId);
  const before = gameStateFor(row?.transactions ?? 0);
  const after = gameStateFor(before.transactions + count);
  const fields = { ...derived(after.transactions), ...nextStreak(row, today) };
  if (row) await ctx.db.patch("gameStats", row._id, fields);
  else await ctx.db.insert("gameStats", { memberId, ...fields });
  return {
    level: after.level,
    leveledUp: after.level > before.level,
    newBadges: after.badges.filter((badge) => !before.badges.includes(badge)),
  };
}

/** `count` of the member's transactions deleted: n goes down (never below 0), and XP with it. */
export async function recordRemoved(ctx: MutationCtx, memberId: Id<"members">, count: number): Promise<void> {
  const row = await statsRow(ctx, memberId);
  if (!row) return;
  await ctx.db.patch("gameStats", row._id, derived(Math.max(0, row.transactions - count)));
}

/** The member's game (level 1, 0 XP before their first transaction). */
export async function gameOf(ctx: QueryCtx, memberId: Id<"members">, today?: string) {
  const row = await statsRow(ctx, memberId);
  const state = gameStateFor(row?.transactions ?? 0);
  return { ...state, streak: row ? currentStreak(row, today) : 0 };
}

/** Members listed on the leaderboard: one family, far fewer than this. */
const MAX_MEMBERS = 100;

/** Everyone in the family with their level, XP and badges, most XP first. */
export async function familyGame(ctx: QueryCtx) {
  const members = await ctx.db.query("members").take(MAX_MEMBERS);
  const rows = await Promise.all(
    members.map(async (member) => {
      const state = gameStateFor((await statsRow(ctx, member._id))?.transactions ?? 0);
      const avatarUrl =
        member.avatarStorageId !== undefined
          ? ((await ctx.storage.getUrl(member.avatarStorageId)) ?? undefined)
          : member.avatarUrl;
      return {
        memberId: member._id,
        name: member.name,
        ...(member.color !== undefined ? { color: member.color } : {}),
        ...(avatarUrl !== undefined ? { avatarUrl } : {}),
        level: state.level,
        experience: state.experience,
        transactions: state.transactions,
        badges: state.badges,
      };
    }),
  );
  return rows.sort((a, b) => b.experience - a.experience || a.name.localeCompare(b.name));
}

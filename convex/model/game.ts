// The XP game (spec sections 3 and 4, API.md "Decisions"). Level, XP and badges are a pure
// function of n, the member's count of transactions that still exist: adding one raises n,
// deleting one lowers it, so an add/delete cycle earns nothing. The row keeps the derived values
// too, for the leaderboard; every write recomputes them from n.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isCalendarDay } from "../lib/dates";
import { householdError } from "../lib/errors";

export const XP_PER_TRANSACTION = 10;
export const FIRST_THRESHOLD = 100;
export const MAX_STARS = 5;

export const badgeKinds = ["bronze", "silver", "gold"] as const;
export type Badge = (typeof badgeKinds)[number];
/** Bronze, Silver and Gold Accountant: transactions needed. */
export const badgeThresholds: Record<Badge, number> = { bronze: 10, silver: 50, gold: 100 };

export type GameState = {
  level: number;
  experience: number;
  nextLevelXp: number;
  transactions: number;
  badges: Badge[];
  stars: number;
};

/** Level 1 until XP reaches 100; each time XP reaches the threshold, level+1 and threshold ×1.5 (floored). */
export function gameStateFor(transactions: number): GameState {
  const n = Math.max(0, Math.floor(transactions));
  const experience = n * XP_PER_TRANSACTION;
  let level = 1;
  let nextLevelXp = FIRST_THRESHOLD;
  while (experience >= nextLevelXp) {
    level++;
    nextLevelXp = Math.floor(nextLevelXp * 1.5);
  }
  return {
    level,
    experience,
    nextLevelXp,
    transactions: n,
    badges: badgeKinds.filter((badge) => n >= badgeThresholds[badge]),
    stars: Math.min(level, MAX_STARS),
  };
}

/** What `add` and `importTransactions` tell the client (to celebrate a level-up). */
export type GameResult = { level: number; leveledUp: boolean; newBadges: Badge[] };

/** The day before a calendar day "yyyy-MM-dd". */
function dayBefore(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * The streak after adding on `today`: the same day keeps it, the next day extends it, a gap
 * starts again at 1. A `today` earlier than the last day (a wrong clock) changes nothing.
 */
export function nextStreak(row: { streak: number; lastTransactionDate?: string } | null, today: string) {
  const last = row?.lastTransactionDate;
  if (row && last !== undefined && today <= last) return { streak: row.streak, lastTransactionDate: last };
  const streak = row && last === dayBefore(today) ? row.streak + 1 : 1;
  return { streak, lastTransactionDate: today };
}

/** The streak as of `today`: 0 once a whole day has passed without a transaction. */
export function currentStreak(row: { streak: number; lastTransactionDate?: string }, today?: string): number {
  if (today === undefined || row.lastTransactionDate === undefined) return row.streak;
  return row.lastTransactionDate >= dayBefore(today) ? row.streak : 0;
}

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

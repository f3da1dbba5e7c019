// The XP game's rules (spec sections 3 and 4): level, XP and badges are a pure function of n, the
// member's count of transactions that still exist; the streak counts days in a row. Shared by
// the server (model/game.ts keeps the rows) and the finance page's game card.
export const XP_PER_TRANSACTION = 10;
export const FIRST_THRESHOLD = 100;
export const MAX_STARS = 5;

export const badgeKinds = ["bronze", "silver", "gold"] as const;
export type Badge = (typeof badgeKinds)[number];
/** Bronze, Silver and Gold Accountant: transactions needed. */
export const badgeThresholds: Record<Badge, number> = {
  bronze: 10,
  silver: 50,
  gold: 100,
};

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
export type GameResult = {
  level: number;
  leveledUp: boolean;
  newBadges: Badge[];
};

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

// What the game card shows of a member's game (convex/lib/game.ts has the rules).
import { MAX_STARS, badgeKinds, badgeThresholds, type Badge } from "../../../../convex/lib/game";

export { MAX_STARS };

/** Each badge, earned or not, with the transactions it takes. */
export function badgeStates(earned: readonly Badge[]): { badge: Badge; threshold: number; earned: boolean }[] {
  return badgeKinds.map((badge) => ({ badge, threshold: badgeThresholds[badge], earned: earned.includes(badge) }));
}

/** The XP bar's fill, 0–100: experience towards the next level's threshold. */
export function xpPercent(experience: number, nextLevelXp: number): number {
  if (nextLevelXp <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((experience / nextLevelXp) * 100)));
}

/** Filled stars first, then empty ones: `stars` of MAX_STARS. */
export function starRow(stars: number): boolean[] {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.floor(stars)));
  return Array.from({ length: MAX_STARS }, (_, i) => i < filled);
}

// How full a category's monthly budget is, for its bar: green while under 80 %, orange up to the
// budget, red once over (the card also says "£X over" in words: never colour alone).

export type BudgetLevel = "under" | "near" | "over";

/** From this share of the budget on, the bar turns orange. */
export const NEAR_SHARE = 0.8;

export function budgetLevel(spentPence: number, budgetPence: number): BudgetLevel {
  if (spentPence > budgetPence) return "over";
  return spentPence >= budgetPence * NEAR_SHARE ? "near" : "under";
}

/** The bar's fill, 0–100 (a spend over budget fills it). */
export function budgetPercent(spentPence: number, budgetPence: number): number {
  if (budgetPence <= 0) return spentPence > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((spentPence / budgetPence) * 100)));
}


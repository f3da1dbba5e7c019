/** What deleting a category or item type will do (spec section 9): delete an unused one, archive a used one. */
export function deleteOutcome(usage: { transactionCount: number; outgoingCount?: number }): "deleted" | "archived" {
  return usage.transactionCount > 0 || (usage.outgoingCount ?? 0) > 0 ? "archived" : "deleted";
}

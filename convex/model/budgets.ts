// Budgets (beyond the spec): a category's optional monthly budget against what the
// month's expenses in that category add up to. Spent comes from the month's running totals
// (model/financeTotals.ts): one read of the month's rows, however many transactions it has.
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { householdError } from "../lib/errors";
import { CATEGORY_LIMIT } from "../lib/financeSettingsSchema";
import { isPeriod } from "../lib/periods";
import { allCategories } from "./financeSettings";
import { categoryScope, periodTotalsKey, readScopes } from "./financeTotals";

/** A month's rows: two ("all") plus up to two per category, archived ones included. */
const MONTH_ROWS = 2 + 2 * 2 * CATEGORY_LIMIT;

export type MonthBudget = {
  categoryId: Id<"financeCategories">;
  name: string;
  budgetPence: number;
  spentPence: number;
  /** Negative when over budget. */
  remainingPence: number;
  /** Spent more than the budget (spending exactly the budget is not over). */
  over: boolean;
};

/** The non-archived categories with a budget, by name, with the month's spending ("yyyy-MM"). */
export async function monthBudgets(ctx: QueryCtx, month: string): Promise<MonthBudget[]> {
  if (!isPeriod({ kind: "month", key: month })) throw householdError("UNKNOWN_PERIOD");
  const categories = (await allCategories(ctx)).filter(
    (category) => category.archived !== true && category.monthlyBudgetPence !== undefined,
  );
  if (categories.length === 0) return [];
  const totals = await readScopes(ctx, periodTotalsKey({ kind: "month", key: month }), MONTH_ROWS);
  return categories
    .map((category) => {
      const budgetPence = category.monthlyBudgetPence!;
      const spentPence = totals.get(categoryScope(category._id))?.expensePence ?? 0;
      return {
        categoryId: category._id,
        name: category.name,
        budgetPence,
        spentPence,
        remainingPence: budgetPence - spentPence,
        over: spentPence > budgetPence,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.name.localeCompare(b.name));
}

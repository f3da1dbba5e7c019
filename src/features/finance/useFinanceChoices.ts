import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";

/** The family's categories and item types (archived ones too: old transactions still name them). */
export function useFinanceChoices() {
  const categories = useQuery(api.financeSettings.categories, {});
  const itemTypes = useQuery(api.financeSettings.itemTypes, {});
  return { categories, itemTypes };
}

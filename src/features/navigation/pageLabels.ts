import type { PageKey } from "../../../convex/lib/validators";

/** How each page flag is named on screen. */
export const pageLabels: Record<PageKey, string> = {
  dashboard: "Dashboard",
  homePlan: "Home Inventory",
  spiritualLife: "Spiritual Life",
  healthFitness: "Health & Fitness",
  education: "Education",
  finance: "Finance",
  public: "Public",
  clothing: "Clothing",
  admin: "Admin",
};

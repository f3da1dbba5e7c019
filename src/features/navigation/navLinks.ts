import type { PageKey } from "../../../convex/lib/validators";

export type NavLink = { to: string; label: string; page: PageKey };

/** The top navigation of spec section 2, in order; each shows only with its page flag. */
export const navLinks: NavLink[] = [
  { to: "/dashboard", label: "Dashboard", page: "dashboard" },
  { to: "/home-plan", label: "Home Inventory", page: "homePlan" },
  { to: "/spiritual-life", label: "Spiritual Life", page: "spiritualLife" },
  { to: "/health-fitness", label: "Health & Fitness", page: "healthFitness" },
  { to: "/education", label: "Education", page: "education" },
  { to: "/finance", label: "Finance", page: "finance" },
  { to: "/public", label: "Public", page: "public" },
  { to: "/admin", label: "Admin", page: "admin" },
];

import type { PageKey } from "../../../convex/lib/validators";

/**
 * A link's label is its page's name, `common.pages.<page>` (the bar's short form
 * `common.nav.links.<page>`), in the reader's language; `label` names a page that shares
 * another's flag (chores come with the dashboard's).
 */
export type NavLink = { to: string; page: PageKey; label?: "chores" };

/** The top navigation of spec section 2, in order; each shows only with its page flag. */
export const navLinks: NavLink[] = [
  { to: "/dashboard", page: "dashboard" },
  { to: "/calendar", page: "calendar" },
  { to: "/chores", page: "dashboard", label: "chores" },
  { to: "/home-plan", page: "homePlan" },
  { to: "/spiritual-life", page: "spiritualLife" },
  { to: "/health-fitness", page: "healthFitness" },
  { to: "/education", page: "education" },
  { to: "/finance", page: "finance" },
  { to: "/public", page: "public" },
  { to: "/admin", page: "admin" },
];

// /chores?tab=chores|points: the open tab lives in the URL, so reload, Back and a shared link
// keep it. This is the route's `validateSearch`, part of the first load: no zod here
// (src/routes/firstLoad.test.ts), and anything odd falls back to the chores.
import { optionalChoice, type Search } from "../navigation/searchParams";

export const choresTabs = ["chores", "points"] as const;
export type ChoresTab = (typeof choresTabs)[number];

/** Absent `tab` is the chores. */
export type ChoresSearch = { tab?: ChoresTab };

export function choresSearch(search: Search): ChoresSearch {
  const tab = optionalChoice(choresTabs, search.tab);
  return tab && tab !== "chores" ? { tab } : {};
}

// /calendar?view=week&date=2030-01-07: the view and the day it shows are in the URL, so
// Back, a reload and a notification's link land on the same view. Checked by hand (the
// route tree is part of the first load); anything else falls back to the default.
import { isCalendarDay } from "../../../convex/lib/dates";
import { optionalChoice, optionalString, type Search } from "../navigation/searchParams";

export const calendarViews = ["month", "week", "agenda", "day"] as const;
export type CalendarView = (typeof calendarViews)[number];

export type CalendarSearch = { view?: CalendarView; date?: string };

export function calendarSearch(search: Search): CalendarSearch {
  const view = optionalChoice(calendarViews, search.view);
  const date = optionalString(search.date);
  return { ...(view ? { view } : {}), ...(date !== undefined && isCalendarDay(date) ? { date } : {}) };
}

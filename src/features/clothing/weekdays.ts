import { parseISO } from "date-fns";
import { daysOfWeek, type DayOfWeek } from "../../../convex/lib/validators";

/** The weekday of a calendar day ("yyyy-MM-dd"), in the plan's Monday-first names. */
export function weekdayOf(day: string): DayOfWeek {
  // getDay(): Sunday is 0; the plan starts on Monday.
  return daysOfWeek[(parseISO(day).getDay() + 6) % 7];
}

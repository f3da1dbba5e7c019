// The days a calendar view shows, as "yyyy-MM-dd" strings (the server's days): a month as
// whole weeks from the locale's first weekday, a week, the agenda's seven days from the day
// shown, or one day. Pure, so the views and their tests agree.
import { addDays, addMonths, addWeeks, endOfMonth, endOfWeek, format, parseISO, startOfMonth, startOfWeek } from "date-fns";
import type { CalendarView } from "./calendarSearch";

type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const day = (date: Date) => format(date, "yyyy-MM-dd");

/** The first and last day a view of `date` shows. */
export function viewWindow(view: CalendarView, date: string, weekStartsOn: WeekStart): { from: string; to: string } {
  const d = parseISO(date);
  switch (view) {
    case "month":
      return { from: day(startOfWeek(startOfMonth(d), { weekStartsOn })), to: day(endOfWeek(endOfMonth(d), { weekStartsOn })) };
    case "week":
      return { from: day(startOfWeek(d, { weekStartsOn })), to: day(endOfWeek(d, { weekStartsOn })) };
    case "agenda":
      return { from: date, to: day(addDays(d, 6)) };
    case "day":
      return { from: date, to: date };
  }
}

/** The day the view moves to by one step back (-1) or on (1). */
export function stepDate(view: CalendarView, date: string, step: -1 | 1): string {
  const d = parseISO(date);
  switch (view) {
    case "month":
      return day(addMonths(d, step));
    case "week":
      return day(addWeeks(d, step));
    case "agenda":
      return day(addDays(d, 7 * step));
    case "day":
      return day(addDays(d, step));
  }
}

/** Every day from `from` to `to`. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = parseISO(from); day(d) <= to; d = addDays(d, 1)) days.push(day(d));
  return days;
}

export function shiftDay(date: string, n: number): string {
  return day(addDays(parseISO(date), n));
}

/** The same day `n` months on (the month's last day when it is shorter), as the date picker's Page keys. */
export function shiftMonths(date: string, n: number): string {
  return day(addMonths(parseISO(date), n));
}

// Finance periods: the Daily / Weekly / Monthly / Yearly views of /finance and the keys of
// their running totals (model/financeTotals.ts). Pure functions, shared by the server and the
// web app.
//
// Weeks are the spec's weeks of a month (section 9): W1 days 1–7, W2 8–14, W3 15–21, W4 22–28,
// W5 29–31 (absent in a 28-day February). A transaction counts toward the month of its Month ID
// and the week of its Week ID (prefilled from its date, editable: a salary paid on 28 November
// may count toward December); that month's year is the one nearest the date. The Daily view
// goes by the date itself.
import { isCalendarDay } from "./dates";
import type { WeekId } from "./validators";
import { weekIds } from "./validators";

export type PeriodKind = "day" | "week" | "month" | "year";
export const periodKinds = ["day", "week", "month", "year"] as const satisfies readonly PeriodKind[];

/** day "2026-11-22", week "2026-11-W4", month "2026-11", year "2026". */
export type Period = { kind: PeriodKind; key: string };

const MONTH = /^(\d{4})-(\d{2})$/;
const WEEK = /^(\d{4})-(\d{2})-(W[1-5])$/;
const YEAR = /^\d{4}$/;

const pad = (n: number) => String(n).padStart(2, "0");

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** W1 for days 1–7 … W5 for 29–31. */
export function weekIdForDay(dayOfMonth: number): WeekId {
  return weekIds[Math.min(4, Math.floor((dayOfMonth - 1) / 7))];
}

/** The spec's Month ID (1–12) and Week ID of a calendar day "yyyy-MM-dd". */
export function monthAndWeekOf(date: string): { monthId: number; weekId: WeekId } {
  return { monthId: Number(date.slice(5, 7)), weekId: weekIdForDay(Number(date.slice(8, 10))) };
}

/** The month "yyyy-MM" a transaction counts toward: its Month ID in the year nearest its date. */
export function periodMonthFor(date: string, monthId: number): string {
  const year = Number(date.slice(0, 4));
  const dateIndex = year * 12 + Number(date.slice(5, 7)) - 1;
  let best = year;
  for (const candidate of [year - 1, year + 1]) {
    const distance = Math.abs(candidate * 12 + monthId - 1 - dateIndex);
    if (distance < Math.abs(best * 12 + monthId - 1 - dateIndex)) best = candidate;
  }
  return `${best}-${pad(monthId)}`;
}

/** The weeks a month has: W1–W4, and W5 when it has a 29th day. */
export function weeksOfMonth(month: string): WeekId[] {
  const [year, m] = month.split("-").map(Number);
  return daysInMonth(year, m) >= 29 ? [...weekIds] : weekIds.slice(0, 4);
}

/** The calendar days a week of a month covers ("2026-11-W2" → 2026-11-08 … 2026-11-14). */
export function daysOfWeek(weekKey: string): string[] {
  const match = WEEK.exec(weekKey);
  if (!match) return [];
  const [, y, m, w] = match;
  const first = (Number(w.slice(1)) - 1) * 7 + 1;
  const last = w === "W5" ? daysInMonth(Number(y), Number(m)) : first + 6;
  const days: string[] = [];
  for (let d = first; d <= last; d++) days.push(`${y}-${m}-${pad(d)}`);
  return days;
}

/** The twelve months of a year, "2026-01" … "2026-12". */
export function monthsOfYear(year: string): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`);
}

export function isPeriod(period: Period): boolean {
  switch (period.kind) {
    case "day":
      return isCalendarDay(period.key);
    case "week": {
      const match = WEEK.exec(period.key);
      if (!match) return false;
      const month = `${match[1]}-${match[2]}`;
      return isPeriod({ kind: "month", key: month }) && weeksOfMonth(month).includes(match[3] as WeekId);
    }
    case "month": {
      const match = MONTH.exec(period.key);
      return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
    }
    case "year":
      return YEAR.test(period.key);
  }
}

/** The period of a kind that a calendar day falls in (by its date). */
export function periodContaining(kind: PeriodKind, date: string): Period {
  switch (kind) {
    case "day":
      return { kind, key: date };
    case "week":
      return { kind, key: `${date.slice(0, 7)}-${weekIdForDay(Number(date.slice(8, 10)))}` };
    case "month":
      return { kind, key: date.slice(0, 7) };
    case "year":
      return { kind, key: date.slice(0, 4) };
  }
}

function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split("-").map(Number);
  const index = year * 12 + m - 1 + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The period `delta` steps before (negative) or after (positive) this one. */
export function shiftPeriod(period: Period, delta: number): Period {
  switch (period.kind) {
    case "day": {
      const [y, m, d] = period.key.split("-").map(Number);
      const date = new Date(Date.UTC(y, m - 1, d + delta));
      return { kind: "day", key: date.toISOString().slice(0, 10) };
    }
    case "week": {
      let month = period.key.slice(0, 7);
      let index = weeksOfMonth(month).indexOf(period.key.slice(8) as WeekId);
      for (let step = 0; step < Math.abs(delta); step++) {
        index += Math.sign(delta);
        if (index < 0) {
          month = shiftMonth(month, -1);
          index = weeksOfMonth(month).length - 1;
        } else if (index >= weeksOfMonth(month).length) {
          month = shiftMonth(month, 1);
          index = 0;
        }
      }
      return { kind: "week", key: `${month}-${weeksOfMonth(month)[index]}` };
    }
    case "month":
      return { kind: "month", key: shiftMonth(period.key, delta) };
    case "year":
      return { kind: "year", key: String(Number(period.key) + delta) };
  }
}

/** The first and last calendar day a period covers (by date; used for labels and CSV names). */
export function periodRange(period: Period): { first: string; last: string } {
  switch (period.kind) {
    case "day":
      return { first: period.key, last: period.key };
    case "week": {
      const days = daysOfWeek(period.key);
      return { first: days[0], last: days[days.length - 1] };
    }
    case "month": {
      const [y, m] = period.key.split("-").map(Number);
      return { first: `${period.key}-01`, last: `${period.key}-${pad(daysInMonth(y, m))}` };
    }
    case "year":
      return { first: `${period.key}-01-01`, last: `${period.key}-12-31` };
  }
}

/** The due date of a monthly bill in a month: its due day, or the month's last day when shorter. */
export function dueDateIn(month: string, dueDay: number): string {
  const [y, m] = month.split("-").map(Number);
  return `${month}-${pad(Math.min(dueDay, daysInMonth(y, m)))}`;
}

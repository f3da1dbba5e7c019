// Expanding a repeat into the days it falls on, by rrule-temporal (RFC 5545 on the Temporal
// API; DESIGN.md decision 19). Expansion runs on days, not instants: a timed occurrence keeps
// its wall time in its zone, so a weekly 08:30 is 08:30 on each of its days on both sides of
// a daylight-saving change, and an all-day one never slips a day. The rule is anchored at
// midnight UTC only as a way of counting days; no instant is read from it.
import { RRuleTemporal } from "rrule-temporal";
import { FOREVER, addDays, daysBetween, rruleOf, type Repeat } from "../lib/calendarSchema";
import { householdError } from "../lib/errors";

const compact = (day: string) => day.replaceAll("-", "");
const midnightUtc = (day: string) => new Date(`${day}T00:00:00Z`);

function ruleFor(start: string, repeat: Repeat): RRuleTemporal {
  return new RRuleTemporal({ rruleString: `DTSTART;TZID=UTC:${compact(start)}T000000\nRRULE:${rruleOf(repeat, start)}` });
}

/**
 * rrule-temporal gives up on a rule that finds its days too slowly (a monthly 31st on a
 * weekday, from a far year): the app's refusal, not a server error.
 */
function bounded<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof Error && /Maximum iterations/.test(error.message)) throw householdError("REPEAT_TOO_COMPLEX");
    throw error;
  }
}

/** The days, from `from` to `to` inclusive, on which a repeat starting on `start` falls, at most `cap` of them. */
export function repeatDaysBetween(
  start: string,
  repeat: Repeat,
  from: string,
  to: string,
  cap: number,
): { days: string[]; truncated: boolean } {
  if (to < start || (repeat.until !== undefined && repeat.until < from)) return { days: [], truncated: false };
  let hits;
  try {
    hits = bounded(() => ruleFor(start, repeat).between(midnightUtc(from), midnightUtc(to), true));
  } catch {
    // A window shows what it can: a series it cannot expand is left out, and said to be.
    return { days: [], truncated: true };
  }
  const days = hits.map((hit) => hit.toPlainDate().toString());
  return days.length > cap ? { days: days.slice(0, cap), truncated: true } : { days, truncated: false };
}

/**
 * The day of a repeat's last occurrence, or FOREVER when it has no end, or none before FOREVER
 * (every 99 years, 500 times): Temporal writes a later year as "+014071-05-29", which sorts
 * before every day and would drop the series from every window that reads series by their end.
 */
export function lastRepeatDay(start: string, repeat: Repeat): string {
  if (repeat.until !== undefined) return repeat.until;
  if (repeat.count === undefined) return FOREVER;
  const all = bounded(() => ruleFor(start, repeat).all());
  if (all.length === 0) return start;
  const last = all[all.length - 1].toPlainDate();
  return last.year > 9999 ? FOREVER : last.toString();
}

/** A series' last day `extra` days after its last occurrence's, FOREVER at the latest (always "yyyy-MM-dd"). */
export function seriesEndAfter(last: string, extra: number): string {
  if (last === FOREVER || daysBetween(last, FOREVER) <= extra) return FOREVER;
  return addDays(last, extra);
}

/** How many occurrences a repeat has before `day` (for a count-limited series split there). */
export function occurrencesBefore(start: string, repeat: Repeat, day: string): number {
  if (day <= start) return 0;
  return bounded(() => ruleFor(start, repeat).all((hit) => hit.toPlainDate().toString() < day)).length;
}

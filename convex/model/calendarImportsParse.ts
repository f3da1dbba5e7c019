// Reading an iCalendar file into imported events (DESIGN.md decision 20), by ical.js: nothing
// here parses iCalendar text itself. What is kept, and in which clock:
//
//   all day     plain dates ("yyyy-MM-dd"), never an instant: a school's inset day is that day
//               wherever the family lives.
//   timed, once the instants it starts and ends (startAt/endAt); the family's wall clock is
//               worked out from them whenever a window is read, so a change of the family's
//               zone is followed. `date`/`startTime`/`endTime` are that wall clock when it was
//               read (the window's index, and what a change is told with).
//   repeating   the series' first start as the wall clock of its own zone (`seriesStart`,
//               `timeZone`: an IANA name, "UTC", or none for a floating time, which is the
//               family's) and its RRULE text as ical.js wrote it back; rrule-temporal expands
//               it in that zone for each window (model/calendarImports.ts), so a weekly 17:00 in
//               New York stays 17:00 there across both countries' daylight-saving changes, and
//               each occurrence is then shown on the family's wall clock.
//   exceptions  EXDATE and RECURRENCE-ID days as wall clocks of the series' zone
//               ("yyyy-MM-ddTHH:mm", or the day for an all-day series); a changed occurrence
//               is an event of its own with that `recurrenceId`, and the series skips it.
//
//   extra dates RDATE (a date, a date-time or a period with its own length) as the same keys,
//               in `rdates`; a series may be made of RDATEs alone.
//   this and    a RECURRENCE-ID;RANGE=THISANDFUTURE cuts the series there (`endsBefore`); the
//   future      rest is a part of its own (its `recurrenceId` is where it begins), the series'
//               rule and dates with each occurrence moved by `shiftMinutes` on the series' wall
//               clock and the change's own length, title and place (partOf).
//
// A TZID that is not an IANA name is a Windows name (Outlook's "W. Europe Standard Time", read
// through CLDR's map), or else the IANA zone whose offsets agree with the file's VTIMEZONE
// over two years; with neither, the VTIMEZONE itself places one-off events exactly and a series
// keeps the offset of its first start. What a read leaves out is counted by reason
// (lib/calendarImports.ts leftOutReasons): one bad event never costs the others.
import ICAL from "ical.js";
import { RRuleTemporal } from "rrule-temporal";
import type { Doc } from "../_generated/dataModel";
import { findIana } from "windows-iana";
import { IMPORTED_DATES_MAX, IMPORTED_EVENTS_MAX, type LeftOutReason, type ReadSummary } from "../lib/calendarImports";
import { EVENT_DAYS_MAX, FOREVER, addDays, daysBetween } from "../lib/calendarSchema";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "../lib/text";
import { instantOf, isTimeZone, wallClockIn } from "../lib/timeZone";

export type ParsedEvent = Omit<Doc<"importedEvents">, "_id" | "_creationTime" | "importId">;
export type ParseResult = ({ ok: true; events: ParsedEvent[] } & ReadSummary) | { ok: false; problem: "unreadable" | "tooManyEvents" };

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;

/** A counted series' occurrences counted at most this far when working out its last day; more reads as "for ever". */
const SERIES_END_SCAN = 1000;
/** Periods (years of a YEARLY rule...) rrule-temporal may walk to count a series out: a rule that seldom falls is given up on. */
const SERIES_END_PERIODS = 2 * SERIES_END_SCAN;
const SERIES_END_CANDIDATES = 50 * SERIES_END_SCAN;
/**
 * Rules given up on (each after SERIES_END_PERIODS) that one read allows: a file of thousands
 * of them would otherwise cost minutes; after these, every counted rule of the file is left out.
 */
const SERIES_END_GIVE_UPS = 10;
/** Rules that repeat more often than hourly are left out: a window would hold too many. */
const TOO_FREQUENT = new Set(["SECONDLY", "MINUTELY"]);
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/**
 * How far a RANGE=THISANDFUTURE change may move the rest of its series, either way: a window
 * reads the series' rule that much away from itself, so a part moved centuries (a start in
 * year 0001) would make every window walk the rule through them. Moved further, it is left out.
 */
export const PART_SHIFT_MAX_MINUTES = 366 * 1440;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A time's own calendar day, as written. */
function dayOf(time: Time): string {
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

/** A time's own wall clock, as written ("yyyy-MM-ddTHH:mm"). */
function wallOf(time: Time): string {
  return `${dayOf(time)}T${pad(time.hour)}:${pad(time.minute)}`;
}

/** The wall clock of `zone` at `moment`, "yyyy-MM-ddTHH:mm". */
function wallAt(zone: string, moment: number): string {
  const { day, hour, minute } = wallClockIn(zone, moment);
  return `${day}T${pad(hour)}:${pad(minute)}`;
}

/** Milliseconds since the epoch of a wall clock "yyyy-MM-ddTHH:mm" read as if it were UTC. */
function asUtc(wall: string): number {
  return Date.UTC(Number(wall.slice(0, 4)), Number(wall.slice(5, 7)) - 1, Number(wall.slice(8, 10)), Number(wall.slice(11, 13)), Number(wall.slice(14, 16)));
}

/** A wall clock "yyyy-MM-ddTHH:mm" moved by `minutes` on that clock. */
export function wallPlus(wall: string, minutes: number): string {
  return new Date(asUtc(wall) + minutes * MINUTE_MS).toISOString().slice(0, 16);
}

/** The instant a wall clock "yyyy-MM-ddTHH:mm" of an IANA zone names, as lib/timeZone reads wall times. */
export function instantAtWall(wall: string, zone: string): number {
  return instantOf(zone, wall.slice(0, 10), wall.slice(11, 16));
}

const knownZones = new Map<string, string | null>();

/** A name Intl knows, in its canonical spelling ("europe/london" → "Europe/London"), or null. */
function ianaZone(name: string | null | undefined): string | null {
  if (!name) return null;
  let known = knownZones.get(name);
  if (known === undefined) {
    known = isTimeZone(name) ? new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone : null;
    knownZones.set(name, known);
  }
  return known;
}

/** How a time's zone is known. */
type Zone = { kind: "utc" } | { kind: "iana"; zone: string } | { kind: "file" } | { kind: "floating" };

/** The IANA zone CLDR gives for a Windows zone name ("GMT Standard Time" → Europe/London), or null. */
function windowsZone(name: string): string | null {
  for (const candidate of findIana(name)) {
    const zone = ianaZone(candidate);
    if (zone) return zone;
  }
  return null;
}

const definedZones = new WeakMap<Component, string | null>();

/**
 * The IANA zone whose UTC offsets agree with a VTIMEZONE's at noon on the 1st and 15th of
 * every month of two years from `year` (the first in Intl's list), or null. Outlook names
 * zones by their display name ("Canberra, Melbourne, Sydney"), which no map has; the offsets
 * say the zone.
 */
function zoneDefinedBy(definition: Component, year: number): string | null {
  let known = definedZones.get(definition);
  if (known !== undefined) return known;
  try {
    const own = new ICAL.Timezone(definition);
    let candidates = Intl.supportedValuesOf("timeZone");
    for (let month = 0; month < 24 && candidates.length > 0; month++) {
      for (const day of [1, 15]) {
        const time = new ICAL.Time({ year: year + Math.floor(month / 12), month: (month % 12) + 1, day, hour: 12, minute: 0, second: 0, isDate: false }, own);
        const offset = own.utcOffset(time) * 1000;
        const wall = wallOf(time);
        candidates = candidates.filter((zone) => asUtc(wall) - instantAtWall(wall, zone) === offset);
      }
    }
    known = candidates.length > 0 ? ianaZone(candidates[0]) : null;
  } catch {
    known = null; // A VTIMEZONE ical.js cannot read: its times are read as the file's own, below.
  }
  definedZones.set(definition, known);
  return known;
}

/**
 * Which zone a date-time is in: "Z" is UTC; a TZID that is an IANA name (or names one, as
 * "/mozilla.org/20050126_1/Europe/London" and a VTIMEZONE's X-LIC-LOCATION do) is that zone;
 * so is a Windows zone name, and a VTIMEZONE whose offsets are an IANA zone's; another TZID
 * whose VTIMEZONE the file carries is read through it; anything else floats.
 */
function zoneOf(time: Time, prop: Property | null, root: Component): Zone {
  if (time.zone?.tzid === "UTC") return { kind: "utc" };
  const tzid = prop?.getParameter("tzid");
  const id = typeof tzid === "string" ? tzid : undefined;
  if (id) {
    const direct = ianaZone(id);
    if (direct) return { kind: "iana", zone: direct };
    const definition = root.getAllSubcomponents("vtimezone").find((zone) => zone.getFirstPropertyValue("tzid") === id);
    const location = definition?.getFirstPropertyValue("x-lic-location");
    const located = ianaZone(typeof location === "string" ? location : undefined);
    if (located) return { kind: "iana", zone: located };
    const segments = id.split("/").filter(Boolean);
    for (let n = Math.min(3, segments.length); n >= 2; n--) {
      const tail = ianaZone(segments.slice(-n).join("/"));
      if (tail) return { kind: "iana", zone: tail };
    }
    const windows = windowsZone(id);
    if (windows) return { kind: "iana", zone: windows };
    const defined = definition ? zoneDefinedBy(definition, time.year) : null;
    if (defined) return { kind: "iana", zone: defined };
    if (definition && time.zone?.tzid === id) return { kind: "file" };
  }
  return { kind: "floating" };
}

/** The instant of a date-time in its zone; a floating one is the family's wall clock. */
function instantOfTime(time: Time, zone: Zone, familyZone: string): number {
  switch (zone.kind) {
    case "utc":
      return asUtc(wallOf(time)) + time.second * 1000;
    case "iana":
      return instantAtWall(wallOf(time), zone.zone);
    case "file":
      return time.toUnixTime() * 1000;
    case "floating":
      return instantAtWall(wallOf(time), familyZone);
  }
}

/** The text of a property, trimmed and cut to `max` characters; undefined when empty. */
function clip(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.replace(/\r\n?/g, "\n").trim();
  if (text === "") return undefined;
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A 53-bit string hash (cyrb53), in hex: tells a changed event from an unchanged one. */
export function hashOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** The RRULE of a series as rrule-temporal reads it, anchored at its first start. */
export function seriesRule(
  series: Pick<ParsedEvent, "rrule" | "seriesStart" | "allDay" | "timeZone">,
  familyZone: string,
  limits: { maxIterations?: number; maxCandidateEvaluations?: number } = {},
): RRuleTemporal {
  const start = series.seriesStart!.replaceAll("-", "").replace(":", "");
  const dtstart = series.allDay ? `DTSTART;TZID=UTC:${start}T000000` : `DTSTART;TZID=${series.timeZone ?? familyZone}:${start}00`;
  return new RRuleTemporal({ rruleString: `${dtstart}\nRRULE:${series.rrule}`, ...limits });
}

/** What one VEVENT says, before series and their changed occurrences are matched up. */
type Raw = {
  component: Component;
  event: InstanceType<typeof ICAL.Event>;
  uid: string;
  sequence: number;
  cancelled: boolean;
};

type Timing = Pick<ParsedEvent, "allDay" | "date" | "endDate" | "startTime" | "endTime" | "startAt" | "endAt">;

/** When a one-off event (or a changed occurrence) is, in the family's zone for a timed one. */
function timingOf(raw: Raw, root: Component, familyZone: string): Timing | null {
  const { event, component } = raw;
  const start = event.startDate;
  if (!start) return null;
  if (start.isDate) {
    const date = dayOf(start);
    const end = component.getFirstPropertyValue("dtend");
    let endExclusive = addDays(date, 1);
    if (end instanceof ICAL.Time && end.isDate) endExclusive = dayOf(end);
    else if (component.hasProperty("duration")) endExclusive = addDays(date, Math.max(1, Math.ceil(event.duration.toSeconds() / 86_400)));
    const extra = Math.min(Math.max(daysBetween(date, endExclusive) - 1, 0), EVENT_DAYS_MAX - 1);
    return { allDay: true, date, ...(extra > 0 ? { endDate: addDays(date, extra) } : {}) };
  }
  const startAt = instantOfTime(start, zoneOf(start, component.getFirstProperty("dtstart"), root), familyZone);
  let endAt = startAt;
  const end = component.getFirstPropertyValue("dtend");
  if (end instanceof ICAL.Time && !end.isDate) endAt = instantOfTime(end, zoneOf(end, component.getFirstProperty("dtend"), root), familyZone);
  else if (component.hasProperty("duration")) endAt = startAt + event.duration.toSeconds() * 1000;
  endAt = Math.min(Math.max(endAt, startAt), startAt + EVENT_DAYS_MAX * DAY_MS);
  return { allDay: false, startAt, endAt, ...familyClock(startAt, endAt, familyZone) };
}

/**
 * A timed occurrence on the family's wall clock: its day and times, and its last day when it
 * ends on a later one (ending at midnight keeps it on its first day).
 */
export function familyClock(startAt: number, endAt: number, familyZone: string): Pick<ParsedEvent, "date" | "endDate" | "startTime" | "endTime"> {
  const start = wallAt(familyZone, startAt);
  const end = wallAt(familyZone, endAt);
  const lastDay = endAt > startAt ? wallClockIn(familyZone, endAt - MINUTE_MS).day : start.slice(0, 10);
  return {
    date: start.slice(0, 10),
    ...(lastDay > start.slice(0, 10) ? { endDate: lastDay } : {}),
    startTime: start.slice(11),
    endTime: end.slice(11),
  };
}

type Series = Pick<ParsedEvent, "allDay" | "rrule" | "seriesStart" | "timeZone" | "durationMinutes" | "spanDays">;

/** Thrown for an event that is left out, with why. */
class LeftOut extends Error {
  constructor(readonly reason: LeftOutReason) {
    super(reason);
  }
}

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether a rule's BYMONTH and BYMONTHDAY never meet (30 February, 31 April): such a rule has
 * no occurrence, and counting one out would walk rrule-temporal's whole iteration budget.
 */
function neverFalls(recur: InstanceType<typeof ICAL.Recur>): boolean {
  const days = recur.parts.BYMONTHDAY as number[] | undefined;
  if (!days?.length) return false;
  const months = ((recur.parts.BYMONTH as number[] | undefined) ?? []).filter((month) => month >= 1 && month <= 12);
  const inMonths = months.length > 0 ? months : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  return inMonths.every((month) => days.every((day) => day === 0 || Math.abs(day) > MONTH_DAYS[month - 1]));
}

/** A rule's UNTIL as the text rrule-temporal is given. */
function untilText(until: Time, series: Series, familyZone: string): string {
  // UNTIL as rrule-temporal reads it: a date for an all-day series; otherwise an instant in
  // UTC. A floating UNTIL (a MUST broken by Exchange) is the series' own wall clock, and a
  // date with a timed start the whole of that day, as the reference readers take them.
  if (series.allDay) return dayOf(until).replaceAll("-", "");
  const zone = series.timeZone ?? familyZone;
  let moment: number;
  if (until.isDate) moment = instantAtWall(`${dayOf(until)}T23:59`, zone) + 59_000;
  else if (until.zone?.tzid === "UTC") moment = asUtc(wallOf(until)) + until.second * 1000;
  else moment = instantAtWall(wallOf(until), zone) + until.second * 1000;
  return new Date(moment).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");
}

/** A repeating event's rule, anchored where rrule-temporal can expand it; null when it has none. */
function seriesOf(raw: Raw, timing: Timing, root: Component, familyZone: string): Series | null {
  const recur = raw.component.getFirstPropertyValue("rrule");
  const hasRdates = raw.component.hasProperty("rdate");
  if (recur === null && !hasRdates) return null;
  if (recur !== null && !(recur instanceof ICAL.Recur)) throw new LeftOut("badRule");
  if (recur !== null && TOO_FREQUENT.has(recur.freq)) throw new LeftOut("tooFrequent");
  if (recur !== null && neverFalls(recur)) throw new LeftOut("noOccurrence");
  const rule = recur === null ? {} : { rrule: recur.toString() };
  const start = raw.event.startDate;
  let series: Series;
  if (timing.allDay) {
    series = { allDay: true, ...rule, seriesStart: timing.date, spanDays: timing.endDate ? daysBetween(timing.date, timing.endDate) : 0 };
  } else {
    const durationMinutes = Math.round((timing.endAt! - timing.startAt!) / MINUTE_MS);
    const zone = zoneOf(start, raw.component.getFirstProperty("dtstart"), root);
    switch (zone.kind) {
      case "utc":
        series = { allDay: false, ...rule, seriesStart: wallOf(start), timeZone: "UTC", durationMinutes };
        break;
      case "iana":
        series = { allDay: false, ...rule, seriesStart: wallOf(start), timeZone: zone.zone, durationMinutes };
        break;
      case "floating":
        series = { allDay: false, ...rule, seriesStart: wallOf(start), durationMinutes };
        break;
      case "file": {
        // Only the VTIMEZONE knows this zone: the series keeps the offset of its first start
        // (Etc/GMT-5 is UTC+5, as POSIX writes it), or UTC's wall clock for an offset of minutes.
        const offset = Math.round((asUtc(wallOf(start)) - start.toUnixTime() * 1000) / MINUTE_MS);
        if (offset % 60 === 0) {
          const hours = offset / 60;
          const fixed = hours === 0 ? "UTC" : `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
          series = { allDay: false, ...rule, seriesStart: wallOf(start), timeZone: fixed, durationMinutes };
        } else {
          series = { allDay: false, ...rule, seriesStart: wallAt("UTC", timing.startAt!), timeZone: "UTC", durationMinutes };
        }
      }
    }
  }
  if (recur?.until) series.rrule = series.rrule!.replace(/(^|;)UNTIL=[^;]*/, `$1UNTIL=${untilText(recur.until, series, familyZone)}`);
  return series;
}

/** An occurrence's key in its series: the wall clock of the series' zone, or the day of an all-day series. */
function occurrenceKeyOf(time: Time, prop: Property | null, series: Series, root: Component, familyZone: string): string {
  if (series.allDay) return dayOf(time);
  if (time.isDate) return `${dayOf(time)}T${series.seriesStart!.slice(11)}`;
  const zone = zoneOf(time, prop, root);
  if (zone.kind === "floating") return wallOf(time);
  return wallAt(series.timeZone ?? familyZone, instantOfTime(time, zone, familyZone));
}

/** The dates of a property (EXDATE, RDATE), each a time or a period; a value of another kind is refused. */
function datesOf(component: Component, name: string): { prop: Property; value: Time | InstanceType<typeof ICAL.Period> }[] {
  const out: { prop: Property; value: Time | InstanceType<typeof ICAL.Period> }[] = [];
  for (const prop of component.getAllProperties(name)) {
    for (const value of prop.getValues()) {
      if (!(value instanceof ICAL.Time) && !(value instanceof ICAL.Period)) throw new LeftOut("badValue");
      out.push({ prop, value });
      if (out.length > IMPORTED_DATES_MAX) throw new LeftOut("tooManyDates");
    }
  }
  return out;
}

/** A series' RDATEs as keys; a period's own length, when it differs from the series', after a slash. */
function rdatesOf(raw: Raw, series: Series, root: Component, familyZone: string): string[] {
  const keys = new Set<string>();
  for (const { prop, value } of datesOf(raw.component, "rdate")) {
    if (value instanceof ICAL.Time) {
      keys.add(occurrenceKeyOf(value, prop, series, root, familyZone));
      continue;
    }
    const key = occurrenceKeyOf(value.start, prop, series, root, familyZone);
    const seconds = value.duration ? value.duration.toSeconds() : value.end!.subtractDate(value.start).toSeconds();
    const minutes = Math.min(Math.max(Math.round(seconds / 60), 0), EVENT_DAYS_MAX * 1440);
    keys.add(series.allDay || minutes === series.durationMinutes ? key : `${key}/${minutes}`);
  }
  return [...keys].sort();
}

/**
 * The family day a series is over by (with days to spare: the window reads series by it), or
 * FOREVER; null when it has no occurrence at all. UNTIL says it; a COUNT is counted out; the
 * last RDATE may be later.
 */
function seriesEndOf(series: Series, until: Time | null, rdates: string[], familyZone: string, costs: { giveUps: number }): string | null {
  const lasts = series.allDay ? (series.spanDays ?? 0) : Math.ceil((series.durationMinutes ?? 0) / 1440) + 1;
  // The last RDATE's day, or the first start's for a series of RDATEs alone (DTSTART is always an occurrence).
  const lastExtra = [series.seriesStart!, ...rdates].map((key) => key.slice(0, 10)).sort().at(-1)!;
  const byDates = series.rrule === undefined || rdates.length > 0 ? addDays(lastExtra, lasts + 2) : null;
  if (series.rrule === undefined) return byDates;
  const later = (day: string) => (byDates !== null && byDates > day ? byDates : day);
  // UNTIL is a date, or an instant in UTC: the family's day is at most one either side.
  if (until !== null) return later(addDays(dayOf(until), lasts + 2));
  if (!/(^|;)COUNT=/.test(series.rrule)) return FOREVER;
  if (costs.giveUps >= SERIES_END_GIVE_UPS) throw new LeftOut("badRule");
  let hits;
  try {
    const rule = seriesRule(series, familyZone, { maxIterations: SERIES_END_PERIODS, maxCandidateEvaluations: SERIES_END_CANDIDATES });
    hits = rule.all((_hit, i) => i < SERIES_END_SCAN);
  } catch {
    costs.giveUps++;
    throw new LeftOut("badRule");
  }
  if (hits.length >= SERIES_END_SCAN) return FOREVER;
  if (hits.length === 0) return byDates;
  const last = hits[hits.length - 1];
  if (series.allDay) return later(addDays(last.toPlainDate().toString(), (series.spanDays ?? 0) + 1));
  const end = last.epochMilliseconds + (series.durationMinutes ?? 0) * MINUTE_MS;
  return later(addDays(wallClockIn(familyZone, end).day, 1));
}

/** Whether a changed occurrence changes every later one too (RECURRENCE-ID;RANGE=THISANDFUTURE). */
function isThisAndFuture(raw: Raw): boolean {
  const range = raw.component.getFirstProperty("recurrence-id")?.getParameter("range");
  return typeof range === "string" && range.toUpperCase() === "THISANDFUTURE";
}

/** Whether an occurrence key (a RDATE's may carry its length after a slash) is from `from` on and before `before`. */
export const inRange = (from: string | undefined, before: string | undefined) => (key: string) => {
  const start = key.split("/")[0];
  return (from === undefined || start >= from) && (before === undefined || start < before);
};

/**
 * A series' last day when a RANGE=THISANDFUTURE change cuts it at `before`: nothing of it starts
 * later (`movedDays` on, for a part moved later), and none lasts more than EVENT_DAYS_MAX. Kept
 * at "for ever", a part long over would be expanded by every window after it for nothing.
 */
function cutEnd(end: string, before: string | undefined, movedDays = 0): string {
  if (before === undefined) return end;
  const cut = addDays(before.slice(0, 10), movedDays + EVENT_DAYS_MAX + 2);
  return cut < end ? cut : end;
}

/**
 * The part of a series from a RANGE=THISANDFUTURE occurrence (`key`) to the next one: RFC 5545
 * 3.8.4.4 moves every later occurrence by the same time as this one moved, gives each its
 * length, and (as every reader that honours RANGE does) its title, place and notes. The
 * series' rule and extra dates are kept as they are, anchored where the series began, so each
 * occurrence is found where the series has it and then moved; its EXDATEs and changed
 * occurrences still skip theirs. The occurrence itself is always one, even on a day the series
 * skips (a changed occurrence wins over its EXDATE, as one that changes only itself does).
 */
function partOf(
  raw: Raw,
  key: string,
  before: string | undefined,
  whole: { series: Series; exdates: Set<string>; rdates: string[]; seriesEnd: string; familyZone: string; root: Component },
): ParsedEvent {
  const { series, familyZone } = whole;
  const own = timingOf(raw, whole.root, familyZone);
  if (own === null) throw new LeftOut("noStart");
  let shape: Pick<ParsedEvent, "durationMinutes" | "spanDays">;
  let shiftMinutes: number;
  if (series.allDay) {
    shiftMinutes = daysBetween(key, own.date) * 1440;
    shape = { spanDays: own.endDate ? daysBetween(own.date, own.endDate) : 0 };
  } else {
    // On the series' own wall clock: moved a day and two hours, it is two hours later the next day across a change of offset too.
    shiftMinutes = Math.round((asUtc(wallAt(series.timeZone ?? familyZone, own.startAt!)) - asUtc(key)) / MINUTE_MS);
    shape = { durationMinutes: Math.round((own.endAt! - own.startAt!) / MINUTE_MS) };
  }
  if (Math.abs(shiftMinutes) > PART_SHIFT_MAX_MINUTES) throw new LeftOut("badValue");
  const inPart = inRange(key, before);
  const exdates = [...whole.exdates].filter((day) => day !== key && inPart(day)).sort();
  const rdates = [...new Set([key, ...whole.rdates.filter(inPart)])].sort();
  // Later by as many days as it moved, and never before its own first day.
  const later = whole.seriesEnd === FOREVER ? FOREVER : addDays(whole.seriesEnd, Math.max(0, Math.ceil(shiftMinutes / 1440)));
  const ownEnd = addDays(own.endDate ?? own.date, 2);
  const { startAt: _startAt, endAt: _endAt, endDate: _endDate, ...first } = own;
  return finish({
    uid: raw.uid,
    name: clip(raw.event.summary, NAME_MAX_LENGTH) ?? "",
    ...(clip(raw.event.location, NAME_MAX_LENGTH) !== undefined ? { location: clip(raw.event.location, NAME_MAX_LENGTH) } : {}),
    ...(clip(raw.event.description, TEXT_MAX_LENGTH) !== undefined ? { notes: clip(raw.event.description, TEXT_MAX_LENGTH) } : {}),
    recurrenceId: key,
    ...first,
    ...(series.rrule !== undefined ? { rrule: series.rrule } : {}),
    seriesStart: series.seriesStart,
    ...(series.timeZone !== undefined ? { timeZone: series.timeZone } : {}),
    ...shape,
    shiftMinutes,
    ...(before !== undefined ? { endsBefore: before } : {}),
    ...(exdates.length > 0 ? { exdates } : {}),
    rdates,
    seriesEnd: cutEnd(ownEnd > later ? ownEnd : later, before, Math.max(0, Math.ceil(shiftMinutes / 1440))),
    ...(raw.sequence > 0 ? { sequence: raw.sequence } : {}),
  });
}

/** The fields that make an event what it is, with its hash. */
function finish(fields: Omit<ParsedEvent, "hash">): ParsedEvent {
  // Property order is fixed by the code that built `fields`, so equal events hash alike.
  return { ...fields, hash: hashOf(JSON.stringify(fields)) };
}

const BARE_DATE = /^\d{4}-\d{2}-\d{2}T::$/;

/**
 * A date written without VALUE=DATE ("DTSTART;TZID=…:20041225", as Google wrote holidays in
 * 2006) is a date, as the reference readers take it; ical.js hands it on as a broken date-time.
 */
function repairBareDates(component: unknown[]) {
  const [, properties, subcomponents] = component as [string, unknown[][], unknown[][]];
  for (const prop of properties) {
    const values = prop.slice(3);
    if (prop[2] === "date-time" && values.length > 0 && values.every((value) => typeof value === "string" && BARE_DATE.test(value))) {
      prop[2] = "date";
      for (let i = 3; i < prop.length; i++) prop[i] = (prop[i] as string).slice(0, 10);
    }
  }
  for (const sub of subcomponents) repairBareDates(sub);
}

/** The root VCALENDAR of a text, or null when ical.js cannot read one. */
function calendarOf(text: string): Component | null {
  try {
    const jcal: unknown = ICAL.parse(text);
    if (!Array.isArray(jcal) || jcal.length === 0) return null;
    // Several VCALENDARs in one text: the first is read.
    const first = (typeof jcal[0] === "string" ? jcal : jcal[0]) as unknown[];
    repairBareDates(first);
    const root = new ICAL.Component(first as ConstructorParameters<typeof ICAL.Component>[0]);
    return root.name === "vcalendar" ? root : null;
  } catch {
    return null;
  }
}

/** Why an event could not be read: its own reason, or a value that would not read. */
const reasonOf = (error: unknown): LeftOutReason => (error instanceof LeftOut ? error.reason : "badValue");

/**
 * Reads `text` (an .ics file) into the events to keep; timed ones placed by the family's zone.
 * Each event the file has is kept or counted out by reason: a bad one never costs the others.
 */
export function parseCalendar(text: string, familyZone: string): ParseResult {
  const root = calendarOf(text);
  if (root === null) return { ok: false, problem: "unreadable" };
  const components = root.getAllSubcomponents("vevent");
  if (components.length > IMPORTED_EVENTS_MAX) return { ok: false, problem: "tooManyEvents" };
  const leftOut = new Map<LeftOutReason, number>();
  const skip = (reason: LeftOutReason) => leftOut.set(reason, (leftOut.get(reason) ?? 0) + 1);
  const costs = { giveUps: 0 };

  // Each event, and for a uid the latest version of its series (or one-off event) and of each changed occurrence.
  const masters = new Map<string, Raw>();
  const changed = new Map<string, Raw[]>();
  for (const component of components) {
    let raw: Raw;
    try {
      if (!component.hasProperty("dtstart")) {
        skip("noStart");
        continue;
      }
      // No exceptions handed over: ical.js would otherwise read every RECURRENCE-ID of the
      // file for each event (a bad one failing them all); they are matched up below.
      const event = new ICAL.Event(component, { exceptions: [] });
      if (!(event.startDate instanceof ICAL.Time)) throw new LeftOut("badValue");
      const summary = String(event.summary ?? "");
      const uid = clip(event.uid, 1000) ?? `no-uid:${hashOf(`${summary}\n${event.startDate.toString()}`)}`;
      const status = component.getFirstPropertyValue("status");
      raw = { component, event, uid, sequence: Number(event.sequence ?? 0) || 0, cancelled: typeof status === "string" && status.toUpperCase() === "CANCELLED" };
    } catch (error) {
      skip(reasonOf(error));
      continue;
    }
    if (component.hasProperty("recurrence-id")) {
      changed.set(raw.uid, [...(changed.get(raw.uid) ?? []), raw]);
    } else {
      const before = masters.get(raw.uid);
      if (before === undefined || raw.sequence >= before.sequence) masters.set(raw.uid, raw);
    }
  }

  const out: ParsedEvent[] = [];
  const common = (raw: Raw) => ({
    uid: raw.uid,
    name: clip(raw.event.summary, NAME_MAX_LENGTH) ?? "",
    ...(clip(raw.event.location, NAME_MAX_LENGTH) !== undefined ? { location: clip(raw.event.location, NAME_MAX_LENGTH) } : {}),
    ...(clip(raw.event.description, TEXT_MAX_LENGTH) !== undefined ? { notes: clip(raw.event.description, TEXT_MAX_LENGTH) } : {}),
  });
  const sequenceOf = (raw: Raw) => (raw.sequence > 0 ? { sequence: raw.sequence } : {});
  /** The latest version of each changed occurrence, by its key (versions replaced are not left out: they are older news). */
  const latestBy = (raws: Raw[], keyOf: (raw: Raw) => string) => {
    const byKey = new Map<string, Raw>();
    for (const raw of raws) {
      let key: string;
      try {
        key = keyOf(raw);
      } catch (error) {
        skip(reasonOf(error));
        continue;
      }
      const before = byKey.get(key);
      if (before === undefined || raw.sequence >= before.sequence) byKey.set(key, raw);
    }
    return byKey;
  };

  for (const [uid, master] of masters) {
    if (master.cancelled) {
      skip("cancelled");
      continue;
    }
    const made: ParsedEvent[] = [];
    try {
      const timing = timingOf(master, root, familyZone);
      if (timing === null) throw new LeftOut("noStart");
      const series = seriesOf(master, timing, root, familyZone);
      if (series === null) {
        out.push(finish({ ...common(master), ...timing, ...sequenceOf(master) }));
        continue;
      }
      const recur = master.component.getFirstPropertyValue("rrule") as InstanceType<typeof ICAL.Recur> | null;
      const rdates = rdatesOf(master, series, root, familyZone);
      const seriesEnd = seriesEndOf(series, recur?.until ?? null, rdates, familyZone, costs);
      if (seriesEnd === null) throw new LeftOut("noOccurrence");
      const exdates = new Set<string>();
      for (const { prop, value } of datesOf(master.component, "exdate")) {
        exdates.add(occurrenceKeyOf(value instanceof ICAL.Time ? value : value.start, prop, series, root, familyZone));
      }
      // Changed occurrences: the latest version of each; the series skips them.
      const byKey = latestBy(changed.get(uid) ?? [], (raw) => {
        const prop = raw.component.getFirstProperty("recurrence-id");
        const value = prop?.getFirstValue();
        if (!(value instanceof ICAL.Time)) throw new LeftOut("badValue");
        return occurrenceKeyOf(value, prop, series, root, familyZone);
      });
      // RANGE=THISANDFUTURE changes its occurrence and every later one: the series is cut
      // there, and the rest is a part of its own (partsOf). One whose start is of another kind
      // than the series' (a date for a timed series) changes its own occurrence only.
      const futures = [...byKey].filter(([, raw]) => isThisAndFuture(raw) && raw.event.startDate.isDate === series.allDay).sort(([a], [b]) => (a < b ? -1 : 1));
      const futureKeys = new Set(futures.map(([key]) => key));
      for (const [key, raw] of byKey) {
        exdates.add(key);
        if (raw.cancelled || futureKeys.has(key)) continue; // One occurrence called off: the series shows it no more.
        try {
          const own = timingOf(raw, root, familyZone);
          if (own === null) throw new LeftOut("noStart");
          made.push(finish({ ...common(raw), recurrenceId: key, ...own, ...sequenceOf(raw) }));
        } catch (error) {
          skip(reasonOf(error));
        }
      }
      // A series' times are its first occurrence's, for the window's index; its instants are each occurrence's own.
      const { startAt: _startAt, endAt: _endAt, endDate: _endDate, ...first } = timing;
      const endsBefore = futures.length > 0 ? futures[0][0] : undefined;
      const own = inRange(undefined, endsBefore);
      made.push(
        finish({
          ...common(master),
          ...first,
          ...series,
          ...(endsBefore !== undefined ? { endsBefore } : {}),
          ...(exdates.size > 0 ? { exdates: [...exdates].filter(own).sort() } : {}),
          ...(rdates.some(own) ? { rdates: rdates.filter(own) } : {}),
          seriesEnd: cutEnd(seriesEnd, endsBefore),
          ...sequenceOf(master),
        }),
      );
      for (const [i, [key, raw]] of futures.entries()) {
        if (raw.cancelled) continue; // This and every later occurrence called off.
        try {
          made.push(partOf(raw, key, futures[i + 1]?.[0], { series, exdates, rdates, seriesEnd, familyZone, root }));
        } catch (error) {
          skip(reasonOf(error));
        }
      }
    } catch (error) {
      skip(reasonOf(error));
      continue;
    }
    out.push(...made);
  }
  // Changed occurrences of a series the file does not have: events of their own (the latest
  // version of each). With a series or one-off event of that uid, they went with it above.
  for (const [uid, raws] of changed) {
    if (masters.has(uid)) continue;
    const byKey = latestBy(raws, (raw) => {
      const value = raw.component.getFirstPropertyValue("recurrence-id");
      if (!(value instanceof ICAL.Time)) throw new LeftOut("badValue");
      return value.isDate ? dayOf(value) : wallOf(value);
    });
    for (const [key, raw] of byKey) {
      if (raw.cancelled) {
        skip("cancelled");
        continue;
      }
      try {
        const timing = timingOf(raw, root, familyZone);
        if (timing === null) throw new LeftOut("noStart");
        out.push(finish({ ...common(raw), recurrenceId: key, ...timing, ...sequenceOf(raw) }));
      } catch (error) {
        skip(reasonOf(error));
      }
    }
  }
  if (out.length > IMPORTED_EVENTS_MAX) return { ok: false, problem: "tooManyEvents" };
  return {
    ok: true,
    events: out,
    read: components.length,
    leftOut: [...leftOut].map(([reason, count]) => ({ reason, count })),
  };
}

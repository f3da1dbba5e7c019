// Calendar subscription feeds (DESIGN.md decision 20). A member makes a secret link to their
// calendar ("mine": the events they are in, and everyone's) and an admin one to the whole
// family's; Google, Apple or Outlook subscribe to it and fetch it now and then. The link
// carries a random token, shown once; only its SHA-256 is stored (as the family screen's key).
// A new link replaces the old one, which stops working; so does stopping, deleting the member,
// an admin's family link when they stop being an admin, and a member losing the calendar page.
//
// The feed is written by ical-generator, never by hand: a series is one VEVENT with its RRULE
// (lib/calendarSchema.ts's rruleOf) and EXDATEs for its skipped days; an occurrence changed on
// its own is a VEVENT with the series' UID and a RECURRENCE-ID. UIDs are the event ids, and
// SEQUENCE the event's, so an edit updates the copy a calendar app keeps. Timed events keep
// their wall time in their zone (TZID), whose VTIMEZONE is made here from Intl's offsets
// (vtimezoneOf); all-day events are DATE values, the end exclusive.
import { TZDate } from "@date-fns/tz";
import { ICalCalendar, ICalCalendarMethod, ICalEvent, escape, type ICalEventData } from "ical-generator";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { hasPageAccess, isAdmin } from "../lib/access";
import type { FeedScope } from "../lib/calendarFeed";
import { EVENT_DAYS_MAX, addDays, daysBetween, rruleOf } from "../lib/calendarSchema";
import { householdError } from "../lib/errors";
import { hashSecret, newSecret } from "../lib/pins";
import { DEFAULT_TIME_ZONE, dayIn, instantOf, readWallTime, spanOf, wallClockIn } from "../lib/timeZone";
import { repeatDaysBetween } from "./recurrence";
import { readFamilySettings } from "./settings";

/** Events one feed carries at most: series, and one-off events nearest today first. */
export const FEED_EVENTS_MAX = 2000;
/** One-off events from this many days ago … */
export const FEED_PAST_DAYS = 365;
/** … to this many ahead (a series is in the feed whole while it is not over by the first). */
export const FEED_FUTURE_DAYS = 730;
/** Links one member holds: one per scope (read with room to spare). */
const TOKENS_PER_MEMBER = 10;
/** A member's eventPeople rows read at once to tell their events; past that, each event is asked. */
const PEOPLE_MAX = 4000;
/** People of one event; more than any family has. */
const EVENT_PEOPLE_READ = 100;
/** Calendar apps that honour it fetch again after this long (Google keeps its own 12–24 hours). */
const REFRESH_SECONDS = 60 * 60;
/** The domain part of every UID: an event's id is unique within the family's deployment. */
const UID_DOMAIN = "family-household";

// ---- The links -------------------------------------------------------------

export type FeedStatus = {
  mine: { createdAt: number } | null;
  /** An admin's family link (also a former admin's, so they can stop it; it no longer opens). */
  family: { createdAt: number } | null;
  /** Whether the caller may make a family link. */
  mayShareFamily: boolean;
};

function tokensOf(ctx: QueryCtx, memberId: Id<"members">) {
  return ctx.db
    .query("calendarFeedTokens")
    .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
    .take(TOKENS_PER_MEMBER);
}

/** Which links the caller has, and since when (never the token: it is not kept). */
export async function feedStatus(ctx: QueryCtx, member: Doc<"members">): Promise<FeedStatus> {
  const rows = await tokensOf(ctx, member._id);
  const of = (scope: FeedScope) => {
    const row = rows.find((r) => r.scope === scope);
    return row ? { createdAt: row.createdAt } : null;
  };
  return { mine: of("mine"), family: of("family"), mayShareFamily: isAdmin(member) };
}

async function removeTokens(ctx: MutationCtx, memberId: Id<"members">, scope: FeedScope) {
  for (const row of await tokensOf(ctx, memberId)) {
    if (row.scope === scope) await ctx.db.delete("calendarFeedTokens", row._id);
  }
}

/**
 * A new link for the caller: any earlier one of that scope stops working. The token is returned
 * this once; the family's link is for admins.
 */
export async function createFeedToken(
  ctx: MutationCtx,
  member: Doc<"members">,
  scope: FeedScope,
  now: number,
): Promise<{ scope: FeedScope; token: string; createdAt: number }> {
  if (scope === "family" && !isAdmin(member)) throw householdError("ADMIN_REQUIRED");
  await removeTokens(ctx, member._id, scope);
  const token = newSecret();
  await ctx.db.insert("calendarFeedTokens", { memberId: member._id, tokenHash: await hashSecret(token), scope, createdAt: now });
  return { scope, token, createdAt: now };
}

/** Stops sharing: the link stops working (nothing to do when there is none). */
export async function revokeFeedToken(ctx: MutationCtx, member: Doc<"members">, scope: FeedScope): Promise<void> {
  await removeTokens(ctx, member._id, scope);
}

// ---- The feed --------------------------------------------------------------

/**
 * The feed a token opens, as iCalendar text; null for a token no one holds, or one that no
 * longer opens (its member lost the calendar page, or the family link's admin is not one now).
 */
export async function feedText(ctx: QueryCtx, token: string, now: number): Promise<string | null> {
  if (token === "") return null;
  const tokenHash = await hashSecret(token);
  const row = await ctx.db
    .query("calendarFeedTokens")
    .withIndex("by_tokenHash", (q) => q.eq("tokenHash", tokenHash))
    .first();
  if (row === null) return null;
  const member = await ctx.db.get("members", row.memberId);
  if (member === null || !hasPageAccess(member, "calendar")) return null;
  if (row.scope === "family" && !isAdmin(member)) return null;

  const settings = await readFamilySettings(ctx);
  const today = dayIn(settings.timeZone ?? DEFAULT_TIME_ZONE, now);
  const events = await feedEvents(ctx, today);
  const shown = row.scope === "family" ? events : await eventsFor(ctx, member._id, events);
  const name = row.scope === "family" ? settings.familyName : `${settings.familyName} – ${member.name}`;
  return buildFeed({ name, events: shown, now });
}

const isOneOff = (event: Doc<"events">) => event.repeat === undefined;

/**
 * The events of the feed's window, read through the indexes, FEED_EVENTS_MAX in all: what is
 * still to come first (series not over, then one-off events from today to two years ahead),
 * then with the room left what is past (series over within the last year, then one-off events
 * back from yesterday). Events still to come are bounded by the family's cap on live events;
 * past ones are not, so however many there are, they never take the coming ones' room.
 */
async function feedEvents(ctx: QueryCtx, today: string): Promise<Doc<"events">[]> {
  const from = addDays(today, -FEED_PAST_DAYS);
  const to = addDays(today, FEED_FUTURE_DAYS);
  const isSeries = (event: Doc<"events">) => event.repeat !== undefined && event.date <= to;
  const live = (
    await ctx.db
      .query("events")
      .withIndex("by_seriesEnd", (q) => q.gte("seriesEnd", today))
      .take(FEED_EVENTS_MAX)
  ).filter(isSeries);
  // Series are in the date index too: reading that many more finds the room's one-off events.
  const room = FEED_EVENTS_MAX - live.length;
  const ahead =
    room > 0
      ? (
          await ctx.db
            .query("events")
            .withIndex("by_date", (q) => q.gte("date", today).lte("date", to))
            .take(room + live.length)
        )
          .filter(isOneOff)
          .slice(0, room)
      : [];
  const seriesRoom = room - ahead.length;
  const over =
    seriesRoom > 0
      ? (
          await ctx.db
            .query("events")
            .withIndex("by_seriesEnd", (q) => q.gte("seriesEnd", from).lt("seriesEnd", today))
            .order("desc")
            .take(seriesRoom)
        ).filter(isSeries)
      : [];
  const series = [...over.reverse(), ...live];
  const pastRoom = seriesRoom - over.length;
  // An all-day event over several days may have begun before the window and end in it.
  const past =
    pastRoom > 0
      ? (
          await ctx.db
            .query("events")
            .withIndex("by_date", (q) => q.gte("date", addDays(from, 1 - EVENT_DAYS_MAX)).lt("date", today))
            .order("desc")
            .take(pastRoom + series.length)
        )
          .filter((event) => isOneOff(event) && (event.endDate ?? event.date) >= from)
          .slice(0, pastRoom)
      : [];
  return [...series, ...past.reverse(), ...ahead];
}

/** The events a member is in: for everyone, or with an eventPeople row of theirs. */
async function eventsFor(ctx: QueryCtx, memberId: Id<"members">, events: Doc<"events">[]): Promise<Doc<"events">[]> {
  const rows = await ctx.db
    .query("eventPeople")
    .withIndex("by_memberId", (q) => q.eq("memberId", memberId))
    .take(PEOPLE_MAX);
  const theirs = new Set<Id<"events">>(rows.map((row) => row.eventId));
  const complete = rows.length < PEOPLE_MAX;
  const shown: Doc<"events">[] = [];
  for (const event of events) {
    if (event.everyone !== false || theirs.has(event._id)) shown.push(event);
    else if (!complete) {
      const people = await ctx.db
        .query("eventPeople")
        .withIndex("by_eventId", (q) => q.eq("eventId", event._id))
        .take(EVENT_PEOPLE_READ);
      if (people.some((person) => person.memberId === memberId)) shown.push(event);
    }
  }
  return shown;
}

// ---- Writing it ----------------------------------------------------------------

const compact = (day: string) => day.replaceAll("-", "");
const uidOf = (eventId: Id<"events">) => `${eventId}@${UID_DOMAIN}`;
/** An instant as iCalendar's UTC form: 20300107T170000Z. */
const utcText = (moment: number) => `${new Date(moment).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** An all-day value: ical-generator writes a Date without a zone by its UTC fields. */
const dateValue = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A wall time on a day in a zone. ical-generator writes a TZDate with a TZID by its local
 * fields (getHours …): these are the stored wall time itself, even one a DST change skips, so
 * a calendar app reads it as RFC 5545 says, as our views and reminders do (lib/timeZone's
 * readWallTime, whose moment this is). TZDate's own fields would be the clock after the gap.
 */
class WallTime extends TZDate {
  constructor(
    private readonly day: string,
    private readonly time: string,
    zone: string,
  ) {
    super(instantOf(zone, day, time), zone);
  }
  // ical-generator asks for the date in the event's zone, which this already is.
  override withTimeZone(): TZDate {
    return this;
  }
  override getFullYear() {
    return Number(this.day.slice(0, 4));
  }
  override getMonth() {
    return Number(this.day.slice(5, 7)) - 1;
  }
  override getDate() {
    return Number(this.day.slice(8, 10));
  }
  override getHours() {
    return Number(this.time.slice(0, 2));
  }
  override getMinutes() {
    return Number(this.time.slice(3, 5));
  }
  override getSeconds() {
    return 0;
  }
}

function wallTime(day: string, time: string, zone: string): WallTime {
  return new WallTime(day, time, zone);
}

/** A timed event's zone: where it was saved (UTC before the family chose one). */
const zoneOf = (event: Doc<"events">) => event.timeZone ?? DEFAULT_TIME_ZONE;
const isAllDay = (event: Doc<"events">) => event.startTime === undefined;

/** When an event is: all-day dates (the end the day after the last), or wall times in its zone. */
function timing(event: Doc<"events">): Pick<ICalEventData, "start" | "end" | "allDay" | "timezone"> {
  if (event.startTime === undefined) {
    return { allDay: true, start: dateValue(event.date), end: dateValue(addDays(event.endDate ?? event.date, 1)) };
  }
  const zone = zoneOf(event);
  const endDay = event.endDate ?? event.date;
  const endTime = event.endTime ?? event.startTime;
  // A one-off time the clocks skip or pass twice is written as its moment in UTC: calendar
  // apps read such local times each their own way (ical.js the later passing), RFC 5545 the first.
  if (event.repeat === undefined && (!plainWallTime(zone, event.date, event.startTime) || !plainWallTime(zone, endDay, endTime))) {
    const { startAt, endAt } = spanOf(zone, event.date, event.startTime, endDay, endTime);
    return { allDay: false, timezone: null, start: new Date(startAt), end: new Date(endAt) };
  }
  return {
    allDay: false,
    timezone: zone,
    start: wallTime(event.date, event.startTime, zone),
    end: wallTime(endDay, endTime, zone),
  };
}

/** Whether a wall time is neither skipped nor repeated by a change of the clocks. */
const plainWallTime = (zone: string, day: string, time: string) => readWallTime(zone, day, time).kind === "normal";

/** The days (on the zone's clock) its offset changes, from `from` to `to`: where a wall time may be skipped or repeated. */
const changeDaysCache = new Map<string, string[]>();
function changeDays(zone: string, from: string, to: string): string[] {
  const key = `${zone}|${from}|${to}`;
  let days = changeDaysCache.get(key);
  if (days === undefined) {
    const changes = offsetChanges(zone, Date.parse(`${from}T00:00:00Z`) - 86_400_000, Date.parse(`${to}T00:00:00Z`) + 2 * 86_400_000);
    days = [...new Set(changes.flatMap((change) => [dayIn(zone, change.at - MINUTE), dayIn(zone, change.at)]))];
    changeDaysCache.set(key, days);
  }
  return days;
}

/**
 * A timed series' occurrences at a wall time the clocks skip or repeat, within the feed's
 * years: each is written as an instance of its own (RECURRENCE-ID) at its moment in UTC, so
 * every calendar app shows it when our views and reminders do (lib/timeZone's readWallTime).
 */
function changeDayOccurrences(series: Doc<"events">, excluded: Set<string>, from: string, to: string): string[] {
  if (series.startTime === undefined || series.repeat === undefined) return [];
  const zone = zoneOf(series);
  const length = daysBetween(series.date, series.endDate ?? series.date);
  const days: string[] = [];
  for (const changeDay of changeDays(zone, from, to)) {
    for (const day of new Set([changeDay, addDays(changeDay, -length)])) {
      if (excluded.has(day) || repeatDaysBetween(series.date, series.repeat, day, day, 1).days.length === 0) continue;
      const plain = plainWallTime(zone, day, series.startTime) && plainWallTime(zone, addDays(day, length), series.endTime ?? series.startTime);
      if (!plain && !days.includes(day)) days.push(day);
    }
  }
  return days.sort();
}

/** A day of a timed series (its start time) as EXDATE and UNTIL take it. */
function occurrenceText(series: Doc<"events">, day: string): string {
  const zone = zoneOf(series);
  if (zone === "UTC") return utcText(wallTime(day, series.startTime!, zone).getTime());
  return `${compact(day)}T${series.startTime!.replace(":", "")}00`;
}

/**
 * A series' RRULE and EXDATE lines, for ical-generator's `repeating` (a string it writes as
 * given). UNTIL takes DTSTART's type: the last day for an all-day series; for a timed one the
 * end of that day in the series' zone, in UTC (rruleOf's own UNTIL is the day's end in UTC,
 * right for the day-based expansion of model/recurrence.ts, not for a calendar app).
 */
function recurrenceLines(series: Doc<"events">, excluded: string[]): string {
  const { until, ...repeat } = series.repeat!;
  let rule = rruleOf(repeat, series.date);
  if (until !== undefined) {
    rule += `;UNTIL=${isAllDay(series) ? compact(until) : utcText(endOfDay(until, zoneOf(series)))}`;
  }
  const lines = [`RRULE:${rule}`];
  if (excluded.length > 0) {
    const days = [...excluded].sort();
    if (isAllDay(series)) lines.push(`EXDATE;VALUE=DATE:${days.map(compact).join(",")}`);
    else {
      const zone = zoneOf(series);
      const values = days.map((day) => occurrenceText(series, day)).join(",");
      lines.push(zone === "UTC" ? `EXDATE:${values}` : `EXDATE;TZID=${zone}:${values}`);
    }
  }
  return lines.join("\n");
}

/** The last second of a day in a zone, as an instant. */
function endOfDay(day: string, zone: string): number {
  return instantOf(zone, addDays(day, 1), "00:00") - 1000;
}

/**
 * An occurrence of a series written as an instance of its own whose RECURRENCE-ID
 * ical-generator cannot write: of an all-day series, a DATE (RFC 5545 gives RECURRENCE-ID the
 * type of the series' DTSTART; ical-generator writes a date-time); of a timed one written in
 * UTC, the series' wall time with its TZID. This event adds that one line to what it writes.
 */
class OwnRecurrenceId extends ICalEvent {
  private readonly recurrenceLine: string;

  constructor(data: ICalEventData, calendar: ICalCalendar, recurrenceLine: string) {
    super(data, calendar);
    this.recurrenceLine = recurrenceLine;
  }

  override toString(): string {
    return super.toString().replace(/END:VEVENT\r\n$/, `${this.recurrenceLine}\r\nEND:VEVENT\r\n`);
  }
}

/** The iCalendar text of `events` (series, their changed occurrences and one-off events). */
export function buildFeed({ name, events, now }: { name: string; events: Doc<"events">[]; now: number }): string {
  const calendar = new ICalCalendar({
    prodId: { company: "Family Household", product: "Calendar", language: "EN" },
    // A published calendar (not an invitation): what subscribing apps, Outlook among them, expect.
    method: ICalCalendarMethod.PUBLISH,
    // ical-generator writes the name as it is given: escaped here, as TEXT is.
    name: escape(name, false),
    ttl: REFRESH_SECONDS,
  });
  const series = new Map(events.filter((event) => event.repeat !== undefined).map((event) => [event._id, event]));
  const today = new Date(now).toISOString().slice(0, 10);
  // Occurrences changed on their own whose series is in the feed: written as its instances.
  const instances = new Map<Id<"events">, Set<string>>();
  for (const event of events) {
    if (event.seriesId !== undefined && event.occurrenceDate !== undefined && series.has(event.seriesId)) {
      const days = instances.get(event.seriesId) ?? new Set();
      days.add(event.occurrenceDate);
      instances.set(event.seriesId, days);
    }
  }
  // The years each zone's VTIMEZONE covers: from the earliest time written in it.
  const earliestYear = new Map<string, number>();
  const stamp = new Date(now);

  for (const event of events) {
    const base: ICalEventData = {
      ...timing(event),
      stamp,
      created: new Date(event._creationTime),
      sequence: event.sequence ?? 0,
      summary: event.name,
      description: event.description ?? null,
      location: event.location ?? null,
    };
    if (!isAllDay(event)) {
      const zone = zoneOf(event);
      earliestYear.set(zone, Math.min(earliestYear.get(zone) ?? Infinity, Number(event.date.slice(0, 4))));
    }
    const parent = event.seriesId !== undefined && event.occurrenceDate !== undefined ? series.get(event.seriesId) : undefined;
    if (event.repeat !== undefined) {
      // Skipped days, and changed ones whose own event is not in this feed (not for this member).
      const own = instances.get(event._id) ?? new Set<string>();
      const excluded = [...new Set([...(event.skipped ?? []), ...(event.replaced ?? []).filter((day) => !own.has(day))])];
      calendar.createEvent({ ...base, id: uidOf(event._id), repeating: recurrenceLines(event, excluded) });
      const taken = new Set([...excluded, ...own]);
      for (const day of changeDayOccurrences(event, taken, addDays(today, -FEED_PAST_DAYS), addDays(today, FEED_FUTURE_DAYS))) {
        const lastDay = addDays(day, daysBetween(event.date, event.endDate ?? event.date));
        const { startAt, endAt } = spanOf(zoneOf(event), day, event.startTime!, lastDay, event.endTime ?? event.startTime!);
        // RECURRENCE-ID names the series' own wall time (TZID), as each app iterates it.
        const recurrenceId = `RECURRENCE-ID;TZID=${zoneOf(event)}:${occurrenceText(event, day)}`;
        const data = { ...base, id: uidOf(event._id), timezone: null, start: new Date(startAt), end: new Date(endAt) };
        calendar.createEvent(new OwnRecurrenceId(data, calendar, recurrenceId));
      }
    } else if (parent !== undefined) {
      const day = event.occurrenceDate!;
      if (isAllDay(parent)) calendar.createEvent(new OwnRecurrenceId({ ...base, id: uidOf(parent._id) }, calendar, `RECURRENCE-ID;VALUE=DATE:${compact(day)}`));
      else calendar.createEvent({ ...base, id: uidOf(parent._id), recurrenceId: wallTime(day, parent.startTime!, zoneOf(parent)) });
    } else {
      calendar.createEvent({ ...base, id: uidOf(event._id) });
    }
  }

  const thisYear = new Date(now).getUTCFullYear();
  const firstYear = (zone: string) => Math.max(Math.min(earliestYear.get(zone) ?? thisYear, thisYear - 1), thisYear - VTIMEZONE_YEARS_BACK_MAX);
  calendar.timezone({
    // No zone of the calendar's own: each timed event names its zone, all-day ones none; the
    // VTIMEZONE of every zone named is written (ical-generator asks the generator for each).
    name: null,
    generator: (zone) => vtimezoneOf(zone, firstYear(zone), thisYear + VTIMEZONE_YEARS_AHEAD),
  });
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

// ---- VTIMEZONE -----------------------------------------------------------------

/** Years ahead a VTIMEZONE's offsets are read for: enough to tell "the last Sunday" from "the 4th". */
const VTIMEZONE_YEARS_AHEAD = 8;
/** The oldest year a VTIMEZONE goes back to, before this one. */
const VTIMEZONE_YEARS_BACK_MAX = 50;
const MINUTE = 60_000;
const WEEK = 7 * 86_400_000;
const WEEKDAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/** The zone's offset from UTC, in minutes, at `moment`. */
function offsetAt(zone: string, moment: number): number {
  const { day, hour, minute } = wallClockIn(zone, moment);
  const [year, month, date] = day.split("-").map(Number);
  return Math.round((Date.UTC(year, month - 1, date, hour, minute) - Math.floor(moment / MINUTE) * MINUTE) / MINUTE);
}

type OffsetChange = { at: number; from: number; to: number };

/** The zone's offset changes from `start` to `end` (ms), sampled weekly and each found to the minute. */
function offsetChanges(zone: string, start: number, end: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let before = offsetAt(zone, start);
  for (let from = start; from < end; from += WEEK) {
    const until = Math.min(from + WEEK, end);
    const after = offsetAt(zone, until);
    let low = from;
    let lowOffset = before;
    // Usually none or one change a week; each pass finds one and looks on from it.
    while (lowOffset !== after) {
      let high = until;
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (offsetAt(zone, middle) === lowOffset) low = middle;
        else high = middle;
      }
      const to = offsetAt(zone, high);
      changes.push({ at: high, from: lowOffset, to });
      low = high;
      lowOffset = to;
    }
    before = after;
  }
  return changes;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** An offset as TZOFFSETFROM/TZOFFSETTO write it: +0100, -0330. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** A change's local time (on the clock before it), as a VTIMEZONE's DTSTART: 20300331T010000. */
function localText(change: OffsetChange): string {
  return utcText(change.at + change.from * MINUTE).slice(0, -1);
}

/** When in its year a change falls: its month, weekday, which of them (or the last), time and offsets. */
function shapeOf(change: OffsetChange) {
  const local = new Date(change.at + change.from * MINUTE);
  const date = local.getUTCDate();
  const monthLength = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  return {
    year: local.getUTCFullYear(),
    key: [local.getUTCMonth() + 1, local.getUTCDay(), local.toISOString().slice(11, 19), change.from, change.to].join("|"),
    month: local.getUTCMonth() + 1,
    weekday: WEEKDAY_CODES[local.getUTCDay()],
    nth: Math.ceil(date / 7),
    last: date + 7 > monthLength,
  };
}

type Observance = { kind: "STANDARD" | "DAYLIGHT"; start: string; from: number; to: number; rule?: string };

const kindOf = (change: OffsetChange): Observance["kind"] => (change.to > change.from ? "DAYLIGHT" : "STANDARD");

/**
 * The rule the zone's changes follow every year from some year to the last one read: the year
 * it starts, and for each of its two changes a yearly RRULE (the last Sunday of March …).
 * Null when the last years do not repeat one rule (fewer than two years alike).
 */
function yearlyRule(changes: OffsetChange[], lastYear: number): { since: number; rules: Map<string, string> } | null {
  const byYear = new Map<number, OffsetChange[]>();
  for (const change of changes) {
    const year = shapeOf(change).year;
    byYear.set(year, [...(byYear.get(year) ?? []), change]);
  }
  // Per change of the rule (by its key): which weekday of the month it can be, so far.
  const kept = new Map<string, { month: number; weekday: string; nth: number | null; last: boolean }>();
  let since: number | null = null;
  for (let year = lastYear; byYear.has(year); year--) {
    const shapes = byYear.get(year)!.map(shapeOf);
    if (shapes.length !== 2) break;
    if (kept.size > 0 && !shapes.every((shape) => kept.has(shape.key))) break;
    const narrowed = shapes.map((shape) => {
      const so = kept.get(shape.key);
      return {
        key: shape.key,
        month: shape.month,
        weekday: shape.weekday,
        nth: so === undefined || so.nth === shape.nth ? shape.nth : null,
        last: (so === undefined || so.last) && shape.last,
      };
    });
    if (narrowed.some((shape) => shape.nth === null && !shape.last)) break;
    for (const shape of narrowed) kept.set(shape.key, shape);
    since = year;
  }
  if (since === null || since === lastYear) return null;
  const rules = new Map<string, string>();
  // "The last Sunday" over "the 4th Sunday" when both fit: the first is the common rule.
  for (const [key, shape] of kept) rules.set(key, `FREQ=YEARLY;BYMONTH=${shape.month};BYDAY=${shape.last ? -1 : shape.nth}${shape.weekday}`);
  return { since, rules };
}

/**
 * The VTIMEZONE of an IANA zone from `fromYear` to `toYear` and on, made from the offsets Intl
 * knows (nothing downloaded): each change before the zone's present rule as an observance of
 * its own, the present rule as yearly RRULEs from the first year it held, and an observance from
 * 1970 for the offset before the first change (the only one, for a zone without changes).
 */
export function vtimezoneOf(zone: string, fromYear: number, toYear: number): string {
  const start = Date.UTC(fromYear, 0, 1);
  const changes = offsetChanges(zone, start, Date.UTC(toYear + 1, 0, 1));
  const initial = changes.length > 0 ? changes[0].from : offsetAt(zone, start);
  const observances: Observance[] = [
    {
      kind: changes.length > 0 && kindOf(changes[0]) === "STANDARD" ? "DAYLIGHT" : "STANDARD",
      start: "19700101T000000",
      from: initial,
      to: initial,
    },
  ];
  const yearly = yearlyRule(changes, toYear);
  const ruled = new Set<string>();
  for (const change of changes) {
    const shape = shapeOf(change);
    const rule = yearly !== null && shape.year >= yearly.since ? yearly.rules.get(shape.key) : undefined;
    if (rule !== undefined) {
      // The rule's first change starts its observance; the RRULE makes the later ones.
      if (ruled.has(shape.key)) continue;
      ruled.add(shape.key);
    }
    observances.push({ kind: kindOf(change), start: localText(change), from: change.from, to: change.to, rule });
  }
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`, `X-LIC-LOCATION:${zone}`];
  for (const observance of observances) {
    lines.push(
      `BEGIN:${observance.kind}`,
      `DTSTART:${observance.start}`,
      `TZOFFSETFROM:${offsetText(observance.from)}`,
      `TZOFFSETTO:${offsetText(observance.to)}`,
      ...(observance.rule !== undefined ? [`RRULE:${observance.rule}`] : []),
      `END:${observance.kind}`,
    );
  }
  lines.push("END:VTIMEZONE");
  return lines.join("\r\n");
}

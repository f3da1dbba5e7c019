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
// A TZID that is not an IANA name (Outlook's "W. Europe Standard Time") is read through the
// file's VTIMEZONE: exact for one-off events; a series then keeps the offset of its first start.
import ICAL from "ical.js";
import { RRuleTemporal } from "rrule-temporal";
import type { Doc } from "../_generated/dataModel";
import { IMPORTED_EVENTS_MAX } from "../lib/calendarImports";
import { EVENT_DAYS_MAX, FOREVER, addDays, daysBetween } from "../lib/calendarSchema";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "../lib/text";
import { isTimeZone, wallClockIn } from "../lib/timeZone";

export type ParsedEvent = Omit<Doc<"importedEvents">, "_id" | "_creationTime" | "importId">;
export type ParseResult = { ok: true; events: ParsedEvent[] } | { ok: false; problem: "unreadable" | "tooManyEvents" };

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;

/** A counted series' occurrences counted at most this far when working out its last day; more reads as "for ever". */
const SERIES_END_SCAN = 1000;
/** Rules that repeat more often than hourly are left out: a window would hold too many. */
const TOO_FREQUENT = new Set(["SECONDLY", "MINUTELY"]);
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

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

/**
 * The instant a wall clock of an IANA zone names. A time that daylight saving skips comes out
 * an hour on; one it repeats, at its first passing.
 */
export function instantOf(wall: string, zone: string): number {
  const naive = asUtc(wall);
  const offsetAt = (moment: number) => asUtc(wallAt(zone, moment)) - Math.floor(moment / MINUTE_MS) * MINUTE_MS;
  let guess = naive - offsetAt(naive);
  guess = naive - offsetAt(guess);
  return guess;
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

/**
 * Which zone a date-time is in: "Z" is UTC; a TZID that is an IANA name (or names one, as
 * "/mozilla.org/20050126_1/Europe/London" and a VTIMEZONE's X-LIC-LOCATION do) is that zone;
 * another TZID whose VTIMEZONE the file carries is read through it; anything else floats.
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
      return instantOf(wallOf(time), zone.zone);
    case "file":
      return time.toUnixTime() * 1000;
    case "floating":
      return instantOf(wallOf(time), familyZone);
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
): RRuleTemporal {
  const start = series.seriesStart!.replaceAll("-", "").replace(":", "");
  const dtstart = series.allDay ? `DTSTART;TZID=UTC:${start}T000000` : `DTSTART;TZID=${series.timeZone ?? familyZone}:${start}00`;
  return new RRuleTemporal({ rruleString: `${dtstart}\nRRULE:${series.rrule}` });
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

/** A repeating event's rule, anchored where rrule-temporal can expand it; null when it cannot be. */
function seriesOf(raw: Raw, timing: Timing, root: Component): Series | null {
  const recur = raw.component.getFirstPropertyValue("rrule");
  if (!(recur instanceof ICAL.Recur) || TOO_FREQUENT.has(recur.freq)) return null;
  const rrule = recur.toString();
  const start = raw.event.startDate;
  if (timing.allDay) {
    return { allDay: true, rrule, seriesStart: timing.date, spanDays: timing.endDate ? daysBetween(timing.date, timing.endDate) : 0 };
  }
  const durationMinutes = Math.round((timing.endAt! - timing.startAt!) / MINUTE_MS);
  const zone = zoneOf(start, raw.component.getFirstProperty("dtstart"), root);
  switch (zone.kind) {
    case "utc":
      return { allDay: false, rrule, seriesStart: wallOf(start), timeZone: "UTC", durationMinutes };
    case "iana":
      return { allDay: false, rrule, seriesStart: wallOf(start), timeZone: zone.zone, durationMinutes };
    case "floating":
      return { allDay: false, rrule, seriesStart: wallOf(start), durationMinutes };
    case "file": {
      // Only the VTIMEZONE knows this zone: the series keeps the offset of its first start
      // (Etc/GMT-5 is UTC+5, as POSIX writes it), or UTC's wall clock for an offset of minutes.
      const offset = Math.round((asUtc(wallOf(start)) - start.toUnixTime() * 1000) / MINUTE_MS);
      if (offset % 60 === 0) {
        const hours = offset / 60;
        const fixed = hours === 0 ? "UTC" : `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
        return { allDay: false, rrule, seriesStart: wallOf(start), timeZone: fixed, durationMinutes };
      }
      return { allDay: false, rrule, seriesStart: wallAt("UTC", timing.startAt!), timeZone: "UTC", durationMinutes };
    }
  }
}

/** An occurrence's key in its series: the wall clock of the series' zone, or the day of an all-day series. */
function occurrenceKeyOf(time: Time, prop: Property | null, series: Series, root: Component, familyZone: string): string {
  if (series.allDay) return dayOf(time);
  if (time.isDate) return `${dayOf(time)}T${series.seriesStart!.slice(11)}`;
  const zone = zoneOf(time, prop, root);
  if (zone.kind === "floating") return wallOf(time);
  return wallAt(series.timeZone ?? familyZone, instantOfTime(time, zone, familyZone));
}

/**
 * The family day a series is over by (with days to spare: the window reads series by it), or
 * FOREVER; null when it has no occurrence at all. UNTIL says it; a COUNT is counted out.
 */
function seriesEndOf(rule: RRuleTemporal, series: Series, until: Time | null, familyZone: string): string | null {
  const lasts = series.allDay ? (series.spanDays ?? 0) : Math.ceil((series.durationMinutes ?? 0) / 1440);
  // UNTIL is a date, or an instant in UTC: the family's day is at most one either side.
  if (until !== null) return addDays(dayOf(until), lasts + 2);
  if (!/(^|;)COUNT=/.test(series.rrule!)) return FOREVER;
  const hits = rule.all((_hit, i) => i < SERIES_END_SCAN);
  if (hits.length >= SERIES_END_SCAN) return FOREVER;
  if (hits.length === 0) return null;
  const last = hits[hits.length - 1];
  if (series.allDay) return addDays(last.toPlainDate().toString(), (series.spanDays ?? 0) + 1);
  const end = last.epochMilliseconds + (series.durationMinutes ?? 0) * MINUTE_MS;
  return addDays(wallClockIn(familyZone, end).day, 1);
}

/** The fields that make an event what it is, with its hash. */
function finish(fields: Omit<ParsedEvent, "hash">): ParsedEvent {
  // Property order is fixed by the code that built `fields`, so equal events hash alike.
  return { ...fields, hash: hashOf(JSON.stringify(fields)) };
}

/** The root VCALENDAR of a text, or null when ical.js cannot read one. */
function calendarOf(text: string): Component | null {
  try {
    const jcal: unknown = ICAL.parse(text);
    if (!Array.isArray(jcal) || jcal.length === 0) return null;
    // Several VCALENDARs in one text: the first is read.
    const first = (typeof jcal[0] === "string" ? jcal : jcal[0]) as unknown[];
    const root = new ICAL.Component(first as ConstructorParameters<typeof ICAL.Component>[0]);
    return root.name === "vcalendar" ? root : null;
  } catch {
    return null;
  }
}

/** Reads `text` (an .ics file) into the events to keep; timed ones placed by the family's zone. */
export function parseCalendar(text: string, familyZone: string): ParseResult {
  const root = calendarOf(text);
  if (root === null) return { ok: false, problem: "unreadable" };
  const components = root.getAllSubcomponents("vevent");
  if (components.length > IMPORTED_EVENTS_MAX) return { ok: false, problem: "tooManyEvents" };

  // Each event, and for a uid the latest version of its series (or one-off event) and of each changed occurrence.
  const masters = new Map<string, Raw>();
  const changed = new Map<string, Raw[]>();
  for (const component of components) {
    let event: InstanceType<typeof ICAL.Event>;
    try {
      event = new ICAL.Event(component);
      if (!event.startDate) continue;
    } catch {
      continue;
    }
    const summary = String(event.summary ?? "");
    const uid = clip(event.uid, 1000) ?? `no-uid:${hashOf(`${summary}\n${event.startDate.toString()}`)}`;
    const status = component.getFirstPropertyValue("status");
    const raw: Raw = { component, event, uid, sequence: Number(event.sequence ?? 0) || 0, cancelled: typeof status === "string" && status.toUpperCase() === "CANCELLED" };
    if (component.hasProperty("recurrence-id")) {
      changed.set(uid, [...(changed.get(uid) ?? []), raw]);
    } else {
      const before = masters.get(uid);
      if (before === undefined || raw.sequence >= before.sequence) masters.set(uid, raw);
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

  for (const [uid, master] of masters) {
    if (master.cancelled) continue;
    const timing = timingOf(master, root, familyZone);
    if (timing === null) continue;
    const series = master.component.hasProperty("rrule") ? seriesOf(master, timing, root) : null;
    if (master.component.hasProperty("rrule") && series === null) continue;
    if (series === null) {
      out.push(finish({ ...common(master), ...timing, ...sequenceOf(master) }));
      continue;
    }
    let rule: RRuleTemporal;
    let seriesEnd: string | null;
    try {
      rule = seriesRule(series, familyZone);
      const recur = master.component.getFirstPropertyValue("rrule") as InstanceType<typeof ICAL.Recur>;
      seriesEnd = seriesEndOf(rule, series, recur.until ?? null, familyZone);
    } catch {
      continue; // A rule rrule-temporal cannot read: the event is left out.
    }
    if (seriesEnd === null) continue;
    const exdates = new Set<string>();
    for (const prop of master.component.getAllProperties("exdate")) {
      for (const value of prop.getValues()) if (value instanceof ICAL.Time) exdates.add(occurrenceKeyOf(value, prop, series, root, familyZone));
    }
    // Changed occurrences: the latest version of each; the series skips them.
    const byKey = new Map<string, Raw>();
    for (const raw of changed.get(uid) ?? []) {
      const prop = raw.component.getFirstProperty("recurrence-id");
      const value = prop?.getFirstValue();
      if (!(value instanceof ICAL.Time)) continue;
      const key = occurrenceKeyOf(value, prop, series, root, familyZone);
      const before = byKey.get(key);
      if (before === undefined || raw.sequence >= before.sequence) byKey.set(key, raw);
    }
    for (const [key, raw] of byKey) {
      exdates.add(key);
      if (raw.cancelled) continue;
      const own = timingOf(raw, root, familyZone);
      if (own !== null) out.push(finish({ ...common(raw), recurrenceId: key, ...own, ...sequenceOf(raw) }));
    }
    // A series' times are its first occurrence's, for the window's index; its instants are each occurrence's own.
    const { startAt: _startAt, endAt: _endAt, endDate: _endDate, ...first } = timing;
    out.push(
      finish({
        ...common(master),
        ...first,
        ...series,
        ...(exdates.size > 0 ? { exdates: [...exdates].sort() } : {}),
        seriesEnd,
        ...sequenceOf(master),
      }),
    );
  }
  // Changed occurrences of a series the file does not have: events of their own (the latest
  // version of each). With a series or one-off event of that uid, they went with it above.
  for (const [uid, raws] of changed) {
    if (masters.has(uid)) continue;
    const byKey = new Map<string, Raw>();
    for (const raw of raws) {
      const value = raw.component.getFirstPropertyValue("recurrence-id");
      const key = value instanceof ICAL.Time ? (value.isDate ? dayOf(value) : wallOf(value)) : "";
      const before = byKey.get(key);
      if (before === undefined || raw.sequence >= before.sequence) byKey.set(key, raw);
    }
    for (const [key, raw] of byKey) {
      const timing = raw.cancelled ? null : timingOf(raw, root, familyZone);
      if (timing !== null) out.push(finish({ ...common(raw), recurrenceId: key, ...timing, ...sequenceOf(raw) }));
    }
  }
  if (out.length > IMPORTED_EVENTS_MAX) return { ok: false, problem: "tooManyEvents" };
  return { ok: true, events: out };
}

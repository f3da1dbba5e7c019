// Other calendars (DESIGN.md decision 20): an admin adds a school's or club's .ics file or URL;
// its events show read-only on the family calendar in the import's colour. A URL is fetched
// again every few hours (convex/crons.ts) by an action with a timeout and a size limit. Each
// read replaces the import's events by uid (and RECURRENCE-ID): unchanged ones are left alone,
// and when one moved (its day or time), the people the import is for are told, once, with the
// import as the actor ("School: “Football” moved to 20 Nov, 17:00"); so are cancellations from
// today on: an occurrence cancelled (STATUS:CANCELLED, a new EXDATE) and an event gone from the
// file. New events are not told (a first read would tell of every one). What cannot be read is
// kept as the import's `lastError`, and the events read before stay.
//
// How each event's times are kept and expanded: model/calendarImportsParse.ts.
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { env, type MutationCtx, type QueryCtx } from "../_generated/server";
import { literalHostRefusal, loopbackAllowanceFromEnv } from "../lib/addressSafety";
import {
  IMPORTED_EVENTS_MAX,
  IMPORTS_MAX,
  IMPORT_BYTES_MAX,
  importUrlOf,
  leftOutReasons,
  type ImportOutcome,
  type ImportProblem,
  type ReadSummary,
} from "../lib/calendarImports";
import { EVENT_DAYS_MAX, EVENT_PEOPLE_MAX, addDays } from "../lib/calendarSchema";
import { fieldError, householdError } from "../lib/errors";
import { memberColors, type MemberColor } from "../lib/memberColors";
import { cleanName } from "../lib/text";
import { DEFAULT_TIME_ZONE, dayIn } from "../lib/timeZone";
import { recordActivity } from "./activityLog";
import type { GuardedFetchProblem } from "./guardedFetch";
import { familyClock, inRange, instantAtWall, parseCalendar, seriesRule, wallPlus, type ParsedEvent } from "./calendarImportsParse";
import { readFamilySettings } from "./settings";

/** Occurrences of other calendars one window returns at most. */
export const IMPORTED_OCCURRENCES_MAX = 2000;
/** Series and one-off imported events one window reads at most (all imports together). */
const SERIES_READ_MAX = 500;
const SINGLES_READ_MAX = 1000;
/** Members read for "everyone"; more than any family has. */
const MEMBERS_MAX = 100;
/** Moves told from one read at most: a calendar that moved everything tells of the first few. */
const MOVES_TOLD_MAX = 20;
/** Events a removed import's clean-up deletes per transaction. */
const DELETE_BATCH = 500;
/** How far ahead a moved series' next occurrence is looked for. */
const NEXT_OCCURRENCE_DAYS = 400;
const DAY_MS = 86_400_000;

export type ImportView = {
  _id: Id<"calendarImports">;
  name: string;
  color: MemberColor;
  source: Doc<"calendarImports">["source"];
  /** For admins only. */
  url?: string;
  everyone: boolean;
  memberIds: Id<"members">[];
  lastFetchedAt?: number;
  lastError?: ImportProblem;
  eventCount: number;
  /** What the last read found, and what it left out and why. */
  lastRead?: ReadSummary;
};

/** One occurrence of an imported event in a window, on the family's calendar. */
export type ImportedOccurrence = {
  /** Unique per occurrence. */
  key: string;
  importId: Id<"calendarImports">;
  importName: string;
  color: MemberColor;
  name: string;
  location?: string;
  notes?: string;
  date: string;
  /** The last day, for one over several days. */
  endDate?: string;
  startTime?: string;
  endTime?: string;
  repeats: boolean;
  everyone: boolean;
  memberIds: Id<"members">[];
};

/** What an admin chooses for an import. */
export type ImportInput = { name: string; color: string; everyone: boolean; memberIds: string[] };

const familyZoneOf = async (ctx: QueryCtx) => (await readFamilySettings(ctx)).timeZone ?? DEFAULT_TIME_ZONE;

async function peopleOf(ctx: QueryCtx, importId: Id<"calendarImports">): Promise<Id<"members">[]> {
  const rows = await ctx.db
    .query("calendarImportPeople")
    .withIndex("by_importId", (q) => q.eq("importId", importId))
    .take(MEMBERS_MAX);
  return rows.map((row) => row.memberId);
}

async function setPeople(ctx: MutationCtx, importId: Id<"calendarImports">, memberIds: Id<"members">[]) {
  const rows = await ctx.db
    .query("calendarImportPeople")
    .withIndex("by_importId", (q) => q.eq("importId", importId))
    .take(MEMBERS_MAX);
  const wanted = new Set(memberIds);
  for (const row of rows) {
    if (wanted.has(row.memberId)) wanted.delete(row.memberId);
    else await ctx.db.delete("calendarImportPeople", row._id);
  }
  for (const memberId of wanted) await ctx.db.insert("calendarImportPeople", { importId, memberId });
}

/** Everyone an import is for: the whole family, or its people. */
async function audienceOf(ctx: QueryCtx, calendar: Doc<"calendarImports">): Promise<Id<"members">[]> {
  if (calendar.everyone) return (await ctx.db.query("members").take(MEMBERS_MAX)).map((member) => member._id);
  return peopleOf(ctx, calendar._id);
}

async function requireImport(ctx: QueryCtx, importId: Id<"calendarImports">): Promise<Doc<"calendarImports">> {
  const calendar = await ctx.db.get("calendarImports", importId);
  if (calendar === null) throw householdError("NOT_FOUND");
  return calendar;
}

/** The name, colour and people chosen, checked (each person must be a member). */
async function checkedInput(ctx: QueryCtx, input: ImportInput) {
  const name = cleanName(input.name, "FIELD_REQUIRED");
  if (!(memberColors as readonly string[]).includes(input.color)) throw fieldError("color", "UNKNOWN_CHOICE");
  const memberIds: Id<"members">[] = [];
  if (!input.everyone) {
    const unique = [...new Set(input.memberIds)];
    if (unique.length === 0 || unique.length > EVENT_PEOPLE_MAX) throw fieldError("memberIds", "EVENT_PEOPLE_REQUIRED");
    for (const raw of unique) {
      const id = ctx.db.normalizeId("members", raw);
      if (id === null || (await ctx.db.get("members", id)) === null) throw fieldError("memberIds", "EVENT_PEOPLE_REQUIRED");
      memberIds.push(id);
    }
  }
  return { name, color: input.color as MemberColor, everyone: input.everyone, memberIds };
}

async function hasRoomForImport(ctx: QueryCtx): Promise<boolean> {
  return (await ctx.db.query("calendarImports").take(IMPORTS_MAX)).length < IMPORTS_MAX;
}

/** The UTF-8 size of a text, in bytes. */
function bytesOf(text: string): number {
  return new TextEncoder().encode(text).length;
}

// ---- Reading the list ------------------------------------------------------

/** Every import, by name; its URL only for admins. */
export async function listImports(ctx: QueryCtx, viewer: Doc<"members">): Promise<ImportView[]> {
  const imports = await ctx.db.query("calendarImports").take(IMPORTS_MAX);
  const views: ImportView[] = [];
  for (const calendar of imports) {
    views.push({
      _id: calendar._id,
      name: calendar.name,
      color: calendar.color,
      source: calendar.source,
      ...(viewer.role === "admin" && calendar.url !== undefined ? { url: calendar.url } : {}),
      everyone: calendar.everyone,
      memberIds: calendar.everyone ? [] : await peopleOf(ctx, calendar._id),
      lastFetchedAt: calendar.lastFetchedAt,
      lastError: calendar.lastError,
      eventCount: calendar.eventCount,
      ...(calendar.lastRead !== undefined ? { lastRead: calendar.lastRead } : {}),
    });
  }
  return views.sort((a, b) => a.name.localeCompare(b.name));
}

// ---- Adding, changing, removing --------------------------------------------
//
// Reading a calendar costs more than a mutation may spend (ical.js, and rrule-temporal for
// each series' end), so an action reads it (readCalendar) and hands the events to a mutation.

/**
 * A calendar's text read into events, with how many the file had and which were left out and
 * why; or why it could not be read: at most IMPORT_BYTES_MAX bytes, IMPORTED_EVENTS_MAX events.
 */
export function readCalendar(text: string, familyZone: string): ({ ok: true; events: ParsedEvent[] } & ReadSummary) | { ok: false; problem: ImportProblem } {
  if (bytesOf(text) > IMPORT_BYTES_MAX) return { ok: false, problem: "tooLarge" };
  return parseCalendar(text, familyZone);
}

/** What a read found, as the import keeps it. */
export function summaryOf(read: ReadSummary): ReadSummary {
  return { read: read.read, leftOut: read.leftOut };
}

/** Before a file is read: the choices checked, room for one more, and the family's zone to read it in. */
export async function prepareImport(ctx: QueryCtx, input: ImportInput): Promise<ImportOutcome<string>> {
  await checkedInput(ctx, input);
  if (!(await hasRoomForImport(ctx))) return { ok: false, problem: "limit" };
  return { ok: true, value: await familyZoneOf(ctx) };
}

/**
 * A new import: a file's events as read (stored now), or a URL (webcal:// read as https://),
 * fetched at once and every few hours. `adminId` is the caller, checked again here.
 */
export async function createImport(
  ctx: MutationCtx,
  adminId: Id<"members">,
  input: ImportInput,
  source: { events: ParsedEvent[]; familyZone: string; summary?: ReadSummary } | { url: string },
): Promise<ImportOutcome<Id<"calendarImports">>> {
  const admin = await ctx.db.get("members", adminId);
  if (admin === null || admin.role !== "admin") throw householdError("ADMIN_REQUIRED");
  const { memberIds, ...fields } = await checkedInput(ctx, input);
  if (!(await hasRoomForImport(ctx))) return { ok: false, problem: "limit" };
  if ("url" in source) {
    const url = importUrlOf(source.url);
    if (url === null) return { ok: false, problem: "badUrl" };
    // What is plainly private (an address, localhost) is refused now, where the admin sees it;
    // a name that resolves to one is refused when fetched (model/guardedFetch.ts), and said on the import.
    const refusal = literalHostRefusal(new URL(url), loopbackAllowanceFromEnv(env));
    if (refusal !== null) return { ok: false, problem: refusal };
    const importId = await ctx.db.insert("calendarImports", { ...fields, source: "url", url, createdBy: admin._id, eventCount: 0 });
    await setPeople(ctx, importId, memberIds);
    await ctx.scheduler.runAfter(0, internal.calendarImports.fetchNow, { importId });
    return { ok: true, value: importId };
  }
  const importId = await ctx.db.insert("calendarImports", { ...fields, source: "file", createdBy: admin._id, eventCount: 0 });
  await setPeople(ctx, importId, memberIds);
  await storeEvents(ctx, (await ctx.db.get("calendarImports", importId))!, source.events, source.familyZone, source.summary);
  return { ok: true, value: importId };
}

/** What reading an import again needs: where it comes from, and the family's zone. */
export async function refreshTarget(ctx: QueryCtx, importId: Id<"calendarImports">) {
  const calendar = await requireImport(ctx, importId);
  return { source: calendar.source, familyZone: await familyZoneOf(ctx) };
}

/** A URL import fetched now (in the background: its `lastFetchedAt` or `lastError` says how it went). */
export async function scheduleFetch(ctx: MutationCtx, importId: Id<"calendarImports">) {
  const calendar = await requireImport(ctx, importId);
  if (calendar.source === "url") await ctx.scheduler.runAfter(0, internal.calendarImports.fetchNow, { importId });
}

/** A file import's new version, as read. */
export async function storeFileRead(ctx: MutationCtx, importId: Id<"calendarImports">, events: ParsedEvent[], familyZone: string, summary?: ReadSummary) {
  await storeEvents(ctx, await requireImport(ctx, importId), events, familyZone, summary);
}

export async function updateImport(ctx: MutationCtx, importId: Id<"calendarImports">, input: ImportInput) {
  await requireImport(ctx, importId);
  const { memberIds, ...fields } = await checkedInput(ctx, input);
  await ctx.db.patch("calendarImports", importId, fields);
  await setPeople(ctx, importId, fields.everyone ? [] : memberIds);
}

/** Removes an import at once; its events go in batches after (the window skips them meanwhile). */
export async function removeImport(ctx: MutationCtx, importId: Id<"calendarImports">) {
  await requireImport(ctx, importId);
  await setPeople(ctx, importId, []);
  await ctx.db.delete("calendarImports", importId);
  await deleteEventsOf(ctx, importId);
}

/** Deletes a batch of a removed import's events, and schedules the next while more remain. */
export async function deleteEventsOf(ctx: MutationCtx, importId: Id<"calendarImports">) {
  const rows = await ctx.db
    .query("importedEvents")
    .withIndex("by_importId_and_uid", (q) => q.eq("importId", importId))
    .take(DELETE_BATCH);
  for (const row of rows) await ctx.db.delete("importedEvents", row._id);
  if (rows.length === DELETE_BATCH) await ctx.scheduler.runAfter(0, internal.calendarImports.deleteEvents, { importId });
}

// ---- Fetching a URL ----------------------------------------------------------

/** A URL import's address, for the action that fetches it (null when it is gone or a file). */
export async function fetchTarget(ctx: QueryCtx, importId: Id<"calendarImports">): Promise<string | null> {
  const calendar = await ctx.db.get("calendarImports", importId);
  return calendar?.source === "url" && calendar.url !== undefined ? calendar.url : null;
}

/** Every URL import, each fetched a little after the one before (the cron's round). */
export async function scheduleAllFetches(ctx: MutationCtx) {
  const imports = await ctx.db
    .query("calendarImports")
    .withIndex("by_source", (q) => q.eq("source", "url"))
    .take(IMPORTS_MAX);
  for (const [i, calendar] of imports.entries()) {
    await ctx.scheduler.runAfter(i * 5_000, internal.calendarImports.fetchNow, { importId: calendar._id });
  }
}

/** Why a URL import's fetch failed (model/guardedFetch.ts), as the import's problem. */
export function problemOfFetch(problem: GuardedFetchProblem): ImportProblem {
  switch (problem) {
    case "tooManyRedirects":
    case "badUrl":
      return "badRedirect";
    default:
      return problem;
  }
}

/** What a fetch brought, as read: stored, unless the import was removed or its URL changed meanwhile. */
export async function storeFetched(ctx: MutationCtx, importId: Id<"calendarImports">, url: string, events: ParsedEvent[], familyZone: string, summary?: ReadSummary) {
  const calendar = await ctx.db.get("calendarImports", importId);
  if (calendar === null || calendar.url !== url) return;
  await storeEvents(ctx, calendar, events, familyZone, summary);
}

/** Why the last read failed; the events read before stay. */
export async function recordProblem(ctx: MutationCtx, importId: Id<"calendarImports">, problem: ImportProblem) {
  const calendar = await ctx.db.get("calendarImports", importId);
  if (calendar !== null) await ctx.db.patch("calendarImports", importId, { lastError: problem });
}

// ---- Storing a read, and telling of moves --------------------------------------

const keyOf = (event: { uid: string; recurrenceId?: string }) => `${event.uid}\u0000${event.recurrenceId ?? ""}`;

/** A rule's days and times without its end: a series ended earlier or later has not moved. */
const shapeOf = (rrule: string | undefined) =>
  (rrule ?? "")
    .split(";")
    .filter((part) => !/^(UNTIL|COUNT)=/i.test(part))
    .sort()
    .join(";");

type Move = { eventTitle: string; date: string; startTime?: string; cancelled?: true };

/**
 * Replaces an import's events with a read's, by uid and RECURRENCE-ID, leaving unchanged ones
 * alone, and tells the import's people of each event that moved (its day or time), when it is
 * or was due from today on. A series moved is told with its next occurrence.
 */
async function storeEvents(ctx: MutationCtx, calendar: Doc<"calendarImports">, events: ParsedEvent[], familyZone: string, summary?: ReadSummary) {
  const existing = await ctx.db
    .query("importedEvents")
    .withIndex("by_importId_and_uid", (q) => q.eq("importId", calendar._id))
    .take(IMPORTED_EVENTS_MAX + 1);
  const before = new Map(existing.map((row) => [keyOf(row), row]));
  const seriesBefore = new Map(existing.filter((row) => row.rrule !== undefined && row.recurrenceId === undefined).map((row) => [row.uid, row]));
  const now = Date.now();
  const today = dayIn(familyZone, now);
  const moves: Move[] = [];

  for (const event of events) {
    const key = keyOf(event);
    const old = before.get(key);
    before.delete(key);
    if (old === undefined) {
      await ctx.db.insert("importedEvents", { importId: calendar._id, ...event });
      // A newly changed occurrence of a series read before: it moved if it left its own time.
      const series = event.recurrenceId !== undefined ? seriesBefore.get(event.uid) : undefined;
      if (series !== undefined && leftItsTime(event, series, familyZone) && laterThan(today, event.date, event.recurrenceId!.slice(0, 10))) {
        moves.push({ eventTitle: event.name, date: event.date, startTime: event.startTime });
      }
      continue;
    }
    if (old.hash === event.hash) continue;
    await ctx.db.replace("importedEvents", old._id, { importId: calendar._id, ...event });
    if (event.rrule !== undefined || old.rrule !== undefined) {
      const moved =
        old.seriesStart !== event.seriesStart ||
        old.timeZone !== event.timeZone ||
        shapeOf(old.rrule) !== shapeOf(event.rrule) ||
        old.allDay !== event.allDay ||
        old.shiftMinutes !== event.shiftMinutes;
      const next = moved && event.rrule !== undefined ? nextOccurrence(event, familyZone, now) : null;
      if (next !== null) moves.push({ eventTitle: event.name, ...next });
    } else if (oneOffMoved(old, event) && laterThan(today, event.date, old.date)) {
      moves.push({ eventTitle: event.name, date: event.date, startTime: event.startTime });
    }
  }
  const cancellations = cancellationsOf(existing, [...before.values()], events, familyZone, now);
  for (const gone of before.values()) await ctx.db.delete("importedEvents", gone._id);
  await ctx.db.patch("calendarImports", calendar._id, { eventCount: events.length, lastFetchedAt: now, lastError: undefined, lastRead: summary === undefined ? undefined : boundedSummary(summary) });

  const told = [...moves, ...cancellations];
  if (told.length === 0) return;
  const audience = await audienceOf(ctx, calendar);
  for (const move of told.slice(0, MOVES_TOLD_MAX)) {
    await recordActivity(
      ctx,
      { name: calendar.name },
      { kind: "importedEventChanged", importId: calendar._id, importName: calendar.name, ...move, audience },
    );
  }
}

/**
 * What a read cancelled, from today on: an occurrence the series now skips (STATUS:CANCELLED or
 * an EXDATE), a changed occurrence gone while its series stays, a one-off event gone from the
 * file, and a series gone (told with its next occurrence).
 */
function cancellationsOf(
  existing: Doc<"importedEvents">[],
  gone: Doc<"importedEvents">[],
  events: ParsedEvent[],
  familyZone: string,
  now: number,
): Move[] {
  const today = dayIn(familyZone, now);
  const told: Move[] = [];
  // A series and each part of one (RANGE=THISANDFUTURE) by uid and where the part begins.
  const seriesNow = new Map(events.filter(isSeries).map((event) => [keyOf(event), event]));
  const seriesUids = new Set(events.filter(isSeries).map((event) => event.uid));
  const changedNow = new Set(events.filter((event) => event.recurrenceId !== undefined).map((event) => `${event.uid}\u0000${event.recurrenceId}`));
  for (const old of existing) {
    if (!isSeries(old)) continue;
    const current = seriesNow.get(keyOf(old));
    if (current === undefined) continue;
    // By the occurrence's instant (two skipped the same day are two cancellations); a series
    // moved to another time takes its skipped occurrences along, which cancels nothing.
    // (A series begun again on a later day at the same time has not moved.)
    const moved = (timeOfDay(current) - timeOfDay(old) + (current.shiftMinutes ?? 0) - (old.shiftMinutes ?? 0)) * 60_000;
    const skippedBefore = new Set((old.exdates ?? []).map((key) => instantOfKey(key, old, familyZone) + moved));
    for (const key of current.exdates ?? []) {
      if (skippedBefore.has(instantOfKey(key, current, familyZone)) || changedNow.has(`${old.uid}\u0000${key}`)) continue;
      const when = occurrenceOnFamilyClock(key, current, familyZone);
      if (when !== null && when.date >= today) told.push({ eventTitle: current.name, ...when, cancelled: true });
    }
  }
  for (const row of gone) {
    if (row.recurrenceId !== undefined) {
      // A changed occurrence gone while its series stays: cancelled (with its series, the series is told).
      if (seriesUids.has(row.uid) && row.date >= today) told.push({ eventTitle: row.name, date: row.date, startTime: row.startTime, cancelled: true });
    } else if (row.rrule !== undefined) {
      const next = nextOccurrence(row, familyZone, now);
      if (next !== null) told.push({ eventTitle: row.name, ...next, cancelled: true });
    } else if (laterThan(today, row.date, row.endDate ?? row.date)) {
      told.push({ eventTitle: row.name, date: row.date, startTime: row.startTime, cancelled: true });
    }
  }
  return told;
}

/** A series, or a part of one from RANGE=THISANDFUTURE on (not a changed occurrence). */
const isSeries = (event: ParsedEvent) => event.seriesEnd !== undefined && (event.recurrenceId === undefined || event.shiftMinutes !== undefined);

/** Where an occurrence key of a series is, in ms (an all-day one's day at midnight UTC); NaN when it does not read. */
function instantOfKey(key: string, series: ParsedEvent, familyZone: string): number {
  try {
    if (series.allDay || key.length === 10) return midnightUtc(key.slice(0, 10));
    return instantAtWall(key, series.timeZone ?? familyZone);
  } catch {
    return Number.NaN;
  }
}

/** A timed series' first start as minutes into its day on its own wall clock (0 for an all-day one). */
const timeOfDay = (series: ParsedEvent) => (series.allDay || series.seriesStart === undefined || series.seriesStart.length < 16 ? 0 : Number(series.seriesStart.slice(11, 13)) * 60 + Number(series.seriesStart.slice(14, 16)));

/** An occurrence key (a day, or a wall time in the series' zone) as the family's day and time, moved as the series' part says. */
function occurrenceOnFamilyClock(key: string, series: ParsedEvent, familyZone: string): { date: string; startTime?: string } | null {
  try {
    const part = partOfSeries(series, familyZone);
    if (series.allDay || key.length === 10) return { date: addDays(key.slice(0, 10), part.shiftDays) };
    const at = part.startOf(key);
    const clock = familyClock(at, at, familyZone);
    return { date: clock.date, startTime: clock.startTime };
  } catch {
    return null;
  }
}

/** A read's summary as stored: a count is a whole number, each reason once. */
function boundedSummary(summary: ReadSummary): ReadSummary {
  const counts = new Map<ReadSummary["leftOut"][number]["reason"], number>();
  for (const { reason, count } of summary.leftOut.slice(0, leftOutReasons.length * 2)) {
    counts.set(reason, (counts.get(reason) ?? 0) + Math.max(0, Math.floor(count)));
  }
  return { read: Math.max(0, Math.floor(summary.read)), leftOut: [...counts].filter(([, count]) => count > 0).map(([reason, count]) => ({ reason, count })) };
}

/** Whether either day is today or later (a move in the past is not told). */
function laterThan(today: string, ...days: string[]): boolean {
  return days.some((day) => day >= today);
}

function oneOffMoved(old: Doc<"importedEvents">, event: ParsedEvent): boolean {
  if (old.allDay !== event.allDay) return true;
  if (event.allDay) return old.date !== event.date || old.endDate !== event.endDate;
  return old.startAt !== event.startAt;
}

/** Whether a changed occurrence is at another time than the series put it. */
function leftItsTime(event: ParsedEvent, series: Doc<"importedEvents">, familyZone: string): boolean {
  const original = event.recurrenceId!;
  if (event.shiftMinutes !== undefined) return event.shiftMinutes !== 0; // A part of the series from here on: moved if its occurrences were.
  if (series.allDay || event.allDay) return event.allDay !== series.allDay || event.date !== original.slice(0, 10);
  return event.startAt !== instantAtWall(original, series.timeZone ?? familyZone);
}

/** A series' first occurrence from now on, on the family's calendar; null when none is left. */
function nextOccurrence(event: ParsedEvent, familyZone: string, now: number): { date: string; startTime?: string } | null {
  try {
    const skipped = new Set(event.exdates ?? []);
    const part = partOfSeries(event, familyZone);
    const rule = seriesRule(event, familyZone);
    // From now, or from the series' start when that is later (before each is moved, for a part of one).
    const today = dayIn(familyZone, now);
    const first = event.allDay ? Date.parse(`${event.seriesStart}T00:00:00Z`) : instantAtWall(event.seriesStart!, event.timeZone ?? familyZone);
    const shift = part.shiftMs + part.shiftDays * DAY_MS;
    const from = new Date(Math.max((event.allDay ? Date.parse(`${today}T00:00:00Z`) : now) - shift, first));
    for (const hit of rule.between(from, new Date(from.getTime() + NEXT_OCCURRENCE_DAYS * DAY_MS), true)) {
      const key = event.allDay ? hit.toPlainDate().toString() : hit.toPlainDateTime().toString().slice(0, 16);
      if (skipped.has(key) || !part.has(key)) continue;
      if (event.allDay) return { date: addDays(key, part.shiftDays) };
      const at = part.startOf(key, hit.epochMilliseconds);
      const clock = familyClock(at, at, familyZone);
      return { date: clock.date, startTime: clock.startTime };
    }
  } catch {
    // A rule that stopped reading: nothing to tell.
  }
  return null;
}

// ---- Reading a window ---------------------------------------------------------

const midnightUtc = (day: string) => new Date(`${day}T00:00:00Z`).getTime();

/** Where a series' occurrences are (a part of one from RANGE=THISANDFUTURE on is moved): which keys, and where each key's occurrence starts. */
function partOfSeries(row: Pick<ParsedEvent, "allDay" | "recurrenceId" | "endsBefore" | "shiftMinutes" | "timeZone">, familyZone: string) {
  const shift = row.shiftMinutes ?? 0;
  const zone = row.timeZone ?? familyZone;
  return {
    has: inRange(row.shiftMinutes !== undefined ? row.recurrenceId : undefined, row.endsBefore),
    shiftDays: row.allDay ? Math.round(shift / 1440) : 0,
    /** A timed occurrence's start: its key's wall clock, moved on that clock. */
    startOf: (key: string, at?: number) => (shift === 0 ? (at ?? instantAtWall(key, zone)) : instantAtWall(wallPlus(key, shift), zone)),
    /** Roughly how far a timed occurrence is moved, in ms: the rule is read that much earlier. */
    shiftMs: row.allDay ? 0 : shift * 60_000,
    /** Days either way a timed occurrence may be moved. */
    spread: row.allDay ? 0 : Math.ceil(Math.abs(shift) / 1440),
  };
}

/**
 * A series' occurrences near a window (a few days either side; the caller keeps those on the
 * window's days): its rule's, its RDATEs and, for a series of RDATEs alone, its first start
 * (DTSTART is always an occurrence), less its EXDATEs and changed occurrences; of a series cut
 * by RANGE=THISANDFUTURE, the keys of its own part, each moved as the part says.
 */
function occurrencesOf(row: Doc<"importedEvents">, from: string, to: string, familyZone: string): Pick<ImportedOccurrence, "date" | "endDate" | "startTime" | "endTime">[] {
  const skipped = new Set(row.exdates ?? []);
  const part = partOfSeries(row, familyZone);
  // Each start by its key: its instant when the rule gave it, its own length when it has one.
  const starts = new Map<string, { at?: number; minutes?: number }>();
  const lowDay = addDays(from, row.allDay ? -(row.spanDays ?? 0) - part.shiftDays : -2 - part.spread);
  const highDay = row.allDay ? addDays(to, -part.shiftDays) : addDays(to, 3 + part.spread);
  if (row.rrule !== undefined) {
    try {
      const rule = seriesRule(row, familyZone);
      const hits = row.allDay
        ? rule.between(new Date(midnightUtc(lowDay)), new Date(midnightUtc(highDay)), true)
        : rule.between(new Date(midnightUtc(from) - 2 * DAY_MS - part.shiftMs), new Date(midnightUtc(to) + 3 * DAY_MS - part.shiftMs), true);
      for (const hit of hits) {
        starts.set(row.allDay ? hit.toPlainDate().toString() : hit.toPlainDateTime().toString().slice(0, 16), { at: hit.epochMilliseconds });
      }
    } catch {
      // Checked when read; a rule that stopped reading shows its other dates rather than failing the window.
    }
  } else {
    starts.set(row.seriesStart!, {});
  }
  for (const extra of row.rdates ?? []) {
    const [key, minutes] = extra.split("/");
    if (key.slice(0, 10) >= lowDay && key.slice(0, 10) <= highDay) starts.set(key, minutes === undefined ? {} : { minutes: Number(minutes) });
  }
  const out: Pick<ImportedOccurrence, "date" | "endDate" | "startTime" | "endTime">[] = [];
  for (const [key, { at, minutes }] of starts) {
    if (skipped.has(key) || !part.has(key)) continue;
    if (row.allDay) {
      const day = addDays(key, part.shiftDays);
      out.push({ date: day, ...(row.spanDays ? { endDate: addDays(day, row.spanDays) } : {}) });
    } else {
      const startAt = part.startOf(key, at);
      // A part's occurrences all take its length (RFC 5545 3.8.4.4).
      const length = row.shiftMinutes !== undefined ? row.durationMinutes : (minutes ?? row.durationMinutes);
      out.push(familyClock(startAt, startAt + (length ?? 0) * 60_000, familyZone));
    }
  }
  return out;
}

/**
 * Every import's occurrences from `from` to `to` (days, the window model/calendar.ts checked),
 * series expanded, on the family's wall clock; at most `cap`.
 */
export async function importedBetween(
  ctx: QueryCtx,
  from: string,
  to: string,
  cap = IMPORTED_OCCURRENCES_MAX,
): Promise<{ occurrences: ImportedOccurrence[]; truncated: boolean }> {
  const familyZone = await familyZoneOf(ctx);
  // Series not over by the window's start; one-off events by their first day, a day either side
  // (timed ones' days are worked out again below, in the family's zone as it is now).
  const series = (
    await ctx.db
      .query("importedEvents")
      .withIndex("by_seriesEnd", (q) => q.gte("seriesEnd", from))
      .take(SERIES_READ_MAX)
  ).filter((row) => row.date <= addDays(to, 1));
  const singles = await ctx.db
    .query("importedEvents")
    .withIndex("by_date", (q) => q.gte("date", addDays(from, -EVENT_DAYS_MAX - 1)).lte("date", addDays(to, 1)))
    .take(SINGLES_READ_MAX);
  let truncated = series.length === SERIES_READ_MAX || singles.length === SINGLES_READ_MAX;

  const imports = new Map<Id<"calendarImports">, Promise<{ calendar: Doc<"calendarImports">; memberIds: Id<"members">[] } | null>>();
  const importOf = (importId: Id<"calendarImports">) => {
    if (!imports.has(importId)) {
      imports.set(
        importId,
        (async () => {
          const calendar = await ctx.db.get("calendarImports", importId);
          if (calendar === null) return null;
          return { calendar, memberIds: calendar.everyone ? [] : await peopleOf(ctx, importId) };
        })(),
      );
    }
    return imports.get(importId)!;
  };

  const out: ImportedOccurrence[] = [];
  const overlaps = (date: string, endDate: string | undefined) => date <= to && (endDate ?? date) >= from;
  // The window's occurrences are counted as they are made, series by series: once `cap` are
  // made no further series is expanded (a calendar of hundreds of hourly series costs one
  // window a bounded amount of work), and the answer says it was cut short.
  for (const row of [...series, ...singles.filter((single) => single.seriesEnd === undefined)]) {
    if (out.length >= cap) {
      truncated = true;
      break;
    }
    const owner = await importOf(row.importId);
    if (owner === null) continue; // Removed; its events are on their way out.
    const base = {
      importId: row.importId,
      importName: owner.calendar.name,
      color: owner.calendar.color,
      name: row.name,
      ...(row.location !== undefined ? { location: row.location } : {}),
      ...(row.notes !== undefined ? { notes: row.notes } : {}),
      repeats: row.seriesEnd !== undefined,
      everyone: owner.calendar.everyone,
      memberIds: owner.memberIds,
    };
    const add = (when: Pick<ImportedOccurrence, "date" | "endDate" | "startTime" | "endTime">) => {
      if (!overlaps(when.date, when.endDate)) return;
      out.push({ key: `${row._id}:${when.date}:${when.startTime ?? ""}`, ...base, ...when });
    };
    if (row.seriesEnd === undefined) {
      if (row.allDay) add({ date: row.date, ...(row.endDate !== undefined ? { endDate: row.endDate } : {}) });
      else add(familyClock(row.startAt!, row.endAt!, familyZone));
      continue;
    }
    for (const occurrence of occurrencesOf(row, from, to, familyZone)) add(occurrence);
  }
  out.sort((a, b) => (a.date === b.date ? (a.startTime ?? "").localeCompare(b.startTime ?? "") : a.date.localeCompare(b.date)));
  if (out.length > cap) return { occurrences: out.slice(0, cap), truncated: true };
  return { occurrences: out, truncated };
}

// The family calendar (DESIGN.md decisions 18–19). An event is one document; a repeating one
// is a series whose occurrences are computed for the window asked (model/recurrence.ts), never
// stored. One occurrence skipped is a day in the series' `skipped`; one moved or edited is an
// event of its own (`seriesId`, `occurrenceDate`) whose day is in the series' `replaced`;
// "this and following" ends the series the day before and starts a new one. Who an event is
// for is `everyone` or its eventPeople rows. Each change is logged, and told to the people in
// the event (recordActivity → notifications), never to the one who made it.
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { EventScope } from "../lib/activityLog";
import { hasPageAccess, isAdmin } from "../lib/access";
import {
  EVENT_DAYS_MAX,
  EXCEPTIONS_MAX,
  FOREVER,
  addDays,
  calendarEventSchema,
  daysBetween,
  firstOccurrenceDay,
  repeatOf,
  repeatShifted,
  type CalendarEventForm,
  type Repeat,
} from "../lib/calendarSchema";
import { isCalendarDay } from "../lib/dates";
import { fieldError, householdError, issueCode } from "../lib/errors";
import { DEFAULT_TIME_ZONE, dayIn, instantOf, readWallTime, spanOf, wallAt } from "../lib/timeZone";
import { recordActivity } from "./activityLog";
import { takeAllowance } from "./requestRate";
import { deliverNotification } from "./notifications";
import { REMINDER_HOUR } from "./reminders";
import { importedBetween, type ImportedOccurrence } from "./calendarImports";
import { lastRepeatDay, occurrencesBefore, repeatDaysBetween, seriesEndAfter } from "./recurrence";
import { readFamilySettings } from "./settings";

/** Events not yet over that a family may have at once (a repeat counts once). */
export const MAX_LIVE_EVENTS = 1000;
/** The longest window one query expands: a month view's six weeks and some. */
export const RANGE_DAYS_MAX = 62;
/** Occurrences one window returns at most (a daily event for everyone is 62 of them). */
export const OCCURRENCES_MAX = 2000;
/** Members read for "everyone" and for birthdays; more than any family has. */
const MEMBERS_MAX = 100;
/** Open tasks and bills a window shows at most. */
const ENTRIES_MAX = 500;
const BILLS_MAX = 200;

export type Occurrence = {
  /** Unique per occurrence: the event and the day it falls on. */
  key: string;
  eventId: Id<"events">;
  /** A moved or edited occurrence: its series. */
  seriesId?: Id<"events">;
  /** The day this occurrence was on in its series (what skip or "this and following" name); a plain event's own day. */
  occurrenceDate: string;
  date: string;
  /** Last day, for an all-day event over several days. */
  endDate?: string;
  startTime?: string;
  endTime?: string;
  name: string;
  notes?: string;
  location?: string;
  everyone: boolean;
  memberIds: Id<"members">[];
  /** Minutes before the start each reminder goes. */
  reminders?: number[];
  /**
   * The zone the event was made in. `date`, `startTime`, `endTime` and `endDate` are the
   * family's wall clock at the event's moments (startAt, endAt), so every view draws what a
   * phone subscribed to the feed and the reminders read.
   */
  timeZone?: string;
  /** A timed occurrence's start and end, ms since the epoch. */
  startAt?: number;
  endAt?: number;
  /** The series' repeat and first day, for "edit all" (absent for one-off events). */
  repeat?: Repeat;
  seriesDate?: string;
  createdBy: Id<"members">;
  canEdit: boolean;
};

export type TaskEntry = {
  taskId: Id<"tasks">;
  title: string;
  date: string;
  assignedTo: Id<"members">;
  done: boolean;
  /** A chore's turn: the chores page is its home. */
  chore: boolean;
  /** The reader may open its task list (their own, or anyone's for an admin). */
  openable: boolean;
};
export type BillEntry = { outgoingId: Id<"monthlyOutgoings">; description: string; amountPence: number; date: string };
export type BirthdayEntry = { memberId: Id<"members">; name: string; age: number; date: string };

export type CalendarRange = {
  events: Occurrence[];
  tasks: TaskEntry[];
  bills: BillEntry[];
  birthdays: BirthdayEntry[];
  /** Other calendars' occurrences (model/calendarImports.ts): read-only, in each import's colour. */
  imported: ImportedOccurrence[];
  /** More occurrences fell in the window than one answer carries. */
  truncated: boolean;
  /** The days the cap on one answer cut, and how many occurrences each lost (its "+N more"). */
  cut: DayCut[];
};

export type DayCut = { date: string; count: number };

// ---- Who may --------------------------------------------------------------

/** Admins change any event; members the ones they added. */
export function canEditEvent(member: Doc<"members">, event: Pick<Doc<"events">, "createdBy">): boolean {
  return isAdmin(member) || event.createdBy === member._id;
}

/**
 * Whom a change of the calendar tells: its people, while the one who made it has notices left this
 * hour (requestRate.ts); past that the change is made and logged but not announced again.
 */
async function toldOf(ctx: MutationCtx, member: Doc<"members">, audience: Id<"members">[]): Promise<Id<"members">[]> {
  if (audience.every((id) => id === member._id)) return [];
  return (await takeAllowance(ctx, "calendarNotice", member._id, Date.now())) ? audience : [];
}

function requireCanEdit(member: Doc<"members">, event: Doc<"events">) {
  if (!canEditEvent(member, event)) throw householdError("EVENT_OWN_ONLY");
}

/** Members plan for themselves; for everyone or for others only when the family allows it. */
async function requireMayPlanFor(ctx: QueryCtx, member: Doc<"members">, everyone: boolean, memberIds: Id<"members">[]) {
  if (isAdmin(member)) return;
  const onlySelf = !everyone && memberIds.every((id) => id === member._id);
  if (onlySelf) return;
  if (!(await readFamilySettings(ctx)).membersPlanForEveryone) throw householdError("EVENT_FOR_OTHERS");
}

// ---- Fields ---------------------------------------------------------------

type Fields = Pick<
  Doc<"events">,
  "name" | "description" | "location" | "date" | "endDate" | "startTime" | "endTime" | "timeZone" | "everyone" | "repeat" | "seriesEnd" | "reminders"
>;

/** The form checked by its own schema and turned into stored fields and the people it is for. */
async function fieldsOf(
  ctx: QueryCtx,
  /** The form as sent: calendarEventSchema checks every part. */
  input: unknown,
  /**
   * `zone`: the zone an event being edited was made in, which it keeps. `shown`: the stored wall times
   * of the occurrence the dialog opened on, which it keeps while the dialog's times are still those shown.
   */
  { repeats, zone: keptZone, shown }: { repeats: boolean; zone?: string; shown?: StoredTimes },
): Promise<{ fields: Fields; memberIds: Id<"members">[] }> {
  const parsed = calendarEventSchema.safeParse(input);
  if (!parsed.success) {
    // The field by its whole path ("repeat.until"): the form marks the very input.
    const [issue] = parsed.error.issues;
    throw fieldError(issue.path.join("."), issueCode(issue));
  }
  const form = parsed.data;
  let repeat = repeats ? repeatOf(form.repeat, form.date) : undefined;
  const shownDate = firstOccurrenceDay(form.date, repeat);
  const shift = daysBetween(form.date, shownDate);
  const shownEnd = form.endDate && form.endDate !== form.date ? addDays(form.endDate, shift) : shownDate;
  const memberIds: Id<"members">[] = [];
  if (!form.everyone) {
    for (const raw of new Set(form.memberIds)) {
      const id = ctx.db.normalizeId("members", raw);
      if (id === null || (await ctx.db.get("members", id)) === null) throw fieldError("memberIds", "EVENT_PEOPLE_REQUIRED");
      memberIds.push(id);
    }
  }
  const familyZone = (await readFamilySettings(ctx)).timeZone ?? DEFAULT_TIME_ZONE;
  const zone = keptZone ?? familyZone;
  let date = shownDate;
  let endDate = shownEnd !== shownDate ? shownEnd : undefined;
  let startTime: string | undefined;
  let endTime: string | undefined;
  const untouched = !form.allDay && shown !== undefined && shown.zone === zone && isAsShown(shown, familyZone, { date: shownDate, endDate: shownEnd, startTime: form.startTime, endTime: form.endTime });
  if (untouched && (repeat !== undefined || (readWallTime(zone, shown.date, shown.startTime).kind !== "skipped" && readWallTime(zone, shown.endDate ?? shown.date, shown.endTime).kind !== "skipped"))) {
    // The times were left as the dialog showed them: the stored wall times stay. Read back from the
    // family's clock they could move: a repeated hour reads as its first passing, a skipped one as the later time.
    date = shown.date;
    endDate = shown.endDate;
    startTime = shown.startTime;
    endTime = shown.endTime;
    repeat = repeatShifted(repeat, daysBetween(shownDate, date));
  } else if (!form.allDay) {
    // The form shows the family's clock, as the views do.
    const start = readWallTime(familyZone, shownDate, form.startTime);
    const end = readWallTime(familyZone, shownEnd, form.endTime);
    // A one-off event at a time the clocks skip is refused: it would silently move. A series
    // keeps its time, and on that one day is read as RFC 5545 reads it (later by the gap).
    if (repeat === undefined && start.kind === "skipped") throw fieldError("startTime", "EVENT_TIME_SKIPPED");
    if (repeat === undefined && end.kind === "skipped") throw fieldError("endTime", "EVENT_TIME_SKIPPED");
    if (repeat === undefined && end.instant <= start.instant) throw fieldError("endTime", "EVENT_END_BEFORE_START");
    if (zone === familyZone) {
      startTime = form.startTime;
      endTime = form.endTime;
    } else {
      // An event keeps the zone it was made in: the times are read back into it.
      const zonedStart = wallAt(zone, start.instant);
      const zonedEnd = wallAt(zone, end.instant);
      date = zonedStart.day;
      startTime = zonedStart.time;
      endTime = zonedEnd.time;
      endDate = zonedEnd.day !== zonedStart.day ? zonedEnd.day : undefined;
      // The weekdays chosen are the family's too (the dialog shows them so): in the event's
      // zone they fall as many days on as its first day did.
      repeat = repeatShifted(repeat, daysBetween(shownDate, date));
    }
  }
  const fields: Fields = {
    name: form.name,
    description: form.notes,
    location: form.location,
    date,
    endDate,
    startTime,
    endTime,
    timeZone: form.allDay ? undefined : zone,
    everyone: form.everyone,
    repeat,
    seriesEnd: seriesEndOf({ date, endDate, repeat }),
    reminders: form.reminders && form.reminders.length > 0 ? [...new Set(form.reminders)].sort((a, b) => a - b) : undefined,
  };
  return { fields, memberIds };
}

/** A timed occurrence's wall times as stored, in the zone of its event. */
type StoredTimes = { zone: string; date: string; endDate?: string; startTime: string; endTime: string };

/** Whether the dialog's times are those it showed for `stored`: the same moments on the family's clock. */
function isAsShown(stored: StoredTimes, familyZone: string, form: { date: string; endDate: string; startTime: string; endTime: string }): boolean {
  const start = wallAt(familyZone, readWallTime(stored.zone, stored.date, stored.startTime).instant);
  const end = wallAt(familyZone, readWallTime(stored.zone, stored.endDate ?? stored.date, stored.endTime).instant);
  return start.day === form.date && start.time === form.startTime && end.day === form.endDate && end.time === form.endTime;
}

/** The stored times of the occurrence on `day` of `event` (its own times for a one-off or a changed occurrence). */
function storedTimesOn(event: Doc<"events">, day: string): StoredTimes | undefined {
  if (event.timeZone === undefined || event.startTime === undefined || event.endTime === undefined) return undefined;
  const date = event.repeat !== undefined ? day : event.date;
  const endDate = event.endDate !== undefined ? addDays(date, extraDays(event)) : undefined;
  return { zone: event.timeZone, date, endDate, startTime: event.startTime, endTime: event.endTime };
}

/** Days an occurrence lasts after its first (all-day events over several days). */
function extraDays(event: Pick<Doc<"events">, "date" | "endDate">): number {
  return event.endDate !== undefined ? daysBetween(event.date, event.endDate) : 0;
}

/** A series' last day (undefined for a one-off event, which its own days place). */
function seriesEndOf(event: Pick<Doc<"events">, "date" | "endDate" | "repeat">): string | undefined {
  if (event.repeat === undefined) return undefined;
  return seriesEndAfter(lastRepeatDay(event.date, event.repeat), extraDays(event));
}

/**
 * Keeps `remindUntil` true after a write: the reminder job reads events by it, so an event
 * without reminders, or whose last occurrence is over, costs the job nothing.
 */
async function indexReminders(ctx: MutationCtx, eventId: Id<"events">) {
  const event = await ctx.db.get("events", eventId);
  if (event === null) return;
  const remindUntil = event.reminders?.length ? (event.seriesEnd ?? event.endDate ?? event.date) : undefined;
  if (remindUntil !== event.remindUntil) await ctx.db.patch("events", eventId, { remindUntil });
}

async function peopleOf(ctx: QueryCtx, eventId: Id<"events">): Promise<Id<"members">[]> {
  const rows = await ctx.db.query("eventPeople").withIndex("by_eventId", (q) => q.eq("eventId", eventId)).take(MEMBERS_MAX);
  return rows.map((row) => row.memberId);
}

async function setPeople(ctx: MutationCtx, eventId: Id<"events">, memberIds: Id<"members">[]) {
  const rows = await ctx.db.query("eventPeople").withIndex("by_eventId", (q) => q.eq("eventId", eventId)).take(MEMBERS_MAX);
  const wanted = new Set(memberIds);
  for (const row of rows) {
    if (wanted.has(row.memberId)) wanted.delete(row.memberId);
    else await ctx.db.delete("eventPeople", row._id);
  }
  for (const memberId of wanted) await ctx.db.insert("eventPeople", { eventId, memberId });
}

/** Everyone an event is for: the whole family, or its people. */
async function audienceOf(ctx: QueryCtx, event: Doc<"events">): Promise<Id<"members">[]> {
  if (event.everyone !== false) return (await ctx.db.query("members").take(MEMBERS_MAX)).map((m) => m._id);
  return peopleOf(ctx, event._id);
}

async function removeEvent(ctx: MutationCtx, eventId: Id<"events">) {
  await setPeople(ctx, eventId, []);
  await ctx.db.delete("events", eventId);
}

async function requireEvent(ctx: QueryCtx, eventId: Id<"events">): Promise<Doc<"events">> {
  const event = await ctx.db.get("events", eventId);
  if (event === null) throw householdError("EVENT_GONE");
  return event;
}

/** Events one member may have from two months ago on, past ones counted (see requireRoomForMember). */
export const MEMBER_EVENTS_MAX = 300;

/**
 * A member's cap: their events not over before the longest window's reach before today, past
 * days too, so no one fills the days just before a view (which a window reads) with events no
 * view shows. An event counts by its last day, not its first: a series dated long ago that has
 * not ended, or an event over several days reaching in, is read by every window like a new one.
 */
async function requireRoomForMember(ctx: QueryCtx, memberId: Id<"members">, today: string) {
  const reach = addDays(today, -RANGE_DAYS_MAX);
  // Newest first: every event dated from `reach` on is read before any older one that reaches in.
  const dated = await ctx.db
    .query("events")
    .withIndex("by_createdBy_and_date", (q) => q.eq("createdBy", memberId).gte("date", addDays(reach, -EVENT_DAYS_MAX)))
    .order("desc")
    .take(MEMBER_EVENTS_MAX);
  const series = await ctx.db
    .query("events")
    .withIndex("by_createdBy_and_seriesEnd", (q) => q.eq("createdBy", memberId).gte("seriesEnd", reach))
    .take(MEMBER_EVENTS_MAX);
  const counted = new Set([...dated.filter((event) => (event.endDate ?? event.date) >= reach), ...series].map((event) => event._id));
  if (counted.size >= MEMBER_EVENTS_MAX) throw householdError("EVENT_MEMBER_LIMIT", { max: MEMBER_EVENTS_MAX });
}

/** Whether the family's cap on live events counts this one: a series not over, or a one-off event from `today` on. */
function isLive(event: Doc<"events">, today: string): boolean {
  return event.repeat !== undefined ? (event.seriesEnd ?? FOREVER) >= today : event.date >= today;
}

/** Series not over, and one-off events from `today` on. */
async function requireRoomForLiveEvent(ctx: QueryCtx, today: string) {
  const series = await liveSeries(ctx, today);
  const single = await ctx.db
    .query("events")
    .withIndex("by_date", (q) => q.gte("date", today))
    .take(MAX_LIVE_EVENTS);
  const live = series.length + single.filter((event) => event.repeat === undefined).length;
  if (live >= MAX_LIVE_EVENTS) throw householdError("EVENT_LIMIT", { max: MAX_LIVE_EVENTS });
}

function liveSeries(ctx: QueryCtx, from: string) {
  return ctx.db
    .query("events")
    .withIndex("by_seriesEnd", (q) => q.gte("seriesEnd", from))
    .take(MAX_LIVE_EVENTS);
}

function capped(days: string[]): string[] {
  return [...new Set(days)].sort().slice(-EXCEPTIONS_MAX);
}

/** A day of the series an occurrence is on, checked. */
function requireOccurrenceDay(day: string | undefined): string {
  if (day === undefined || !isCalendarDay(day)) throw fieldError("occurrenceDate", "INVALID_DATE");
  return day;
}

// ---- Changes --------------------------------------------------------------

export async function createEvent(ctx: MutationCtx, member: Doc<"members">, input: CalendarEventForm | unknown, today: string) {
  const { fields, memberIds } = await fieldsOf(ctx, input, { repeats: true });
  await requireMayPlanFor(ctx, member, fields.everyone === true, memberIds);
  await requireRoomForLiveEvent(ctx, today);
  await requireRoomForMember(ctx, member._id, today);
  const eventId = await ctx.db.insert("events", { ...fields, sequence: 0, createdBy: member._id });
  await setPeople(ctx, eventId, memberIds);
  await indexReminders(ctx, eventId);
  const event = (await ctx.db.get("events", eventId))!;
  await recordActivity(ctx, member, {
    kind: "eventAdded",
    eventId,
    eventTitle: event.name,
    date: event.date,
    startTime: event.startTime,
    audience: await toldOf(ctx, member, await audienceOf(ctx, event)),
  });
  return eventId;
}

export type ChangeTarget = { eventId: Id<"events">; scope: EventScope; occurrenceDate?: string };

/**
 * Edits an event: a one-off event whatever the scope (it may start repeating); for a repeating
 * one, the whole series (its first day moved by as much as the occurrence's), this occurrence
 * only, or this one and the ones after. An occurrence already changed on its own is itself
 * for "one", and stands for its series otherwise.
 */
export async function updateEvent(ctx: MutationCtx, member: Doc<"members">, target: ChangeTarget, input: CalendarEventForm | unknown, today: string) {
  const clicked = await requireEvent(ctx, target.eventId);
  const series = clicked.seriesId !== undefined ? await ctx.db.get("events", clicked.seriesId) : null;
  const event = series !== null && target.scope !== "one" ? series : clicked;
  requireCanEdit(member, event);
  const day = clicked.seriesId !== undefined ? clicked.occurrenceDate! : requireOccurrenceDay(target.occurrenceDate ?? clicked.date);
  const mode: "plain" | EventScope =
    event.repeat === undefined ? "plain" : target.scope === "following" && day <= event.date ? "all" : target.scope;
  const audienceBefore = await audienceOf(ctx, event);

  // One occurrence cannot repeat on its own: only a series (or a plain event) takes a repeat.
  const { fields, memberIds } = await fieldsOf(ctx, input, {
    repeats: mode === "plain" ? event.seriesId === undefined : mode !== "one",
    zone: event.timeZone,
    shown: storedTimesOn(clicked, day),
  });
  await requireMayPlanFor(ctx, member, fields.everyone === true, memberIds);
  if (mode === "one" || mode === "following") {
    // Both make an event of the series' owner: the caps of a new one hold, or edits would grow the calendar without end.
    await requireRoomForLiveEvent(ctx, today);
    await requireRoomForMember(ctx, event.createdBy, today);
  } else {
    // The event itself changes. Counted already, its edit adds nothing; one a cap did not count
    // (over) may not become a live series or move into the coming days past it.
    const reach = addDays(today, -RANGE_DAYS_MAX);
    if (!isLive(event, today)) await requireRoomForLiveEvent(ctx, today);
    if ((event.seriesEnd ?? event.endDate ?? event.date) < reach) await requireRoomForMember(ctx, event.createdBy, today);
  }
  const wasOn = mode === "plain" ? event.date : day;
  const moved = fields.date !== wasOn || fields.startTime !== event.startTime;
  const sequence = (event.sequence ?? 0) + 1;
  let changedId = event._id;

  if (mode === "plain") {
    await ctx.db.patch("events", event._id, { ...fields, sequence });
    await setPeople(ctx, event._id, memberIds);
  } else if (mode === "all") {
    // The form shows the occurrence clicked; the series' first day moves by as much as it did.
    const date = addDays(event.date, daysBetween(day, fields.date));
    const endDate = fields.endDate !== undefined ? addDays(date, daysBetween(fields.date, fields.endDate)) : undefined;
    const reshaped = date !== event.date || !sameRepeat(fields.repeat, event.repeat, { ends: true });
    await ctx.db.patch("events", event._id, {
      ...fields,
      date,
      endDate,
      seriesEnd: seriesEndOf({ date, endDate, repeat: fields.repeat }),
      // Skips and changed occurrences name days of the old pattern: they go with it.
      ...(reshaped ? { skipped: undefined, replaced: undefined } : {}),
      sequence,
    });
    if (reshaped) await removeOccurrenceEvents(ctx, event._id, "");
    await setPeople(ctx, event._id, memberIds);
  } else if (mode === "one") {
    changedId = await ctx.db.insert("events", { ...fields, seriesId: event._id, occurrenceDate: day, sequence: 0, createdBy: event.createdBy });
    await ctx.db.patch("events", event._id, { replaced: capped([...(event.replaced ?? []), day]), sequence });
    await setPeople(ctx, changedId, memberIds);
  } else {
    changedId = await splitSeries(ctx, event, day, fields, memberIds);
  }
  for (const id of new Set([event._id, changedId])) await indexReminders(ctx, id);

  const after = (await ctx.db.get("events", changedId))!;
  await recordActivity(ctx, member, {
    kind: "eventChanged",
    eventId: changedId,
    eventTitle: after.name,
    change: moved ? "moved" : "edited",
    scope: mode === "plain" ? "all" : mode,
    date: fields.date,
    startTime: after.startTime,
    audience: await toldOf(ctx, member, [...audienceBefore, ...(await audienceOf(ctx, after))]),
  });
}

/**
 * "This and following": the series ends the day before `day`, and a new series (the form's
 * fields) starts there. A counted series hands the new one the occurrences it had left. When
 * the new series keeps the old pattern from that day, the skips and changed occurrences from
 * it on move with it; otherwise they named days that no longer come.
 */
async function splitSeries(
  ctx: MutationCtx,
  series: Doc<"events">,
  day: string,
  fields: Fields,
  memberIds: Id<"members">[],
): Promise<Id<"events">> {
  const oldRepeat = series.repeat!;
  const before = occurrencesBefore(series.date, oldRepeat, day);
  const keepsPattern = sameRepeat(fields.repeat, oldRepeat, { ends: false });
  const newRepeat =
    keepsPattern && fields.repeat!.count !== undefined && fields.repeat!.count === oldRepeat.count
      ? { ...fields.repeat!, count: Math.max(1, oldRepeat.count - before) }
      : fields.repeat;
  const samePattern = fields.date === day && keepsPattern;
  const later = (days: string[] | undefined) => (days ?? []).filter((d) => d >= day);
  const earlier = (days: string[] | undefined) => (days ?? []).filter((d) => d < day);

  const newId = await ctx.db.insert("events", {
    ...fields,
    repeat: newRepeat,
    seriesEnd: seriesEndOf({ ...fields, repeat: newRepeat }),
    ...(samePattern ? { skipped: later(series.skipped), replaced: later(series.replaced) } : {}),
    sequence: 0,
    createdBy: series.createdBy,
  });
  await setPeople(ctx, newId, memberIds);

  const { count: _count, ...kept } = oldRepeat;
  const endedRepeat: Repeat = { ...kept, until: addDays(day, -1) };
  await ctx.db.patch("events", series._id, {
    repeat: endedRepeat,
    seriesEnd: seriesEndOf({ date: series.date, endDate: series.endDate, repeat: endedRepeat }),
    skipped: earlier(series.skipped),
    replaced: earlier(series.replaced),
    sequence: (series.sequence ?? 0) + 1,
  });
  if (samePattern) {
    const moving = await ctx.db
      .query("events")
      .withIndex("by_seriesId_and_occurrenceDate", (q) => q.eq("seriesId", series._id).gte("occurrenceDate", day))
      .take(EXCEPTIONS_MAX);
    for (const own of moving) await ctx.db.patch("events", own._id, { seriesId: newId });
  } else {
    await removeOccurrenceEvents(ctx, series._id, day);
  }
  return newId;
}

/** Whether two repeats fall on the same days (`ends`: and end alike). */
function sameRepeat(a: Repeat | undefined, b: Repeat | undefined, { ends }: { ends: boolean }): boolean {
  if (a === undefined || b === undefined) return a === b;
  const same = a.freq === b.freq && a.interval === b.interval && (a.byDay ?? []).join() === (b.byDay ?? []).join() && a.monthly === b.monthly;
  return same && (!ends || (a.until === b.until && a.count === b.count));
}

/** Deletes a series' changed occurrences from `from` on ("" for all). */
async function removeOccurrenceEvents(ctx: MutationCtx, seriesId: Id<"events">, from: string) {
  const owns = await ctx.db
    .query("events")
    .withIndex("by_seriesId_and_occurrenceDate", (q) => q.eq("seriesId", seriesId).gte("occurrenceDate", from))
    .take(EXCEPTIONS_MAX);
  for (const own of owns) await removeEvent(ctx, own._id);
}

/** Deletes an event, one occurrence of a series (skipped), or it and the ones after. */
export async function deleteEvent(ctx: MutationCtx, member: Doc<"members">, target: ChangeTarget) {
  const clicked = await requireEvent(ctx, target.eventId);
  const series = clicked.seriesId !== undefined ? await ctx.db.get("events", clicked.seriesId) : null;
  const event = series ?? clicked;
  requireCanEdit(member, clicked.seriesId !== undefined && target.scope === "one" ? clicked : event);
  const day = clicked.seriesId !== undefined ? clicked.occurrenceDate! : requireOccurrenceDay(target.occurrenceDate ?? clicked.date);
  const audience = [...(await audienceOf(ctx, event)), ...(series !== null ? await audienceOf(ctx, clicked) : [])];
  const repeating = event.repeat !== undefined;
  const scope: EventScope = !repeating ? "all" : target.scope === "following" && day <= event.date ? "all" : target.scope;

  if (scope === "all") {
    if (repeating) await removeOccurrenceEvents(ctx, event._id, "");
    await removeEvent(ctx, event._id);
  } else if (scope === "one") {
    if (clicked.seriesId !== undefined) await removeEvent(ctx, clicked._id);
    await ctx.db.patch("events", event._id, {
      skipped: capped([...(event.skipped ?? []), day]),
      replaced: (event.replaced ?? []).filter((d) => d !== day),
      sequence: (event.sequence ?? 0) + 1,
    });
  } else {
    const { count: _count, ...kept } = event.repeat!;
    const ended: Repeat = { ...kept, until: addDays(day, -1) };
    await removeOccurrenceEvents(ctx, event._id, day);
    await ctx.db.patch("events", event._id, {
      repeat: ended,
      seriesEnd: seriesEndOf({ date: event.date, endDate: event.endDate, repeat: ended }),
      skipped: (event.skipped ?? []).filter((d) => d < day),
      replaced: (event.replaced ?? []).filter((d) => d < day),
      sequence: (event.sequence ?? 0) + 1,
    });
  }
  await indexReminders(ctx, event._id);
  await recordActivity(ctx, member, {
    kind: "eventDeleted",
    eventId: event._id,
    eventTitle: clicked.name,
    scope,
    date: clicked.seriesId !== undefined && scope === "one" ? clicked.date : day,
    audience: await toldOf(ctx, member, audience),
  });
}

// ---- Reading a window -----------------------------------------------------

function requireWindow(from: string, to: string) {
  // A window reads a day past its end, and there is none after FOREVER (a series' "never ends").
  if (!isCalendarDay(from) || !isCalendarDay(to) || to < from || to >= FOREVER || daysBetween(from, to) >= RANGE_DAYS_MAX) {
    throw householdError("CALENDAR_RANGE");
  }
}

/**
 * Events (series expanded) with an occurrence from `from` to `to`, in day and time order, at
 * most `cap`. One-off events are read by their first day from a day before the window (told
 * on the family's clock, an event in another zone may move a day), and those over several
 * days that began earlier by where they end: events dated before the window that end before
 * it cost the read nothing. A read that fills says so (`truncated`), never drops silently.
 */
export async function occurrencesBetween(
  ctx: QueryCtx,
  member: Doc<"members"> | null,
  from: string,
  to: string,
  cap = OCCURRENCES_MAX,
): Promise<{ events: Occurrence[]; truncated: boolean; cut: DayCut[] }> {
  const series = (await liveSeries(ctx, from)).filter((event) => event.date <= addDays(to, 1));
  const reachFrom = addDays(from, -1);
  const starting = await ctx.db
    .query("events")
    .withIndex("by_date", (q) => q.gte("date", reachFrom).lte("date", addDays(to, 1)))
    .take(ENTRIES_MAX);
  const reaching = await ctx.db
    .query("events")
    .withIndex("by_endDate", (q) => q.gte("endDate", reachFrom).lt("endDate", addDays(reachFrom, EVENT_DAYS_MAX)))
    .take(ENTRIES_MAX);
  const single = [...starting, ...reaching.filter((event) => event.date < reachFrom)].filter((event) => event.repeat === undefined);
  const read = await expand(ctx, member, [...series, ...single], from, to, cap);
  const filled = series.length >= MAX_LIVE_EVENTS || starting.length >= ENTRIES_MAX || reaching.length >= ENTRIES_MAX;
  return { events: read.events, truncated: read.truncated || filled, cut: read.cut };
}

/** The family's zone: the clock every view, reminder and "today" reads. */
async function familyZoneOf(ctx: QueryCtx): Promise<string> {
  return (await readFamilySettings(ctx)).timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * One occurrence's moments, and its days and times on the family's clock. A timed event's
 * wall times are read in its own zone (lib/timeZone's readWallTime: a time the clocks skip is
 * later by the gap, as in the feed), then told in the family's.
 */
function placed(event: Doc<"events">, day: string, familyZone: string) {
  const length = extraDays(event);
  const lastDay = addDays(day, length);
  if (event.startTime === undefined) return { date: day, endDate: length > 0 ? lastDay : undefined };
  const zone = event.timeZone ?? familyZone;
  const { startAt, endAt } = spanOf(zone, day, event.startTime, lastDay, event.endTime ?? event.startTime);
  const start = wallAt(familyZone, startAt);
  const end = wallAt(familyZone, endAt);
  // An end at midnight closes the day before: the event is not drawn on the next one.
  const endDay = end.time === "00:00" && end.day > start.day ? addDays(end.day, -1) : end.day;
  return { date: start.day, endDate: endDay > start.day ? endDay : undefined, startTime: start.time, endTime: end.time, startAt, endAt };
}

async function expand(
  ctx: QueryCtx,
  member: Doc<"members"> | null,
  events: Doc<"events">[],
  from: string,
  to: string,
  cap: number,
): Promise<{ events: Occurrence[]; truncated: boolean; cut: DayCut[] }> {
  const familyZone = await familyZoneOf(ctx);
  const out: Occurrence[] = [];
  let truncated = false;
  // Work is counted as it is done, not after: each day a series falls on is placed on the family's
  // clock (through Intl), and a family's thousand series had a month view place every one of their
  // days only to keep the cap's worth. Once twice the cap are made no further series is expanded
  // (one-off events come first, so a window always has them); the fair cut below shares the rest.
  const budget = 2 * cap;
  let made = 0;
  const oneOffsFirst = [...events.filter((event) => event.repeat === undefined), ...events.filter((event) => event.repeat !== undefined)];
  for (const event of oneOffsFirst) {
    const length = extraDays(event);
    let days: string[];
    if (event.repeat === undefined) days = [event.date];
    else if (made >= budget) {
      truncated = true;
      break;
    } else {
      // A day either side: told on the family's clock, an occurrence may move to the next or last day.
      const expanded = repeatDaysBetween(event.date, event.repeat, addDays(from, -length - 1), addDays(to, 1), Math.min(cap, budget - made));
      truncated ||= expanded.truncated;
      const gone = new Set([...(event.skipped ?? []), ...(event.replaced ?? [])]);
      days = expanded.days.filter((day) => !gone.has(day));
    }
    made += days.length;
    if (days.length === 0) continue;
    const everyone = event.everyone !== false;
    let memberIds: Id<"members">[] | null = null;
    // A series is offered for editing on the family's clock: its first day, and its weekdays
    // as they fall there (a Monday 17:00 in London repeats on Tuesdays for a family in Tokyo).
    const seriesDate = event.repeat !== undefined ? placed(event, event.date, familyZone).date : undefined;
    for (const day of days) {
      const at = placed(event, day, familyZone);
      if (at.date > to || (at.endDate ?? at.date) < from) continue;
      memberIds ??= everyone ? [] : await peopleOf(ctx, event._id);
      out.push({
        key: `${event._id}:${day}`,
        eventId: event._id,
        seriesId: event.seriesId,
        occurrenceDate: event.repeat !== undefined ? day : (event.occurrenceDate ?? event.date),
        ...at,
        name: event.name,
        notes: event.description,
        location: event.location,
        everyone,
        memberIds,
        reminders: event.reminders,
        timeZone: event.timeZone,
        repeat: repeatShifted(event.repeat, daysBetween(day, at.date)),
        seriesDate,
        createdBy: event.createdBy,
        canEdit: member !== null && canEditEvent(member, event),
      });
    }
  }
  const byDayAndTime = (a: Occurrence, b: Occurrence) =>
    a.date === b.date ? (a.startTime ?? "").localeCompare(b.startTime ?? "") : a.date.localeCompare(b.date);
  out.sort(byDayAndTime);
  if (out.length > cap) {
    const kept = fairCut(out, cap);
    return { events: kept.sort(byDayAndTime), truncated: true, cut: cutByDay(out, kept) };
  }
  return { events: out, truncated, cut: [] };
}

/** How many of `all` each day lost when only `kept` stayed. */
function cutByDay(all: Occurrence[], kept: Occurrence[]): DayCut[] {
  const stayed = new Set(kept.map((occurrence) => occurrence.key));
  const counts = new Map<string, number>();
  for (const occurrence of all) if (!stayed.has(occurrence.key)) counts.set(occurrence.date, (counts.get(occurrence.date) ?? 0) + 1);
  return [...counts].map(([date, count]) => ({ date, count })).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * At most `cap` of a window's occurrences (in day order), shared fairly between its days: each
 * day's first before any day's second, so no later day looks falsely empty.
 */
function fairCut(sorted: Occurrence[], cap: number): Occurrence[] {
  const nth = new Map<string, number>();
  const ranked = sorted.map((occurrence, index) => {
    const rank = nth.get(occurrence.date) ?? 0;
    nth.set(occurrence.date, rank + 1);
    return { occurrence, rank, index };
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, cap).map((entry) => entry.occurrence);
}

/** A day-of-month `day` in the month of `month` ("yyyy-MM"), the month's last day when it is shorter. */
function dayInMonth(month: string, day: number): string {
  const [y, m] = month.split("-").map(Number);
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(Math.min(day, length)).padStart(2, "0")}`;
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); ) {
    months.push(month);
    const [y, m] = month.split("-").map(Number);
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  }
  return months;
}

/** A birthday's day in `year`: 29 February is kept on the 28th in other years. */
function birthdayIn(birthDate: string, year: number): string {
  const monthDay = birthDate.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${monthDay === "02-29" && !leap ? "02-28" : monthDay}`;
}

/**
 * The calendar's window: events, and as their own entries tasks due (with the dashboard's
 * page), bills due (with finance's) and members' birthdays.
 */
export async function calendarRange(ctx: QueryCtx, member: Doc<"members">, from: string, to: string): Promise<CalendarRange> {
  requireWindow(from, to);
  const { events, truncated, cut } = await occurrencesBetween(ctx, member, from, to);

  const tasks: TaskEntry[] = [];
  let tasksCut = false;
  if (hasPageAccess(member, "dashboard")) {
    const due = await ctx.db
      .query("tasks")
      .withIndex("by_dueDate", (q) => q.gte("dueDate", from).lte("dueDate", to))
      .take(ENTRIES_MAX + 1);
    // A month of a busy family's chores can pass the read: the window says it was cut.
    tasksCut = due.length > ENTRIES_MAX;
    due.splice(ENTRIES_MAX);
    for (const task of due) {
      tasks.push({
        taskId: task._id,
        title: task.title,
        date: task.dueDate,
        assignedTo: task.assignedTo,
        done: task.status === "completed",
        chore: task.choreId !== undefined,
        openable: task.assignedTo === member._id || isAdmin(member),
      });
    }
  }

  const bills: BillEntry[] = [];
  if (hasPageAccess(member, "finance")) {
    const outgoings = await ctx.db.query("monthlyOutgoings").withIndex("by_dueDay").take(BILLS_MAX);
    for (const month of monthsBetween(from, to)) {
      for (const bill of outgoings) {
        const date = dayInMonth(month, bill.dueDay);
        if (date >= from && date <= to) bills.push({ outgoingId: bill._id, description: bill.description, amountPence: bill.amountPence, date });
      }
    }
  }

  const birthdays: BirthdayEntry[] = [];
  const members = await ctx.db.query("members").take(MEMBERS_MAX);
  for (const person of members) {
    if (person.birthDate === undefined) continue;
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
      const date = birthdayIn(person.birthDate, year);
      const age = year - Number(person.birthDate.slice(0, 4));
      if (date >= from && date <= to && age >= 0) birthdays.push({ memberId: person._id, name: person.name, age, date });
    }
  }

  const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);
  const imported = await importedBetween(ctx, from, to);
  return { events, tasks, bills: bills.sort(byDate), birthdays: birthdays.sort(byDate), imported: imported.occurrences, truncated: truncated || tasksCut || imported.truncated, cut };
}

/**
 * The next `limit` occurrences from `today` (the dashboard's and the family screen's lists):
 * the first `limit` one-off events and the live series, so a long list of events far ahead
 * costs nothing.
 */
export async function upcomingOccurrences(ctx: QueryCtx, today: string, limit: number): Promise<Occurrence[]> {
  const series = await liveSeries(ctx, today);
  // The series among the events from today on are already in `series`: reading that many more
  // finds `limit` one-off events whatever their order.
  const single = (
    await ctx.db
      .query("events")
      .withIndex("by_date", (q) => q.gte("date", today))
      .take(limit + series.length)
  )
    .filter((event) => event.repeat === undefined)
    .slice(0, limit);
  const until = single.length === limit ? single[limit - 1].date : addDays(today, RANGE_DAYS_MAX - 1);
  // The window reaches the last one-off event read, a day on: told on the family's clock it may move a day.
  const lastSingle = single.length > 0 ? addDays(single[single.length - 1].endDate ?? single[single.length - 1].date, 1) : until;
  const to = lastSingle > until ? lastSingle : until;
  const { events } = await expand(ctx, null, [...series.filter((event) => event.date <= until), ...single], today, to, limit * 4);
  return events.slice(0, limit);
}

// ---- Reminders ------------------------------------------------------------

/** A reminder found this late (a run missed, a slow start) still goes; older ones are let go. */
export const EVENT_REMINDER_GRACE_MS = 30 * 60_000;

/** When a reminder `minutesBefore` an occurrence is due: before its start, or for an all-day one at the morning hour, whole days before. */
export function reminderDueAt(
  occurrence: Pick<Occurrence, "date" | "startTime" | "timeZone" | "startAt">,
  minutesBefore: number,
  familyZone: string,
): number {
  if (occurrence.startAt !== undefined) return occurrence.startAt - minutesBefore * 60_000;
  if (occurrence.startTime !== undefined) {
    return instantOf(occurrence.timeZone ?? familyZone, occurrence.date, occurrence.startTime) - minutesBefore * 60_000;
  }
  const day = addDays(occurrence.date, -Math.ceil(minutesBefore / 1440));
  return instantOf(familyZone, day, `${String(REMINDER_HOUR).padStart(2, "0")}:00`);
}

/**
 * Every few minutes: each reminder of an occurrence from today to eight days ahead that fell
 * due since the last runs goes to the people in it, once (its key names the occurrence and the
 * reminder, so a second run or an overlapping one sends nothing more).
 */
export async function sendEventReminders(ctx: MutationCtx, now: number): Promise<number> {
  const zone = (await readFamilySettings(ctx)).timeZone ?? DEFAULT_TIME_ZONE;
  const today = dayIn(zone, now);
  const from = addDays(today, -1);
  const to = addDays(today, 8);
  const withReminders = (
    await ctx.db
      .query("events")
      .withIndex("by_remindUntil", (q) => q.gte("remindUntil", from))
      .take(MAX_LIVE_EVENTS)
  ).filter((event) => event.date <= to);
  const { events } = await expand(ctx, null, withReminders, from, to, OCCURRENCES_MAX);
  let sent = 0;
  for (const occurrence of events) {
    for (const minutesBefore of occurrence.reminders ?? []) {
      const due = reminderDueAt(occurrence, minutesBefore, zone);
      if (due > now || due <= now - EVENT_REMINDER_GRACE_MS) continue;
      const people = occurrence.everyone ? (await ctx.db.query("members").take(MEMBERS_MAX)).map((m) => m._id) : occurrence.memberIds;
      for (const memberId of people) {
        const delivered = await deliverNotification(ctx, memberId, {
          details: {
            kind: "eventReminder",
            eventId: occurrence.eventId,
            eventTitle: occurrence.name,
            date: occurrence.date,
            startTime: occurrence.startTime,
            minutesBefore,
          },
          reminderKey: `event:${occurrence.key}:${minutesBefore}`,
        });
        if (delivered) sent++;
      }
    }
  }
  return sent;
}

// What a calendar day shows: events (each occurrence), and as their own marked entries tasks
// due, bills due and birthdays, from one window of api.calendar.range.
import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { MemberView } from "../../../../../convex/lib/memberView";

export type CalendarRange = FunctionReturnType<typeof api.calendar.range>;
export type Occurrence = CalendarRange["events"][number];
/** An occurrence of another calendar's event (read-only, in its import's colour). */
export type ImportedOccurrence = CalendarRange["imported"][number];

export type Entry =
  | { kind: "event"; key: string; date: string; event: Occurrence }
  | { kind: "task"; key: string; date: string; task: CalendarRange["tasks"][number] }
  | { kind: "bill"; key: string; date: string; bill: CalendarRange["bills"][number] }
  | { kind: "birthday"; key: string; date: string; birthday: CalendarRange["birthdays"][number] }
  | { kind: "imported"; key: string; date: string; imported: ImportedOccurrence };

/** The members an event is for, in the family's order (everyone: none listed). */
export function peopleOf(event: Pick<Occurrence | ImportedOccurrence, "everyone" | "memberIds">, members: MemberView[]): MemberView[] {
  return event.everyone ? [] : members.filter((member) => event.memberIds.includes(member._id as Id<"members">));
}

/** Who an entry of any kind is for: an event's or import's people, a task's assignee, whose birthday it is. */
export function peopleOfEntry(entry: Entry, members: MemberView[]): MemberView[] {
  if (entry.kind === "event") return peopleOf(entry.event, members);
  if (entry.kind === "imported") return peopleOf(entry.imported, members);
  const id = entry.kind === "task" ? entry.task.assignedTo : entry.kind === "birthday" ? entry.birthday.memberId : undefined;
  return id === undefined ? [] : members.filter((member) => member._id === id);
}

/** Each day's entries: birthdays, then all-day events, then timed ones by time, then tasks and bills. */
export function entriesByDay(range: CalendarRange, days: string[]): Map<string, Entry[]> {
  const byDay = new Map<string, Entry[]>(days.map((day) => [day, []]));
  const add = (date: string, entry: Entry) => byDay.get(date)?.push(entry);
  // The day someone was born is not a birthday ("0th").
  for (const birthday of range.birthdays) if (birthday.age > 0) add(birthday.date, { kind: "birthday", key: `b:${birthday.memberId}:${birthday.date}`, date: birthday.date, birthday });
  for (const event of range.events) {
    // An all-day event over several days is on each of them.
    const last = event.endDate ?? event.date;
    for (const day of days) if (day >= event.date && day <= last) add(day, { kind: "event", key: `${event.key}:${day}`, date: day, event });
  }
  for (const imported of range.imported) {
    const last = imported.endDate ?? imported.date;
    for (const day of days) if (day >= imported.date && day <= last) add(day, { kind: "imported", key: `i:${imported.key}:${day}`, date: day, imported });
  }
  for (const task of range.tasks) add(task.date, { kind: "task", key: `t:${task.taskId}`, date: task.date, task });
  for (const bill of range.bills) add(bill.date, { kind: "bill", key: `o:${bill.outgoingId}:${bill.date}`, date: bill.date, bill });
  const timed = (startTime: string | undefined) => (startTime === undefined ? "1" : `2${startTime}`);
  const rank = (entry: Entry) =>
    entry.kind === "birthday"
      ? "0"
      : entry.kind === "event"
        ? timed(entry.event.startTime)
        : entry.kind === "imported"
          ? timed(entry.imported.startTime)
          : entry.kind === "task"
            ? "3"
            : "4";
  for (const list of byDay.values()) list.sort((a, b) => rank(a).localeCompare(rank(b)));
  return byDay;
}

/** An entry over several days: which event it is and its first and last day; null for a one-day entry. */
export function spanOf(entry: Entry): { id: string; first: string; last: string } | null {
  const item = entry.kind === "event" ? entry.event : entry.kind === "imported" ? entry.imported : null;
  if (item === null || item.endDate === undefined || item.endDate <= item.date) return null;
  return { id: `${entry.kind}:${item.key}`, first: item.date, last: item.endDate };
}

/** A multi-day entry's piece in one week row: its days there, its lane, and whether it goes on before or after. */
export type Segment = { id: string; entry: Entry; first: string; last: string; days: number; lane: number; before: boolean; after: boolean };

/**
 * The multi-day entries of one week (`week`, its days in order, seven in the month) as bars, each in the lowest lane free on
 * all its days: earlier starts first, longer ones first on the same day, as Google's month does.
 */
export function weekSegments(week: string[], byDay: Map<string, Entry[]>): Segment[] {
  const seen = new Map<string, Omit<Segment, "lane" | "days">>();
  for (const day of week) {
    for (const entry of byDay.get(day) ?? []) {
      const span = spanOf(entry);
      if (span === null || seen.has(span.id)) continue;
      const first = span.first < week[0] ? week[0] : span.first;
      const end = week[week.length - 1];
      const last = span.last > end ? end : span.last;
      seen.set(span.id, { id: span.id, entry, first, last, before: span.first < week[0], after: span.last > end });
    }
  }
  const index = (day: string) => week.indexOf(day);
  const pieces = [...seen.values()]
    .map((piece) => ({ ...piece, days: index(piece.last) - index(piece.first) + 1 }))
    .sort((a, b) => a.first.localeCompare(b.first) || b.days - a.days);
  const taken: boolean[][] = [];
  return pieces.map((piece) => {
    let lane = 0;
    const free = (l: number) => {
      for (let i = index(piece.first); i <= index(piece.last); i++) if (taken[l]?.[i]) return false;
      return true;
    };
    while (!free(lane)) lane++;
    taken[lane] ??= [];
    for (let i = index(piece.first); i <= index(piece.last); i++) taken[lane][i] = true;
    return { ...piece, lane };
  });
}

/** What a month cell shows of its day: the bars over it (by lane), the lanes kept, the one-day entries shown, and "+N more". */
export type MonthCell = { over: Segment[]; lanes: number; shown: Entry[]; more: number };

/**
 * One day's cell in a month week row with `lines` lines: bars in the first `lines` lanes (the lanes up to the
 * last shown one are kept, empty ones as gaps, so a bar stays on one line across its days), then the day's
 * one-day entries in the lines left; everything else, and the `cut` occurrences the server's cap left out,
 * counts in "+N more".
 */
export function monthCell(day: string, entries: Entry[], segments: Segment[], cut: number, lines: number): MonthCell {
  const over = segments.filter((piece) => piece.lane < lines && piece.first <= day && piece.last >= day);
  const lanes = over.length ? Math.max(...over.map((piece) => piece.lane)) + 1 : 0;
  const singles = entries.filter((entry) => spanOf(entry) === null);
  const shown = singles.slice(0, Math.max(0, lines - lanes));
  const more = entries.length - over.length - shown.length + cut;
  return { over, lanes, shown, more };
}

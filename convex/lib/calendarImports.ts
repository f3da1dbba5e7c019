// Other calendars (DESIGN.md decision 20): a school's or club's .ics file or URL shown as a
// read-only overlay in its own colour. The caps, and the short codes of what can go wrong with
// one (stored as the import's `lastError`, or answered by the mutation that was refused), which
// the dialog says in the reader's language (calendar.imports.problems.*). Shared by the server
// (model/calendarImports.ts) and the dialog; no zod, no ical.js here.
import { literals } from "convex-helpers/validators";
import { v, type Infer } from "convex/values";

/** Imports a family may have at once. */
export const IMPORTS_MAX = 20;
/** Events (series and changed occurrences each count once) one import keeps. */
export const IMPORTED_EVENTS_MAX = 2000;
/** The largest .ics file or URL body read, in bytes (UTF-8). */
export const IMPORT_BYTES_MAX = 1_000_000;
/** How long a URL may take to answer, body included. */
export const IMPORT_FETCH_TIMEOUT_MS = 10_000;
/** The longest URL accepted. */
export const IMPORT_URL_MAX_LENGTH = 2000;
/** A URL import is fetched again this often (convex/crons.ts). */
export const IMPORT_REFRESH_HOURS = 3;

export const importSources = ["url", "file"] as const;
export const vImportSource = literals(...importSources);
export type ImportSource = Infer<typeof vImportSource>;

/**
 * What kept a calendar from being read: stored as `lastError` (the events read before stay), or
 * the answer of an add or refresh that changed nothing.
 *   tooLarge       over IMPORT_BYTES_MAX
 *   tooManyEvents  over IMPORTED_EVENTS_MAX
 *   unreadable     not an iCalendar file ical.js can read
 *   timeout        the URL did not answer within IMPORT_FETCH_TIMEOUT_MS
 *   unreachable    the URL could not be reached (network, DNS, TLS)
 *   httpError      the URL answered with an error status
 *   blockedAddress the URL (or a redirect) leads to a private, loopback or other non-public address
 *   badRedirect    the URL redirected too often, or to something that is not an http(s) address
 *   failed         anything else went wrong while reading it
 */
export const importProblems = [
  "tooLarge",
  "tooManyEvents",
  "unreadable",
  "timeout",
  "unreachable",
  "httpError",
  "blockedAddress",
  "badRedirect",
  "failed",
] as const;
export const vImportProblem = literals(...importProblems);
export type ImportProblem = Infer<typeof vImportProblem>;

/**
 * Why a read left an event of the file out (the rest are kept), counted per reason and stored
 * with the import, so nothing goes missing without the dialog saying so.
 *   noStart        no DTSTART: it has no place on a calendar
 *   badValue       a date, time or rule property that cannot be read (garbage DTEND, EXDATE,
 *                  RECURRENCE-ID, UNTIL, a DTSTART that is a period or text)
 *   tooFrequent    repeats every minute or second: a window would hold too many
 *   badRule        a rule that cannot be expanded, or costs too much to work out
 *   noOccurrence   a rule with no occurrence at all (30 February)
 *   tooManyDates   more than IMPORTED_DATES_MAX extra or excluded dates
 *   cancelled      STATUS:CANCELLED (the file says it is not happening)
 */
export const leftOutReasons = ["noStart", "badValue", "tooFrequent", "badRule", "noOccurrence", "tooManyDates", "cancelled"] as const;
export const vLeftOutReason = literals(...leftOutReasons);
export type LeftOutReason = Infer<typeof vLeftOutReason>;

/** What the last read found: the file's events, and those it left out by reason. */
export const vReadSummary = v.object({
  read: v.number(),
  leftOut: v.array(v.object({ reason: vLeftOutReason, count: v.number() })),
});
export type ReadSummary = Infer<typeof vReadSummary>;

/** RDATEs or EXDATEs one event keeps at most; an event with more is left out (tooManyDates). */
export const IMPORTED_DATES_MAX = 1000;

/** Refusals of adding or refreshing that are not about the calendar's text. */
export type ImportRefusal = ImportProblem | "limit" | "badUrl" | "fileNeeded";

/** What adding or refreshing an import answers: refused (nothing written) with a reason, or done. */
export type ImportOutcome<T = null> = { ok: true; value: T } | { ok: false; problem: ImportRefusal };

/**
 * The http(s) URL to fetch for what an admin pasted (webcal:// is https://), or null when it is
 * not one.
 */
export function importUrlOf(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > IMPORT_URL_MAX_LENGTH) return null;
  const rewritten = /^webcals?:\/\//i.test(trimmed) ? trimmed.replace(/^webcals?:\/\//i, "https://") : trimmed;
  let url: URL;
  try {
    url = new URL(rewritten);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.hostname === "" || url.username !== "" || url.password !== "") return null;
  return url.toString();
}

/**
 * An imported event as stored (the schema's importedEvents, without its import) and as a read
 * hands it from the action that parsed it to the mutation that stores it.
 * model/calendarImportsParse.ts says which clock each field is on.
 */
export const importedEventFields = {
  uid: v.string(),
  /** A changed occurrence of a series: the occurrence's start on the series' wall clock (or its day). */
  recurrenceId: v.optional(v.string()),
  name: v.string(),
  location: v.optional(v.string()),
  notes: v.optional(v.string()),
  allDay: v.boolean(),
  /** The first day on the family's calendar when read (all day: the plain date). */
  date: v.string(),
  endDate: v.optional(v.string()),
  startTime: v.optional(v.string()),
  endTime: v.optional(v.string()),
  /** A timed one-off event's instants (ms). */
  startAt: v.optional(v.number()),
  endAt: v.optional(v.number()),
  /** A series: its RRULE, first start on its zone's wall clock, and length. */
  rrule: v.optional(v.string()),
  seriesStart: v.optional(v.string()),
  timeZone: v.optional(v.string()),
  durationMinutes: v.optional(v.number()),
  spanDays: v.optional(v.number()),
  exdates: v.optional(v.array(v.string())),
  /**
   * A series' extra occurrences (RDATE), keyed like `exdates`; one given as a period carries
   * its own length in minutes after a slash ("2030-01-07T16:00/90"). A series of RDATEs alone
   * has no `rrule`.
   */
  rdates: v.optional(v.array(v.string())),
  /**
   * A series cut by a RECURRENCE-ID;RANGE=THISANDFUTURE: its occurrences from this key on
   * (keyed like `exdates`) belong to a later part of the series.
   */
  endsBefore: v.optional(v.string()),
  /**
   * A later part of a series (RANGE=THISANDFUTURE; `recurrenceId` is where it begins): the
   * series' rule and dates from there on, each occurrence moved by this many minutes (whole
   * days for an all-day series), with the part's own length, title and place.
   */
  shiftMinutes: v.optional(v.number()),
  /** A series' last day with days to spare ("9999-12-31" for ever): windows read series by it. */
  seriesEnd: v.optional(v.string()),
  sequence: v.optional(v.number()),
  /** Of the fields above as read: an unchanged event is left alone on a refetch. */
  hash: v.string(),
};
export const vImportedEvent = v.object(importedEventFields);

// Other calendars on the family calendar (model/calendarImports.ts): admins add, change, refresh
// and remove them; every member with the calendar page sees the list (without URLs) and the
// events. Reading a calendar's text is an action's work (ical.js and rrule-temporal cost more
// than a mutation may spend); a mutation stores what it read. A URL is fetched by an internal
// action: at once when added or refreshed, and every few hours by convex/crons.ts.
import { v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import { internalAction, internalMutation, internalQuery } from "./_generated/server";
import { internal } from "./_generated/api";
import { adminAction, adminMutation, memberQuery } from "./functions";
import {
  IMPORT_BYTES_MAX,
  IMPORT_FETCH_TIMEOUT_MS,
  vImportProblem,
  vImportedEvent,
  vReadSummary,
  type ImportOutcome,
  type ImportProblem,
} from "./lib/calendarImports";
import * as model from "./model/calendarImports";

/** Name, colour and who it is for, as the dialog sends them; the model checks each. */
const vImportInput = v.object({
  name: v.string(),
  color: v.string(),
  everyone: v.boolean(),
  memberIds: v.array(v.string()),
});

/** Every import with its colour, people and last read (its URL for admins only). */
export const list = memberQuery({
  page: "calendar",
  args: {},
  handler: (ctx): Promise<model.ImportView[]> => model.listImports(ctx, ctx.member),
});

/**
 * A new import from an .ics file's text (at most 1 MB, read by the browser). Answers the new
 * import's id, or the reason nothing was added (calendar.imports.problems.*).
 */
export const addFileImport = adminAction({
  args: { import: vImportInput, ics: v.string() },
  handler: async (ctx, args): Promise<ImportOutcome<Id<"calendarImports">>> => {
    const prepared = await ctx.runQuery(internal.calendarImports.prepare, { input: args.import });
    if (!prepared.ok) return prepared;
    const read = model.readCalendar(args.ics, prepared.value);
    if (!read.ok) return read;
    return ctx.runMutation(internal.calendarImports.create, {
      adminId: ctx.memberId,
      input: args.import,
      events: read.events,
      familyZone: prepared.value,
      summary: model.summaryOf(read),
    });
  },
});

/** A new import of a URL (http, https or webcal), fetched at once and every few hours. */
export const addUrlImport = adminMutation({
  args: { import: vImportInput, url: v.string() },
  handler: (ctx, args): Promise<ImportOutcome<Id<"calendarImports">>> => model.createImport(ctx, ctx.member._id, args.import, { url: args.url }),
});

/** Reads an import again: a URL is fetched now; a file's new version comes as `ics`. */
export const refresh = adminAction({
  args: { importId: v.id("calendarImports"), ics: v.optional(v.string()) },
  handler: async (ctx, { importId, ics }): Promise<ImportOutcome> => {
    const target = await ctx.runQuery(internal.calendarImports.refreshTarget, { importId });
    if (target.source === "url") {
      await ctx.runMutation(internal.calendarImports.scheduleFetch, { importId });
      return { ok: true, value: null };
    }
    if (ics === undefined) return { ok: false, problem: "fileNeeded" };
    const read = model.readCalendar(ics, target.familyZone);
    if (!read.ok) return read;
    await ctx.runMutation(internal.calendarImports.storeFileRead, { importId, events: read.events, familyZone: target.familyZone, summary: model.summaryOf(read) });
    return { ok: true, value: null };
  },
});

export const updateImport = adminMutation({
  args: { importId: v.id("calendarImports"), import: vImportInput },
  handler: (ctx, args) => model.updateImport(ctx, args.importId, args.import),
});

/** Removes an import; its events go with it (in batches, unseen meanwhile). */
export const removeImport = adminMutation({
  args: { importId: v.id("calendarImports") },
  handler: (ctx, { importId }) => model.removeImport(ctx, importId),
});

// ---- The actions' database work, and scheduled work ----------------------------

export const prepare = internalQuery({
  args: { input: vImportInput },
  handler: (ctx, { input }) => model.prepareImport(ctx, input),
});

export const create = internalMutation({
  args: { adminId: v.id("members"), input: vImportInput, events: v.array(vImportedEvent), familyZone: v.string(), summary: v.optional(vReadSummary) },
  handler: (ctx, { adminId, input, events, familyZone, summary }) => model.createImport(ctx, adminId, input, { events, familyZone, summary }),
});

export const refreshTarget = internalQuery({
  args: { importId: v.id("calendarImports") },
  handler: (ctx, { importId }) => model.refreshTarget(ctx, importId),
});

export const scheduleFetch = internalMutation({
  args: { importId: v.id("calendarImports") },
  handler: (ctx, { importId }) => model.scheduleFetch(ctx, importId),
});

export const storeFileRead = internalMutation({
  args: { importId: v.id("calendarImports"), events: v.array(vImportedEvent), familyZone: v.string(), summary: v.optional(vReadSummary) },
  handler: (ctx, { importId, events, familyZone, summary }) => model.storeFileRead(ctx, importId, events, familyZone, summary),
});

export const fetchTarget = internalQuery({
  args: { importId: v.id("calendarImports") },
  handler: async (ctx, { importId }) => {
    const url = await model.fetchTarget(ctx, importId);
    return url === null ? null : { url, familyZone: (await model.refreshTarget(ctx, importId)).familyZone };
  },
});

/**
 * Fetches a URL import through the guarded fetch (10 s, 1 MB at most, public addresses only),
 * reads it, and stores its events or why it could not: whatever goes wrong ends as the
 * import's `lastError`, never as a silent failure.
 */
export const fetchNow = internalAction({
  args: { importId: v.id("calendarImports") },
  handler: async (ctx, { importId }) => {
    const target = await ctx.runQuery(internal.calendarImports.fetchTarget, { importId });
    if (target === null) return;
    let problem: ImportProblem;
    try {
      const fetched = await ctx.runAction(internal.guardedFetch.fetchText, {
        url: target.url,
        accept: "text/calendar, text/plain;q=0.9, */*;q=0.5",
        maxBytes: IMPORT_BYTES_MAX,
        timeoutMs: IMPORT_FETCH_TIMEOUT_MS,
      });
      if (!fetched.ok) {
        problem = model.problemOfFetch(fetched.problem);
      } else {
        const read = readSafely(fetched.text, target.familyZone);
        if (read.ok) {
          await ctx.runMutation(internal.calendarImports.storeFetched, { importId, url: target.url, events: read.events, familyZone: target.familyZone, summary: model.summaryOf(read) });
          return;
        }
        problem = read.problem;
      }
    } catch (error) {
      console.error(`calendar import ${importId}: reading it failed`, error);
      problem = "failed";
    }
    await ctx.runMutation(internal.calendarImports.recordProblem, { importId, problem });
  },
});

/** A reader that throws on some input still leaves a reason, not a silent failure. */
function readSafely(text: string, familyZone: string): ReturnType<typeof model.readCalendar> {
  try {
    return model.readCalendar(text, familyZone);
  } catch (error) {
    console.error("calendar import: the reader threw", error);
    return { ok: false, problem: "unreadable" };
  }
}

export const storeFetched = internalMutation({
  args: { importId: v.id("calendarImports"), url: v.string(), events: v.array(vImportedEvent), familyZone: v.string(), summary: v.optional(vReadSummary) },
  handler: (ctx, { importId, url, events, familyZone, summary }) => model.storeFetched(ctx, importId, url, events, familyZone, summary),
});

export const recordProblem = internalMutation({
  args: { importId: v.id("calendarImports"), problem: vImportProblem },
  handler: (ctx, { importId, problem }) => model.recordProblem(ctx, importId, problem),
});

/** The cron's round: every URL import fetched again. */
export const refreshAll = internalMutation({
  args: {},
  handler: (ctx) => model.scheduleAllFetches(ctx),
});

/** The rest of a removed import's events. */
export const deleteEvents = internalMutation({
  args: { importId: v.id("calendarImports") },
  handler: (ctx, { importId }) => model.deleteEventsOf(ctx, importId),
});

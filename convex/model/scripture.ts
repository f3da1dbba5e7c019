// Reading scripture from the public Bible text service (spec section 7): one
// GET per chosen verse, or one for the whole chapter; each passage is cached
// in `scripturePassages` per (translation, reference), so a passage read once
// never calls the service again (and still reads offline). Service calls count
// against a per-member limit; cache hits are free.
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { env, type ActionCtx, type MutationCtx, type QueryCtx } from "../_generated/server";
import { householdError } from "../lib/errors";
import {
  DEFAULT_BIBLE_API_URL,
  passageReference,
  passageRequestProblem,
  passageUrl,
  type PassageRequest,
} from "../lib/scripture";
import type { BibleTranslation } from "../lib/validators";

export const SCRIPTURE_TIMEOUT_MS = 8000;
/** Service calls one member may make per minute. */
export const MAX_CALLS_PER_MINUTE = 30;
export const WINDOW_MS = 60_000;
/** Old call records one reservation prunes. */
const PRUNE_BATCH = 100;

export type VerseRow = { verse: number; text: string };
export type Passage = { verses: VerseRow[]; text: string };
export type PassageResult = { rows: VerseRow[]; fromCache: boolean };

/** The cached passage of each reference (null when not cached), in order. */
export async function cachedPassages(
  ctx: QueryCtx,
  args: { translation: BibleTranslation; references: string[] },
): Promise<(Passage | null)[]> {
  return Promise.all(
    args.references.map(async (reference) => {
      const doc = await ctx.db
        .query("scripturePassages")
        .withIndex("by_translation_and_reference", (q) => q.eq("translation", args.translation).eq("reference", reference))
        .first();
      return doc === null ? null : { verses: doc.verses, text: doc.text };
    }),
  );
}

/** Records `count` service calls, or refuses them all when they would pass the minute's limit. */
export async function reserveCalls(ctx: MutationCtx, args: { memberId: Id<"members">; count: number }): Promise<null> {
  const now = Date.now();
  const since = now - WINDOW_MS;
  const recent = await ctx.db
    .query("scriptureCalls")
    .withIndex("by_memberId_and_at", (q) => q.eq("memberId", args.memberId).gt("at", since))
    .take(MAX_CALLS_PER_MINUTE + 1);
  if (recent.length + args.count > MAX_CALLS_PER_MINUTE) throw householdError("SCRIPTURE_TOO_MANY_REQUESTS");
  const old = await ctx.db
    .query("scriptureCalls")
    .withIndex("by_memberId_and_at", (q) => q.eq("memberId", args.memberId).lte("at", since))
    .take(PRUNE_BATCH);
  for (const call of old) await ctx.db.delete("scriptureCalls", call._id);
  for (let i = 0; i < args.count; i++) await ctx.db.insert("scriptureCalls", { memberId: args.memberId, at: now });
  return null;
}

/** Caches fetched passages (a passage another reader cached meanwhile is kept as is). */
export async function storePassages(
  ctx: MutationCtx,
  args: { translation: BibleTranslation; passages: (Passage & { reference: string })[] },
): Promise<null> {
  const fetchedAt = Date.now();
  for (const { reference, verses, text } of args.passages) {
    const existing = await ctx.db
      .query("scripturePassages")
      .withIndex("by_translation_and_reference", (q) => q.eq("translation", args.translation).eq("reference", reference))
      .first();
    if (existing === null) {
      await ctx.db.insert("scripturePassages", { translation: args.translation, reference, verses, text, fetchedAt });
    }
  }
  return null;
}

/** Plain text: the service's line breaks and runs of spaces become single spaces. */
function plain(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function parsePassage(json: unknown): Passage | null {
  if (typeof json !== "object" || json === null) return null;
  const { verses, text } = json as { verses?: unknown; text?: unknown };
  if (verses !== undefined && !Array.isArray(verses)) return null;
  if (text !== undefined && typeof text !== "string") return null;
  const rows: VerseRow[] = [];
  for (const verse of verses ?? []) {
    const { verse: number, text: verseText } = (verse ?? {}) as { verse?: unknown; text?: unknown };
    if (typeof number !== "number" || typeof verseText !== "string") return null;
    rows.push({ verse: number, text: plain(verseText) });
  }
  return { verses: rows, text: plain(text ?? "") };
}

/**
 * One GET with a timeout. "missing" is the spec's "no verses and no text" (also
 * the service's 404 for a verse it does not have); the service's "translation
 * not found" is TRANSLATION_UNAVAILABLE; anything else that is not a passage
 * (network, timeout, 5xx, bad JSON) is SCRIPTURE_LOAD_FAILED.
 */
export async function fetchPassage(url: string, timeoutMs = SCRIPTURE_TIMEOUT_MS): Promise<Passage | "missing"> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let status: number;
  let body: string;
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { accept: "application/json" } });
    status = response.status;
    body = await response.text();
  } catch {
    throw householdError("SCRIPTURE_LOAD_FAILED");
  } finally {
    clearTimeout(timer);
  }
  if (status >= 500) throw householdError("SCRIPTURE_LOAD_FAILED");
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw householdError("SCRIPTURE_LOAD_FAILED");
  }
  const error = (json as { error?: unknown } | null)?.error;
  if (typeof error === "string" && /translation/i.test(error)) throw householdError("TRANSLATION_UNAVAILABLE");
  if (status === 404) return "missing";
  if (status < 200 || status >= 300) throw householdError("SCRIPTURE_LOAD_FAILED");
  const passage = parsePassage(json);
  if (passage === null) throw householdError("SCRIPTURE_LOAD_FAILED");
  return passage.verses.length === 0 && passage.text === "" ? "missing" : passage;
}

/** A passage's rows; a verse the service sent as text only gets the number asked for. */
function rowsOf(passage: Passage, verse: number | undefined): VerseRow[] {
  if (passage.verses.length > 0) return passage.verses;
  return [{ verse: verse ?? 1, text: passage.text }];
}

/**
 * The chosen verses (or the whole chapter), from the cache where possible.
 * Verses the service does not have are left out; when it has none of them, the
 * translation is reported unavailable (spec section 8).
 */
export async function readPassage(ctx: ActionCtx, memberId: Id<"members">, request: PassageRequest): Promise<PassageResult> {
  const problem = passageRequestProblem(request);
  if (problem !== null) throw householdError(problem);
  const { book, chapter, translation } = request;
  const wanted: { reference: string; verse?: number }[] =
    request.verses.length === 0
      ? [{ reference: passageReference(book, chapter) }]
      : [...request.verses].sort((a, b) => a - b).map((verse) => ({ reference: passageReference(book, chapter, verse), verse }));
  const cached: (Passage | null)[] = await ctx.runQuery(internal.scripture.cached, {
    translation,
    references: wanted.map((w) => w.reference),
  });
  const misses = wanted.filter((_, i) => cached[i] === null);
  const fetched = new Map<string, Passage | "missing">();
  if (misses.length > 0) {
    await ctx.runMutation(internal.scripture.reserveCalls, { memberId, count: misses.length });
    const baseUrl = env.BIBLE_API_URL || DEFAULT_BIBLE_API_URL;
    const results = await Promise.allSettled(misses.map((w) => fetchPassage(passageUrl(baseUrl, w.reference, translation))));
    const found = misses.flatMap((w, i) => {
      const result = results[i];
      if (result.status === "fulfilled") fetched.set(w.reference, result.value);
      return result.status === "fulfilled" && result.value !== "missing" ? [{ reference: w.reference, ...result.value }] : [];
    });
    // What did arrive is kept even if another verse failed, so trying again costs less.
    if (found.length > 0) await ctx.runMutation(internal.scripture.store, { translation, passages: found });
    const failure = results.find((result) => result.status === "rejected");
    if (failure !== undefined) throw failure.reason;
  }
  const rows = wanted.flatMap((w, i) => {
    const passage = cached[i] ?? fetched.get(w.reference);
    return passage === undefined || passage === "missing" ? [] : rowsOf(passage, w.verse);
  });
  if (rows.length === 0) throw householdError("TRANSLATION_UNAVAILABLE");
  return { rows, fromCache: misses.length === 0 };
}

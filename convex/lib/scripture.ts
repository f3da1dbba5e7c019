// Scripture choices and the Bible text service's paths (spec sections 3, 7 and
// 9), pure so the selectors and the action share them. The service is asked
// for "{book} {chapter}" (the whole chapter) or "{book} {chapter}:{verse}",
// with `translation={code}`.
import { type Infer } from "convex/values";
import { literals } from "convex-helpers/validators";
import { z } from "zod";
import { errorCatalogue, type ErrorCode } from "./errors";
import { bibleTranslations, type BibleTranslation } from "./validators";

const code = (c: ErrorCode) => c;

export const bibleBooks = ["Genesis", "Exodus", "Psalms", "John"] as const;
export const vBibleBook = literals(...bibleBooks);
export type BibleBook = Infer<typeof vBibleBook>;

export const MAX_CHAPTER = 50;
export const MAX_VERSE = 30;
/** Spec section 9: the default translation. */
export const DEFAULT_TRANSLATION: BibleTranslation = "web";
/** The service that answers when BIBLE_API_URL is not set. */
export const DEFAULT_BIBLE_API_URL = "https://bible-api.com";

/** 1..50 and 1..30, for the selectors. */
export const chapterNumbers = Array.from({ length: MAX_CHAPTER }, (_, i) => i + 1);
export const verseNumbers = Array.from({ length: MAX_VERSE }, (_, i) => i + 1);

export const translationCodes = Object.keys(bibleTranslations) as [BibleTranslation, ...BibleTranslation[]];

/** What readPassage takes; no verses means the whole chapter. */
export const passageRequestSchema = z.object({
  book: z.enum(bibleBooks, code("UNKNOWN_CHOICE")),
  chapter: z.number().int(code("UNKNOWN_CHOICE")).min(1, code("UNKNOWN_CHOICE")).max(MAX_CHAPTER, code("UNKNOWN_CHOICE")),
  verses: z
    .array(z.number().int(code("UNKNOWN_CHOICE")).min(1, code("UNKNOWN_CHOICE")).max(MAX_VERSE, code("UNKNOWN_CHOICE")))
    .max(MAX_VERSE, code("UNKNOWN_CHOICE"))
    .refine((verses) => new Set(verses).size === verses.length, code("UNKNOWN_CHOICE")),
  translation: z.enum(translationCodes, code("UNKNOWN_CHOICE")),
});
export type PassageRequest = z.output<typeof passageRequestSchema>;

/** The request's problem as an error code, or null. */
export function passageRequestProblem(request: unknown): ErrorCode | null {
  const parsed = passageRequestSchema.safeParse(request);
  if (parsed.success) return null;
  // zod's own type checks (NaN, Infinity are numbers to Convex, not to zod) carry zod's message.
  const message = parsed.error.issues[0].message;
  return message in errorCatalogue ? (message as ErrorCode) : "UNKNOWN_CHOICE";
}

/** "John 3" (whole chapter) or "John 3:16": the service's path and the cache key. */
export function passageReference(book: BibleBook, chapter: number, verse?: number): string {
  return verse === undefined ? `${book} ${chapter}` : `${book} ${chapter}:${verse}`;
}

/** The references one request reads: the chapter, or one per chosen verse in ascending order. */
export function passageReferences(request: Pick<PassageRequest, "book" | "chapter" | "verses">): string[] {
  if (request.verses.length === 0) return [passageReference(request.book, request.chapter)];
  return [...request.verses].sort((a, b) => a - b).map((verse) => passageReference(request.book, request.chapter, verse));
}

/** `${base}/${encodeURIComponent(reference)}?translation=${code}` (a trailing slash on the base is dropped). */
export function passageUrl(baseUrl: string, reference: string, translation: BibleTranslation): string {
  return `${baseUrl.replace(/\/+$/, "")}/${encodeURIComponent(reference)}?translation=${encodeURIComponent(translation)}`;
}

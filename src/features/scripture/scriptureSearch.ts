// /spiritual-life?book=John&chapter=3&verses=16,17&translation=kjv: the passage
// chosen on the Spiritual Life page, in the URL so reload, Back and a shared link
// keep it. This module is the route's `validateSearch`, part of the first load:
// it imports no zod and not convex/lib/scripture.ts (which does), so the few
// constants it needs are repeated here and a test holds them equal to the server's.
import { bibleTranslations, type BibleTranslation } from "../../../convex/lib/validators";
import { optionalChoice, type Search } from "../navigation/searchParams";

export const scriptureBooks = ["Genesis", "Exodus", "Psalms", "John"] as const;
export type ScriptureBook = (typeof scriptureBooks)[number];
export const LAST_CHAPTER = 50;
export const LAST_VERSE = 30;
export const translationChoices = Object.keys(bibleTranslations) as BibleTranslation[];

/** The page's selection; absent parts are the defaults (Genesis 1, whole chapter, web). */
export type ScriptureSearch = { book?: ScriptureBook; chapter?: number; verses?: string; translation?: BibleTranslation };
export type Passage = { book: ScriptureBook; chapter: number; verses: number[]; translation: BibleTranslation };

export const defaultPassage: Passage = { book: "Genesis", chapter: 1, verses: [], translation: "web" };

const wholeNumber = (value: unknown): number | undefined => {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) ? n : undefined;
};

/** "16,3,17" (or the router's 16 for a single one) → [3, 16, 17]: distinct, in range, sorted. */
export function parseVerses(value: unknown): number[] {
  const parts = typeof value === "number" ? [value] : typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : [];
  const verses = parts.map(wholeNumber).filter((n): n is number => n !== undefined && n >= 1 && n <= LAST_VERSE);
  return [...new Set(verses)].sort((a, b) => a - b);
}

/** The route's `validateSearch`: anything odd in a hand-edited URL falls back to the default. */
export function scriptureSearch(search: Search): ScriptureSearch {
  const book = optionalChoice(scriptureBooks, search.book);
  const chapter = wholeNumber(search.chapter);
  const verses = parseVerses(search.verses);
  const translation = optionalChoice(translationChoices, search.translation);
  return {
    ...(book ? { book } : {}),
    ...(chapter !== undefined && chapter >= 1 && chapter <= LAST_CHAPTER ? { chapter } : {}),
    ...(verses.length > 0 ? { verses: verses.join(",") } : {}),
    ...(translation ? { translation } : {}),
  };
}

export function passageFromSearch(search: ScriptureSearch): Passage {
  return {
    book: search.book ?? defaultPassage.book,
    chapter: search.chapter ?? defaultPassage.chapter,
    verses: parseVerses(search.verses),
    translation: search.translation ?? defaultPassage.translation,
  };
}

/** The URL's search for a passage, leaving the defaults out. */
export function searchForPassage(passage: Passage): ScriptureSearch {
  return scriptureSearch({
    ...(passage.book !== defaultPassage.book ? { book: passage.book } : {}),
    ...(passage.chapter !== defaultPassage.chapter ? { chapter: passage.chapter } : {}),
    verses: passage.verses.join(","),
    ...(passage.translation !== defaultPassage.translation ? { translation: passage.translation } : {}),
  });
}

/**
 * The next selection after one change. Spec section 4: a new book or chapter
 * clears the chosen verses (they belonged to the old chapter).
 */
export function changePassage(current: Passage, change: Partial<Passage>): Passage {
  const next = { ...current, ...change };
  const moved = next.book !== current.book || next.chapter !== current.chapter;
  return moved && change.verses === undefined ? { ...next, verses: [] } : { ...next, verses: parseVerses(next.verses.join(",")) };
}

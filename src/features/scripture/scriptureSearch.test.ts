import { describe, expect, test } from "vitest";
import { DEFAULT_TRANSLATION, MAX_CHAPTER, MAX_VERSE, bibleBooks, translationCodes } from "../../../convex/lib/scripture";
import {
  LAST_CHAPTER,
  LAST_VERSE,
  changePassage,
  defaultPassage,
  parseVerses,
  passageFromSearch,
  scriptureBooks,
  scriptureSearch,
  searchForPassage,
  translationChoices,
} from "./scriptureSearch";

describe("scripture search", () => {
  test("offers exactly the server's books, chapters, verses and translations", () => {
    expect(scriptureBooks).toEqual(bibleBooks);
    expect(LAST_CHAPTER).toBe(MAX_CHAPTER);
    expect(LAST_VERSE).toBe(MAX_VERSE);
    expect(translationChoices).toEqual(translationCodes);
    expect(defaultPassage.translation).toBe(DEFAULT_TRANSLATION);
  });

  test("reads a full selection from the URL", () => {
    const search = scriptureSearch({ book: "John", chapter: 3, verses: "17,16", translation: "kjv" });
    expect(search).toEqual({ book: "John", chapter: 3, verses: "16,17", translation: "kjv" });
    expect(passageFromSearch(search)).toEqual({ book: "John", chapter: 3, verses: [16, 17], translation: "kjv" });
  });

  test("a single verse arrives as the router's number", () => {
    expect(scriptureSearch({ verses: 16 })).toEqual({ verses: "16" });
  });

  test("anything odd falls back to the default", () => {
    expect(scriptureSearch({ book: "Leviticus", chapter: 51, verses: "0,31,x", translation: "msg" })).toEqual({});
    expect(scriptureSearch({ chapter: "2.5" })).toEqual({});
    expect(passageFromSearch({})).toEqual(defaultPassage);
  });

  test("verses are distinct, in range and sorted", () => {
    expect(parseVerses("5,3,5,30,31,-1")).toEqual([3, 5, 30]);
    expect(parseVerses(undefined)).toEqual([]);
  });

  test("the URL leaves the defaults out", () => {
    expect(searchForPassage(defaultPassage)).toEqual({});
    expect(searchForPassage({ book: "Psalms", chapter: 23, verses: [1, 2], translation: "web" })).toEqual({
      book: "Psalms",
      chapter: 23,
      verses: "1,2",
    });
  });

  test("changing the book or the chapter clears the chosen verses (spec section 4)", () => {
    const chosen = { book: "John" as const, chapter: 3, verses: [16, 17], translation: "web" as const };
    expect(changePassage(chosen, { book: "Genesis" }).verses).toEqual([]);
    expect(changePassage(chosen, { chapter: 4 }).verses).toEqual([]);
    expect(changePassage(chosen, { translation: "kjv" }).verses).toEqual([16, 17]);
    expect(changePassage(chosen, { verses: [18, 16] }).verses).toEqual([16, 18]);
    // Choosing the same chapter again is no change.
    expect(changePassage(chosen, { chapter: 3 }).verses).toEqual([16, 17]);
  });
});

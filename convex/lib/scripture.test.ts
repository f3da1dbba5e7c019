import { describe, expect, test } from "vitest";
import { commentSchema, postFormSchema } from "./feedSchema";
import {
  bibleBooks,
  chapterNumbers,
  passageReference,
  passageReferences,
  passageRequestProblem,
  passageUrl,
  translationCodes,
  verseNumbers,
} from "./scripture";

describe("scripture choices", () => {
  test("the spec's books, chapters 1-50, verses 1-30 and seven translations", () => {
    expect(bibleBooks).toEqual(["Genesis", "Exodus", "Psalms", "John"]);
    expect([chapterNumbers[0], chapterNumbers.at(-1), chapterNumbers.length]).toEqual([1, 50, 50]);
    expect([verseNumbers[0], verseNumbers.at(-1), verseNumbers.length]).toEqual([1, 30, 30]);
    expect(translationCodes).toEqual(["web", "kjv", "tpt", "niv", "easy", "ampc", "genz"]);
  });

  test("references and URLs", () => {
    expect(passageReference("John", 3)).toBe("John 3");
    expect(passageReference("John", 3, 16)).toBe("John 3:16");
    expect(passageReferences({ book: "Psalms", chapter: 23, verses: [4, 1] })).toEqual(["Psalms 23:1", "Psalms 23:4"]);
    expect(passageReferences({ book: "Psalms", chapter: 23, verses: [] })).toEqual(["Psalms 23"]);
    expect(passageUrl("https://bible-api.com/", "John 3:16", "kjv")).toBe("https://bible-api.com/John%203%3A16?translation=kjv");
  });

  test("request problems", () => {
    const ok = { book: "John", chapter: 3, verses: [16], translation: "web" };
    expect(passageRequestProblem(ok)).toBeNull();
    expect(passageRequestProblem({ ...ok, verses: [] })).toBeNull();
    for (const bad of [
      { book: "Leviticus" },
      { chapter: 0 },
      { chapter: 51 },
      { verses: [31] },
      { verses: [2, 2] },
      { translation: "xyz" },
    ]) {
      expect(passageRequestProblem({ ...ok, ...bad }), JSON.stringify(bad)).toBe("UNKNOWN_CHOICE");
    }
  });
});

describe("feed schemas", () => {
  test("a post needs text or a photo", () => {
    expect(postFormSchema.safeParse({ body: "  ", image: { kind: "none" } }).error?.issues[0].message).toBe("POST_EMPTY");
    expect(postFormSchema.safeParse({ body: "", image: { kind: "url", url: "https://x.test/a.png" } }).success).toBe(true);
    expect(postFormSchema.safeParse({ body: "x".repeat(2001), image: { kind: "none" } }).error?.issues[0].message).toBe(
      "POST_TOO_LONG",
    );
  });

  test("comments: 1 to 1,000 characters", () => {
    expect(commentSchema.safeParse({ body: " " }).error?.issues[0].message).toBe("COMMENT_EMPTY");
    expect(commentSchema.safeParse({ body: "x".repeat(1001) }).error?.issues[0].message).toBe("COMMENT_TOO_LONG");
    expect(commentSchema.parse({ body: " hi " })).toEqual({ body: "hi" });
  });
});

// The scripture action against a mocked Bible text service (fetch stubbed).
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { defaultPageAccess } from "./lib/access";
import { errorCatalogue, type ErrorCode } from "./lib/errors";
import { MAX_CALLS_PER_MINUTE, SCRIPTURE_TIMEOUT_MS } from "./model/scripture";
import { everything } from "./refusals.fixtures";
import { newBackend, seedRoles } from "./test.setup";

const BASE = "http://bible.test";

/** What the service answers for "John 3:16" and friends. */
function verseBody(reference: string, verse: number, text: string) {
  return {
    reference,
    verses: [{ book_id: "JHN", book_name: "John", chapter: 3, verse, text }],
    text,
    translation_id: "web",
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Answers each verse with its own text; records every URL asked for. */
function stubService(answer?: (url: URL) => Response | Promise<Response>) {
  const urls: string[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    urls.push(url.href);
    if (answer) return answer(url);
    const reference = decodeURIComponent(url.pathname.slice(1));
    const verse = Number(reference.split(":")[1] ?? 1);
    return json(verseBody(reference, verse, `Verse ${verse} text.\n`));
  });
  vi.stubGlobal("fetch", fetchMock);
  return { urls, fetchMock };
}

beforeEach(() => vi.stubEnv("BIBLE_API_URL", BASE));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

async function setup() {
  const t = newBackend();
  const roles = await seedRoles(t);
  return { t, ...roles };
}

const john3 = { book: "John" as const, chapter: 3, translation: "kjv" as const };

async function expectRefusal(promise: Promise<unknown>, code: ErrorCode) {
  await expect(promise).rejects.toThrow(errorCatalogue[code].message);
  await expect(promise).rejects.toMatchObject({ data: { code } });
}

describe("readPassage", () => {
  test("one verse: the exact URL, plain text, cached", async () => {
    const { t, member } = await setup();
    const { urls } = stubService();
    const result = await member.as.action(api.scripture.readPassage, { ...john3, verses: [16] });
    expect(result).toEqual({ rows: [{ verse: 16, text: "Verse 16 text." }], fromCache: false });
    expect(urls).toEqual([`${BASE}/${encodeURIComponent("John 3:16")}?translation=kjv`]);
    const cached = await t.run((ctx) => ctx.db.query("scripturePassages").collect());
    expect(cached).toMatchObject([{ translation: "kjv", reference: "John 3:16", verses: [{ verse: 16, text: "Verse 16 text." }] }]);
  });

  test("several verses: one call per verse, rows in verse order", async () => {
    const { member } = await setup();
    const { urls } = stubService();
    const result = await member.as.action(api.scripture.readPassage, { ...john3, verses: [17, 1, 16] });
    expect(result.rows.map((row) => row.verse)).toEqual([1, 16, 17]);
    expect(urls.sort()).toEqual(
      ["John 3:1", "John 3:16", "John 3:17"].map((ref) => `${BASE}/${encodeURIComponent(ref)}?translation=kjv`).sort(),
    );
  });

  test("no verses: the whole chapter in one call", async () => {
    const { member } = await setup();
    const { urls } = stubService(() =>
      json({
        reference: "John 3",
        verses: [1, 2, 3].map((verse) => ({ book_id: "JHN", book_name: "John", chapter: 3, verse, text: `V${verse}\n` })),
        text: "V1 V2 V3",
        translation_id: "web",
      }),
    );
    const result = await member.as.action(api.scripture.readPassage, { ...john3, translation: "web", verses: [] });
    expect(result.rows).toEqual([
      { verse: 1, text: "V1" },
      { verse: 2, text: "V2" },
      { verse: 3, text: "V3" },
    ]);
    expect(urls).toEqual([`${BASE}/John%203?translation=web`]);
  });

  test("a cached passage makes no call, even with the service unreachable", async () => {
    const { member } = await setup();
    stubService();
    await member.as.action(api.scripture.readPassage, { ...john3, verses: [16] });
    const { fetchMock } = stubService(() => Promise.reject(new TypeError("fetch failed")));
    const again = await member.as.action(api.scripture.readPassage, { ...john3, verses: [16] });
    expect(again).toEqual({ rows: [{ verse: 16, text: "Verse 16 text." }], fromCache: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a response with no verses and no text, or 'translation not found', is TRANSLATION_UNAVAILABLE", async () => {
    const { t, member } = await setup();
    stubService(() => json({ reference: "John 3:16", verses: [], text: "" }));
    await expectRefusal(member.as.action(api.scripture.readPassage, { ...john3, verses: [16] }), "TRANSLATION_UNAVAILABLE");
    stubService(() => json({ error: "translation not found" }, 404));
    await expectRefusal(
      member.as.action(api.scripture.readPassage, { ...john3, translation: "niv", verses: [16] }),
      "TRANSLATION_UNAVAILABLE",
    );
    expect(await t.run((ctx) => ctx.db.query("scripturePassages").collect())).toEqual([]);
  });

  test("a verse the service does not have is left out", async () => {
    const { member } = await setup();
    stubService((url) =>
      url.pathname.endsWith("%3A30") ? json({ error: "not found" }, 404) : json(verseBody("John 3:1", 1, "In the beginning")),
    );
    const result = await member.as.action(api.scripture.readPassage, { ...john3, verses: [1, 30] });
    expect(result.rows).toEqual([{ verse: 1, text: "In the beginning" }]);
  });

  test.each([
    ["a network failure", () => Promise.reject(new TypeError("fetch failed"))],
    ["a 500", () => new Response("oops", { status: 500 })],
    ["a 503 with JSON", () => json({ error: "busy" }, 503)],
    ["bad JSON", () => new Response("<html>", { status: 200 })],
    ["a body that is not a passage", () => json({ verses: "nope" })],
  ])("%s is SCRIPTURE_LOAD_FAILED and caches nothing", async (_name, answer) => {
    const { t, member } = await setup();
    stubService(answer);
    await expectRefusal(member.as.action(api.scripture.readPassage, { ...john3, verses: [16] }), "SCRIPTURE_LOAD_FAILED");
    expect(await t.run((ctx) => ctx.db.query("scripturePassages").collect())).toEqual([]);
  });

  test("a service that does not answer in time is SCRIPTURE_LOAD_FAILED", async () => {
    const { member } = await setup();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const fetchMock = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const attempt = member.as.action(api.scripture.readPassage, { ...john3, verses: [16] });
    let done = false;
    const settled = attempt.then(
      () => ((done = true), "resolved"),
      () => ((done = true), "rejected"),
    );
    await vi.advanceTimersByTimeAsync(SCRIPTURE_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toBe("rejected");
    await expectRefusal(attempt, "SCRIPTURE_LOAD_FAILED");
  });

  test("the 31st service call in a minute is refused; cache hits are free; a minute later it works", async () => {
    const { member, admin } = await setup();
    vi.useFakeTimers({ toFake: ["Date"] });
    const { fetchMock } = stubService();
    const thirty = Array.from({ length: MAX_CALLS_PER_MINUTE }, (_, i) => i + 1);
    await member.as.action(api.scripture.readPassage, { ...john3, verses: thirty });
    expect(fetchMock).toHaveBeenCalledTimes(30);
    // All cached: free.
    expect((await member.as.action(api.scripture.readPassage, { ...john3, verses: thirty })).fromCache).toBe(true);
    await expectRefusal(
      member.as.action(api.scripture.readPassage, { ...john3, translation: "web", verses: [1] }),
      "SCRIPTURE_TOO_MANY_REQUESTS",
    );
    expect(fetchMock).toHaveBeenCalledTimes(30);
    // Per member: the admin still may.
    await admin.as.action(api.scripture.readPassage, { ...john3, translation: "web", verses: [1] });
    vi.setSystemTime(Date.now() + 61_000);
    await member.as.action(api.scripture.readPassage, { ...john3, translation: "web", verses: [2] });
    expect(fetchMock).toHaveBeenCalledTimes(32);
  });

  test("signed out, waiting, or without the Spiritual Life page: refused before any call", async () => {
    const { t, member, waiting, signedOut } = await setup();
    const { fetchMock } = stubService();
    const args = { ...john3, verses: [16] };
    await expectRefusal(signedOut.as.action(api.scripture.readPassage, args), "AUTH_REQUIRED");
    await expectRefusal(waiting.as.action(api.scripture.readPassage, args), "AWAITING_APPROVAL");
    await t.run((ctx) =>
      ctx.db.patch("members", member.memberId!, { pageAccess: { ...defaultPageAccess, spiritualLife: false } }),
    );
    const before = await everything(t);
    await expectRefusal(member.as.action(api.scripture.readPassage, args), "PAGE_ACCESS_DENIED");
    expect(await everything(t)).toEqual(before);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test.each([
    ["chapter 0", { chapter: 0, verses: [] }],
    ["chapter 51", { chapter: 51, verses: [] }],
    ["chapter 1.5", { chapter: 1.5, verses: [] }],
    ["chapter NaN", { chapter: NaN, verses: [] }],
    ["chapter Infinity", { chapter: Infinity, verses: [] }],
    ["verse -Infinity", { verses: [-Infinity] }],
    ["verse NaN", { verses: [NaN] }],
    ["verse 0", { verses: [0] }],
    ["verse 31", { verses: [31] }],
    ["a repeated verse", { verses: [3, 3] }],
    ["more than 30 verses", { verses: [...Array.from({ length: 30 }, (_, i) => i + 1), 1] }],
  ])("%s is refused before any call", async (_name, change) => {
    const { member } = await setup();
    const { fetchMock } = stubService();
    await expectRefusal(member.as.action(api.scripture.readPassage, { ...john3, ...change }), "UNKNOWN_CHOICE");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a book or translation outside the lists is refused by the validator", async () => {
    const { member } = await setup();
    const { fetchMock } = stubService();
    await expect(
      member.as.action(api.scripture.readPassage, { ...john3, book: "Leviticus" as "John", verses: [] }),
    ).rejects.toThrow();
    await expect(
      member.as.action(api.scripture.readPassage, { ...john3, translation: "xyz" as "web", verses: [] }),
    ).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

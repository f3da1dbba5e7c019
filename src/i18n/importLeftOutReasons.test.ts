// Why an import left events out, as the calendar's import dialog says it (calendar.imports.leftOutReasons.<reason>): every
// reason the reader can give (lib/calendarImports.ts leftOutReasons, the type the parser's reasons are checked against) has
// its own words in each of the app's languages, read from the real packs through i18next as the dialog reads them, so a new
// reason without text, or two reasons that read alike, fail here rather than show a key or leave the admin guessing.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createInstance } from "i18next";
import { describe, expect, test } from "vitest";
import { leftOutReasons } from "../../convex/lib/calendarImports";
import { languages } from "../../convex/lib/validators";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";

const packs = { en, es, fr, de };
const KEY = "calendar.imports.leftOutReasons";

async function tFor(language: keyof typeof packs) {
  const instance = createInstance();
  await instance.init({ lng: language, resources: { [language]: { translation: packs[language].translation } }, interpolation: { escapeValue: false } });
  return instance.t;
}

/** Each reason's words in `language`; a key i18next cannot find comes back as the key itself. */
async function wordsIn(language: keyof typeof packs): Promise<Map<string, string>> {
  const t = await tFor(language);
  return new Map(leftOutReasons.map((reason) => [reason, t(`${KEY}.${reason}`)]));
}

/** The reasons the reader's source names as literals: `new LeftOut("…")`, `skip("…")`, and reasonOf's fallback. */
function reasonsInParser(): string[] {
  const source = readFileSync(join(__dirname, "../../convex/model/calendarImportsParse.ts"), "utf8");
  const named = [...source.matchAll(/(?:new LeftOut|skip)\(\s*"(\w+)"\s*\)/g)].map((m) => m[1]);
  const fallback = [...source.matchAll(/const reasonOf = [^\n]*: "(\w+)"\)/g)].map((m) => m[1]);
  return [...new Set([...named, ...fallback])].sort();
}

describe("an import's left-out reasons in every language", () => {
  test("the packs here are the app's languages", () => {
    expect(Object.keys(packs).sort()).toEqual([...languages].sort());
  });

  test("every reason the reader gives by name is one the summary knows", () => {
    const inParser = reasonsInParser();
    // The scan finds the reader's reasons at all (it would pass on nothing found otherwise).
    expect(inParser.length).toBeGreaterThanOrEqual(5);
    expect(inParser.filter((reason) => !(leftOutReasons as readonly string[]).includes(reason))).toEqual([]);
  });

  test.each(languages)("in %s every reason has words of its own: none missing or empty, no two alike, no text for a reason there is not", async (language) => {
    const words = await wordsIn(language);
    for (const [reason, text] of words) {
      expect(text, `${language}: ${reason}`).not.toBe(`${KEY}.${reason}`);
      expect(text.trim(), `${language}: ${reason}`).not.toBe("");
    }
    expect(new Set(words.values()).size).toBe(leftOutReasons.length);
    // The pack's own list: each key is a reason, so a reason renamed in the code leaves no stale text behind.
    const table = (packs[language].translation as { calendar: { imports: { leftOutReasons: Record<string, string> } } }).calendar.imports.leftOutReasons;
    expect(Object.keys(table).sort()).toEqual([...leftOutReasons].sort());
  });

  test.each(languages)("in %s the summary line names each reason in its words, with its count", async (language) => {
    const t = await tFor(language);
    const words = await wordsIn(language);
    leftOutReasons.forEach((reason, index) => {
      const line = t("calendar.imports.leftOutReason", { reason: words.get(reason), count: index + 2 });
      expect(line).toContain(words.get(reason));
      expect(line).toContain(String(index + 2));
    });
  });

  test("no reason is left in English in Spanish, French or German", async () => {
    const english = await wordsIn("en");
    for (const language of languages.filter((l) => l !== "en")) {
      const words = await wordsIn(language);
      expect(leftOutReasons.filter((reason) => words.get(reason) === english.get(reason)), language).toEqual([]);
    }
  });
});

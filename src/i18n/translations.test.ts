// Keeps the four languages honest: the same keys everywhere, nothing empty,
// nothing left in English by mistake, the same {{placeholders}}, every plural
// form the language needs, and every key the code uses defined.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { errorCatalogue } from "../../convex/lib/errors";
import { languages } from "../../convex/lib/validators";
import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import { supportedLanguages } from "./languages";

const packs = { en, es, fr, de };
const others = ["es", "fr", "de"] as const;
/** i18next's plural forms: `_one`, `_other`…, and for ordinals (`{ ordinal: true }`) `_ordinal_one`…. */
const pluralSuffix = /(?:_ordinal)?_(zero|one|two|few|many|other)$/;
const ordinalSuffix = /_ordinal_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") {
    out.set(prefix, value);
    return out;
  }
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    for (const [k, v] of flatten(inner, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(Object.entries(packs).map(([lng, pack]) => [lng, flatten(pack.translation)])) as Record<
  keyof typeof packs,
  Map<string, string>
>;

/** Keys with their plural suffix removed: languages differ in the forms they need. */
const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((k) => k.replace(pluralSuffix, "")));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

function sameAsEnglishAllowed(lng: (typeof others)[number]): Set<string> {
  const dir = join(__dirname, "same-as-english");
  const allowed = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const area = file.replace(/\.json$/, "");
    const lists = JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, string[]>;
    for (const key of lists[lng] ?? []) allowed.add(`${area}.${key}`);
  }
  return allowed;
}

describe("translations", () => {
  test("the app speaks exactly the server's languages", () => {
    expect([...supportedLanguages]).toEqual([...languages]);
  });

  test.each(others)("%s has every English key and no other", (lng) => {
    expect([...baseKeys(flat[lng].keys())].sort()).toEqual([...baseKeys(flat.en.keys())].sort());
  });

  test.each(Object.keys(packs))("%s has no empty text", (lng) => {
    const empty = [...flat[lng as keyof typeof packs]].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  test.each(others)("%s leaves nothing in English by mistake", (lng) => {
    const allowed = sameAsEnglishAllowed(lng);
    const untranslated = [...flat[lng]].filter(([key, text]) => flat.en.get(key) === text && !allowed.has(key)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  test.each(others)("%s keeps every {{placeholder}} of the English text", (lng) => {
    const wrong: string[] = [];
    for (const [key, text] of flat[lng]) {
      const english = flat.en.get(key) ?? flat.en.get(key.replace(pluralSuffix, "_other"));
      if (english === undefined) continue;
      const expected = placeholders(english).filter((p) => p !== "count");
      const actual = placeholders(text).filter((p) => p !== "count");
      if (JSON.stringify(expected) !== JSON.stringify(actual)) wrong.push(`${key}: ${expected} vs ${actual}`);
    }
    expect(wrong).toEqual([]);
  });

  test.each(Object.keys(packs))("%s has every plural form its grammar needs", (lng) => {
    const cardinal = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const ordinal = new Intl.PluralRules(lng, { type: "ordinal" }).resolvedOptions().pluralCategories;
    const keys = flat[lng as keyof typeof packs];
    const formsOf = (suffix: RegExp, needed: string[], infix: string) => {
      const plurals = new Set([...keys.keys()].filter((k) => suffix.test(k)).map((k) => k.replace(suffix, "")));
      return [...plurals].flatMap((base) => needed.filter((form) => !keys.has(`${base}${infix}_${form}`)).map((f) => `${base}${infix}_${f}`));
    };
    const cardinalOnly = new RegExp(`(?<!_ordinal)${pluralSuffix.source.replace("(?:_ordinal)?", "")}`);
    const missing = [...formsOf(cardinalOnly, cardinal, ""), ...formsOf(ordinalSuffix, ordinal, "_ordinal")];
    expect(missing).toEqual([]);
  });

  test("the English error texts are the server's catalogue, word for word", () => {
    expect(en.translation.errors).toEqual(errorCatalogue);
  });
});

describe("keys used in the code", () => {
  const srcDir = join(__dirname, "..");
  function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === "i18n" || name === "test" ? [] : sourceFiles(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  }
  const english = baseKeys(flat.en.keys());
  const prefixes = new Set([...flat.en.keys()].flatMap((key) => key.split(".").slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join("."))));

  test("every literal key is defined in English", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/\b(?:t|i18n\.t)\(\s*"([a-zA-Z0-9_.]+)"/g)) {
        if (!english.has(match[1])) missing.push(`${relative(srcDir, file)}: ${match[1]}`);
      }
      for (const match of text.matchAll(/\b(?:t|i18n\.t)\(\s*`([a-zA-Z0-9_.]+)\.\$\{/g)) {
        if (!prefixes.has(match[1])) missing.push(`${relative(srcDir, file)}: ${match[1]}.*`);
      }
    }
    expect(missing).toEqual([]);
  });
});

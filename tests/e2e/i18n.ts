// The app's own translation files, read by the browser tests so they check the
// real texts of each language instead of copies that could drift.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export type Lang = "en" | "es" | "fr" | "de";

/** The text of `area.some.key` in a language, with {{placeholders}} filled. */
export function text(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const [area, ...path] = key.split(".");
  const file = JSON.parse(readFileSync(join(process.cwd(), "src", "i18n", lang, `${area}.json`), "utf8")) as Record<string, unknown>;
  const value = path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);
  if (typeof value !== "string") throw new Error(`No text ${lang}:${key}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

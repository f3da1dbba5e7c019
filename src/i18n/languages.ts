// The four languages of the app, and how a browser's preference maps onto them.
import type { Language } from "../../convex/lib/validators";

/** Same list as the server's `languages` (a test keeps them equal); kept here so the
 * first screen does not pull the server's validators into the landing bundle. */
export const supportedLanguages = ["en", "es", "fr", "de"] as const satisfies readonly Language[];

/** Each language named in itself, as language pickers do. */
export const languageNames: Record<Language, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages we speak ("fr-CA" → "fr"), else English. */
export function browserLanguage(preferred: readonly string[] = globalThis.navigator?.languages ?? []): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

const regions: Record<string, string> = { en: "en-GB", de: "de-DE", fr: "fr-FR", es: "es-ES" };

/** The locale dates are written in for an app language (a region fixes the order and the first day of the week). */
export function dateLocaleTag(language: string): string {
  return regions[language.split("-")[0]] ?? "en-GB";
}

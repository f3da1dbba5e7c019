import type { Locale } from "date-fns";

/** What one language's chunk brings: every UI string, and date-fns' locale for it. */
export type LanguagePack = {
  translation: Record<string, unknown>;
  dateLocale: Locale;
};

// i18next for the whole app. Each language is its own chunk, fetched only when
// it becomes the active language (so a visitor downloads one language).
import i18n, { type BackendModule } from "i18next";
import type { Locale } from "date-fns";
import { initReactI18next } from "react-i18next";
import type { Language } from "../../convex/lib/validators";
import { isLanguage } from "./languages";
import type { LanguagePack } from "./pack";

const packs: Record<Language, () => Promise<{ default: LanguagePack }>> = {
  en: () => import("./en"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  de: () => import("./de"),
};

const dateLocales = new Map<Language, Locale>();

/** date-fns' locale for a language whose chunk has loaded (it loads before the switch). */
export function dateLocaleFor(language: string): Locale | undefined {
  return isLanguage(language) ? dateLocales.get(language) : undefined;
}

const lazyLanguagePacks: BackendModule = {
  type: "backend",
  init: () => {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`Unsupported language ${language}`), false);
      return;
    }
    packs[language]().then(
      ({ default: pack }) => {
        dateLocales.set(language, pack.dateLocale);
        callback(null, pack.translation);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Starts i18next in `language`; resolves once that language's strings are loaded. */
export async function startI18n(language: Language): Promise<void> {
  i18n.on("languageChanged", (lng) => {
    if (typeof document !== "undefined") document.documentElement.lang = lng;
  });
  await i18n
    .use(lazyLanguagePacks)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: ["en", "es", "fr", "de"],
      // Every key exists in every language (src/i18n/translations.test.ts), so
      // there is nothing to fall back to, and no second language to download.
      fallbackLng: false,
      load: "currentOnly",
      ns: ["translation"],
      defaultNS: "translation",
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** Switches the whole UI; resolves after the language's chunk has loaded. */
export async function switchLanguage(language: Language): Promise<void> {
  if (i18n.resolvedLanguage === language && i18n.language === language) return;
  await i18n.changeLanguage(language);
}

export { i18n };

// i18next for the whole app. Each language comes in two chunks, fetched only
// when that language is the active one: the signed-out pages' strings first
// (core), the signed-in app's (rest) when a page that needs them opens, so a
// first visit downloads a few KB of one language.
import i18n, { type BackendModule } from "i18next";
import type { Locale } from "date-fns";
import { initReactI18next } from "react-i18next";
import type { Language } from "../../convex/lib/validators";
import { loadChunk } from "../features/pwa/loadChunk";
import { isLanguage } from "./languages";

type Strings = { translation: Record<string, unknown> };
type RestStrings = Strings & { dateLocale: Locale };

const corePacks: Record<Language, () => Promise<Strings>> = {
  en: () => loadChunk(() => import("./en/core")),
  es: () => loadChunk(() => import("./es/core")),
  fr: () => loadChunk(() => import("./fr/core")),
  de: () => loadChunk(() => import("./de/core")),
};
const restPacks: Record<Language, () => Promise<RestStrings>> = {
  en: () => loadChunk(() => import("./en/rest")),
  es: () => loadChunk(() => import("./es/rest")),
  fr: () => loadChunk(() => import("./fr/rest")),
  de: () => loadChunk(() => import("./de/rest")),
};

const dateLocales = new Map<Language, Locale>();

/** date-fns' locale for a language whose signed-in strings have loaded (they load before those pages show). */
export function dateLocaleFor(language: string): Locale | undefined {
  return isLanguage(language) ? dateLocales.get(language) : undefined;
}

/** Once a page needed every string, every language loaded later comes whole. */
let everything = false;
const restLoads = new Map<Language, Promise<void>>();

function loadRest(language: Language): Promise<Record<string, unknown>> {
  return restPacks[language]().then((pack) => {
    dateLocales.set(language, pack.dateLocale);
    return pack.translation;
  });
}

const lazyLanguagePacks: BackendModule = {
  type: "backend",
  init: () => {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`Unsupported language ${language}`), false);
      return;
    }
    Promise.all([corePacks[language](), everything ? loadRest(language) : null]).then(
      ([core, rest]) => callback(null, { ...core.translation, ...rest }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Starts fetching the rest of `language`'s strings now, alongside its first ones, for a page that will need them. */
export function prefetchAllStrings(language: Language): void {
  void restPacks[language]().catch(() => undefined);
}

/**
 * Makes every string of the active language available (and of any language
 * switched to afterwards). The signed-in app and the family screen await it
 * before they render; the signed-out pages never need it.
 */
export function loadAllStrings(): Promise<void> {
  everything = true;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? addRest(language) : Promise.resolve();
}

/** Adds the rest of a language whose signed-out strings are already in i18next. */
function addRest(language: Language): Promise<void> {
  // A language the backend read after `everything` was set came whole.
  if (dateLocales.has(language)) return Promise.resolve();
  let load = restLoads.get(language);
  if (!load) {
    load = loadRest(language).then(
      (rest) => {
        i18n.addResourceBundle(language, "translation", rest, true, true);
      },
      (error: unknown) => {
        restLoads.delete(language);
        throw error;
      },
    );
    restLoads.set(language, load);
  }
  return load;
}

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
      // Strings added later (the signed-in app's) redraw what is on screen.
      react: { useSuspense: true, bindI18nStore: "added" },
    });
}

/** Switches the whole UI; resolves after the language's chunk has loaded. */
export async function switchLanguage(language: Language): Promise<void> {
  // A language used before the signed-in strings were needed has only the signed-out ones.
  if (everything && i18n.hasResourceBundle(language, "translation")) await addRest(language);
  if (i18n.resolvedLanguage === language && i18n.language === language) return;
  await i18n.changeLanguage(language);
}

export { i18n };

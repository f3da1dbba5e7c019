// Component tests render without the app's lazy language loading: this starts
// the app's i18next in English with the English pack already in memory.
import { initReactI18next } from "react-i18next";
import { i18n } from "../i18n";
import en from "../i18n/en";

export async function initTestI18n(): Promise<void> {
  if (i18n.isInitialized) {
    if (!i18n.hasResourceBundle("en", "translation")) i18n.addResourceBundle("en", "translation", en.translation);
    if (i18n.language !== "en") await i18n.changeLanguage("en");
    return;
  }
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en.translation } },
    lng: "en",
    fallbackLng: false,
    ns: ["translation"],
    defaultNS: "translation",
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
}

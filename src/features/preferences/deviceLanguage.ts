// The language this browser starts in. Signed out, the browser's own
// preference; signed in, the person's language, remembered here so the next
// visit starts in it instead of flashing another language first.
import type { Language } from "../../../convex/lib/validators";
import { browserLanguage, isLanguage } from "../../i18n/languages";

const KEY = "household:language";

export function startingLanguage(): Language {
  const remembered = safeStorage()?.getItem(KEY);
  return isLanguage(remembered) ? remembered : browserLanguage();
}

export function rememberLanguage(language: Language): void {
  safeStorage()?.setItem(KEY, language);
}

export function forgetLanguage(): void {
  safeStorage()?.removeItem(KEY);
}

/** Private modes and locked-down browsers may refuse storage; the app works without it. */
function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

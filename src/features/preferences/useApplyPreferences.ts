import { useEffect } from "react";
import type { Session } from "../../auth/session";
import { useColorMode } from "../../components/ui/color-mode";
import { switchLanguage } from "../../i18n";
import { browserLanguage } from "../../i18n/languages";
import { isFamilyScreenDevice } from "../familyScreen/screenKey";
import { forgetLanguage, rememberLanguage } from "./deviceLanguage";
import type { ViewerSettings } from "./ViewerSettings";

/**
 * Keeps the screen in the person's language and colour mode, live: when they
 * or an admin change it on any device, this one follows without a reload.
 * Signed out, the browser's language (DESIGN.md decision 9).
 */
export function useApplyPreferences(session: Session, settings: ViewerSettings | undefined) {
  const { setColorMode } = useColorMode();
  const signedIn = session.status === "signedIn";
  // A family screen wears the family's language and mode (FamilyScreen.tsx): the admin who started it, signed out
  // as it opens, must not leave their own or the browser's behind on it.
  const onScreen = isFamilyScreenDevice();
  const language = onScreen ? undefined : signedIn ? settings?.language : session.status === "loading" ? undefined : browserLanguage();
  const colorMode = onScreen ? undefined : signedIn ? settings?.colorMode : undefined;

  useEffect(() => {
    if (language === undefined) return;
    if (signedIn) rememberLanguage(language);
    else forgetLanguage();
    void switchLanguage(language);
  }, [language, signedIn]);

  useEffect(() => {
    if (colorMode !== undefined) setColorMode(colorMode);
  }, [colorMode, setColorMode]);
}

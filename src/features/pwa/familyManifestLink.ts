// Names the installable app after the family: the manifest link points at a
// copy of the built manifest with the family's name (a blob: URL, which
// Chromium reads like any manifest), so "Install" and the home-screen icon say
// "The Carter Family" rather than "Family Household".
//
// The name is remembered on the device and applied before the first render,
// because Chrome checks an installed app's manifest at launch, often before
// the backend has answered: reading the built one then would rename the app
// back. The built pages' head script (scripts/prerender.ts) applies the
// remembered manifest itself, since on a signed-out page the app's code runs
// only after the first paint. The family's name is no secret of the device (it is in every page
// title, and so in the browser's history), so it stays after sign-out too.
// Development builds have no manifest link, so this does nothing there.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { familyManifest } from "./appManifest";

const KEY = "household:appName";
/** The renamed manifest as JSON, for the built pages' head script; kept in step with scripts/prerender.ts. */
export const MANIFEST_KEY = "household:appManifest";

/** What the renamed manifest needs beyond the built one. */
export interface AppName {
  familyName: string;
  /** The page's language, and the manifest's description in it. */
  lang: string;
  description: string;
}

let pointedAt: string | null = null;

function manifestLink() {
  return document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
}

/** Points the manifest link at the manifest named `name` (dropping the copy it pointed at before), and remembers it on the device. */
function nameTheApp(name: AppName): void {
  const link = manifestLink();
  if (!link) return;
  const manifest = JSON.stringify(familyManifest(name.familyName, window.location.origin, name));
  const url = URL.createObjectURL(new Blob([manifest], { type: "application/manifest+json" }));
  link.setAttribute("href", url);
  if (pointedAt !== null) URL.revokeObjectURL(pointedAt);
  pointedAt = url;
  try {
    localStorage.setItem(KEY, JSON.stringify(name));
    localStorage.setItem(MANIFEST_KEY, manifest);
  } catch {
    // Storage refused: the app is named for this visit only.
  }
}

function rememberedName(): AppName | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? "null") as Partial<AppName> | null;
    if (typeof parsed?.familyName !== "string" || typeof parsed.lang !== "string" || typeof parsed.description !== "string") return null;
    return parsed as AppName;
  } catch {
    return null;
  }
}

/** At start-up: the name this device last knew, if any (main.tsx, before the first render). */
export function nameTheAppFromMemory(): void {
  const name = rememberedName();
  if (name) nameTheApp(name);
}

/** While a page knows the family's name (signed in, or the family screen's view): the app takes it, and the device remembers it. */
export function useFamilyManifest(familyName: string | undefined) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const description = t("pwa.manifest.description");
  useEffect(() => {
    if (!familyName || !manifestLink()) return;
    const name = { familyName, lang, description };
    const remembered = rememberedName();
    const unchanged = remembered !== null && pointedAt !== null && JSON.stringify(remembered) === JSON.stringify(name);
    if (unchanged) return;
    nameTheApp(name);
  }, [familyName, lang, description]);
}

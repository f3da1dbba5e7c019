import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { familyManifest } from "./appManifest";

/**
 * Names the installable app after the family: while a page knows the family's
 * name, the manifest link points at a copy of the built manifest with that name
 * (a blob: URL, which Chromium reads like any manifest), so "Install" and the
 * home-screen icon say "The Carter Family" rather than "Family Household", with
 * the description in the page's language.
 * A renamed family re-points it; leaving the page restores the built manifest.
 * Development builds have no manifest link, so this does nothing there.
 */
export function useFamilyManifest(familyName: string | undefined) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const description = t("pwa.manifest.description");
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link || !familyName) return;
    const built = link.getAttribute("href");
    const manifest = familyManifest(familyName, window.location.origin, { lang, description });
    const url = URL.createObjectURL(new Blob([JSON.stringify(manifest)], { type: "application/manifest+json" }));
    link.setAttribute("href", url);
    return () => {
      if (built !== null) link.setAttribute("href", built);
      URL.revokeObjectURL(url);
    };
  }, [familyName, lang, description]);
}

import type { ManifestOptions } from "vite-plugin-pwa";

// Brand colours of src/theme.ts (Chakra's palette): brand.solid in light mode
// (green.700) for the installed app's title bar, and the light page background
// (bg.subtle, gray.50) for its splash screen. index.html adds the dark-mode
// theme colour; a manifest holds only one.
const brandGreen = "#116932";
const pageBackground = "#fafafa";

/** Longest family name used as the home-screen label; launchers cut longer ones mid-word. */
export const SHORT_NAME_MAX = 12;

/**
 * The installed app's manifest as built (`vite.config.ts`): what a browser sees
 * before anyone signs in. Once the family's name is known the page swaps in
 * `familyManifest` (see `familyManifestLink.ts`).
 */
export const appManifest = {
  id: "/",
  name: "Family Household",
  short_name: "Household",
  // The English of i18n's pwa.manifest.description; the renamed copy carries the page's language.
  description: "The family's shared dashboard, home inventory, finance and more.",
  lang: "en",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: brandGreen,
  background_color: pageBackground,
  icons: [
    { src: "/pwa-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/pwa-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/pwa-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/pwa-icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ],
} satisfies Partial<ManifestOptions>;

/**
 * The same manifest named after the family, in the page's language. Its URLs are absolute because it is
 * served from a blob: URL, which has no path to resolve "/" against; the `id`
 * resolves to the built one's, so an installed app stays the same app.
 */
export function familyManifest(familyName: string, origin: string, { lang, description }: { lang: string; description: string }) {
  const at = (path: string) => new URL(path, origin).href;
  return {
    ...appManifest,
    id: at(appManifest.id),
    name: familyName,
    lang,
    description,
    short_name: familyName.length <= SHORT_NAME_MAX ? familyName : appManifest.short_name,
    start_url: at(appManifest.start_url),
    scope: at(appManifest.scope),
    icons: appManifest.icons.map((icon) => ({ ...icon, src: at(icon.src) })),
  };
}

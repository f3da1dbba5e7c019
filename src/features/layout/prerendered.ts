// The build writes a picture of `/` and `/login` into their HTML (scripts/prerender.ts)
// so a phone paints text before the scripts run. The app hides its own root while the
// picture is up, and takes the picture away once a page of its own is on screen.

/** The id scripts/prerender.ts gives the picture (its styles and templates use it as a prefix). */
const PRERENDERED_ID = "prerendered";

export function removePrerendered(): void {
  if (typeof document === "undefined") return;
  for (const element of document.querySelectorAll(`[id^="${PRERENDERED_ID}"]`)) element.remove();
}

// The dashboard as this device last left it, painted before the app's code has run on the next
// visit. On a phone the app needs seconds of script before the family's page can render; the copy
// shows the page meanwhile, inert (it may be out of date, so nothing in it can be pressed), and
// gives way to the live page once that has its data. It is kept for one
// sign-in only: the built page's script shows it only while the same session's token is stored
// (scripts/prerender.ts), and a signed-out app forgets it.
import { useEffect, useLayoutEffect } from "react";
import { storedSessionSubject } from "../../auth/storedSession";
import { lastSeenCopyShown, removePrerendered } from "./prerendered";
import { rulesUsedBy } from "./cssCopy";
import { forgetLastSeen, LAST_SEEN_KEY } from "./lastSeenStore";
/** The one page that keeps a copy: the app's home, where an installed app opens. */
export const LAST_SEEN_PATH = "/dashboard";
/** Past this, markup plus styles, the copy is not kept (a phone's storage is small, and parsing it costs). */
const MAX_CHARS = 400_000;
/** The copy stays until the page's own cards have loaded, and no longer than this. */
const HOLD_AT_MOST_MS = 8_000;

/** `width`: the viewport's when kept; the copy is shown only at a width in the same breakpoint band, where its layout holds. */
export type LastSeen = { path: string; sub: string; savedAt: number; lang: string; width: number; html: string; css: string };

/** The page's markup as a copy: no scripts, no ids, names or test ids (nothing finds the copy's elements), no live status. */
function copyMarkup(root: HTMLElement): string {
  const clone = root.cloneNode(true) as HTMLElement;
  for (const script of Array.from(clone.querySelectorAll("script"))) script.remove();
  // The connection's dot said "Live" when the copy was taken; it would not be true when shown.
  for (const status of Array.from(clone.querySelectorAll<HTMLElement>('[data-testid="connection-indicator"]'))) status.style.visibility = "hidden";
  for (const element of Array.from(clone.querySelectorAll("*"))) {
    for (const name of ["id", "for", "name", "autocomplete", "aria-labelledby", "aria-describedby", "aria-controls", "data-testid"]) element.removeAttribute(name);
  }
  return clone.innerHTML;
}

/** Keeps the page on screen now as this device's copy of it (nothing when it would be too large). */
export function saveLastSeen(path: string): void {
  const root = document.getElementById("root");
  const sub = storedSessionSubject();
  if (!root || !sub) return;
  try {
    const html = copyMarkup(root);
    const css = rulesUsedBy(html, Array.from(document.styleSheets)).join("\n");
    if (html.length + css.length > MAX_CHARS) {
      forgetLastSeen();
      return;
    }
    const copy: LastSeen = { path, sub, savedAt: Date.now(), lang: document.documentElement.lang, width: window.innerWidth, html, css };
    window.localStorage.setItem(LAST_SEEN_KEY, JSON.stringify(copy));
  } catch {
    // Storage full or blocked: the next visit shows the spinner, as without a copy.
  }
}

/** Whether the page's main content is still loading something: a spinner, a skeleton, or a part marked `data-loading`. */
function stillLoading(): boolean {
  return document.querySelector("#root main :is(.chakra-spinner, .chakra-skeleton, [data-loading])") !== null;
}

/**
 * The dashboard's part: with its data (`ready`), the last-seen copy gives way once the page's cards
 * have loaded too (or after a few seconds at most); from then on, the page is kept as the copy
 * whenever the device leaves it (hidden, closed or reloaded).
 */
export function useLastSeenCopy(ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready) return;
    if (!lastSeenCopyShown()) return;
    const since = performance.now();
    let frame = 0;
    const check = () => {
      if (stillLoading() && performance.now() - since < HOLD_AT_MOST_MS) frame = requestAnimationFrame(check);
      else removePrerendered();
    };
    check();
    return () => cancelAnimationFrame(frame);
  }, [ready]);

  useEffect(() => {
    if (!ready) return;
    const save = () => saveLastSeen(LAST_SEEN_PATH);
    const saveIfHidden = () => {
      if (document.visibilityState === "hidden") save();
    };
    document.addEventListener("visibilitychange", saveIfHidden);
    window.addEventListener("pagehide", save);
    return () => {
      document.removeEventListener("visibilitychange", saveIfHidden);
      window.removeEventListener("pagehide", save);
    };
  }, [ready]);
}

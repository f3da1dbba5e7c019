// The family view the screen last received, kept on the device so that a
// reload without a connection (the render watchdog's, or a power cut while the
// router is down) shows the family's last known day instead of a spinner. It
// holds only what the screen shows anyway (names, tasks, events), and goes when
// the device stops being the family screen.
import { useEffect, useSyncExternalStore } from "react";
import type { FamilyView } from "./screenTypes";

const KEY = "household:familyScreenLastView";

export interface LastKnownView {
  view: FamilyView;
  /** When the server sent it (ms since epoch). */
  savedAt: number;
}

// The page's copy of what is stored (read from storage once), and who to tell when it changes.
let kept: LastKnownView | null | undefined;
const listeners = new Set<() => void>();


export function rememberView(view: FamilyView, savedAt: number): void {
  // No one to tell: a screen with a live view does not show the kept one, and the
  // render where the live view goes away reads the kept one afresh.
  kept = { view, savedAt };
  try {
    localStorage.setItem(KEY, JSON.stringify({ view, savedAt }));
  } catch {
    // Storage full or refused: the screen simply has nothing to fall back on.
  }
}

export function lastKnownView(): LastKnownView | null {
  try {
    const stored = localStorage.getItem(KEY);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as Partial<LastKnownView> | null;
    // Written by an older version, or tampered with: not worth a crash.
    if (!parsed || typeof parsed.savedAt !== "number" || !Array.isArray(parsed.view?.members) || !Array.isArray(parsed.view?.events)) return null;
    // Kept before the chore chart (no points, no count of today's chores): the tiles would break on it.
    if (!parsed.view.members.every((member) => typeof member?.points === "number" && typeof member.choresToday?.total === "number")) return null;
    return parsed as LastKnownView;
  } catch {
    return null;
  }
}

export function forgetLastKnownView(): void {
  kept = null;
  for (const listener of listeners) listener();
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored to forget.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function keptView(): LastKnownView | null {
  if (kept === undefined) kept = lastKnownView();
  return kept;
}

/**
 * The live view while there is one (remembering each new one). Before one
 * arrives — a reload without a connection, or the moment the day's query
 * starts over at midnight — the last one seen, on this page or an earlier
 * one, with the time it was current.
 */
export function useViewOrLastKnown(live: FamilyView | undefined): { view: FamilyView | undefined; lastKnownAt: number | null } {
  const lastSeen = useSyncExternalStore(subscribe, keptView, () => null);
  useEffect(() => {
    if (live !== undefined) rememberView(live, Date.now());
  }, [live]);
  if (live !== undefined) return { view: live, lastKnownAt: null };
  return { view: lastSeen?.view, lastKnownAt: lastSeen?.savedAt ?? null };
}

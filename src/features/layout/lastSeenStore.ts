// Where the device's last-seen copy of the dashboard is kept (lastSeen.ts makes and shows it), apart
// from the code that makes it: forgetting it is part of every signed-out page.

/** Kept in step with scripts/prerender.ts, whose script in the built page reads it. */
export const LAST_SEEN_KEY = "household:lastSeen";

export function forgetLastSeen(): void {
  try {
    window.localStorage.removeItem(LAST_SEEN_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

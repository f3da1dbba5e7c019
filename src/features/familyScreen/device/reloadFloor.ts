// One reload per 5 minutes at most, across reloads (sessionStorage survives
// them): a page that breaks again straight after loading must not reload in a
// tight loop, hammering the server and never showing its message.
export const RELOAD_FLOOR_MS = 5 * 60_000;
const KEY = "household:familyScreenReloadAt";

function lastReloadAt(): number | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/** How long until a reload is allowed (0 = now). */
export function reloadWaitMs(now = Date.now()): number {
  const last = lastReloadAt();
  if (last === null || !Number.isFinite(last) || last > now) return 0;
  return Math.max(0, last + RELOAD_FLOOR_MS - now);
}

/** Reloads through `reload` unless one happened within the floor; says whether it did. */
export function reloadWithFloor(reload: () => void, now = Date.now()): boolean {
  if (reloadWaitMs(now) > 0) return false;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // No storage (private mode quota): reload anyway, the floor is a safety net.
  }
  reload();
  return true;
}

export const reloadPage = () => window.location.reload();

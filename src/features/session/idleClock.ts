// How long this person has been idle in this browser. Every tab writes the
// time of its latest activity to one storage key, so activity in any tab keeps
// all of them signed in, and the first tab to reach the limit signs out.
const KEY = "household:lastActivity";

/** Warn a minute before signing out; with a limit of two minutes or less, halfway. */
export const WARNING_MS = 60_000;

export function warningMsFor(limitMs: number): number {
  return Math.min(WARNING_MS, limitMs / 2);
}

export type IdleState = { phase: "active" } | { phase: "warning"; secondsLeft: number } | { phase: "expired" };

export function recordActivity(now: number): void {
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    // Without storage each tab keeps its own clock (see lastActivity's fallback).
  }
}

/** The latest activity of any tab of this browser; `ownLatest` covers refused storage. */
export function lastActivity(ownLatest: number): number {
  let shared: number;
  try {
    shared = Number(localStorage.getItem(KEY)) || 0;
  } catch {
    shared = 0;
  }
  return Math.max(shared, ownLatest);
}

export function idleState(now: number, lastActive: number, limitMs: number): IdleState {
  const left = lastActive + limitMs - now;
  if (left <= 0) return { phase: "expired" };
  if (left <= warningMsFor(limitMs)) return { phase: "warning", secondsLeft: Math.ceil(left / 1000) };
  return { phase: "active" };
}

// Why this tab was last signed out by the server, until the person signs in again: the sign-in page says so (also
// after a reload, so it is kept in the tab's sessionStorage), instead of a plain form with no word of why.
import { useSyncExternalStore } from "react";

export type EndedSignIn = "elsewhere" | "removed";

const KEY = "household:signInEnded";
const listeners = new Set<() => void>();

function read(): EndedSignIn | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return value === "elsewhere" || value === "removed" ? value : null;
  } catch {
    return null;
  }
}

function write(value: EndedSignIn | null) {
  try {
    if (value === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, value);
  } catch {
    // Storage refused (a private window's quota): the notice is only lost after a reload.
  }
  current = value;
  for (const listener of listeners) listener();
}

let current: EndedSignIn | null = typeof window === "undefined" ? null : read();

export function rememberEndedSignIn(reason: EndedSignIn) {
  if (current !== reason) write(reason);
}

export function forgetEndedSignIn() {
  if (current !== null) write(null);
}

export function useEndedSignIn(): EndedSignIn | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

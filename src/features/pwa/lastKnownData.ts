import { useSyncExternalStore } from "react";

// Whether the page shows data it kept from an earlier visit (the family
// screen's last known view) while it has not reached the backend, so the
// offline banner says "may be out of date" rather than "nothing could be loaded".
let showing = false;
const listeners = new Set<() => void>();

export function setShowingLastKnownData(value: boolean): void {
  if (showing === value) return;
  showing = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useShowingLastKnownData(): boolean {
  return useSyncExternalStore(subscribe, () => showing, () => false);
}

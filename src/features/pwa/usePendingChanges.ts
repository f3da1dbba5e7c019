import type { ConvexReactClient } from "convex/react";
import { useCallback, useEffect, useSyncExternalStore } from "react";

/**
 * How many of this tab's changes (mutations and actions) the server has not yet
 * confirmed. Offline, the Convex client keeps them and sends them once the
 * connection is back, but only while the tab stays open: so while any wait, closing
 * or leaving the page asks first (the browser's own "Leave site?").
 */
export function usePendingChanges(client: ConvexReactClient | null): number {
  const subscribe = useCallback((onChange: () => void) => client?.subscribeToConnectionState(onChange) ?? (() => {}), [client]);
  const pending = useSyncExternalStore(
    subscribe,
    () => {
      const state = client?.connectionState();
      return state ? state.inflightMutations + state.inflightActions : 0;
    },
    () => 0,
  );
  useEffect(() => {
    if (pending === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [pending]);
  return pending;
}

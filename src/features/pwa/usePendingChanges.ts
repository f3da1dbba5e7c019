import type { ConvexReactClient } from "convex/react";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { presenceMessagesInFlight, subscribeToPresenceMessages } from "../presence/presenceInFlight";

/**
 * How many of this tab's changes (mutations and actions) the server has not yet
 * confirmed. Offline, the Convex client keeps them and sends them once the
 * connection is back, but only while the tab stays open: so while any wait, closing
 * or leaving the page asks first (the browser's own "Leave site?"). Presence messages
 * (a heartbeat, a goodbye) are not the person's changes and do not count.
 */
export function usePendingChanges(client: ConvexReactClient | null): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribeClient = client?.subscribeToConnectionState(onChange) ?? (() => {});
      const unsubscribePresence = subscribeToPresenceMessages(onChange);
      return () => {
        unsubscribeClient();
        unsubscribePresence();
      };
    },
    [client],
  );
  const pending = useSyncExternalStore(
    subscribe,
    () => {
      const state = client?.connectionState();
      return state ? Math.max(0, state.inflightMutations - presenceMessagesInFlight()) + state.inflightActions : 0;
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

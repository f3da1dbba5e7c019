import type { ConvexReactClient } from "convex/react";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

/** How long a page may wait for its first connection before it counts as offline. */
export const FIRST_CONNECTION_GRACE_MS = 10_000;

/**
 * Whether this page has ever reached the backend (`hasEverConnected` of the
 * Convex client), and whether it has waited past the grace period without
 * doing so: a page served by the service worker while the backend is out of
 * reach has no data at all, not stale data.
 */
export function useBackendReached(client: ConvexReactClient | null): { everConnected: boolean; gaveUpWaiting: boolean } {
  const subscribe = useCallback((onChange: () => void) => client?.subscribeToConnectionState(onChange) ?? (() => {}), [client]);
  const everConnected = useSyncExternalStore(
    subscribe,
    () => client?.connectionState().hasEverConnected ?? false,
    () => false,
  );
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setGraceOver(true), FIRST_CONNECTION_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return { everConnected, gaveUpWaiting: graceOver && !everConnected };
}

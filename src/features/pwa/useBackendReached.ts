import type { ConvexReactClient } from "convex/react";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

/** How long a page may wait for its first connection before it counts as offline. */
export const FIRST_CONNECTION_GRACE_MS = 10_000;

/**
 * Failed first attempts after which a page counts as offline without waiting out the grace:
 * Convex retries after about 1 s, then 2 s, so two failures take about 3 s. One failure can be
 * a backend that is restarting; two in a row are a network or a backend that is not there.
 */
export const FAILED_FIRST_ATTEMPTS = 2;

/**
 * Whether this page has ever reached the backend (`hasEverConnected` of the
 * Convex client), and whether it has given up waiting without doing so: a page
 * served by the service worker while the backend is out of reach has no data at
 * all, not stale data. It gives up once its first connection attempts have
 * failed, or after the grace period if they neither fail nor succeed. Some
 * browsers report a page loaded without a network as online (`navigator.onLine`),
 * so the banner cannot rely on that alone.
 */
export function useBackendReached(client: ConvexReactClient | null): { everConnected: boolean; gaveUpWaiting: boolean } {
  const subscribe = useCallback((onChange: () => void) => client?.subscribeToConnectionState(onChange) ?? (() => {}), [client]);
  const everConnected = useSyncExternalStore(
    subscribe,
    () => client?.connectionState().hasEverConnected ?? false,
    () => false,
  );
  const firstAttemptsFailed = useSyncExternalStore(
    subscribe,
    () => (client?.connectionState().connectionRetries ?? 0) >= FAILED_FIRST_ATTEMPTS,
    () => false,
  );
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setGraceOver(true), FIRST_CONNECTION_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return { everConnected, gaveUpWaiting: !everConnected && (graceOver || firstAttemptsFailed) };
}

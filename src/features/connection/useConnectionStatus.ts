// What the screen can honestly say about its data: live, trying to reconnect,
// or offline. Fed by the Convex client's own connection state (the WebSocket it
// keeps open and re-opens with backoff) and the browser's online/offline signal,
// which reports a lost network before the socket notices.
import { useConvex, useConvexConnectionState, type ConvexReactClient } from "convex/react";
import { useEffect, useState } from "react";
import { useOnline } from "../pwa/useOnline";

export type ConnectionStatus = "connected" | "reconnecting" | "offline";

export interface ConnectionStatusView {
  status: ConnectionStatus;
  /** When the socket last became connected, or — while not connected — when it was lost; null before the first connection. */
  lastConnectedAt: number | null;
}

/** Pure: the status from the socket's state and the browser's network flag. */
export function connectionStatus(isWebSocketConnected: boolean, browserOnline: boolean): ConnectionStatus {
  if (!browserOnline) return "offline";
  return isWebSocketConnected ? "connected" : "reconnecting";
}

function isLive(convex: ConvexReactClient): boolean {
  return convex.connectionState().isWebSocketConnected && navigator.onLine;
}

export function useConnectionStatus(): ConnectionStatusView {
  const state = useConvexConnectionState();
  const online = useOnline();
  const convex = useConvex();
  const [lastConnectedAt, setLastConnectedAt] = useState<number | null>(() => (isLive(convex) ? Date.now() : null));
  useEffect(() => {
    // Both edges are stamped: connecting (data is live from now) and losing the
    // connection (data was last known live now). Before any connection: null.
    let wasLive = isLive(convex);
    const onChange = () => {
      const live = isLive(convex);
      if (live === wasLive) return;
      wasLive = live;
      setLastConnectedAt((previous) => (live || previous !== null ? Date.now() : null));
    };
    const unsubscribe = convex.subscribeToConnectionState(onChange);
    window.addEventListener("online", onChange);
    window.addEventListener("offline", onChange);
    return () => {
      unsubscribe();
      window.removeEventListener("online", onChange);
      window.removeEventListener("offline", onChange);
    };
  }, [convex]);
  return { status: connectionStatus(state.isWebSocketConnected, online), lastConnectedAt };
}

import { useConvex, useMutation } from "convex/react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { api } from "../../../convex/_generated/api";
import { HEARTBEAT_INTERVAL_MS } from "../../../convex/lib/presence";
import { trackPresenceMessage } from "./presenceInFlight";

/** One id per tab, so two open tabs count as two and closing one keeps the member online. */
const tabId = crypto.randomUUID();

/** Set while the hook runs for a signed-in member: says goodbye now and stops the heartbeat. */
let leaveNowHandler: (() => Promise<void>) | null = null;
/** Set with it: starts the heartbeat again when signing out failed after all. */
let resumeHandler: (() => void) | null = null;

/**
 * Every way out of the app (Logout, auto-logout) calls this before signing
 * out: the goodbye must reach the server while it still knows who we are, so
 * the family sees the dot turn grey at once, not when the server's timeout
 * notices ~50 s later (and a goodbye after sign-out would only be refused).
 * It resolves when the server has it, or at once when there is nothing to say.
 */
export function leavePresenceNow(): Promise<void> {
  return leaveNowHandler?.() ?? Promise.resolve();
}

/** Signing out failed after leavePresenceNow: we are still here. */
export function resumePresence(): void {
  resumeHandler?.();
}

/**
 * While this tab is visible, tell the family we are here every 20 s; when it
 * is hidden or closed, say goodbye (the server's timeout covers a lost goodbye).
 */
export function usePresenceHeartbeat(enabled: boolean) {
  const heartbeat = useMutation(api.presence.heartbeat);
  const leave = useMutation(api.presence.leave);
  const convex = useConvex();
  // Read by the effect's cleanup: turned off means the server no longer counts this person as a member
  // (removed, or back to waiting), and has dropped their presence itself; a goodbye would only be refused.
  // Set in a layout effect, which runs before the old effect's cleanup.
  const stillMember = useRef(enabled);
  useLayoutEffect(() => {
    stillMember.current = enabled;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    // After leavePresenceNow (signing out) nothing starts again until the next sign-in.
    let leaving = false;
    // Not while the connection is down: a queued "here" says nothing true, and it would count as a change
    // waiting to be sent (the offline banner's, and leaving the page would ask first). The server's timeout
    // greys the dot meanwhile; the next beat after the connection is back says hello again. The browser
    // knows it is offline before the socket has noticed: either one holds the beat back.
    const beat = () => {
      if (navigator.onLine && convex.connectionState().isWebSocketConnected) void trackPresenceMessage(heartbeat({ tabId })).catch(() => {});
    };
    const start = () => {
      if (timer !== undefined || leaving) return;
      beat();
      timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
    };
    /** Stops the heartbeat; says goodbye if we had said hello. */
    const stop = (): Promise<void> => {
      if (timer === undefined) return Promise.resolve();
      clearInterval(timer);
      timer = undefined;
      return trackPresenceMessage(leave({ tabId })).then(
        () => {},
        () => {},
      );
    };
    const onVisibility = () => (document.visibilityState === "visible" ? start() : void stop());
    const onPageHide = () => void stop();
    const handler = () => {
      leaving = true;
      return stop();
    };
    const resume = () => {
      leaving = false;
      onVisibility();
    };
    leaveNowHandler = handler;
    resumeHandler = resume;
    // Back online (or connected at last): hello at once, not at the next beat.
    let connected = convex.connectionState().isWebSocketConnected;
    const unsubscribe = convex.subscribeToConnectionState((state) => {
      if (state.isWebSocketConnected && !connected && timer !== undefined) beat();
      connected = state.isWebSocketConnected;
    });
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      if (leaveNowHandler === handler) leaveNowHandler = null;
      if (resumeHandler === resume) resumeHandler = null;
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      unsubscribe();
      if (stillMember.current) void stop();
      else clearInterval(timer);
    };
  }, [enabled, heartbeat, leave, convex]);
}

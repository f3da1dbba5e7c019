import { useMutation } from "convex/react";
import { useEffect } from "react";
import { api } from "../../../convex/_generated/api";
import { HEARTBEAT_INTERVAL_MS } from "../../../convex/model/presence";

/** One id per tab, so two open tabs count as two and closing one keeps the member online. */
const tabId = crypto.randomUUID();

/**
 * While this tab is visible, tell the family we are here every 20 s; when it
 * is hidden or closed, say goodbye (the server's timeout covers a lost goodbye).
 */
export function usePresenceHeartbeat(enabled: boolean) {
  const heartbeat = useMutation(api.presence.heartbeat);
  const leave = useMutation(api.presence.leave);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const beat = () => void heartbeat({ tabId }).catch(() => {});
    const start = () => {
      if (timer !== undefined) return;
      beat();
      timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
    };
    const stop = () => {
      if (timer === undefined) return;
      clearInterval(timer);
      timer = undefined;
      void leave({ tabId }).catch(() => {});
    };
    const onVisibility = () => (document.visibilityState === "visible" ? start() : stop());
    onVisibility();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", stop);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", stop);
      stop();
    };
  }, [enabled, heartbeat, leave]);
}

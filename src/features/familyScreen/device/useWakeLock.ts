// Keeps the screen on while `active` (the family screen). The browser drops a
// wake lock whenever the page is hidden, so it is asked for again each time the
// page becomes visible. Unsupported browsers (or a refused request, e.g. on
// low battery) just go without: the screen then follows the device's settings.
import { useEffect } from "react";

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === "undefined" || !("wakeLock" in navigator) || !navigator.wakeLock) return;
    const wakeLock = navigator.wakeLock;
    let sentinel: WakeLockSentinel | null = null;
    let disposed = false;

    const acquire = async () => {
      if (disposed || document.visibilityState !== "visible" || (sentinel !== null && !sentinel.released)) return;
      try {
        const granted = await wakeLock.request("screen");
        // Unmounted while the request was pending: give it straight back.
        if (disposed) void granted.release().catch(() => {});
        else sentinel = granted;
      } catch {
        // Refused (not visible, power saving, permissions policy): try again on the next visibility change.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") void acquire();
    };

    void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      disposed = true;
      document.removeEventListener("visibilitychange", onVisibility);
      if (sentinel !== null && !sentinel.released) void sentinel.release().catch(() => {});
      sentinel = null;
    };
  }, [active]);
}

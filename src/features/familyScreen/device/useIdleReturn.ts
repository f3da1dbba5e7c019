// Calls `onIdle` once `ms` have passed without a touch, click, key or wheel
// while `active` (the family screen's unlocked member panel goes back to the
// family view after 60 s). Any of those events restarts the wait.
import { useEffect, useRef } from "react";

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "touchstart", "wheel"] as const;

export function useIdleReturn(ms: number, onIdle: () => void, active = true): void {
  // The latest callback, without restarting the timer when the caller re-renders.
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onIdleRef.current(), ms);
    };
    restart();
    // Capture phase: a dialog or a handler that stops propagation still counts as activity.
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, restart, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, restart, { capture: true });
    };
  }, [ms, active]);
}

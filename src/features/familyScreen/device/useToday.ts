// The screen's clock. A tablet left on for days must roll "today" over at
// local midnight even if the timer was throttled while it slept or the system
// clock jumped: a timer aimed at the next midnight, a 30 s re-check, and a
// re-check whenever the page becomes visible again.
import { useEffect, useState } from "react";

/** Local calendar day as "YYYY-MM-DD". */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Milliseconds from `date` to the next local midnight (DST-safe: built from the calendar). */
export function msUntilNextMidnight(date: Date): number {
  const next = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
  return next.getTime() - date.getTime();
}

/** The current time, refreshed every `intervalMs` and when the page becomes visible. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = () => setNow(new Date());
    const timer = setInterval(tick, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === "visible") tick();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [intervalMs]);
  return now;
}

const RECHECK_MS = 30_000;

/** Today's local day ("YYYY-MM-DD"); changes at local midnight. */
export function useToday(): string {
  const [today, setToday] = useState(() => localDay(new Date()));
  useEffect(() => {
    let midnightTimer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = new Date();
      // Same string → React keeps the state and skips the render.
      setToday(localDay(now));
      clearTimeout(midnightTimer);
      // +50 ms so the timer lands just after midnight, never just before.
      midnightTimer = setTimeout(check, msUntilNextMidnight(now) + 50);
    };
    check();
    const recheck = setInterval(check, RECHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(midnightTimer);
      clearInterval(recheck);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return today;
}

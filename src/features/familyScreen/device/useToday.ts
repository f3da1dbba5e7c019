// The screen's clock. A tablet left on for days must roll "today" over at
// midnight even if the timer was throttled while it slept or the system
// clock jumped: a timer aimed at the next midnight, a 30 s re-check, and a
// re-check whenever the page becomes visible again. Midnight is the family's
// (its time zone, System Settings) once that is known, else the device's.
import { useEffect, useState } from "react";
import { wallClockIn } from "../../../../convex/lib/timeZone";

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

/** The calendar day at `date` in `timeZone`, or on the device's clock without one. */
export function dayAt(date: Date, timeZone: string | undefined): string {
  return timeZone ? wallClockIn(timeZone, date.getTime()).day : localDay(date);
}

/**
 * Milliseconds from `date` to the next midnight in `timeZone` (the device's without one). A day
 * that daylight saving shortens or lengthens is off by its hour; the 30 s re-check covers it.
 */
function msUntilMidnightIn(date: Date, timeZone: string | undefined): number {
  if (!timeZone) return msUntilNextMidnight(date);
  const { hour, minute } = wallClockIn(timeZone, date.getTime());
  return ((24 - hour) * 60 - minute) * 60_000 - date.getSeconds() * 1000 - date.getMilliseconds();
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

/** Today ("YYYY-MM-DD") in `timeZone` (the family's), or the device's without one; changes at that midnight. */
export function useToday(timeZone?: string): string {
  const [today, setToday] = useState(() => dayAt(new Date(), timeZone));
  useEffect(() => {
    let midnightTimer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = new Date();
      // Same string → React keeps the state and skips the render.
      setToday(dayAt(now, timeZone));
      clearTimeout(midnightTimer);
      // +50 ms so the timer lands just after midnight, never just before.
      midnightTimer = setTimeout(check, msUntilMidnightIn(now, timeZone) + 50);
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
  }, [timeZone]);
  return today;
}

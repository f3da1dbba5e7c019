import { Box } from "@chakra-ui/react";
import { useNow } from "./useToday";

/** Minutes since midnight of an "HH:MM" time, or null if it is not one. */
function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/**
 * Pure: is `now` (local time) inside the window from `from` until `to`
 * ("HH:MM")? `from` is inclusive, `to` exclusive; a window whose end is before
 * its start spans midnight (22:00–06:30). Equal or invalid times: never.
 */
export function isNightTime(now: Date, from: string, to: string): boolean {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === null || end === null || start === end) return false;
  const minute = now.getHours() * 60 + now.getMinutes();
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * Darkens the whole screen between the admin's night times (the family
 * setting; null = off). It only covers: taps go through (pointer-events:none),
 * so the screen still works at night. Re-checked every 30 s.
 */
export function NightDim({ from, to }: { from?: string | null; to?: string | null }) {
  const now = useNow(30_000);
  if (!from || !to || !isNightTime(now, from, to)) return null;
  return (
    <Box
      aria-hidden
      data-testid="night-dim"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="black"
      opacity={0.6}
      pointerEvents="none"
    />
  );
}

// The family's time zone (DESIGN.md decision 18): "today", the reminders' hour and,
// later, every repeat are computed in it. IANA names only ("Europe/London"), read
// through Intl, which knows each zone's daylight-saving rules; Convex's clock and
// crons are UTC.

/** A family that has not chosen a zone yet (no admin has saved System Settings) runs on UTC. */
export const DEFAULT_TIME_ZONE = "UTC";
/** The longest IANA zone name is 32 characters ("America/Argentina/ComodRivadavia"). */
export const TIME_ZONE_MAX_LENGTH = 64;

/** Whether Intl knows `zone` as a time zone. */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > TIME_ZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `zone` at `moment` (ms since the epoch): its calendar day and hour. */
export function wallClockIn(zone: string, moment: number): { day: string; hour: number; minute: number } {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(zone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(moment))) parts[part.type] = part.value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** The calendar day ("yyyy-MM-dd") in `zone` at `moment`. */
export function dayIn(zone: string, moment: number): string {
  return wallClockIn(zone, moment).day;
}

/**
 * The moment (ms since the epoch) the wall clock in `zone` reads `day` at `time` ("HH:mm").
 * A time that does not exist (the hour skipped in spring) is read as the same clock time
 * an hour on, as calendar apps do; one that happens twice (autumn) is its first.
 */
export function instantOf(zone: string, day: string, time: string): number {
  const [y, mo, d] = day.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (moment: number) => {
    const wall = wallClockIn(zone, moment);
    const [wy, wm, wd] = wall.day.split("-").map(Number);
    return Date.UTC(wy, wm - 1, wd, wall.hour, wall.minute) - Math.floor(moment / 60_000) * 60_000;
  };
  // The zone's offset an hour either side: before a change and after it.
  const earlier = asUtc - offsetAt(asUtc - 3_600_000 * 3);
  if (offsetAt(earlier) === asUtc - earlier) return earlier;
  const later = asUtc - offsetAt(asUtc + 3_600_000 * 3);
  if (offsetAt(later) === asUtc - later) return later;
  // Skipped in spring: the offset before the change, which lands an hour on.
  return earlier;
}

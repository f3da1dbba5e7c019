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

const pad = (n: number) => String(n).padStart(2, "0");

/** The wall clock in `zone` at `moment` as the calendar stores it: a day and "HH:mm". */
export function wallAt(zone: string, moment: number): { day: string; time: string } {
  const { day, hour, minute } = wallClockIn(zone, moment);
  return { day, time: `${pad(hour)}:${pad(minute)}` };
}

/** Either side of a wall time, where its zone's offsets are read (see readWallTime). */
const SAMPLE_MS = 26 * 3_600_000;

/** The zone's offset from UTC at `moment`, in ms. */
function offsetAt(zone: string, moment: number): number {
  const wall = wallClockIn(zone, moment);
  const [wy, wm, wd] = wall.day.split("-").map(Number);
  return Date.UTC(wy, wm - 1, wd, wall.hour, wall.minute) - Math.floor(moment / 60_000) * 60_000;
}

/**
 * What a wall time is in a zone: "normal"; "skipped" when a change of the clock jumps over it
 * (02:30 on a spring-forward day); "repeated" when the clock passes it twice (autumn).
 */
export type WallTimeKind = "normal" | "skipped" | "repeated";

/**
 * The one reading of a wall time in a zone, which views, feeds and reminders all use. RFC 5545
 * (3.3.5) reads a skipped time with the offset before the gap, so it comes out later by the gap
 * (01:30 London on the spring day is 02:30 BST), and a repeated one as its first passing.
 */
export function readWallTime(zone: string, day: string, time: string): { instant: number; kind: WallTimeKind } {
  const key = `${zone}|${day}|${time}`;
  let read = readings.get(key);
  if (read === undefined) {
    read = readWallTimeAfresh(zone, day, time);
    // Views and the reminder job read the same few wall times again and again.
    if (readings.size >= READINGS_MAX) readings.clear();
    readings.set(key, read);
  }
  return read;
}

const READINGS_MAX = 20_000;
const readings = new Map<string, { instant: number; kind: WallTimeKind }>();

function readWallTimeAfresh(zone: string, day: string, time: string): { instant: number; kind: WallTimeKind } {
  const [y, mo, d] = day.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The moment is within 14 hours of `asUtc` (no offset is larger), and a zone's changes are
  // days apart: the offsets a day and more either side are the ones before and after any change.
  const earlier = asUtc - offsetAt(zone, asUtc - SAMPLE_MS);
  const later = asUtc - offsetAt(zone, asUtc + SAMPLE_MS);
  const earlierFits = offsetAt(zone, earlier) === asUtc - earlier;
  const laterFits = offsetAt(zone, later) === asUtc - later;
  if (earlierFits && laterFits && earlier !== later) return { instant: Math.min(earlier, later), kind: "repeated" };
  if (earlierFits) return { instant: earlier, kind: "normal" };
  if (laterFits) return { instant: later, kind: "normal" };
  return { instant: earlier, kind: "skipped" };
}

/** The moment (ms since the epoch) the wall clock in `zone` reads `day` at `time` ("HH:mm"), as readWallTime reads it. */
export function instantOf(zone: string, day: string, time: string): number {
  return readWallTime(zone, day, time).instant;
}

/**
 * A timed occurrence's start and end moments from its wall times. A start the clocks skip is
 * later by the gap; should that put it after its end (02:30–03:00 on the spring day), it keeps
 * the length its wall times say instead of ending before it begins.
 */
export function spanOf(zone: string, day: string, startTime: string, endDay: string, endTime: string): { startAt: number; endAt: number } {
  const startAt = instantOf(zone, day, startTime);
  const endAt = instantOf(zone, endDay, endTime);
  const nominal = Date.parse(`${endDay}T${endTime}:00Z`) - Date.parse(`${day}T${startTime}:00Z`);
  return { startAt, endAt: endAt > startAt ? endAt : startAt + Math.max(0, nominal) };
}

/**
 * Browsers list zones by ICU's ids, some of them names IANA has since replaced; the picker
 * shows (and saves) the current name. Each old name stays a link in the IANA database, so a
 * zone saved under one still reads the same.
 */
const CURRENT_ZONE_NAMES: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** The current IANA name of a zone (itself when it is current). */
export function currentZoneName(zone: string): string {
  return CURRENT_ZONE_NAMES[zone] ?? zone;
}

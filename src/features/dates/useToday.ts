import { useViewerSettings } from "../preferences/ViewerSettings";
import { dayAt, useToday } from "../familyScreen/device/useToday";

/** The family's calendar day at `now` (its time zone once an admin saved one, else the device's). */
export function todayString(timeZone: string | undefined, now = new Date()): string {
  return dayAt(now, timeZone);
}

/** The family's time zone, or undefined until an admin has saved one. */
export function useFamilyTimeZone(): string | undefined {
  return useViewerSettings()?.family.timeZone;
}

/**
 * The family's today, which rolls over at its midnight (the kitchen tablet stays open for days),
 * also after the device slept through midnight or its clock jumped: the family screen's robust
 * clock (timer + 30 s re-check + on visibility), in the family's time zone.
 */
export function useFamilyToday(): string {
  return useToday(useFamilyTimeZone());
}

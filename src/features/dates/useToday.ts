import { format } from "date-fns";

export function todayString(now = new Date()): string {
  return format(now, "yyyy-MM-dd");
}

// Today's calendar day, which rolls over at midnight (the kitchen tablet stays
// open for days) — also after the device slept through midnight or its clock
// jumped: the family screen's robust version (timer + 30 s re-check + on visibility).
export { useToday } from "../familyScreen/device/useToday";

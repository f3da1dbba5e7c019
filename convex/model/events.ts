import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isCalendarDay } from "../lib/dates";
import { householdError } from "../lib/errors";
import { cleanName, cleanText } from "../lib/text";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The earliest day an event may be on, by the server's clock: yesterday in UTC.
 * The day of slack covers every time zone's "today" (UTC−12 is a day behind
 * UTC for half of each day); the form refuses the reader's past days itself.
 */
export function earliestEventDay(now: number): string {
  return new Date(now - DAY_MS).toISOString().slice(0, 10);
}

/**
 * Spec section 5: every field of the event form is required. Names are at most
 * 100 characters and descriptions 2,000 (DESIGN.md decision 16); an event in
 * the past is refused, since nothing would ever show it.
 */
export async function addEvent(
  ctx: MutationCtx,
  admin: Doc<"members">,
  input: { name: string; date: string; description: string },
  now: number,
) {
  const name = cleanName(input.name, "ALL_FIELDS_REQUIRED");
  const description = cleanText(input.description);
  if (!description || !input.date) throw householdError("ALL_FIELDS_REQUIRED");
  if (!isCalendarDay(input.date)) throw householdError("INVALID_DATE");
  if (input.date < earliestEventDay(now)) throw householdError("EVENT_IN_PAST");
  return ctx.db.insert("events", { name, date: input.date, description, createdBy: admin._id });
}

/** Events on or after `today` (the caller's calendar day: queries cannot read the clock). */
export function listUpcomingEvents(ctx: QueryCtx, today: string, limit: number) {
  return ctx.db
    .query("events")
    .withIndex("by_date", (q) => q.gte("date", today))
    .take(limit);
}

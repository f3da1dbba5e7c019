import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { schemaError } from "../lib/errors";
import { eventFormSchema, type EventForm } from "../lib/eventSchema";

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
 * Spec section 5: every field of the event form is required, by the form's own schema. Names are
 * at most 100 characters and descriptions 2,000 (DESIGN.md decision 16); an event in the past is
 * refused, since nothing would ever show it.
 */
export async function addEvent(
  ctx: MutationCtx,
  admin: Doc<"members">,
  input: EventForm,
  now: number,
) {
  const parsed = eventFormSchema(earliestEventDay(now)).safeParse(input);
  if (!parsed.success) throw schemaError(parsed.error);
  return ctx.db.insert("events", { ...parsed.data, createdBy: admin._id });
}

/** Events on or after `today` (the caller's calendar day: queries cannot read the clock). */
export function listUpcomingEvents(ctx: QueryCtx, today: string, limit: number) {
  return ctx.db
    .query("events")
    .withIndex("by_date", (q) => q.gte("date", today))
    .take(limit);
}

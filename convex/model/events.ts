import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isCalendarDay } from "../lib/dates";
import { householdError } from "../lib/errors";

/** Spec section 5: every field of the event form is required. */
export async function addEvent(
  ctx: MutationCtx,
  admin: Doc<"members">,
  input: { name: string; date: string; description: string },
) {
  const name = input.name.trim();
  const description = input.description.trim();
  if (!name || !description || !input.date) throw householdError("ALL_FIELDS_REQUIRED");
  if (!isCalendarDay(input.date)) throw householdError("INVALID_DATE");
  return ctx.db.insert("events", { name, date: input.date, description, createdBy: admin._id });
}

/** Events on or after `today` (the caller's calendar day: queries cannot read the clock). */
export function listUpcomingEvents(ctx: QueryCtx, today: string, limit: number) {
  return ctx.db
    .query("events")
    .withIndex("by_date", (q) => q.gte("date", today))
    .take(limit);
}

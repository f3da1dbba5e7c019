import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { repeatFormOf } from "../lib/calendarSchema";
import { isCalendarDay } from "../lib/dates";
import { householdError, schemaError } from "../lib/errors";
import { eventFormSchema, type EventForm } from "../lib/eventSchema";
import { createEvent, upcomingOccurrences } from "./calendar";

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
 * The dashboard's Add Family Event. Spec section 5: every field of the form is required, by
 * the form's own schema. Names are at most 100 characters and descriptions 2,000 (DESIGN.md
 * decision 16); an event in the past is refused, since nothing would ever show it. It is a
 * calendar event for everyone, all day, and told to the family like any other.
 */
export async function addEvent(
  ctx: MutationCtx,
  admin: Doc<"members">,
  input: EventForm,
  now: number,
) {
  const parsed = eventFormSchema(earliestEventDay(now)).safeParse(input);
  if (!parsed.success) throw schemaError(parsed.error);
  const { name, date, description, location } = parsed.data;
  return createEvent(
    ctx,
    admin,
    {
      name,
      notes: description,
      location,
      allDay: true,
      date,
      startTime: "",
      endTime: "",
      everyone: true,
      memberIds: [],
      repeat: repeatFormOf(undefined, date),
    },
    earliestEventDay(now),
  );
}

/** The next occurrences from `today` (the caller's calendar day: queries cannot read the clock). */
export async function listUpcomingEvents(ctx: QueryCtx, today: string, limit: number) {
  if (!isCalendarDay(today)) throw householdError("INVALID_DATE");
  const occurrences = await upcomingOccurrences(ctx, today, limit);
  return occurrences.map((event) => ({
    _id: event.key,
    name: event.name,
    date: event.date,
    startTime: event.startTime,
    description: event.notes,
    location: event.location,
  }));
}

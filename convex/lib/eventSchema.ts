// The family event form's rules (spec section 5: every field required), shared by the dashboard's
// Add Family Event form and the server (model/events.ts). Each message is an error code of
// lib/errors.ts on the field it is about.
import { z } from "zod";
import { isCalendarDay } from "./dates";
import type { ErrorCode } from "./errors";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "./text";

const code = (c: ErrorCode) => c;

/**
 * An event's fields as the form, the mutation's arguments and the table all
 * take them: a field added here is in all three (events.ts and schema.ts
 * derive their validators from it), so a new field is this and the form.
 */
export const eventFields = z.object({
  name: z.string().trim().min(1, code("FIELD_REQUIRED")).max(NAME_MAX_LENGTH, code("NAME_TOO_LONG")),
  /** Calendar day, yyyy-MM-dd. */
  date: z.string().min(1, code("FIELD_REQUIRED")).refine(isCalendarDay, code("INVALID_DATE")),
  description: z.string().trim().min(1, code("FIELD_REQUIRED")).max(TEXT_MAX_LENGTH, code("TEXT_TOO_LONG")),
  location: z.string().trim().max(NAME_MAX_LENGTH, code("NAME_TOO_LONG")).optional(),
});

/** `earliest`: the first day an event may be on ("yyyy-MM-dd"); nothing would ever show one before. */
export function eventFormSchema(earliest: string) {
  return eventFields.extend({
    date: eventFields.shape.date.refine((day) => day >= earliest, code("EVENT_IN_PAST")),
  });
}

export type EventForm = z.input<ReturnType<typeof eventFormSchema>>;
export type EventFormValues = z.output<ReturnType<typeof eventFormSchema>>;

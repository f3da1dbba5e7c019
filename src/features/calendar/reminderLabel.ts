// The name of a reminder choice (minutes before the start), shared by the event's form and its details.
export type ReminderLabel = "onTheDay" | "atStart" | "m10" | "m30" | "h1" | "h2" | "d1" | "d2" | "w1";

const reminderLabels: Record<number, ReminderLabel> = { 0: "atStart", 10: "m10", 30: "m30", 60: "h1", 120: "h2", 1440: "d1", 2880: "d2", 10080: "w1" };

/** The label key of a reminder choice; "on the day" (in the morning) for an all-day event's 0. */
export function reminderLabel(minutes: number, allDay: boolean): ReminderLabel {
  if (allDay && minutes === 0) return "onTheDay";
  return reminderLabels[minutes] ?? "atStart";
}

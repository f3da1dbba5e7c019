// Convex runs these on its own schedule (times are UTC); the local backend runs
// them too (local-backend/crons.ts).
import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

const crons = cronJobs();

// Tasks due today or overdue, and bills due tomorrow: at 7 in the morning in the family's time
// zone. Crons are UTC and offsets move with daylight saving (and some are half hours), so the job
// runs every hour and acts in the one that is 7 o'clock there.
crons.hourly("send due reminders", { minuteUTC: 5 }, internal.reminders.sendDueReminders);

// Calendar events' own reminders (minutes to a week before, in the family's time zone): every
// five minutes, each sent once however the runs fall.
crons.interval("send event reminders", { minutes: 5 }, internal.calendar.sendEventReminders);

// Uploads checked but never saved, and files posted to an upload URL but never checked.
crons.hourly("sweep unused uploads", { minuteUTC: 17 }, internal.uploads.sweep);

// Other calendars given by URL (a school's, a club's), fetched again every three hours
// (IMPORT_REFRESH_HOURS), each a few seconds after the one before.
crons.interval("refresh imported calendars", { hours: 3 }, internal.calendarImports.refreshAll);

// Chores' occurrences for the next seven days, made where missing, and missed ones rolled on:
// every hour, so a new day (the family's midnight, whatever its offset) is ready within the hour.
crons.hourly("make chore occurrences", { minuteUTC: 1 }, internal.chores.generate);

export default crons;

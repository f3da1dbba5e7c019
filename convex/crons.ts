// Convex runs these on its own schedule (times are UTC); the local backend runs
// them too (local-backend/crons.ts).
import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

const crons = cronJobs();

// Tasks due today or overdue, and bills due tomorrow: once a day, early in the European morning.
// No minute given: Convex picks one in the hour, away from the busy top of it (the local
// backend runs it at :00).
crons.daily("send due reminders", { hourUTC: 6 }, internal.reminders.sendDueReminders);

// Uploads checked but never saved, and files posted to an upload URL but never checked.
crons.hourly("sweep unused uploads", { minuteUTC: 17 }, internal.uploads.sweep);

export default crons;

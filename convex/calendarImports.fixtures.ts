// A swimming club's calendar for the tests of other calendars (activity.test.ts,
// notifications.test.ts): one Monday session, 7 January 2030, an hour from `start` ("HHmmss") on
// London's clock. Its name has two dots, so Convex does not deploy it.
import type { Id } from "./_generated/dataModel";

export function clubCalendar(start = "170000"): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Swim club//Test//EN",
    "BEGIN:VEVENT",
    "UID:swim@club.test",
    "DTSTAMP:20300101T000000Z",
    `DTSTART;TZID=Europe/London:20300107T${start}`,
    "DURATION:PT1H",
    "SUMMARY:Swimming",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
}

/** The import's choices as the dialog sends them: "Swim club", for `people`. */
export function clubImport(people: Id<"members">[]) {
  return { name: "Swim club", color: "cyan", everyone: false, memberIds: people as string[] };
}

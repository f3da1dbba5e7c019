// A calendar day ("yyyy-MM-dd", how forms and the server keep it) as the reader writes it.
// Dates follow the app's language, not the browser's: English is British (02/01/2030),
// German 02.01.2030, French and Spanish 02/01/2030.
import { isCalendarDay } from "../../../convex/lib/dates";

import { dateLocaleTag } from "../../i18n/languages";

export { dateLocaleTag };

function numericFormat(language: string) {
  return new Intl.DateTimeFormat(dateLocaleTag(language), { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
}

/** "2030-01-02" as the reader writes it: "02/01/2030" in English, "02.01.2030" in German. */
export function formatDayText(day: string, language: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return numericFormat(language).format(new Date(Date.UTC(y, m - 1, d)));
}

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * The calendar day typed the reader's way ("15.3.2031", "15/03/31"), or pasted as
 * "2031-03-15"; null when it is no day of the calendar ("31.02.2031", "tomorrow").
 * Any of . / - or a space separates; a two-digit year is this century's.
 */
export function readDayText(text: string, language: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  let year: string, month: string, day: string;
  if (iso) {
    [, year, month, day] = iso;
  } else {
    const numbers = /^(\d{1,4})[./\-\s]+(\d{1,2})[./\-\s]+(\d{1,4})\.?$/.exec(trimmed);
    if (!numbers) return null;
    // The order of day, month and year is the language's own.
    const order = numericFormat(language)
      .formatToParts(new Date(Date.UTC(2030, 0, 2)))
      .map((part) => part.type)
      .filter((type) => type === "day" || type === "month" || type === "year");
    const parts = Object.fromEntries(order.map((type, i) => [type, numbers[i + 1]]));
    ({ year, month, day } = parts as Record<"year" | "month" | "day", string>);
    if (year.length === 2) year = `20${year}`;
    else if (year.length !== 4) return null;
  }
  const candidate = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isCalendarDay(candidate) ? candidate : null;
}

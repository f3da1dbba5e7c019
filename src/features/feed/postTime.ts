// When a post or comment was written: "5 minutes ago" for the last week, then
// the date as tables show it (spec section 9: "MMM dd, yyyy"), in the reader's
// language; kept fresh while the page stays open.
import { differenceInCalendarDays, format, type Locale } from "date-fns";
import { useTranslation } from "react-i18next";
import { dateLocaleFor } from "../../i18n";
import { timeAgo, useMinuteClock } from "../../i18n/relativeTime";

const RELATIVE_DAYS = 7;

export function postTime(time: number, now: number, datePattern: string, locale?: Locale): string {
  const options = locale ? { locale } : undefined;
  if (differenceInCalendarDays(now, time) >= RELATIVE_DAYS) return format(time, datePattern, options);
  return timeAgo(time, now, locale);
}

/** `postTime` in the active language, re-rendered every minute. */
export function usePostTime(): (time: number) => string {
  const { t, i18n } = useTranslation();
  const now = useMinuteClock();
  const locale = dateLocaleFor(i18n.language);
  const pattern = t("common.dates.table");
  return (time: number) => postTime(time, now, pattern, locale);
}

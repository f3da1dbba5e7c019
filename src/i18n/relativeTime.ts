// "3 minutes ago" in the reader's language (date-fns with the active
// language's locale, as src/i18n/format.ts does for days), kept fresh while
// the page stays open.
import { formatDistance, type Locale } from "date-fns";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { dateLocaleFor } from ".";

/** How long ago `time` was, seen from `now`, with the locale's "ago" wording. */
export function timeAgo(time: number, now: number, locale?: Locale): string {
  // A clock a little behind the server's must not say "in a few seconds".
  return formatDistance(Math.min(time, now), now, { addSuffix: true, ...(locale ? { locale } : {}) });
}

/** The time now, re-read every minute so "3 minutes ago" stays true while a page stays open. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** `timeAgo` in the active language, re-rendered every minute. */
export function useTimeAgo(): (time: number) => string {
  const { i18n } = useTranslation();
  const now = useMinuteClock();
  const locale = dateLocaleFor(i18n.language);
  return (time: number) => timeAgo(time, now, locale);
}

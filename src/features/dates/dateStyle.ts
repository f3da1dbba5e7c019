// The one way a date, or a date and time, is written for a person: the calendar's long day in
// the app's language (not the browser's), with the weekday, the year only when it is not this
// year, and times on the 24-hour clock ("Wednesday 10 March, 09:15"; "Mittwoch, 10. März 2027
// um 09:15"). Event details, notifications, the family screen and the calendar all use it.
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { dateLocaleFor } from "../../i18n";
import { formatDay } from "../../i18n/format";
import { useFamilyToday } from "./useToday";

/** What an occurrence's "when" is said from: its days, and its times when it has them. */
export type Span = { date: string; endDate?: string; startTime?: string; endTime?: string };

export type DateStyle = {
  /** "Wednesday 10 March" (this year), "Wednesday 10 March 2027" (another). */
  day: (day: string) => string;
  /** The day, and a time ("HH:mm") when there is one: "Wednesday 10 March, 09:15". */
  dayTime: (day: string, time?: string) => string;
  /** From when to when: "Wednesday 10 March, 09:15–09:45", or over several days. */
  span: (span: Span) => string;
};

/** The style in the language `t` speaks, `language` naming its date-fns locale; `today` decides when a year is said. */
export function dateStyle(t: TFunction, language: string, today: string, locale = dateLocaleFor(language)): DateStyle {
  const day = (d: string) => formatDay(d, t(d.slice(0, 4) === today.slice(0, 4) ? "calendar.patterns.dayLong" : "calendar.patterns.dayWithYear"), locale);
  const dayTime = (d: string, time?: string) => (time === undefined ? day(d) : t("activity.dayAndTime", { day: day(d), time }));
  const span = ({ date, endDate, startTime, endTime }: Span) => {
    const last = endDate && endDate !== date ? endDate : undefined;
    if (startTime === undefined) return last ? t("common.dates.range", { from: day(date), to: day(last) }) : day(date);
    if (last) return t("common.dates.range", { from: dayTime(date, startTime), to: dayTime(last, endTime ?? startTime) });
    if (endTime === undefined || endTime === startTime) return dayTime(date, startTime);
    return t("common.dates.dayTimes", { day: day(date), from: startTime, to: endTime });
  };
  return { day, dayTime, span };
}

/** The date style of the app's language, today being the family's. */
export function useDateStyle(): DateStyle {
  const { t, i18n } = useTranslation();
  const today = useFamilyToday();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => dateStyle(t, language, today), [t, language, today]);
}

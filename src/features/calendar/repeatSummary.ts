// How an event repeats, in a sentence ("Repeats monthly on the second Friday, until Friday
// 26 June"): said from the series' first day, as the repeat form offers its choices.
import type { TFunction } from "i18next";
import { weekdayOf, weekdayPosition, weekdays, type Repeat } from "../../../convex/lib/calendarSchema";
import { dateLocaleFor } from "../../i18n";
import { formatDay } from "../../i18n/format";

// 7 January 2030 is a Monday: day `index` of that week names the weekday in the reader's language.
const weekdayDay = (index: number) => `2030-01-${String(7 + index).padStart(2, "0")}`;

/** The sentence for `repeat` of a series that starts on `start`; `day` writes its last day. */
export function repeatSummary(t: TFunction, language: string, repeat: Repeat, start: string, day: (day: string) => string, locale = dateLocaleFor(language)): string {
  const weekdayName = (index: number) => formatDay(weekdayDay(index), t("calendar.patterns.weekday"), locale);
  const count = repeat.interval;
  let text: string;
  if (repeat.freq === "weekly") {
    const chosen = repeat.byDay?.length ? repeat.byDay : [weekdayOf(start)];
    const names = weekdays.flatMap((weekday, index) => (chosen.includes(weekday) ? [weekdayName(index)] : []));
    text = t("calendar.repeat.summary.weekly", { count, days: new Intl.ListFormat(language, { type: "conjunction" }).format(names) });
  } else if (repeat.freq === "monthly") {
    const weekday = weekdayName(weekdays.indexOf(weekdayOf(start)));
    const { nth } = weekdayPosition(start);
    const on =
      repeat.monthly === "lastWeekday"
        ? t("calendar.repeat.summary.on.last", { weekday })
        : repeat.monthly === "weekday"
          ? t(`calendar.repeat.summary.on.nth${Math.min(nth, 4) as 1 | 2 | 3 | 4}`, { weekday })
          : t("calendar.repeat.summary.on.date", { day: Number(start.slice(8, 10)) });
    text = t("calendar.repeat.summary.monthly", { count, on });
  } else {
    text = t(`calendar.repeat.summary.${repeat.freq}`, { count });
  }
  if (repeat.until !== undefined) return t("calendar.repeat.summary.until", { repeat: text, date: day(repeat.until) });
  if (repeat.count !== undefined) return t("calendar.repeat.summary.times", { repeat: text, count: repeat.count });
  return text;
}

// A chore said in words, in the reader's language: how often it comes round, its season, and
// why an occurrence went to its person ("Emma's turn: Sam did it last on Tuesday"). Day and
// month names come from date-fns with the language's locale; lists from Intl.ListFormat.
import type { FunctionReturnType } from "convex/server";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { api } from "../../../convex/_generated/api";
import { addDays, daysBetween, weekdayOf, weekdayPosition, weekdays } from "../../../convex/lib/calendarSchema";
import type { ChoreReason } from "../../../convex/lib/choreSchema";
import { dateLocaleFor } from "../../i18n";
import { capitalFirst, formatDay } from "../../i18n/format";

export type ChoresList = FunctionReturnType<typeof api.chores.list>;
export type Chore = ChoresList["chores"][number];
export type ChoreOccurrence = Chore["occurrences"][number];

type Pattern = "weekday" | "dayLong" | "dayMonth" | "dayWithYear" | "month";

// 7 January 2030 is a Monday: day `index` of that week names the weekday.
const weekdayDay = (index: number) => `2030-01-${String(7 + index).padStart(2, "0")}`;

/**
 * The months a seasonal chore is done in as runs ("April to September", "December to
 * February" across the new year); a run of one or two months is named month by month.
 */
export function monthRuns(months: readonly number[]): number[][] {
  const chosen = [...new Set(months)].filter((m) => m >= 1 && m <= 12).sort((a, b) => a - b);
  if (chosen.length === 0 || chosen.length === 12) return [];
  const runs: number[][] = [];
  for (const month of chosen) {
    const last = runs.at(-1);
    if (last && last.at(-1) === month - 1) last.push(month);
    else runs.push([month]);
  }
  // December and January join up: the winter run starts in the autumn's last months.
  if (runs.length > 1 && runs[0][0] === 1 && runs.at(-1)!.at(-1) === 12) runs[0] = [...runs.pop()!, ...runs[0]];
  return runs;
}

/** The sentences of the chores page, in the active language. */
export function useChoreText() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  return useMemo(() => {
    const locale = dateLocaleFor(language);
    const day = (value: string, pattern: Pattern) => formatDay(value, t(`chores.patterns.${pattern}`), locale);
    const list = (items: string[]) => new Intl.ListFormat(language, { type: "conjunction" }).format(items);
    const monthName = (month: number) => day(`2030-${String(month).padStart(2, "0")}-01`, "month");

    function repeatRule(chore: Chore): string {
      const { schedule } = chore;
      if (schedule.kind === "after") return t("chores.often.after", { count: schedule.days });
      const { repeat, start } = schedule;
      const count = repeat.interval;
      let rule: string;
      switch (repeat.freq) {
        case "daily":
          rule = t("chores.often.daily", { count });
          break;
        case "weekly": {
          const chosen = repeat.byDay?.length ? repeat.byDay : [weekdayOf(start)];
          const days = list(weekdays.flatMap((weekday, index) => (chosen.includes(weekday) ? [day(weekdayDay(index), "weekday")] : [])));
          rule = t("chores.often.weekly", { count, days });
          break;
        }
        case "monthly": {
          const weekday = day(start, "weekday");
          const { nth } = weekdayPosition(start);
          const which =
            repeat.monthly === "lastWeekday"
              ? t("chores.often.which.last", { weekday })
              : repeat.monthly === "weekday" && nth <= 4
                ? t(`chores.often.which.nth${nth as 1 | 2 | 3 | 4}`, { weekday })
                : t("chores.often.which.date", { day: Number(start.slice(8, 10)) });
          rule = t("chores.often.monthly", { count, which });
          break;
        }
        case "yearly":
          rule = t("chores.often.yearly", { count, date: day(start, "dayMonth") });
          break;
      }
      if (repeat.until !== undefined) return t("chores.often.until", { rule, date: day(repeat.until, "dayWithYear") });
      if (repeat.count !== undefined) return t("chores.often.times", { rule, count: repeat.count });
      return rule;
    }

    return {
      day,
      /** "Today", "Tomorrow", "Yesterday", else "Tuesday 14 May". */
      dayHeading(value: string, today: string): string {
        if (value === today) return t("chores.card.today");
        if (value === addDays(today, 1)) return t("chores.card.tomorrow");
        if (value === addDays(today, -1)) return t("chores.card.yesterday");
        return capitalFirst(day(value, "dayLong"), language);
      },
      /** "Every week on Tuesday and Friday", "Every 3 days after it was last done"; "…, starting 3 May" before its start. */
      howOften(chore: Chore, today: string): string {
        const rule = repeatRule(chore);
        return chore.schedule.start > today ? t("chores.often.from", { rule, date: day(chore.schedule.start, "dayMonth") }) : rule;
      },
      /** "Only in April to September", or null for a chore done all year. */
      season(months: readonly number[]): string | null {
        const runs = monthRuns(months);
        if (runs.length === 0) return null;
        const parts = runs.flatMap((run) =>
          run.length >= 3 ? [t("chores.often.monthRange", { from: monthName(run[0]), to: monthName(run.at(-1)!) })] : run.map(monthName),
        );
        return t("chores.often.season", { months: list(parts) });
      },
      /** How its people share it: one person, turns (each time, week or month), anyone, everyone. */
      sharing(chore: Pick<Chore, "assignment" | "rotateBy">): string {
        if (chore.assignment !== "rotation") return t(`chores.assignment.${chore.assignment}`);
        if (chore.rotateBy === "week") return t("chores.assignment.rotationWeek");
        if (chore.rotateBy === "month") return t("chores.assignment.rotationMonth");
        return t("chores.assignment.rotation");
      },
      /** Why an occurrence on `onDay` went to `name`. */
      reason(reason: ChoreReason, name: string, onDay: string): string {
        switch (reason.kind) {
          case "rotationFirst":
            return t("chores.reasons.rotationFirst", { name });
          case "rotation": {
            // A weekday is plain within the week before; further back it needs its date.
            const when = daysBetween(reason.previousDay, onDay) < 7 ? day(reason.previousDay, "weekday") : day(reason.previousDay, "dayMonth");
            const previous = reason.previousName;
            // That turn was given to someone else (a swap or a hand-over): say who had it, or the
            // reason reads as if its owner did it (or skipped it).
            if (reason.previousGivenTo !== undefined && reason.previousGivenTo !== previous) {
              const givenTo = reason.previousGivenTo;
              // Given to this same person: they have two turns running, and the reason says why.
              if (givenTo === name) return t(reason.previousDone ? "chores.reasons.rotationTookDone" : "chores.reasons.rotationTookAfter", { name, previous, day: when });
              return t(reason.previousDone ? "chores.reasons.rotationGivenDone" : "chores.reasons.rotationGivenAfter", { name, previous, givenTo, day: when });
            }
            return t(reason.previousDone ? "chores.reasons.rotationDone" : "chores.reasons.rotationAfter", { name, previous, day: when });
          }
          case "rotationWeek":
            return t("chores.reasons.rotationWeek", { name });
          case "rotationMonth":
            return t("chores.reasons.rotationMonth", { name });
          case "anyone":
            return t("chores.reasons.anyone");
          case "everyone":
            return t("chores.reasons.everyone");
          case "fixed":
            return t("chores.reasons.fixed", { name });
          case "swapped":
            return t("chores.reasons.swapped", { from: reason.fromName, by: reason.byName });
          case "swapRequested":
            return t("chores.reasons.swapRequested", { from: reason.fromName, by: reason.byName });
        }
      },
      /** Whether the reason's sentence names the person it went to (else the row names them first). */
      namesPerson(reason: ChoreReason): boolean {
        return reason.kind !== "anyone" && reason.kind !== "everyone" && reason.kind !== "swapped" && reason.kind !== "swapRequested";
      },
    };
  }, [language, t]);
}

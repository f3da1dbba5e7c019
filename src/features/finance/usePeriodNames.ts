import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Period } from "../../../convex/lib/periods";
import { dateLocaleFor } from "../../i18n";
import { periodLabel, seriesPointLabel, type PeriodPatterns } from "./periodView";

/** Period headings and chart point names in the reader's language. */
export function usePeriodNames() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = dateLocaleFor(language);
    const patterns: PeriodPatterns = {
      day: t("finance.patterns.day"),
      month: t("finance.patterns.month"),
      weekStart: t("finance.patterns.weekStart"),
      weekEnd: t("finance.patterns.weekEnd"),
      axisMonth: t("finance.patterns.axisMonth"),
      axisWeekDay: t("finance.patterns.axisWeekDay"),
      longMonth: t("finance.patterns.longMonth"),
      longDay: t("finance.patterns.longDay"),
    };
    const weekLabel = (week: number, days: string) => t("finance.period.week", { week, days });
    return {
      label: (period: Period) => periodLabel(period, patterns, weekLabel, locale),
      point: (key: string, long = false) => seriesPointLabel(key, patterns, { long }, locale),
      /** A month's name for the Month ID select ("November"). */
      monthName: (monthId: number) => seriesPointLabel(`2000-${String(monthId).padStart(2, "0")}`, patterns, { long: true }, locale),
    };
  }, [language, t]);
}

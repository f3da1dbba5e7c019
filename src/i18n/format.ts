// Dates, numbers and money in the reader's language: date-fns with the active
// language's locale and its own day patterns, Intl for numbers and pounds.
import { format, parseISO, type Locale } from "date-fns";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { dateLocaleFor } from ".";

/** A calendar day ("yyyy-MM-dd") in a date-fns pattern and locale. */
export function formatDay(day: string, pattern: string, locale?: Locale): string {
  return format(parseISO(day), pattern, locale ? { locale } : undefined);
}

/** Finance amounts are integer pence (DESIGN.md decision 11), shown as GBP. */
/** A heading's first letter in capitals, also where weekdays are written small (mercredi, miércoles). */
export function capitalFirst(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

export function formatMoney(pence: number, language: string): string {
  // narrowSymbol: "£" in every language (French would otherwise write "£GB").
  return new Intl.NumberFormat(language, { style: "currency", currency: "GBP", currencyDisplay: "narrowSymbol" }).format(pence / 100);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** The formatters of the active language; they change when the language does. */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = dateLocaleFor(language);
    return {
      /** Spec section 9: "MMM dd" on cards (in English; each language has its own order). */
      cardDay: (day: string) => formatDay(day, t("common.dates.card"), locale),
      /** Spec section 9: "MMM dd, yyyy" in tables. */
      tableDay: (day: string) => formatDay(day, t("common.dates.table"), locale),
      money: (pence: number) => formatMoney(pence, language),
      number: (value: number) => formatNumber(value, language),
    };
  }, [language, t]);
}

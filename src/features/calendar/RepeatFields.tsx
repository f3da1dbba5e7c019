// How something repeats (lib/calendarSchema.ts's repeatFormSchema), for any form that holds a
// `repeat`: the calendar's events and the recurring chores ask it the same way.
import { Button, Field, Fieldset, NativeSelect, Stack, Wrap } from "@chakra-ui/react";
import { useEffect, useId, useRef } from "react";
import { Controller, useController, useWatch, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { repeatFrequencies, weekdayOf, weekdayPosition, weekdays, type RepeatForm } from "../../../convex/lib/calendarSchema";
import { dateLocaleFor } from "../../i18n";
import { formatDay } from "../../i18n/format";
import { DateField } from "../forms/DateField";
import { TextField, type FormHandle } from "../forms/fields";

type RepeatHolder = { repeat: RepeatForm };

const allFrequencies = ["none", ...repeatFrequencies] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
// 7 January 2030 is a Monday: day `index` of that week names the weekday in the reader's language.
const weekdayDay = (index: number) => `2030-01-${String(7 + index).padStart(2, "0")}`;

type Props<T extends FieldValues, O> = {
  /** A form with a `repeat` (its values are the repeat form's). */
  form: FormHandle<T, O>;
  /** The first day (the weekly day and the monthly choices are said from it). */
  start: string;
  /** "Does not repeat" is offered (a chore always repeats). */
  allowNone?: boolean;
  legend?: string;
};

/** The repeat's frequency, interval, weekdays or monthly rule, and how it ends. */
export function RepeatFields<T extends RepeatHolder, O>({ form: anyForm, start, allowNone = true, legend }: Props<T, O>) {
  const { t, i18n } = useTranslation();
  // The form's other fields do not matter here: only its `repeat` part is read and written.
  const form = anyForm as unknown as FormHandle<RepeatHolder, unknown>;
  const id = useId();
  const freq = useWatch({ control: form.control, name: "repeat.freq" });
  const ends = useWatch({ control: form.control, name: "repeat.ends" });
  const locale = dateLocaleFor(i18n.resolvedLanguage ?? "en");
  const fmtDay = (day: string, pattern: "weekdayShort" | "weekday") => formatDay(day, t(`calendar.patterns.${pattern}`), locale);
  const startWeekday = DAY.test(start) ? weekdays.indexOf(weekdayOf(start)) : 0;
  const position = DAY.test(start) ? weekdayPosition(start) : { nth: 1, last: false };
  const weekdayLong = fmtDay(weekdayDay(startWeekday), "weekday");
  const frequencies = allowNone ? allFrequencies : repeatFrequencies;

  // The weekly day follows the start date until the person picks days themself: a start moved
  // from a Monday to a Saturday repeats on Saturdays, not on the Monday it opened on.
  const { field: byDayField } = useController({ control: form.control, name: "repeat.byDay" });
  const followed = useRef(start);
  const { value: byDay, onChange: setByDay } = byDayField;
  useEffect(() => {
    const before = followed.current;
    followed.current = start;
    if (before === start || !DAY.test(before) || !DAY.test(start)) return;
    if (byDay.length === 0 || (byDay.length === 1 && byDay[0] === weekdayOf(before))) setByDay([weekdayOf(start)]);
  }, [start, byDay, setByDay]);

  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend ?? t("calendar.repeat.legend")}</Fieldset.Legend>
      <Stack gap="3">
        <Field.Root>
          <Field.Label htmlFor={`${id}-freq`}>{t("calendar.repeat.freq")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field id={`${id}-freq`} {...form.register("repeat.freq")}>
              {frequencies.map((f) => (
                <option key={f} value={f}>
                  {t(`calendar.repeat.freqs.${f}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {freq !== "none" && (
          <>
            <TextField form={form} name="repeat.interval" label={t(`calendar.repeat.every.${freq}`)} maxW="40" />
            {freq === "weekly" && (
              <Controller
                control={form.control}
                name="repeat.byDay"
                render={({ field }) => (
                  <Fieldset.Root>
                    <Fieldset.Legend fontSize="sm">{t("calendar.repeat.onDays")}</Fieldset.Legend>
                    <Wrap gap="2">
                      {weekdays.map((weekday, index) => {
                        const on = field.value.includes(weekday);
                        return (
                          <Button
                            key={weekday}
                            size="sm"
                            variant={on ? "solid" : "outline"}
                            aria-pressed={on}
                            // The short name is what fits; a screen reader says the day in full.
                            aria-label={fmtDay(weekdayDay(index), "weekday")}
                            onClick={() => field.onChange(on ? field.value.filter((d) => d !== weekday) : [...field.value, weekday])}
                          >
                            {fmtDay(weekdayDay(index), "weekdayShort")}
                          </Button>
                        );
                      })}
                    </Wrap>
                  </Fieldset.Root>
                )}
              />
            )}
            {freq === "monthly" && (
              <Field.Root>
                <Field.Label htmlFor={`${id}-monthly`}>{t("calendar.repeat.monthlyOn")}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field id={`${id}-monthly`} {...form.register("repeat.monthly")}>
                    <option value="date">{t("calendar.repeat.monthly.date", { day: Number(start.slice(8, 10)) || 1 })}</option>
                    {position.nth <= 4 && <option value="weekday">{t(`calendar.repeat.monthly.nth${position.nth as 1 | 2 | 3 | 4}`, { weekday: weekdayLong })}</option>}
                    {position.last && <option value="lastWeekday">{t("calendar.repeat.monthly.last", { weekday: weekdayLong })}</option>}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
            <Field.Root>
              <Field.Label htmlFor={`${id}-ends`}>{t("calendar.repeat.ends")}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field id={`${id}-ends`} {...form.register("repeat.ends")}>
                  <option value="never">{t("calendar.repeat.endsNever")}</option>
                  <option value="until">{t("calendar.repeat.endsUntil")}</option>
                  <option value="count">{t("calendar.repeat.endsCount")}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {ends === "until" && <DateField form={form} name="repeat.until" label={t("calendar.repeat.until")} required />}
            {ends === "count" && <TextField form={form} name="repeat.count" label={t("calendar.repeat.count")} required maxW="40" />}
          </>
        )}
      </Stack>
    </Fieldset.Root>
  );
}

// A day in a form, written the way the app's language writes it (a native date input follows
// the browser's locale instead, so German readers saw mm/dd/yyyy). Its own module: only the
// forms with a date bring the calendar's code with them.
import { DatePicker, Input, parseDate, useDatePickerContext, type DatePickerValueChangeDetails } from "@chakra-ui/react";
import { Calendar } from "lucide-react";
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { useController, type FieldValues, type PathValue } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isCalendarDay } from "../../../convex/lib/dates";
import { FormField, type DescribedInput } from "./FormField";
import { dateFieldRecipe } from "./dateFieldRecipe";
import { dateLocaleTag, formatDayText, readDayText } from "./dayText";
import type { FieldProps } from "./fields";

/** What the form keeps for a typed text: the day, "" when empty, else the text (which the schema refuses). */
function valueOf(text: string, language: string): string {
  if (text.trim() === "") return "";
  return readDayText(text, language) ?? text;
}

function textOf(value: unknown, language: string): string {
  if (typeof value !== "string") return "";
  return isCalendarDay(value) ? formatDayText(value, language) : value;
}

/**
 * A day: typed as the reader writes it (or pasted as 2031-03-15), or picked in a calendar
 * in the reader's language (its first day of the week, its month and day names). The form's
 * value stays "yyyy-MM-dd", so the shared schemas check it as they always have. A text that
 * is no day is kept as typed, for the schema to refuse under the field.
 */
export function DateField<T extends FieldValues, O>({
  form,
  name,
  label,
  help,
  required,
  disabled,
  flex,
  maxW,
  min,
}: FieldProps<T, O> & {
  /** The earliest day the calendar offers ("yyyy-MM-dd"); one typed earlier is left for the schema to refuse. */
  min?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? "en";
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const value = field.value as unknown;

  // The text follows the value when something else sets it (a reset, the calendar, another
  // language); while the person types, it stays exactly as typed.
  const [text, setText] = useState(() => textOf(value, language));
  const [shown, setShown] = useState({ value, language });
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    if (shown.language !== language || valueOf(text, language) !== value) setText(textOf(value, language));
  }

  const locale = dateLocaleTag(language);
  const picked = typeof value === "string" && isCalendarDay(value) ? [parseDate(value)] : [];
  const earliest = min && isCalendarDay(min) ? parseDate(min) : undefined;
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);

  const translations = useMemo(
    () => ({
      trigger: (open: boolean) => (open ? t("common.forms.date.closeCalendar") : t("common.forms.date.openCalendar")),
      content: t("common.forms.date.calendar"),
      prevTrigger: (view: "day" | "month" | "year") => t(`common.forms.date.previous.${view}`),
      nextTrigger: (view: "day" | "month" | "year") => t(`common.forms.date.next.${view}`),
      viewTrigger: (_view: "day" | "month" | "year", next: "day" | "month" | "year" | undefined) =>
        next === "year" ? t("common.forms.date.chooseYear") : next === "month" ? t("common.forms.date.chooseMonth") : t("common.forms.date.calendar"),
      dayCell: (state: { valueText: string; selected: boolean; unavailable: boolean; disabled: boolean }) =>
        state.unavailable || state.disabled
          ? t("common.forms.date.dayUnavailable", { day: state.valueText })
          : state.selected
            ? t("common.forms.date.daySelected", { day: state.valueText })
            : state.valueText,
    }),
    [t],
  );

  function typed(next: string) {
    setText(next);
    field.onChange(valueOf(next, language) as PathValue<T, typeof name>);
  }

  function pick(details: DatePickerValueChangeDetails) {
    const day = details.value[0];
    if (day) field.onChange(day.toString() as PathValue<T, typeof name>);
  }

  return (
    <FormField
      id={`${id}-${name}`}
      label={label}
      error={fieldState.error?.message}
      help={help}
      required={required}
      disabled={disabled}
      flex={flex}
      maxW={maxW}
    >
      {(input) => (
        <DatePicker.Root
          // Its styles come with it rather than with the app's theme, which every first visit loads.
          recipe={dateFieldRecipe}
          colorPalette="green"
          locale={locale}
          timeZone={timeZone}
          value={picked}
          onValueChange={pick}
          // Earlier days are unavailable rather than a `min`, which would quietly move a typed
          // earlier day onto the first allowed one; the schema says why an earlier day is refused.
          isDateUnavailable={earliest ? (day) => day.compare(earliest) < 0 : undefined}
          disabled={disabled}
          translations={translations}
          positioning={{ placement: "bottom-end", strategy: "fixed" }}
        >
          <DatePicker.Control>
            <DayInput
              input={input}
              text={text}
              placeholder={t("common.forms.date.placeholder")}
              onText={typed}
              onBlur={() => {
                field.onBlur();
                // Tidy what was typed ("5.3.31" reads 05.03.2031) once it is a day.
                if (typeof value === "string" && isCalendarDay(value)) setText(formatDayText(value, language));
              }}
              inputRef={field.ref}
              name={field.name}
              disabled={disabled}
            />
            <DatePicker.IndicatorGroup>
              <DatePicker.Trigger>
                <Calendar />
              </DatePicker.Trigger>
            </DatePicker.IndicatorGroup>
          </DatePicker.Control>
          {/* In the dialog's own tree, not a portal: the dialog keeps focus and clicks inside it. */}
          <DatePicker.Positioner>
            <DatePicker.Content aria-roledescription={t("common.forms.date.picker")}>
              <DatePicker.View view="day">
                <DatePicker.Header />
                <DatePicker.DayTable />
              </DatePicker.View>
              <DatePicker.View view="month">
                <DatePicker.Header />
                <DatePicker.MonthTable />
              </DatePicker.View>
              <DatePicker.View view="year">
                <DatePicker.Header />
                <DatePicker.YearTable />
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </DatePicker.Root>
      )}
    </FormField>
  );
}

function DayInput({
  input,
  text,
  placeholder,
  onText,
  onBlur,
  inputRef,
  name,
  disabled,
}: {
  input: DescribedInput;
  text: string;
  placeholder: string;
  onText: (text: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  name: string;
  disabled?: boolean;
}) {
  const picker = useDatePickerContext();
  // Alt+Down opens the calendar from the keyboard, as a select or combobox does.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && event.key === "ArrowDown") {
      event.preventDefault();
      picker.setOpen(true);
    }
  };
  return (
    <Input
      ref={inputRef}
      name={name}
      value={text}
      onChange={(event) => onText(event.target.value)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      placeholder={placeholder}
      disabled={disabled}
      autoComplete="off"
      pe="10"
      {...input}
    />
  );
}

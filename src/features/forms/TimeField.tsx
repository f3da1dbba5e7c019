// A time of day in a form, always on the 24-hour clock as the rest of the app writes times (a
// native time input follows the browser's locale instead: an American or British Chrome showed
// "05:00 PM" in a German form). Typed, or stepped with the arrow keys; the value stays "HH:mm".
import { Input } from "@chakra-ui/react";
import { useId, useState, type KeyboardEvent } from "react";
import { useController, type FieldValues, type PathValue } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "./FormField";
import type { FieldProps } from "./fields";
import { readTimeText, stepTime } from "./timeText";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the form keeps for a typed text: the time, "" when empty, else the text (which the schema refuses under the field). */
function valueOf(text: string): string {
  if (text.trim() === "") return "";
  return readTimeText(text) ?? text;
}

/** Up and Down move by this many minutes; with Shift, by an hour. */
const STEP = 5;

export function TimeField<T extends FieldValues, O>({ form, name, label, help, required, disabled, flex, maxW }: FieldProps<T, O>) {
  const { t } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const value = field.value as unknown;
  // What the person typed, with the value it gave. The field shows it while the form still holds that value;
  // when something else sets the value (a reset, setValue) the field shows the new value. Derived in the
  // render rather than copied into state there, which React could drop while keeping the value it followed.
  const [draft, setDraft] = useState<{ text: string; value: unknown } | null>(null);
  const text = draft !== null && draft.value === value ? draft.text : typeof value === "string" ? value : "";

  function typed(next: string) {
    const nextValue = valueOf(next);
    setDraft({ text: next, value: nextValue });
    field.onChange(nextValue as PathValue<T, typeof name>);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const direction = event.key === "ArrowUp" ? 1 : event.key === "ArrowDown" ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const from = typeof value === "string" && TIME.test(value) ? value : "12:00";
    typed(stepTime(from, direction * (event.shiftKey ? 60 : STEP)));
  }

  return (
    <FormField id={`${id}-${name}`} label={label} error={fieldState.error?.message} help={help} required={required} disabled={disabled} flex={flex} maxW={maxW}>
      {(input) => (
        <Input
          ref={field.ref}
          name={field.name}
          value={text}
          onChange={(event) => typed(event.target.value)}
          onBlur={() => {
            field.onBlur();
            // Tidy what was typed ("9" reads 09:00) once it is a time.
            if (typeof value === "string" && TIME.test(value)) setDraft(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t("common.forms.time.placeholder")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          disabled={disabled}
          {...input}
        />
      )}
    </FormField>
  );
}

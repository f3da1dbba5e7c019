// The kit's fields: each is one line in a form (its name in the form's shared zod schema, its
// label), and brings its label, control, help, error and accessible description with it.
import { Input, InputGroup, NativeSelect, Textarea } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import { get, useWatch, type FieldErrors, type FieldValues, type Path, type UseFormRegister, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { poundsFromPence } from "../../../convex/lib/money";
import { useFormat } from "../../i18n/format";
import { FormField, type DescribedInput } from "./FormField";
import { useDecimalMark } from "./useDecimalMark";

/** What a field needs of react-hook-form's useForm() result (pass the whole result). */
export type FormHandle<T extends FieldValues, O = T> = {
  register: UseFormRegister<T>;
  control: Control<T, unknown, O>;
  formState: { errors: FieldErrors<T> };
};

export type FieldProps<T extends FieldValues, O> = {
  form: FormHandle<T, O>;
  name: Path<T>;
  label: string;
  help?: string;
  required?: boolean;
  disabled?: boolean;
  /** Layout on the field's root (say, flex="1" in a row). */
  flex?: string;
  maxW?: Record<string, string> | string;
};

function Field<T extends FieldValues, O>({
  form,
  name,
  label,
  help,
  required,
  disabled,
  flex,
  maxW,
  children,
}: FieldProps<T, O> & { children: (input: DescribedInput) => ReactNode }) {
  const id = useId();
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return (
    <FormField
      id={`${id}-${name}`}
      label={label}
      error={error?.message}
      help={help}
      required={required}
      disabled={disabled}
      flex={flex}
      maxW={maxW}
    >
      {children}
    </FormField>
  );
}

/**
 * Text: a line, or with `long` several (a description). The limit is the schema's, not the
 * input's: a pasted text longer than `maxLength` is kept whole and refused by name, and a
 * counter shows how much room is left once most of it is used.
 */
export function TextField<T extends FieldValues, O>({
  long = false,
  type = "text",
  maxLength,
  ...props
}: FieldProps<T, O> & {
  long?: boolean;
  /** Days have a field of their own (DateField), written the reader's way. */
  type?: "text" | "email" | "time";
  maxLength?: number;
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const value = useWatch({ control: props.form.control, name: props.name }) as unknown;
  const length = typeof value === "string" ? value.length : 0;
  const counter =
    maxLength !== undefined && length > maxLength * 0.8
      ? t("common.forms.counter", {
          used: fmt.number(length),
          max: fmt.number(maxLength),
        })
      : undefined;
  return (
    <Field {...props} help={counter ?? props.help}>
      {(input) =>
        long ? (
          <Textarea {...props.form.register(props.name)} rows={2} {...input} />
        ) : (
          <Input
            {...props.form.register(props.name)}
            type={type}
            inputMode={type === "email" ? "email" : undefined}
            autoComplete="off"
            {...input}
          />
        )
      }
    </Field>
  );
}

/**
 * A native select (the phone's own picker, and the keyboard's). The placeholder is the empty
 * first choice; in a required field it only starts the select and cannot be chosen back.
 */
export function SelectField<T extends FieldValues, O>({
  placeholder,
  placeholderSelectable = false,
  children,
  ...props
}: FieldProps<T, O> & {
  placeholder?: string;
  placeholderSelectable?: boolean;
  children: ReactNode;
}) {
  return (
    <Field {...props}>
      {(input) => (
        <NativeSelect.Root>
          <NativeSelect.Field {...props.form.register(props.name)} {...input}>
            {placeholder !== undefined && (
              <option value="" disabled={!placeholderSelectable}>
                {placeholder}
              </option>
            )}
            {children}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </Field>
  );
}

/**
 * Pounds as the reader types them. A text input, not type="number": a number input reads
 * "12,50" by the browser's locale rather than the app's language, and lets "1e3" through.
 * The form's schema (made for the reader's decimal mark) turns the text into pence; the help
 * shows an amount written the reader's way unless the form says more.
 */
export function AmountField<T extends FieldValues, O>({ help, ...props }: FieldProps<T, O>) {
  const { t } = useTranslation();
  const mark = useDecimalMark();
  return (
    <Field {...props} help={help ?? t("common.forms.amountHelp", { example: poundsFromPence(1250, mark) })}>
      {(input) => (
        <InputGroup startElement="£">
          <Input {...props.form.register(props.name)} type="text" inputMode="decimal" autoComplete="off" {...input} />
        </InputGroup>
      )}
    </Field>
  );
}

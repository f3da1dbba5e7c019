import { Field, NativeSelect } from "@chakra-ui/react";
import { useId } from "react";

export type SelectOption = { value: string; label: string };

type Props = {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  testId?: string;
};

/** A labelled native select (phones open their own picker; the keyboard works as everywhere). */
export function SelectField({ label, value, options, onChange, testId }: Props) {
  const id = useId();
  return (
    <Field.Root minW="0">
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

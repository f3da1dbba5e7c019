import { Field, type FieldRootProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FieldErrorText, describedField } from "./FieldErrorText";
import { useFieldErrorText } from "./fieldErrorText";

export type DescribedInput = ReturnType<typeof describedField>["input"];

type Props = Omit<FieldRootProps, "children" | "invalid" | "ids"> & {
  /** Unique in the page (the form's useId and the field's name): ties the control to its help and error. */
  id: string;
  label: string;
  /** The label is for screen readers only (a one-line box whose placeholder and button say what it is). */
  labelHidden?: boolean;
  /** The field's error code (react-hook-form's message), shown in the reader's language. */
  error: string | undefined;
  /** Shown under the control while the field is valid. */
  help?: string;
  /** The control; spread `input` on it so it is described by the help, or while invalid by the error. */
  children: (input: DescribedInput) => ReactNode;
};

/** A form field: its label (marked when required), its control, its help and its error under it. */
export function FormField({ id, label, labelHidden, error, help, required, children, ...rootProps }: Props) {
  const errorText = useFieldErrorText();
  const described = describedField(id, !!error);
  return (
    <Field.Root required={required} invalid={!!error} {...rootProps} {...described.root}>
      <Field.Label srOnly={labelHidden}>
        {label}
        {required && (
          <>
            {" "}
            <Field.RequiredIndicator />
          </>
        )}
      </Field.Label>
      {children(described.input)}
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      <FieldErrorText>{errorText(error)}</FieldErrorText>
    </Field.Root>
  );
}

import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * Field.ErrorText in a red that reads well: Chakra's fg.error (red.500) on
 * white is 3.8:1, under the 4.5:1 WCAG AA asks of text.
 */
export function FieldErrorText({ children }: { children: ReactNode }) {
  return <Field.ErrorText color={{ base: "red.700", _dark: "red.300" }}>{children}</Field.ErrorText>;
}

/**
 * Ark links a field's error with aria-errormessage, which few screen readers
 * announce; aria-describedby is read by all. Spread `root` on Field.Root and
 * `input` on its control: the control is then described by its helper text, or
 * while invalid by its error alone (the message that matters then).
 */
export function describedField(id: string, invalid: boolean) {
  const help = `${id}-help`;
  const error = `${id}-error`;
  return {
    root: { ids: { helperText: help, errorText: error } },
    input: { "aria-describedby": invalid ? error : help },
  };
}

import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * Field.ErrorText in a red that reads well: Chakra's fg.error (red.500) on
 * white is 3.8:1, under the 4.5:1 WCAG AA asks of text.
 */
export function FieldErrorText({ children }: { children: ReactNode }) {
  return <Field.ErrorText color={{ base: "red.700", _dark: "red.300" }}>{children}</Field.ErrorText>;
}

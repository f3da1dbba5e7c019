import { Input } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../forms/FormField";

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** The error code shown under the field (INVALID_EMAIL); the input is then invalid and described by it. */
  error?: string | null;
};

/** The sign-in screens' email, a kit FormField like every form's (its control is named "email"). */
export function EmailField({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormField id={`${id}-email`} label={t("auth.fields.email")} error={error ?? undefined} required>
      {(input) => <Input type="email" name="email" autoComplete="email" value={value} onChange={(e) => onChange(e.target.value)} {...input} />}
    </FormField>
  );
}

import { Field, Input } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field.Root required>
      <Field.Label>
        {t("auth.fields.email")} <Field.RequiredIndicator />
      </Field.Label>
      <Input type="email" name="email" autoComplete="email" value={value} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

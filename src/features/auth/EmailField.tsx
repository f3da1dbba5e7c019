import { Field, Input } from "@chakra-ui/react";

export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root required>
      <Field.Label>
        Email <Field.RequiredIndicator />
      </Field.Label>
      <Input type="email" name="email" autoComplete="email" value={value} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

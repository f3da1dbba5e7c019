import { Field, IconButton, Input, InputGroup } from "@chakra-ui/react";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  helperText?: string;
  name?: string;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ label, value, onChange, autoComplete, helperText, name }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root required>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup
        endElement={
          <IconButton
            variant="ghost"
            size="xs"
            me="-2"
            aria-label={visible ? t("auth.password.hide") : t("auth.password.show")}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOff /> : <Eye />}
          </IconButton>
        }
      >
        <Input
          type={visible ? "text" : "password"}
          name={name}
          value={value}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      </InputGroup>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}

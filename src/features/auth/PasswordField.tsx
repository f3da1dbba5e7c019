import { IconButton, Input, InputGroup } from "@chakra-ui/react";
import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../forms/FormField";

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  helperText?: string;
  /** The control's name (the form focuses it by name when it is invalid). */
  name: string;
  /** The error code shown under the field in place of the helper text. */
  error?: string | null;
};

/** A password input with a show/hide toggle, a kit FormField like every form's. */
export function PasswordField({ label, value, onChange, autoComplete, helperText, name, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={`${id}-${name}`} label={label} help={helperText} error={error ?? undefined} required>
      {(input) => (
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
            {...input}
          />
        </InputGroup>
      )}
    </FormField>
  );
}

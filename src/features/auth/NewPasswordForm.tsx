import { Button, Field, Input, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { notifyError } from "../feedback/notify";
import { PasswordField } from "./PasswordField";
import { PASSWORD_HINT, checkNewPassword } from "./passwordRules";
import { FormErrorAlert } from "./FormErrorAlert";

type Props = {
  /** Clerk mails a short code to type here; the password flow's link carries its token. */
  askForCode: boolean;
  busy: boolean;
  error: string | null;
  onSubmit: (input: { code: string; newPassword: string }) => void;
};

/** New password (with show/hide) and its confirmation, checked before anything is sent. */
export function NewPasswordForm({ askForCode, busy, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [ruleError, setRuleError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const failure = checkNewPassword(password, confirmation);
    if (failure) {
      setRuleError(t(failure.message));
      notifyError(t(failure.title), t(failure.message));
      return;
    }
    setRuleError(null);
    onSubmit({ code: code.trim(), newPassword: password });
  }

  const shown = ruleError ?? error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormErrorAlert message={shown} />
        {askForCode && (
          <Field.Root required>
            <Field.Label>{t("auth.fields.resetCode")}</Field.Label>
            <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          </Field.Root>
        )}
        <PasswordField
          label={t("auth.fields.newPassword")}
          name="new-password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          helperText={t(PASSWORD_HINT)}
        />
        <PasswordField
          label={t("auth.fields.confirmPassword")}
          name="confirm-password" value={confirmation} onChange={setConfirmation} autoComplete="new-password" />
        <Button type="submit" colorPalette="green" loading={busy} disabled={!password || !confirmation || (askForCode && !code.trim())}>
          {t("auth.password.submit")}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Input, Stack } from "@chakra-ui/react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { notifyError } from "../feedback/notify";
import { FormField } from "../forms/FormField";
import { focusControl } from "../forms/focusControl";
import { useSingleSubmit } from "../forms/useSingleSubmit";
import { PasswordField } from "./PasswordField";
import { PASSWORD_HINT, checkNewPassword, type RuleFailure } from "./passwordRules";
import { FormErrorAlert } from "./FormErrorAlert";

type Props = {
  /** Clerk mails a short code to type here; the password flow's link carries its token. */
  askForCode: boolean;
  busy: boolean;
  error: string | null;
  /** Sends the new password; a second submit while it is on its way is ignored. */
  onSubmit: (input: { code: string; newPassword: string }) => unknown;
};

const controlName: Record<RuleFailure["field"], string> = { password: "new-password", confirmation: "confirm-password" };

/** New password (with show/hide) and its confirmation, checked before anything is sent. */
export function NewPasswordForm({ askForCode, busy, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [ruleError, setRuleError] = useState<RuleFailure | null>(null);

  const { submit } = useSingleSubmit((event: FormEvent<HTMLFormElement>) => {
    const failure = checkNewPassword(password, confirmation);
    setRuleError(failure);
    if (failure) {
      // Under its field, with the focus there, as in every form; the spec's toast says it too.
      focusControl(event.currentTarget, controlName[failure.field]);
      notifyError(t(`errors.${failure.code as "PASSWORD_MISMATCH"}.title`), t(`errors.${failure.code as "PASSWORD_MISMATCH"}.message`));
      return;
    }
    return onSubmit({ code: code.trim(), newPassword: password });
  });

  // A change to either password takes its mark away until the next submit.
  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setRuleError(null);
  };
  const errorOf = (field: RuleFailure["field"]) => (ruleError?.field === field ? ruleError.code : undefined);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormErrorAlert message={error} />
        {askForCode && (
          <FormField id={`${id}-code`} label={t("auth.fields.resetCode")} error={undefined} required>
            {(input) => <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} {...input} />}
          </FormField>
        )}
        <PasswordField
          label={t("auth.fields.newPassword")}
          name={controlName.password}
          value={password}
          onChange={edited(setPassword)}
          autoComplete="new-password"
          helperText={t(PASSWORD_HINT)}
          error={errorOf("password")}
        />
        <PasswordField
          label={t("auth.fields.confirmPassword")}
          name={controlName.confirmation}
          value={confirmation}
          onChange={edited(setConfirmation)}
          autoComplete="new-password"
          error={errorOf("confirmation")}
        />
        <Button type="submit" colorPalette="green" loading={busy} disabled={!password || !confirmation || (askForCode && !code.trim())}>
          {t("auth.password.submit")}
        </Button>
      </Stack>
    </form>
  );
}

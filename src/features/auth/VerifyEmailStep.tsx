import { Button, HStack, Input, Link as ChakraLink, Stack } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../feedback/notify";
import { FormField } from "../forms/FormField";
import { useSingleSubmit } from "../forms/useSingleSubmit";
import { AuthCard } from "./AuthCard";
import { FormErrorAlert } from "./FormErrorAlert";
import { serviceMessage } from "./useAuthSubmit";

type Props = {
  email: string;
  busy: boolean;
  error: string | null;
  /** Sends the code; a second submit while it is on its way is ignored. */
  onSubmit: (code: string) => unknown;
  /** Mails a new code; without it (a service that cannot), the action is not offered. */
  onResend?: () => Promise<void>;
  /** Called when the person goes back to the sign-in form (e.g. to leave this step on /login). */
  onBack?: () => void;
};

/**
 * "Check your email": the code mailed at sign-up (or at sign-in while the email
 * is unverified), a way to get a new one, and the way back to signing in.
 */
export function VerifyEmailStep({ email, busy, error, onSubmit, onResend, onBack }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState("");
  const [resending, setResending] = useState(false);
  const { submit } = useSingleSubmit(() => onSubmit(code.replace(/\s/g, "")));

  async function resend() {
    if (!onResend) return;
    setResending(true);
    try {
      await onResend();
      setCode("");
      notifySuccess(t("auth.successTitle"), t("auth.verifyEmail.resent", { email }));
    } catch (thrown) {
      notifyError(t("auth.errorTitle"), serviceMessage(thrown, t("auth.verifyEmail.resendFailed"), t));
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthCard title={t("auth.checkEmail")} subtitle={t("auth.verifyEmail.subtitle", { email })}>
      <form noValidate onSubmit={submit}>
        <Stack gap="4">
          <FormErrorAlert message={error} />
          <FormField id={`${id}-code`} label={t("auth.fields.verificationCode")} help={t("auth.verifyEmail.codeHint")} error={undefined} required>
            {(input) => (
              <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} value={code} onChange={(e) => setCode(e.target.value)} {...input} />
            )}
          </FormField>
          <Button type="submit" colorPalette="green" loading={busy} disabled={!code.trim() || resending}>
            {t("auth.verifyEmail.submit")}
          </Button>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <ChakraLink asChild colorPalette="green" fontSize="sm">
              <Link to="/login" onClick={onBack}>
                {t("auth.verifyEmail.backToSignIn")}
              </Link>
            </ChakraLink>
            {onResend && (
              <Button variant="ghost" size="sm" colorPalette="green" loading={resending} disabled={busy} onClick={() => void resend()}>
                {t("auth.verifyEmail.resend")}
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
    </AuthCard>
  );
}

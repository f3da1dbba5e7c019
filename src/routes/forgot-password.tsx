import { Alert, Button, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link, createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useAuthFlow, type ResetDelivery } from "../auth/AuthFlow";
import { AuthCard } from "../features/auth/AuthCard";
import { NewPasswordForm } from "../features/auth/NewPasswordForm";
import { useAuthSubmit } from "../features/auth/useAuthSubmit";
import { notifySuccess } from "../features/feedback/notify";
import { EmailField } from "../features/auth/EmailField";
import { useSingleSubmit } from "../features/forms/useSingleSubmit";

export const Route = createFileRoute("/forgot-password")({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { t } = useTranslation();
  const auth = useAuthFlow();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [sentBy, setSentBy] = useState<ResetDelivery | null>(null);
  const request = useAuthSubmit({ title: t("auth.errorTitle"), fallback: t("auth.forgot.failed"), toast: t("auth.forgot.failed") });
  const reset = useAuthSubmit({
    title: t("auth.errorTitle"),
    fallback: t("auth.password.updateFailed"),
    toast: t("auth.password.updateFailed"),
  });

  const { submit } = useSingleSubmit(() =>
    request.run(async () => {
      setSentBy(await auth.requestPasswordReset(email));
      notifySuccess(t("auth.forgot.sentTitle"), t("auth.forgot.instructions"));
    }),
  );

  function resetWithCode({ code, newPassword }: { code: string; newPassword: string }) {
    return reset.run(async () => {
      await auth.resetPassword({ email, token: code, newPassword });
      notifySuccess(t("auth.successTitle"), t("auth.password.updated"));
      await navigate({ to: "/dashboard" });
    });
  }

  if (sentBy !== null) {
    return (
      <AuthCard title={t("auth.checkEmail")} subtitle={t("auth.forgot.instructions")}>
        <Stack gap="4">
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Description>
              <Trans
                i18nKey={sentBy === "link" ? "auth.forgot.sentLink" : "auth.forgot.sentCode"}
                values={{ email }}
                components={{ strong: <strong /> }}
              />
            </Alert.Description>
          </Alert.Root>
          {sentBy === "code" && <NewPasswordForm askForCode busy={reset.busy} error={reset.error} onSubmit={resetWithCode} />}
          <Button variant="outline" onClick={() => setSentBy(null)}>
            {t("auth.forgot.resend")}
          </Button>
          <Text fontSize="sm" textAlign="center">
            <ChakraLink asChild colorPalette="green">
              <Link to="/login">{t("auth.forgot.backToSignIn")}</Link>
            </ChakraLink>
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <EmailField value={email} onChange={setEmail} />
          <Button type="submit" colorPalette="green" loading={request.busy} disabled={!email.trim()}>
            {t("auth.forgot.submit")}
          </Button>
          <Text fontSize="sm" textAlign="center">
            <ChakraLink asChild colorPalette="green">
              <Link to="/login">{t("auth.forgot.backToSignIn")}</Link>
            </ChakraLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

import { Button, Stack } from "@chakra-ui/react";
import { Link, createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { resetPasswordSearch } from "../features/navigation/searchParams";
import { useAuthFlow } from "../auth/AuthFlow";
import { AuthCard } from "../features/auth/AuthCard";
import { NewPasswordForm } from "../features/auth/NewPasswordForm";
import { INVALID_RESET_LINK, isValidResetToken } from "../features/auth/passwordRules";
import { FormErrorAlert } from "../features/auth/FormErrorAlert";
import { useAuthSubmit } from "../features/auth/useAuthSubmit";
import { notifySuccess } from "../features/feedback/notify";

export const Route = createFileRoute("/reset-password")({
  validateSearch: resetPasswordSearch,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token, email } = Route.useSearch();
  const auth = useAuthFlow();
  const [done, setDone] = useState(false);
  const { busy, error, run } = useAuthSubmit({
    title: t("auth.errorTitle"),
    fallback: t("auth.password.updateFailed"),
    toast: t("auth.password.updateFailed"),
  });

  if (!isValidResetToken(token) || !email) {
    return (
      <AuthCard title={t("auth.reset.invalidTitle")}>
        <Stack gap="4">
          <FormErrorAlert message={t(INVALID_RESET_LINK)} />
          <Button asChild colorPalette="green">
            <Link to="/forgot-password">{t("auth.reset.requestNew")}</Link>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t("auth.reset.doneTitle")} subtitle={t("auth.password.updated")}>
        <Button asChild colorPalette="green" w="full">
          <Link to="/dashboard">{t("auth.goToDashboard")}</Link>
        </Button>
      </AuthCard>
    );
  }

  function onSubmit({ newPassword }: { newPassword: string }) {
    void run(async () => {
      await auth.resetPassword({ email: email!, token: token!, newPassword });
      notifySuccess(t("auth.successTitle"), t("auth.password.updated"));
      setDone(true);
    });
  }

  return (
    <AuthCard title={t("auth.reset.title")} subtitle={t("auth.reset.subtitle", { email })}>
      <NewPasswordForm askForCode={false} busy={busy} error={error} onSubmit={onSubmit} />
    </AuthCard>
  );
}

import { Button, Stack } from "@chakra-ui/react";
import { Link, createFileRoute, useNavigate, useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { resetPasswordSearch } from "../features/navigation/searchParams";
import { AuthServiceError, useAuthFlow } from "../auth/AuthFlow";
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

/**
 * Set when a reset has just succeeded. The new password signs the person in,
 * and while the app learns who they are it shows its spinner instead of the
 * router, so this page mounts again: what it must show (the success screen,
 * until they continue) has to outlive it. Cleared when they leave the page.
 */
let resetJustSucceeded = false;

function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token, email } = Route.useSearch();
  const auth = useAuthFlow();
  const navigate = useNavigate();
  const router = useRouter();
  const [done, setDone] = useState(() => resetJustSucceeded);
  // Leaving the page (not the app's remount of it) forgets the success.
  useEffect(
    () => () => {
      if (router.state.location.pathname !== "/reset-password") resetJustSucceeded = false;
    },
    [router],
  );
  const { busy, error, run } = useAuthSubmit({
    title: t("auth.errorTitle"),
    fallback: t("auth.password.updateFailed"),
    toast: t("auth.password.updateFailed"),
  });

  if (done) {
    return (
      <AuthCard title={t("auth.reset.doneTitle")} subtitle={t("auth.password.updated")}>
        <Button asChild colorPalette="green" w="full">
          <Link
            to="/dashboard"
            onClick={() => {
              resetJustSucceeded = false;
            }}
          >
            {t("auth.goToDashboard")}
          </Link>
        </Button>
      </AuthCard>
    );
  }

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

  function onSubmit({ newPassword }: { newPassword: string }) {
    return run(async () => {
      try {
        await auth.resetPassword({ email: email!, token: token!, newPassword });
      } catch (error) {
        // A link already used (or expired) is only found out here: the "Invalid Reset Link"
        // screen then, with its way to a new one, rather than the form and a failure.
        if (error instanceof AuthServiceError && error.key === INVALID_RESET_LINK) {
          await navigate({ to: "/reset-password", search: {}, replace: true });
          return;
        }
        throw error;
      }
      resetJustSucceeded = true;
      setDone(true);
      notifySuccess(t("auth.successTitle"), t("auth.password.updated"));
      // The token is spent: take it out of the address (and the history), so nothing offers the form again.
      await navigate({ to: "/reset-password", search: {}, replace: true });
    });
  }

  return (
    <AuthCard title={t("auth.reset.title")} subtitle={t("auth.reset.subtitle", { email })}>
      <NewPasswordForm askForCode={false} busy={busy} error={error} onSubmit={onSubmit} />
    </AuthCard>
  );
}

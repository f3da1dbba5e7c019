import { Alert, Button, Stack } from "@chakra-ui/react";
import { Link, createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { z } from "zod";
import { useAuthFlow } from "../auth/AuthFlow";
import { AuthCard } from "../features/auth/AuthCard";
import { NewPasswordForm } from "../features/auth/NewPasswordForm";
import { INVALID_RESET_LINK, isValidResetToken } from "../features/auth/passwordRules";
import { serviceMessage } from "../features/auth/serviceMessage";
import { notifyError, notifySuccess } from "../features/feedback/notify";

export const Route = createFileRoute("/reset-password")({
  validateSearch: z.object({ token: z.string().optional(), email: z.string().optional() }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token, email } = Route.useSearch();
  const auth = useAuthFlow();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!isValidResetToken(token) || !email) {
    return (
      <AuthCard title="Invalid Reset Link">
        <Stack gap="4">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{INVALID_RESET_LINK}</Alert.Description>
          </Alert.Root>
          <Button asChild colorPalette="green">
            <Link to="/forgot-password">Request a new link</Link>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password updated" subtitle="Password updated successfully">
        <Button asChild colorPalette="green" w="full">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </AuthCard>
    );
  }

  async function onSubmit({ newPassword }: { newPassword: string }) {
    setBusy(true);
    setError(null);
    try {
      await auth.resetPassword({ email: email!, token: token!, newPassword });
      notifySuccess("Success", "Password updated successfully");
      setDone(true);
    } catch (failure) {
      setError(serviceMessage(failure, "Failed to update password"));
      notifyError("Error", "Failed to update password");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Reset Password" subtitle={`Choose a new password for ${email}.`}>
      <NewPasswordForm askForCode={false} busy={busy} error={error} onSubmit={onSubmit} />
    </AuthCard>
  );
}

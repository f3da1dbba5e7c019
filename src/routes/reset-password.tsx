import { Button, Stack } from "@chakra-ui/react";
import { Link, createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { z } from "zod";
import { useAuthFlow } from "../auth/AuthFlow";
import { AuthCard } from "../features/auth/AuthCard";
import { NewPasswordForm } from "../features/auth/NewPasswordForm";
import { INVALID_RESET_LINK, isValidResetToken } from "../features/auth/passwordRules";
import { FormErrorAlert } from "../features/auth/FormErrorAlert";
import { useAuthSubmit } from "../features/auth/useAuthSubmit";
import { notifySuccess } from "../features/feedback/notify";

export const Route = createFileRoute("/reset-password")({
  validateSearch: z.object({ token: z.string().optional(), email: z.string().optional() }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token, email } = Route.useSearch();
  const auth = useAuthFlow();
  const [done, setDone] = useState(false);
  const { busy, error, run } = useAuthSubmit({
    title: "Error",
    fallback: "Failed to update password",
    toast: "Failed to update password",
  });

  if (!isValidResetToken(token) || !email) {
    return (
      <AuthCard title="Invalid Reset Link">
        <Stack gap="4">
          <FormErrorAlert message={INVALID_RESET_LINK} />
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

  function onSubmit({ newPassword }: { newPassword: string }) {
    void run(async () => {
      await auth.resetPassword({ email: email!, token: token!, newPassword });
      notifySuccess("Success", "Password updated successfully");
      setDone(true);
    });
  }

  return (
    <AuthCard title="Reset Password" subtitle={`Choose a new password for ${email}.`}>
      <NewPasswordForm askForCode={false} busy={busy} error={error} onSubmit={onSubmit} />
    </AuthCard>
  );
}

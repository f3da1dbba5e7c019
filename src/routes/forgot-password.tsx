import { Alert, Button, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link, createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { useAuthFlow, type ResetDelivery } from "../auth/AuthFlow";
import { AuthCard } from "../features/auth/AuthCard";
import { NewPasswordForm } from "../features/auth/NewPasswordForm";
import { useAuthSubmit } from "../features/auth/useAuthSubmit";
import { notifySuccess } from "../features/feedback/notify";
import { EmailField } from "../features/auth/EmailField";

export const Route = createFileRoute("/forgot-password")({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const auth = useAuthFlow();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [sentBy, setSentBy] = useState<ResetDelivery | null>(null);
  const request = useAuthSubmit({ title: "Error", fallback: "Failed to send reset email", toast: "Failed to send reset email" });
  const reset = useAuthSubmit({ title: "Error", fallback: "Failed to update password", toast: "Failed to update password" });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void request.run(async () => {
      setSentBy(await auth.requestPasswordReset(email));
      notifySuccess("Reset link sent", "Check your email for password reset instructions");
    });
  }

  function resetWithCode({ code, newPassword }: { code: string; newPassword: string }) {
    void reset.run(async () => {
      await auth.resetPassword({ email, token: code, newPassword });
      notifySuccess("Success", "Password updated successfully");
      await navigate({ to: "/dashboard" });
    });
  }

  if (sentBy !== null) {
    return (
      <AuthCard title="Check your email" subtitle="Check your email for password reset instructions">
        <Stack gap="4">
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Description>
              If an account exists for <strong>{email}</strong>, we sent{" "}
              {sentBy === "link" ? "a link to choose a new password. It works for one hour." : "a code to enter below."}
            </Alert.Description>
          </Alert.Root>
          {sentBy === "code" && <NewPasswordForm askForCode busy={reset.busy} error={reset.error} onSubmit={resetWithCode} />}
          <Button variant="outline" onClick={() => setSentBy(null)}>
            Resend Email
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your email and we'll send you a way to reset your password.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <EmailField value={email} onChange={setEmail} />
          <Button type="submit" colorPalette="green" loading={request.busy} disabled={!email.trim()}>
            Send reset link
          </Button>
          <Text fontSize="sm" textAlign="center">
            <ChakraLink asChild colorPalette="green">
              <Link to="/login">Back to sign in</Link>
            </ChakraLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

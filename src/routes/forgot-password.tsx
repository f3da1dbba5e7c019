import { Alert, Button, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link, createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { useAuthFlow, type ResetDelivery } from "../auth/AuthFlow";
import { AuthCard } from "../features/auth/AuthCard";
import { NewPasswordForm } from "../features/auth/NewPasswordForm";
import { serviceMessage } from "../features/auth/serviceMessage";
import { notifyError, notifySuccess } from "../features/feedback/notify";
import { EmailField } from "../features/auth/EmailField";

export const Route = createFileRoute("/forgot-password")({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const auth = useAuthFlow();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [sentBy, setSentBy] = useState<ResetDelivery | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      setSentBy(await auth.requestPasswordReset(email));
      notifySuccess("Reset link sent", "Check your email for password reset instructions");
    } catch {
      notifyError("Error", "Failed to send reset email");
    } finally {
      setBusy(false);
    }
  }

  async function resetWithCode({ code, newPassword }: { code: string; newPassword: string }) {
    setBusy(true);
    setError(null);
    try {
      await auth.resetPassword({ email, token: code, newPassword });
      notifySuccess("Success", "Password updated successfully");
      await navigate({ to: "/dashboard" });
    } catch (failure) {
      setError(serviceMessage(failure, "Failed to update password"));
      notifyError("Error", "Failed to update password");
    } finally {
      setBusy(false);
    }
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
          {sentBy === "code" && <NewPasswordForm askForCode busy={busy} error={error} onSubmit={resetWithCode} />}
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
          <Button type="submit" colorPalette="green" loading={busy} disabled={!email.trim()}>
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

import { Alert, Button, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link, createFileRoute } from "@tanstack/react-router";
import { useConvexAuth, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { redirectSearch } from "../features/navigation/searchParams";
import { useAuthFlow } from "../auth/AuthFlow";
import { useEndedSignIn } from "../auth/endedSignIn";
import { redirectIfSignedIn } from "../auth/guards";
import { AuthCard } from "../features/auth/AuthCard";
import { PasswordField } from "../features/auth/PasswordField";
import { useAuthSubmit } from "../features/auth/useAuthSubmit";
import { notifySuccess } from "../features/feedback/notify";
import { FormErrorAlert } from "../features/auth/FormErrorAlert";
import { EmailField } from "../features/auth/EmailField";
import { INVALID_EMAIL, isValidEmail } from "../features/auth/emailRules";
import { VerifyEmailStep } from "../features/auth/VerifyEmailStep";
import { focusControl } from "../features/forms/focusControl";
import { useCheckedField } from "../features/forms/useCheckedField";
import { useSingleSubmit } from "../features/forms/useSingleSubmit";
import { FullPageSpinner } from "../components/FullPageSpinner";

export const Route = createFileRoute("/login")({
  validateSearch: redirectSearch,
  // Once signed in, this guard sends the person on to the path they wanted.
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.session, search.redirect),
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation();
  const auth = useAuthFlow();
  const { redirect } = Route.useSearch();
  const emailField = useCheckedField();
  const email = emailField.value;
  const [password, setPassword] = useState("");
  const [awaitingCode, setAwaitingCode] = useState(false);
  const { busy, error, setError, run } = useAuthSubmit({ title: t("auth.signIn.failedTitle"), fallback: t("auth.signIn.failed") });
  // Signed in, the page waits for the family's records and then moves on: progress, never an emptied form meanwhile
  // (the sign-in service knows before the router's guard has run again). A sign-in the server has ended (a member
  // removed) still holds a token for a while: the server's "signed out" shows the form.
  const { isAuthenticated } = useConvexAuth();
  const viewer = useQuery(api.members.viewer, isAuthenticated ? {} : "skip");
  const [signedIn, setSignedIn] = useState(false);
  const ended = useEndedSignIn();
  const signingIn = signedIn || (isAuthenticated && viewer?.status !== "signedOut");

  const { submit } = useSingleSubmit((event: FormEvent<HTMLFormElement>) => {
    if (!isValidEmail(email)) {
      emailField.setError(INVALID_EMAIL);
      focusControl(event.currentTarget, "email");
      return;
    }
    return run(async () => {
      const result = await auth.signIn(email, password);
      if (result?.status === "needsEmailCode") {
        // An account whose email is not verified yet: a new code was just mailed.
        setAwaitingCode(true);
        notifySuccess(t("auth.successTitle"), t("auth.signUp.codeSent"));
        return;
      }
      setSignedIn(true);
      notifySuccess(t("auth.successTitle"), t("auth.signIn.success"));
    });
  });

  if (signingIn) return <FullPageSpinner label={t("auth.signIn.opening")} />;

  if (awaitingCode) {
    const resend = auth.resendEmailCode;
    return (
      <VerifyEmailStep
        email={email}
        busy={busy}
        error={error}
        onSubmit={(code) =>
          run(async () => {
            await auth.verifySignUpCode(code, email);
            setSignedIn(true);
            notifySuccess(t("auth.successTitle"), t("auth.signIn.success"));
          })
        }
        {...(resend ? { onResend: () => resend({ email, password }) } : {})}
        onBack={() => {
          setAwaitingCode(false);
          setError(null);
        }}
      />
    );
  }

  return (
    <AuthCard title={t("auth.signIn.title")} subtitle={t("auth.signIn.subtitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          {ended && (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t("auth.signIn.endedTitle")}</Alert.Title>
                <Alert.Description>{t(ended === "removed" ? "auth.signIn.endedRemoved" : "auth.signIn.endedElsewhere")}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <FormErrorAlert message={error} />
          <EmailField {...emailField.field} />
          <PasswordField label={t("auth.fields.password")} name="password" value={password} onChange={setPassword} autoComplete="current-password" />
          <HStack justify="flex-end">
            <ChakraLink asChild colorPalette="green" fontSize="sm">
              <Link to="/forgot-password">{t("auth.signIn.forgotPassword")}</Link>
            </ChakraLink>
          </HStack>
          <Button type="submit" colorPalette="green" loading={busy} disabled={!email || !password}>
            {t("auth.signIn.submit")}
          </Button>
          <Text fontSize="sm" textAlign="center">
            {t("auth.signIn.noAccount")}{" "}
            <ChakraLink asChild colorPalette="green">
              <Link to="/signup" search={redirect ? { redirect } : {}}>
                {t("auth.signIn.createOne")}
              </Link>
            </ChakraLink>
          </Text>
          <ChakraLink asChild fontSize="sm" justifyContent="center" color="fg.muted">
            <Link to="/">{t("auth.signIn.backHome")}</Link>
          </ChakraLink>
        </Stack>
      </form>
    </AuthCard>
  );
}

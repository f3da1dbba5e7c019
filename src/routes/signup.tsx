import { Button, Checkbox, Input, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link, createFileRoute } from "@tanstack/react-router";
import { useId, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { NAME_MAX_LENGTH } from "../../convex/lib/text";
import { redirectSearch } from "../features/navigation/searchParams";
import { useAuthFlow } from "../auth/AuthFlow";
import { redirectIfSignedIn } from "../auth/guards";
import { AuthCard } from "../features/auth/AuthCard";
import { forgetPendingSignUp, pendingSignUp, rememberPendingSignUp } from "../features/auth/pendingSignUp";
import { PasswordField } from "../features/auth/PasswordField";
import { PASSWORD_HINT, checkPassword } from "../features/auth/passwordRules";
import { useAuthSubmit } from "../features/auth/useAuthSubmit";
import { notifySuccess } from "../features/feedback/notify";
import { FormErrorAlert } from "../features/auth/FormErrorAlert";
import { EmailField } from "../features/auth/EmailField";
import { INVALID_EMAIL, isValidEmail } from "../features/auth/emailRules";
import { VerifyEmailStep } from "../features/auth/VerifyEmailStep";
import { FormField } from "../features/forms/FormField";
import { focusControl } from "../features/forms/focusControl";
import { useCheckedField } from "../features/forms/useCheckedField";
import { useSingleSubmit } from "../features/forms/useSingleSubmit";

export const Route = createFileRoute("/signup")({
  validateSearch: redirectSearch,
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.session, search.redirect),
  component: SignUpPage,
});

function SignUpPage() {
  const { t } = useTranslation();
  const auth = useAuthFlow();
  const id = useId();
  const [name, setName] = useState("");
  // After a reload of "Check your email", the address it waits on (the password is not kept).
  const [restored] = useState(pendingSignUp);
  const emailField = useCheckedField(restored ?? "");
  const passwordField = useCheckedField();
  const email = emailField.value;
  const password = passwordField.value;
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [awaitingCode, setAwaitingCode] = useState(restored !== null);
  const { busy, error, run } = useAuthSubmit({ title: t("auth.signUp.failedTitle"), fallback: t("auth.signUp.failed") });

  const { submit } = useSingleSubmit((event: FormEvent<HTMLFormElement>) => {
    // Spec section 5: without the terms ticked, submitting does nothing.
    if (!acceptedTerms) return;
    // The server checks both too (INVALID_EMAIL, PASSWORD_TOO_SHORT); the form says so first, under the field.
    const emailProblem = isValidEmail(email) ? null : INVALID_EMAIL;
    const passwordProblem = checkPassword(password)?.code ?? null;
    emailField.setError(emailProblem);
    passwordField.setError(passwordProblem);
    if (emailProblem || passwordProblem) {
      focusControl(event.currentTarget, emailProblem ? "email" : "password");
      return;
    }
    return run(async () => {
      const result = await auth.signUp({ name, email, password });
      if (result.status === "needsEmailCode") {
        setAwaitingCode(true);
        rememberPendingSignUp(email);
        // Spec: "Success / Check your email to verify your account!"
        notifySuccess(t("auth.successTitle"), t("auth.signUp.codeSent"));
      }
    });
  });

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
            forgetPendingSignUp();
          })
        }
        // A new code signs up again, which needs the password: not after a reload, which forgot it.
        {...(resend && password ? { onResend: () => resend({ email, password }) } : {})}
        onBack={forgetPendingSignUp}
      />
    );
  }

  return (
    <AuthCard title={t("auth.signUp.title")} subtitle={t("auth.signUp.subtitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormErrorAlert message={error} />
          <FormField id={`${id}-name`} label={t("auth.fields.fullName")} error={undefined} required>
            {(input) => <Input name="name" autoComplete="name" maxLength={NAME_MAX_LENGTH} value={name} onChange={(e) => setName(e.target.value)} {...input} />}
          </FormField>
          <EmailField {...emailField.field} />
          <PasswordField
            {...passwordField.field}
            label={t("auth.fields.password")}
            name="password"
            autoComplete="new-password"
            helperText={t(PASSWORD_HINT)}
          />
          <Checkbox.Root checked={acceptedTerms} onCheckedChange={(e) => setAcceptedTerms(!!e.checked)} colorPalette="green">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {/* The two pages open beside the form, so nothing typed here is lost. */}
              <Trans
                i18nKey="auth.signUp.terms"
                components={{
                  terms: <ChakraLink href="/terms" target="_blank" colorPalette="green" />,
                  privacy: <ChakraLink href="/privacy" target="_blank" colorPalette="green" />,
                }}
              />
            </Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" colorPalette="green" loading={busy} disabled={!acceptedTerms || !name || !email || !password}>
            {t("auth.signUp.submit")}
          </Button>
          <Text fontSize="sm" textAlign="center">
            {t("auth.signUp.haveAccount")}{" "}
            <ChakraLink asChild colorPalette="green">
              <Link to="/login">{t("auth.signUp.signInLink")}</Link>
            </ChakraLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

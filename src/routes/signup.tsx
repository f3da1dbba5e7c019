import { Button, Checkbox, Field, Input, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link, createFileRoute } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { z } from "zod";
import { useAuthFlow } from "../auth/AuthFlow";
import { redirectIfSignedIn } from "../auth/guards";
import { AuthCard } from "../features/auth/AuthCard";
import { PasswordField } from "../features/auth/PasswordField";
import { PASSWORD_HINT } from "../features/auth/passwordRules";
import { useAuthSubmit } from "../features/auth/useAuthSubmit";
import { notifySuccess } from "../features/feedback/notify";
import { FormErrorAlert } from "../features/auth/FormErrorAlert";
import { EmailField } from "../features/auth/EmailField";

export const Route = createFileRoute("/signup")({
  validateSearch: z.object({ redirect: z.string().optional() }),
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.session, search.redirect),
  component: SignUpPage,
});

function SignUpPage() {
  const auth = useAuthFlow();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [awaitingCode, setAwaitingCode] = useState(false);
  const { busy, error, setError, run } = useAuthSubmit({ title: "Sign Up Failed", fallback: "An error occurred during sign up" });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Spec section 5: without the terms ticked, submitting does nothing.
    if (!acceptedTerms) return;
    if (password.length < 8) {
      setError(PASSWORD_HINT);
      return;
    }
    void run(async () => {
      const result = await auth.signUp({ name, email, password });
      if (result.status === "needsEmailCode") {
        setAwaitingCode(true);
        notifySuccess("Success", "Check your email to verify your account!");
      }
    });
  }

  if (awaitingCode) return <VerifyEmailStep email={email} busy={busy} error={error} onSubmit={(code) => run(() => auth.verifySignUpCode(code))} />;

  return (
    <AuthCard title="Create Account" subtitle="Join your family's household.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormErrorAlert message={error} />
          <Field.Root required>
            <Field.Label>
              Full name <Field.RequiredIndicator />
            </Field.Label>
            <Input name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          </Field.Root>
          <EmailField value={email} onChange={setEmail} />
          <PasswordField
            label="Password"
            name="password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            helperText={PASSWORD_HINT}
          />
          <Checkbox.Root checked={acceptedTerms} onCheckedChange={(e) => setAcceptedTerms(!!e.checked)} colorPalette="green">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>I agree to the terms of use and the privacy policy</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" colorPalette="green" loading={busy} disabled={!acceptedTerms || !name || !email || !password}>
            Create Account
          </Button>
          <Text fontSize="sm" textAlign="center">
            Already have an account?{" "}
            <ChakraLink asChild colorPalette="green">
              <Link to="/login">Sign in</Link>
            </ChakraLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

function VerifyEmailStep(props: { email: string; busy: boolean; error: string | null; onSubmit: (code: string) => void }) {
  const [code, setCode] = useState("");
  return (
    <AuthCard title="Check your email" subtitle={`We sent a code to ${props.email}.`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit(code.trim());
        }}
      >
        <Stack gap="4">
          <FormErrorAlert message={props.error} />
          <Field.Root required>
            <Field.Label>Verification code</Field.Label>
            <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="green" loading={props.busy} disabled={!code.trim()}>
            Verify email
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

import { Button, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link, createFileRoute } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { z } from "zod";
import { useAuthFlow } from "../auth/AuthFlow";
import { redirectIfSignedIn } from "../auth/guards";
import { AuthCard } from "../features/auth/AuthCard";
import { PasswordField } from "../features/auth/PasswordField";
import { useAuthSubmit } from "../features/auth/useAuthSubmit";
import { notifySuccess } from "../features/feedback/notify";
import { FormErrorAlert } from "../features/auth/FormErrorAlert";
import { EmailField } from "../features/auth/EmailField";

export const Route = createFileRoute("/login")({
  validateSearch: z.object({ redirect: z.string().optional() }),
  // Once signed in, this guard sends the person on to the path they wanted.
  beforeLoad: ({ context, search }) => redirectIfSignedIn(context.session, search.redirect),
  component: LoginPage,
});

function LoginPage() {
  const auth = useAuthFlow();
  const { redirect } = Route.useSearch();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, error, run } = useAuthSubmit({ title: "Sign In Failed", fallback: "An error occurred during sign in" });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      await auth.signIn(email, password);
      notifySuccess("Success", "Signed in successfully!");
    });
  }

  return (
    <AuthCard title="Sign In" subtitle="Sign in to your family's household.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormErrorAlert message={error} />
          <EmailField value={email} onChange={setEmail} />
          <PasswordField label="Password" name="password" value={password} onChange={setPassword} autoComplete="current-password" />
          <HStack justify="flex-end">
            <ChakraLink asChild colorPalette="green" fontSize="sm">
              <Link to="/forgot-password">Forgot password?</Link>
            </ChakraLink>
          </HStack>
          <Button type="submit" colorPalette="green" loading={busy} disabled={!email || !password}>
            Sign In
          </Button>
          <Text fontSize="sm" textAlign="center">
            No account yet?{" "}
            <ChakraLink asChild colorPalette="green">
              <Link to="/signup" search={redirect ? { redirect } : {}}>
                Create one
              </Link>
            </ChakraLink>
          </Text>
          <ChakraLink asChild fontSize="sm" justifyContent="center" color="fg.muted">
            <Link to="/">Back to homepage</Link>
          </ChakraLink>
        </Stack>
      </form>
    </AuthCard>
  );
}

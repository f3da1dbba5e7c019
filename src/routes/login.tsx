import { Button, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link, createFileRoute } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { redirectSearch } from "../features/navigation/searchParams";
import { useAuthFlow } from "../auth/AuthFlow";
import { redirectIfSignedIn } from "../auth/guards";
import { AuthCard } from "../features/auth/AuthCard";
import { PasswordField } from "../features/auth/PasswordField";
import { useAuthSubmit } from "../features/auth/useAuthSubmit";
import { notifySuccess } from "../features/feedback/notify";
import { FormErrorAlert } from "../features/auth/FormErrorAlert";
import { EmailField } from "../features/auth/EmailField";

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
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, error, run } = useAuthSubmit({ title: t("auth.signIn.failedTitle"), fallback: t("auth.signIn.failed") });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      await auth.signIn(email, password);
      notifySuccess(t("auth.successTitle"), t("auth.signIn.success"));
    });
  }

  return (
    <AuthCard title={t("auth.signIn.title")} subtitle={t("auth.signIn.subtitle")}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormErrorAlert message={error} />
          <EmailField value={email} onChange={setEmail} />
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

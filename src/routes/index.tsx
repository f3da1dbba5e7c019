import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link, createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../features/layout/useDocumentTitle";

export const Route = createFileRoute("/")({
  component: Landing,
});

/** The landing page: Sign In / Create Account when signed out, Go to Dashboard when signed in. */
function Landing() {
  const { t } = useTranslation();
  const { session } = Route.useRouteContext();
  const signedIn = session.status === "signedIn" || session.status === "waiting";
  useDocumentTitle(null);
  return (
    <Stack align="center" textAlign="center" gap="6" py={{ base: "10", md: "20" }}>
      <Heading as="h1" size={{ base: "3xl", md: "5xl" }}>
        {t("common.brand")}
      </Heading>
      <Text fontSize={{ base: "md", md: "xl" }} color="fg.muted" maxW="2xl">
        {t("auth.landing.tagline")}
      </Text>
      <Stack direction={{ base: "column", sm: "row" }} gap="3" w={{ base: "full", sm: "auto" }}>
        {signedIn ? (
          <Button asChild colorPalette="green" size="lg">
            <Link to="/dashboard">{t("auth.goToDashboard")}</Link>
          </Button>
        ) : (
          <>
            <Button asChild colorPalette="green" size="lg">
              <Link to="/login">{t("auth.landing.signIn")}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/signup">{t("auth.landing.createAccount")}</Link>
            </Button>
          </>
        )}
      </Stack>
      <Button asChild variant="plain" colorPalette="green">
        <Link to="/public">{t("auth.landing.publicSpace")}</Link>
      </Button>
    </Stack>
  );
}

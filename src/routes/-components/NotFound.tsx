import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { Link, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../features/layout/useDocumentTitle";

/** The 404 page of spec section 2; it logs the path that was not found. */
export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t("auth.notFound.message"));
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <Center minH="60vh" px="4">
      <Stack align="center" gap="3" textAlign="center">
        <Heading as="h1" size="6xl">
          404
        </Heading>
        <Text fontSize="xl" color="fg.muted">
          {t("auth.notFound.message")}
        </Text>
        <Button asChild colorPalette="green">
          <Link to="/">{t("auth.notFound.home")}</Link>
        </Button>
      </Stack>
    </Center>
  );
}

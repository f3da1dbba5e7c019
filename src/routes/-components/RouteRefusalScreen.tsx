import { Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { useNavigate, useRouteContext, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { PageKey } from "../../../convex/lib/validators";
import { homeFor } from "../../auth/guards";
import type { Session } from "../../auth/session";
import { serverErrorOf } from "../../features/feedback/notify";
import { useDocumentTitle } from "../../features/layout/useDocumentTitle";
import { navLinks } from "../../features/navigation/navLinks";
import { RouterErrorScreen } from "./RouterErrorScreen";

/** Where the screen's main button leads: the person's home page, or sign-in when the server no longer knows them. */
function wayOn(session: Session): { href: string; page: PageKey | null } {
  if (session.status !== "signedIn") return { href: "/login", page: null };
  const href = homeFor(session.member);
  return { href, page: navLinks.find((link) => link.to === href)?.page ?? "dashboard" };
}

/**
 * The signed-in pages' error screen. A refusal from the server (a page flag
 * switched off, a role taken away while the page was open) shows its message
 * in the reader's language, inside the usual layout, with a way on: the
 * guards then send the person to a page they may see. Anything else is the
 * router's generic error screen, still inside the layout.
 */
export function RouteRefusalScreen(props: ErrorComponentProps) {
  const refusal = serverErrorOf(props.error);
  if (refusal === null) return <RouterErrorScreen {...props} />;
  return <Refusal title={refusal.title} message={refusal.message} reset={props.reset} />;
}

function Refusal({ title, message, reset }: { title: string; message: string; reset: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = useNavigate();
  const { session } = useRouteContext({ from: "__root__" });
  const target = wayOn(session);
  useDocumentTitle(title);

  function goOn() {
    reset();
    void navigate({ href: target.href, replace: true });
  }

  function tryAgain() {
    reset();
    void router.invalidate();
  }

  const label = target.page ? t("common.refusal.goTo", { page: t(`common.pages.${target.page}`) }) : t("common.refusal.signIn");
  return (
    <Stack role="alert" gap="3" py={{ base: "6", md: "10" }} maxW="2xl" data-testid="route-refusal">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
        {title}
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        {message}
      </Text>
      <HStack gap="3" wrap="wrap" pt="2">
        <Button colorPalette="green" onClick={goOn}>
          {label}
        </Button>
        <Button variant="outline" onClick={tryAgain}>
          {t("common.refusal.tryAgain")}
        </Button>
      </HStack>
    </Stack>
  );
}

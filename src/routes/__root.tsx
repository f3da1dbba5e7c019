import { Box, Container } from "@chakra-ui/react";
import { Outlet, createRootRouteWithContext, useRouterState } from "@tanstack/react-router";
import { Suspense, useEffect, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { RouterContext } from "../auth/session";
import { ColorModeButton } from "../components/ui/color-mode";
import { SignOutButton } from "../features/auth/SignOutButton";
import { ConnectionIndicator } from "../features/connection/ConnectionIndicator";
import { isFamilyView, requireFamilyScreenMode } from "../features/familyScreen/modeGuard";
import { forgetLastSeen } from "../features/layout/lastSeenStore";
import { ToasterSlot } from "../features/feedback/ToasterSlot";
import { TopNav } from "../features/navigation/TopNav";
import { useViewerSettings } from "../features/preferences/ViewerSettings";
import { usePresenceHeartbeat } from "../features/presence/usePresenceHeartbeat";
import { useFamilyManifest } from "../features/pwa/familyManifestLink";
import { NotFound } from "./-components/NotFound";
import { RouterErrorScreen } from "./-components/RouterErrorScreen";
import { lazyComponent } from "../components/lazyComponent";

// Signed-in only (and built on Chakra's Menu): not part of the signed-out first load.
const PreferencesMenu = lazyComponent(() => import("../features/preferences/PreferencesMenu"), "PreferencesMenu");
// Signed-in only too (and built on Chakra's Popover).
const NotificationBell = lazyComponent(() => import("../features/notifications/NotificationBell"), "NotificationBell");

export const Route = createRootRouteWithContext<RouterContext>()({
  // A family-screen device shows only the family screen (and the sign-in an admin leaves it through).
  beforeLoad: ({ location }) => requireFamilyScreenMode(location.pathname),
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouterErrorScreen,
});

const MAIN_ID = "main-content";

function RootLayout() {
  const { session } = Route.useRouteContext();
  const settings = useViewerSettings();
  usePresenceHeartbeat(session.status === "signedIn");
  // Signed out, the device keeps no copy of the family's dashboard.
  useEffect(() => {
    if (session.status === "signedOut") forgetLastSeen();
  }, [session.status]);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const familyView = isFamilyView(pathname);
  // The family screen names the app from its own view (FamilyScreen.tsx).
  useFamilyManifest(familyView ? undefined : settings?.family.familyName);
  // The family screen is a full-screen view of its own: no header, no navigation.
  if (familyView) {
    return (
      <Box minH="100dvh" bg="bg.subtle">
        <Outlet />
        <ToasterSlot />
      </Box>
    );
  }
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <SkipToContent />
      <TopNav session={session} familyName={settings?.family.familyName} actions={<HeaderActions session={session} />} />
      <Container as="main" id={MAIN_ID} tabIndex={-1} outline="none" maxW="7xl" px={{ base: "3", md: "6" }} py={{ base: "4", md: "8" }}>
        <Outlet />
      </Container>
      <ToasterSlot />
    </Box>
  );
}

/**
 * The first thing Tab reaches on every page: a link past the header to the
 * page's content, hidden until it has the focus.
 */
function SkipToContent() {
  const { t } = useTranslation();
  // Moves the focus itself instead of changing the URL's #hash (the router owns the URL).
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView();
  }
  return (
    <Box
      asChild
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="bg.panel"
      color="brand.fg"
      fontWeight="semibold"
      borderWidth="2px"
      borderColor="brand.focusRing"
      transform="translateY(-200%)"
      _focusVisible={{ transform: "none" }}
    >
      <a href={`#${MAIN_ID}`} onClick={skip}>
        {t("common.skipToContent")}
      </a>
    </Box>
  );
}

/**
 * Signed in, the connection dot, the bell and the person's own preferences (language, colour
 * mode, notifications), stored for them; before that, a plain toggle.
 */
function HeaderActions({ session }: { session: RouterContext["session"] }) {
  if (session.status === "signedIn") {
    return (
      <>
        <ConnectionIndicator compact />
        <Suspense fallback={<Box boxSize="8" />}>
          <NotificationBell />
        </Suspense>
        <Suspense fallback={<Box boxSize="8" />}>
          <PreferencesMenu member={session.member} />
        </Suspense>
        <SignOutButton />
      </>
    );
  }
  return (
    <>
      <ColorModeButton />
      {session.status === "waiting" && <SignOutButton />}
    </>
  );
}

import { Box, Container } from "@chakra-ui/react";
import { Outlet, createRootRouteWithContext } from "@tanstack/react-router";
import { Suspense, lazy } from "react";
import type { RouterContext } from "../auth/session";
import { ColorModeButton } from "../components/ui/color-mode";
import { Toaster } from "../components/ui/toaster";
import { SignOutButton } from "../features/auth/SignOutButton";
import { TopNav } from "../features/navigation/TopNav";
import { useViewerSettings } from "../features/preferences/ViewerSettings";
import { usePresenceHeartbeat } from "../features/presence/usePresenceHeartbeat";
import { NotFound } from "./-components/NotFound";
import { RouterErrorScreen } from "./-components/RouterErrorScreen";

// Signed-in only (and built on Chakra's Menu): not part of the signed-out first load.
const PreferencesMenu = lazy(() => import("../features/preferences/PreferencesMenu").then((m) => ({ default: m.PreferencesMenu })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouterErrorScreen,
});

function RootLayout() {
  const { session } = Route.useRouteContext();
  const settings = useViewerSettings();
  usePresenceHeartbeat(session.status === "signedIn");
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <TopNav session={session} familyName={settings?.family.familyName} actions={<HeaderActions status={session.status} />} />
      <Container as="main" maxW="7xl" px={{ base: "3", md: "6" }} py={{ base: "4", md: "8" }}>
        <Outlet />
      </Container>
      <Toaster />
    </Box>
  );
}

/** Signed in, the person's own preferences (language, colour mode) are stored for them; before that, a plain toggle. */
function HeaderActions({ status }: { status: RouterContext["session"]["status"] }) {
  if (status === "signedIn") {
    return (
      <>
        <Suspense fallback={<Box boxSize="8" />}>
          <PreferencesMenu />
        </Suspense>
        <SignOutButton />
      </>
    );
  }
  return (
    <>
      <ColorModeButton />
      {status === "waiting" && <SignOutButton />}
    </>
  );
}

import { Box, Container } from "@chakra-ui/react";
import { Outlet, createRootRouteWithContext } from "@tanstack/react-router";
import type { RouterContext } from "../auth/session";
import { Toaster } from "../components/ui/toaster";
import { SignOutButton } from "../features/auth/SignOutButton";
import { TopNav } from "../features/navigation/TopNav";
import { usePresenceHeartbeat } from "../features/presence/usePresenceHeartbeat";
import { NotFound } from "./-components/NotFound";
import { RouterErrorScreen } from "./-components/RouterErrorScreen";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouterErrorScreen,
});

function RootLayout() {
  const { session } = Route.useRouteContext();
  usePresenceHeartbeat(session.status === "signedIn");
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <TopNav
        session={session}
        actions={session.status === "signedIn" || session.status === "waiting" ? <SignOutButton /> : null}
      />
      <Container as="main" maxW="7xl" px={{ base: "3", md: "6" }} py={{ base: "4", md: "8" }}>
        <Outlet />
      </Container>
      <Toaster />
    </Box>
  );
}

import { Box } from "@chakra-ui/react";
import { Outlet, createFileRoute, useRouterState } from "@tanstack/react-router";
import { requireSignedIn } from "../auth/guards";
import { WaitingForApproval } from "../features/auth/WaitingForApproval";
import { loadAllStrings } from "../i18n";
import { PageBackground, backgroundAreaFor } from "../features/layout/PageBackground";
import { useNotificationArrivals } from "../features/notifications/useNotificationArrivals";
import { RouteRefusalScreen } from "./-components/RouteRefusalScreen";

/**
 * Every guarded page sits under this pathless layout: signed-out people go to
 * /login. A refusal from the server while a page is open (a flag switched off)
 * shows its message here, inside the layout, instead of the router's error screen.
 * The signed-in app's strings are fetched before any of its pages renders.
 */
export const Route = createFileRoute("/_guarded")({
  beforeLoad: async ({ context, location }) => {
    requireSignedIn(context.session, location.href);
    await loadAllStrings();
  },
  component: GuardedLayout,
  errorComponent: RouteRefusalScreen,
});

function GuardedLayout() {
  const { session } = Route.useRouteContext();
  const member = session.status === "signedIn" ? session.member : null;
  // A notification that arrives while the app is open pops up on whichever page the person is.
  useNotificationArrivals(member?._id ?? null);
  // A stranger never sees family data (the server refuses it too).
  if (session.status === "waiting") return <WaitingForApproval />;
  return <ThemedPage />;
}

/** The page over its area's background; positioned without a z-index, it paints above the layer without trapping popovers. */
function ThemedPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      <PageBackground area={backgroundAreaFor(pathname)} />
      <Box position="relative">
        <Outlet />
      </Box>
    </>
  );
}

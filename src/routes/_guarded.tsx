import { Outlet, createFileRoute } from "@tanstack/react-router";
import { requireSignedIn } from "../auth/guards";
import { WaitingForApproval } from "../features/auth/WaitingForApproval";

/** Every guarded page sits under this pathless layout: signed-out people go to /login. */
export const Route = createFileRoute("/_guarded")({
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  component: GuardedLayout,
});

function GuardedLayout() {
  const { session } = Route.useRouteContext();
  // A stranger never sees family data (the server refuses it too).
  if (session.status === "waiting") return <WaitingForApproval />;
  return <Outlet />;
}

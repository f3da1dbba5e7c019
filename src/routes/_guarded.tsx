import { Outlet, createFileRoute } from "@tanstack/react-router";
import { requireSignedIn } from "../auth/guards";

/** Every guarded page sits under this pathless layout: signed-out people go to /login. */
export const Route = createFileRoute("/_guarded")({
  beforeLoad: ({ context, location }) => requireSignedIn(context.session, location.href),
  component: Outlet,
});

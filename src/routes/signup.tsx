import { createFileRoute } from "@tanstack/react-router";
import { redirectIfSignedIn } from "../auth/guards";
import { PageHeader } from "../features/layout/PageHeader";

export const Route = createFileRoute("/signup")({
  beforeLoad: ({ context }) => redirectIfSignedIn(context.session),
  component: () => <PageHeader title="Create Account" subtitle="Join your family's household." />,
});

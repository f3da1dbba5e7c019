import { createFileRoute } from "@tanstack/react-router";
import { requirePage } from "../../auth/guards";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/dashboard")({
  beforeLoad: ({ context }) => requirePage(context.session, "dashboard"),
  component: () => <PageHeader title="Family Dashboard" subtitle="Welcome home. Here is what is happening in the family today." />,
});

import { createFileRoute } from "@tanstack/react-router";
import { requirePage } from "../../auth/guards";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/spiritual-life")({
  beforeLoad: ({ context }) => requirePage(context.session, "spiritualLife"),
  component: () => <PageHeader title="Spiritual Life" subtitle="Read scripture together and keep up your daily reflections." />,
});

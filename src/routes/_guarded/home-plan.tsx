import { createFileRoute } from "@tanstack/react-router";
import { requirePage } from "../../auth/guards";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/home-plan")({
  beforeLoad: ({ context }) => requirePage(context.session, "homePlan"),
  component: () => <PageHeader title="Home Inventory" subtitle="Everything in the house, room by room." />,
});

import { createFileRoute } from "@tanstack/react-router";
import { requirePage } from "../../auth/guards";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/clothing")({
  beforeLoad: ({ context }) => requirePage(context.session, "clothing"),
  component: () => <PageHeader title="Clothing" subtitle="Wardrobes, outfit plans and the laundry." />,
});

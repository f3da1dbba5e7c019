import { createFileRoute } from "@tanstack/react-router";
import { requirePage } from "../../auth/guards";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/public")({
  beforeLoad: ({ context }) => requirePage(context.session, "public"),
  component: () => <PageHeader title="Social Space" subtitle="Share news, photos and moments with the family." />,
});

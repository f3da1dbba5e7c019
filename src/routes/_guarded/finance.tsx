import { createFileRoute } from "@tanstack/react-router";
import { requirePage } from "../../auth/guards";
import { PageHeader } from "../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/finance")({
  beforeLoad: ({ context }) => requirePage(context.session, "finance"),
  component: () => <PageHeader title="Finance Dashboard" subtitle="Income, spending, monthly outgoings and your savings game." />,
});

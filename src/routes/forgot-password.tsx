import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../features/layout/PageHeader";

export const Route = createFileRoute("/forgot-password")({
  component: () => <PageHeader title="Forgot Password" subtitle="We'll email you a link to reset it." />,
});

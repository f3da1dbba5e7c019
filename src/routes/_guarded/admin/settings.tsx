import { createFileRoute } from "@tanstack/react-router";
import { BackButton } from "../../../features/layout/BackButton";
import { PageHeader } from "../../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/admin/settings")({
  component: () => (
    <>
      <BackButton to="/admin" label="Back to Admin" />
      <PageHeader title="System Settings" subtitle="Family name, notifications, auto logout, language and dark mode." />
    </>
  ),
});

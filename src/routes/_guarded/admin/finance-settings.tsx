import { createFileRoute } from "@tanstack/react-router";
import { BackButton } from "../../../features/layout/BackButton";
import { PageHeader } from "../../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/admin/finance-settings")({
  component: () => (
    <>
      <BackButton to="/admin" label="Back to Admin" />
      <PageHeader title="Finance Settings" subtitle="Finance categories and item types." />
    </>
  ),
});

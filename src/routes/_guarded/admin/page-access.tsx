import { createFileRoute } from "@tanstack/react-router";
import { BackButton } from "../../../features/layout/BackButton";
import { PageHeader } from "../../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/admin/page-access")({
  component: () => (
    <>
      <BackButton to="/admin" label="Back to Admin" />
      <PageHeader title="Page Access" subtitle="Choose which pages each family member can open." />
    </>
  ),
});

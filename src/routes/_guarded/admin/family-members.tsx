import { createFileRoute } from "@tanstack/react-router";
import { BackButton } from "../../../features/layout/BackButton";
import { PageHeader } from "../../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/admin/family-members")({
  component: () => (
    <>
      <BackButton to="/admin" label="Back to Admin" />
      <PageHeader title="Family Members" subtitle="Add and remove members of the family." />
    </>
  ),
});

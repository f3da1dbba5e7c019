import { createFileRoute } from "@tanstack/react-router";
import { BackButton } from "../../../../features/layout/BackButton";
import { PageHeader } from "../../../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/admin/rooms/")({
  component: () => (
    <>
      <BackButton to="/admin" label="Back to Admin" />
      <PageHeader title="Room Management" subtitle="Rooms, member access and access requests." />
    </>
  ),
});

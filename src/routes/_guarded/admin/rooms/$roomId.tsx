import { createFileRoute } from "@tanstack/react-router";
import { BackButton } from "../../../../features/layout/BackButton";
import { PageHeader } from "../../../../features/layout/PageHeader";

export const Route = createFileRoute("/_guarded/admin/rooms/$roomId")({
  component: RoomDetail,
});

function RoomDetail() {
  const { roomId } = Route.useParams();
  return (
    <>
      <BackButton to="/admin/rooms" label="Back to Rooms" />
      <PageHeader title="Room Details" subtitle={`Room ID: ${roomId}`} />
    </>
  );
}
